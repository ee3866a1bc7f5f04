package org.chancery.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The position at the start of a phase: units, supply-centre owners, and for a retreat phase the
 * dislodged units and the provinces left empty by a standoff. Powers marked stationary (minor powers in
 * some variants) never move: their moves are sorties, and their dislodged units are destroyed. Immutable.
 */
public final class GameState {
    private final Board board;
    private final Phase phase;
    final Unit[] units;
    final String[] owners;
    private final List<Dislodgement> dislodged;
    final boolean[] standoffs;
    private final Set<String> stationaryPowers;
    private final Map<String, String> extras;

    GameState(Board board, Phase phase, Unit[] units, String[] owners, List<Dislodgement> dislodged,
              boolean[] standoffs, Set<String> stationaryPowers, Map<String, String> extras) {
        this.board = board;
        this.phase = phase;
        this.units = units;
        this.owners = owners;
        this.dislodged = List.copyOf(dislodged);
        this.standoffs = standoffs;
        this.stationaryPowers = Set.copyOf(stationaryPowers);
        this.extras = extras.isEmpty() ? NO_EXTRAS : Collections.unmodifiableMap(new TreeMap<>(extras));
    }

    /** The extras of the classic game: none, shared, where each position made its own empty map. */
    private static final Map<String, String> NO_EXTRAS = Collections.unmodifiableMap(new TreeMap<>());

    /** An empty board at the given phase. */
    public static GameState empty(Board board, Phase phase) {
        int n = board.size();
        return new GameState(board, phase, new Unit[n], new String[n], List.of(), new boolean[n], Set.of(),
                Map.of());
    }

    public Board board() { return board; }
    public Phase phase() { return phase; }

    public Unit unitAt(Province p) { return units[p.index()]; }

    public List<Unit> units() {
        List<Unit> out = new ArrayList<>();
        for (Unit u : units) if (u != null) out.add(u);
        return out;
    }

    public List<Unit> unitsOf(String power) {
        List<Unit> out = new ArrayList<>();
        for (Unit u : units) if (u != null && u.power().equals(power)) out.add(u);
        return out;
    }

    /** Owner of a supply centre, or null. */
    public String ownerOf(Province p) { return owners[p.index()]; }

    /** How many units {@code power} has: {@code unitsOf(power).size()} without the list. */
    public int unitCount(String power) {
        int n = 0;
        for (Unit u : units) if (u != null && u.power().equals(power)) n++;
        return n;
    }

    /** How many supply centres {@code power} owns: {@code centresOf(power).size()} without the list. */
    public int centreCount(String power) {
        int n = 0;
        for (String o : owners) if (power.equals(o)) n++;
        return n;
    }

    /** Each power's centres minus its units ({@link AdjustmentAdjudicator#balance}), counted in one pass over the board. */
    public int[] balances(List<String> powers) {
        int[] out = new int[powers.size()];
        for (String o : owners) if (o != null) count(out, powers, o, 1);
        for (Unit u : units) if (u != null) count(out, powers, u.power(), -1);
        return out;
    }

    private static void count(int[] out, List<String> powers, String power, int by) {
        for (int i = 0; i < out.length; i++) {
            if (powers.get(i) == power) {
                out[i] += by;
                return;
            }
        }
        int i = powers.indexOf(power);
        if (i >= 0) out[i] += by;
    }

    public List<Province> centresOf(String power) {
        List<Province> out = new ArrayList<>();
        for (Province p : board.provinces()) {
            if (power.equals(owners[p.index()])) out.add(p);
        }
        return out;
    }

    public List<Dislodgement> dislodged() { return dislodged; }

    public Dislodgement dislodgedAt(Province p) {
        for (Dislodgement d : dislodged) if (d.unit().province() == p) return d;
        return null;
    }

    public boolean isStandoff(Province p) { return standoffs[p.index()]; }

    /** Powers whose units never move: a move is a sortie, and a dislodged unit is destroyed. */
    public Set<String> stationaryPowers() { return stationaryPowers; }

    /**
     * State kept by a variant's rule modules (heirs, Diplomacy Points, vassals...), one JSON document per
     * module key. The engine carries it from phase to phase and never reads it.
     */
    public Map<String, String> extras() { return extras; }

