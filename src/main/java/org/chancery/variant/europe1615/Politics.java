package org.chancery.variant.europe1615;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.chancery.engine.GameState;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;

/**
 * The states as they stand in a position: which are pliant, captured or dormant, each pliant state's status
 * and marker, its dominion (the centres its power owns and the provinces it holds), and the sides units fight
 * on (an aligned state's units are on its power's side).
 */
public final class Politics {
    private final E1615Setup setup;
    private final GameState s;
    private final E1615State st;
    private final Map<String, MinorState> states = new LinkedHashMap<>();
    private final Map<String, MinorState> byPower = new LinkedHashMap<>();

    public Politics(E1615Setup setup, GameState s, E1615State st) {
        this.setup = setup;
        this.s = s;
        this.st = st;
        setup.states.values().forEach(m -> states.put(m.key(), m));
        st.raised().forEach(m -> states.put(m.key(), m));
        for (MinorState m : states.values()) {
            if (m.dormant() && !st.awake().contains(m.key())) continue;
            byPower.putIfAbsent(m.power(), m);
        }
    }

    public static Politics of(E1615Setup setup, GameState s) { return new Politics(setup, s, E1615State.read(s)); }

    public E1615State state() { return st; }

    public E1615Setup setup() { return setup; }

    public GameState position() { return s; }

    public List<MinorState> all() { return new ArrayList<>(states.values()); }

    public MinorState get(String key) { return states.get(key); }

    /** The live state whose power owns this unit or centre ("Saxony"), or null for a major. */
    public MinorState ofPower(String power) { return power == null ? null : byPower.get(power); }

    /** Whether the state's capital (a centre, or for a state without one its province) belongs to someone else. */
    public boolean captured(MinorState m) {
        // a capital nobody owns (a scenario's partial sc_owners) is not a capture: there is no captor
        String holder = holder(setup.province(m.capital()));
        return holder != null && !m.power().equals(holder);
    }

    /** Whether powers may deploy INFs there now: a pliant, uncaptured state (a dormant one once woken). */
    public boolean pliant(MinorState m) {
        if (m.ottoman()) return false;
        if (m.dormant() && !st.awake().contains(m.key())) return false;
        return !captured(m);
    }

    /** The status of a pliant state, or null for any other. */
    public Influence.Status status(MinorState m) {
        return pliant(m) ? Influence.status(st.in(m.key())) : null;
    }

    /** The power a state is aligned with, or null. */
    public String alignedWith(MinorState m) {
        Influence.Status x = status(m);
        return x != null && x.aligned() ? x.power() : null;
    }

    public boolean neutral(MinorState m) {
        Influence.Status x = status(m);
        return x != null && x.kind() == Influence.Kind.NEUTRAL;
    }

    /** "protestant", "catholic" or null: the Papal States are always Catholic, Islamic and captured states never marked. */
    public String marker(MinorState m) {
        if (!pliant(m) || m.islamic()) return null;
        if (m.papal()) return E1615Setup.CATHOLIC;
        String marker = Influence.marker(st.in(m.key()), setup::confession);
        return marker == null || setup.sanctions.markerAllowed(this, m, marker) ? marker : null;
    }

    /** The centres the state's power owns and the provinces without centres it holds. */
    public Set<String> dominion(MinorState m) {
        Set<String> out = new TreeSet<>();
        for (Province p : s.centresOf(m.power())) out.add(p.id());
        st.territory().forEach((id, holder) -> { if (holder.equals(m.power())) out.add(id); });
        return out;
    }

    /** The centres the state's power owns. */
    public List<Province> centres(MinorState m) { return s.centresOf(m.power()); }

    /** Who holds a province: the owner of a centre, the holder of any other; null for nobody. */
    public String holder(Province p) {
        return p.isSupplyCenter() ? s.ownerOf(p) : st.territory().get(p.id());
    }

    /** The pliant state whose dominion this province is part of, or null. */
    public MinorState stateAt(Province p) {
        MinorState m = ofPower(holder(p));
        return m != null && pliant(m) ? m : null;
    }

    /** The side a unit fights on: an aligned state's units fight on its power's side. */
    public String side(String power) {
        MinorState m = ofPower(power);
        if (m == null) return power;
        String a = alignedWith(m);
        return a == null ? power : a;
    }

    /** Whether a province lies in a neutral state: no unit may enter it, unless to attack a foreign unit there. */
    public boolean closed(Province p) {
        MinorState m = stateAt(p);
        if (m == null || !neutral(m)) return false;
        Unit u = s.unitAt(p);
        return u == null || u.power().equals(m.power());
    }

    /**
     * Whether a neutral state's province, open now only because a foreign unit stands in it, closes to this
     * power's units if that unit moves out: "If the army moves out of the neutral state, no other unit can enter".
     */
    public boolean closedOnceLeft(Province p, String power) {
        MinorState m = stateAt(p);
        if (m == null || !neutral(m) || closed(p)) return false;
        return !setup.sanctions.passes(this, side(power), p);
    }

    /** Whether a province is closed to units of this power: a neutral state's, unless a sanction opens it to them. */
    public boolean closedTo(Province p, String power) {
        return closed(p) && !setup.sanctions.passes(this, side(power), p);
    }

    /** Each surviving power's INFs for a year: the values of the centres it holds. */
    public Map<String, Integer> yearlyInfluence() {
        Map<String, Integer> out = new java.util.TreeMap<>();
        for (String p : setup.majors) {
            if (st.isEliminated(p)) continue;
            int v = 0;
            for (Province c : s.centresOf(p)) v += setup.value(c);
            out.put(p, v);
        }
        return out;
    }

    /**
     * The surviving powers from the most influential to the least: most INFs this year, then most centres, then
     * the best score last year, then the reverse of the first year's order (Spain first).
     */
    public List<String> byInfluence() {
        E1615State.Round last = st.lastRound();
        List<String> out = new ArrayList<>();
        for (String p : setup.majors) if (!st.isEliminated(p)) out.add(p);
        out.sort(Influence.sequence(st.budgets(), s.centreCounts(), last == null ? null : last.scores(),
                setup.firstYearOrder).reversed());
        return out;
    }

    /** Whether the units of this power hold rather than take orders from anyone (neutral, captured). */
    public boolean idle(MinorState m) { return alignedWith(m) == null; }
}