    /** Whether the unit never moves, by its kind or by its power. */
    public boolean isStationary(Unit u) {
        return u.kind().isStationary() || stationaryPowers.contains(u.power());
    }

    public List<Province> standoffs() {
        List<Province> out = new ArrayList<>();
        for (Province p : board.provinces()) if (standoffs[p.index()]) out.add(p);
        return out;
    }

    /** Powers with a unit or a centre, in name order. */
    public List<String> livePowers() {
        List<String> out = new ArrayList<>(8);
        for (Unit u : units) if (u != null) addNew(out, u.power());
        for (Dislodgement d : dislodged) addNew(out, d.unit().power());
        for (String o : owners) if (o != null) addNew(out, o);
        out.sort(null);
        return out;
    }

    /** Adds a power not yet in a short list (at most two a province of the board: no set needed). */
    private static void addNew(List<String> powers, String power) {
        for (int i = powers.size() - 1; i >= 0; i--) if (powers.get(i) == power) return; // the same name, read once
        for (int i = powers.size() - 1; i >= 0; i--) if (powers.get(i).equals(power)) return;
        powers.add(power);
    }

    /** Supply-centre counts by power. */
    public Map<String, Integer> centreCounts() {
        Map<String, Integer> out = new TreeMap<>();
        for (String o : owners) if (o != null) out.merge(o, 1, Integer::sum);
        return out;
    }

    public Map<String, List<Unit>> unitsByPower() {
        Map<String, List<Unit>> out = new LinkedHashMap<>();
        for (Unit u : units) if (u != null) out.computeIfAbsent(u.power(), k -> new ArrayList<>()).add(u);
        return Collections.unmodifiableMap(out);
    }

    public Builder toBuilder() { return new Builder(this); }

    public static Builder builder(Board board, Phase phase) { return new Builder(empty(board, phase)); }

    /** Makes changed copies; every method returns the builder. */
    public static final class Builder {
        private final Board board;
        private Phase phase;
        private final Unit[] units;
        private final String[] owners;
        private final List<Dislodgement> dislodged;
        private final boolean[] standoffs;
        private final Set<String> stationaryPowers;
        private final Map<String, String> extras;

        private Builder(GameState s) {
            board = s.board;
            phase = s.phase;
            units = s.units.clone();
            owners = s.owners.clone();
            dislodged = new ArrayList<>(s.dislodged);
            standoffs = s.standoffs.clone();
            stationaryPowers = s.stationaryPowers.isEmpty() ? new TreeSet<>() : new TreeSet<>(s.stationaryPowers);
            extras = s.extras.isEmpty() ? new TreeMap<>() : new TreeMap<>(s.extras);
        }

        public Builder phase(Phase p) { phase = p; return this; }

        public Builder unit(Unit u) {
            if (units[u.province().index()] != null) {
                throw new IllegalArgumentException(u.province().name() + " already holds a unit");
            }
            units[u.province().index()] = u;
            return this;
        }

        public Builder removeUnit(Province p) { units[p.index()] = null; return this; }

        public Builder clearUnits() { Arrays.fill(units, null); return this; }

        public Builder owner(Province p, String power) { owners[p.index()] = power; return this; }

        public Builder dislodged(Dislodgement d) { dislodged.add(d); return this; }

        public Builder clearDislodged() { dislodged.clear(); Arrays.fill(standoffs, false); return this; }

        public Builder standoff(Province p) { standoffs[p.index()] = true; return this; }

        /** Sets a rule module's state document, or removes it when {@code json} is null. */
        public Builder extra(String key, String json) {
            if (json == null) extras.remove(key); else extras.put(key, json);
            return this;
        }

        /** Marks a power's units stationary, or mobile again. */
        public Builder stationary(String power, boolean stationary) {
            if (stationary) stationaryPowers.add(power); else stationaryPowers.remove(power);
            return this;
        }

        public GameState build() {
            return new GameState(board, phase, units.clone(), owners.clone(), dislodged, standoffs.clone(),
                    stationaryPowers, extras);
        }
    }
}
