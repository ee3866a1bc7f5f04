package org.chancery.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The board graph: provinces, coasts, and separate adjacency for land and sea movement. Immutable once
 * built by {@link BoardBuilder}.
 */
public final class Board {
    private final List<Province> provinces;
    private final List<Location> locations;
    private final Map<String, Province> byName;
    private final boolean[][] armyAdj;
    private final boolean[][] fleetAdj;
    private final boolean[][] fleetProvinceAdj;
    private final List<List<Location>> fleetNeighbours;
    private final List<List<Province>> armyNeighbours;
    private final boolean[] convoySpace;
    private final List<UnitKind> unitKinds;
    /** Each location by its own id ("par", "spa/nc"), where {@link #location} reads that id as that location. */
    private final Map<String, Location> byId = new java.util.HashMap<>();
    /** Each kind of unit by every word for it, normalised; the first kind listed wins a shared word. */
    private final Map<String, UnitKind> kindWords = new java.util.HashMap<>();

    Board(List<Province> provinces, List<Location> locations, Map<String, Province> byName,
          boolean[][] armyAdj, boolean[][] fleetAdj, boolean[] convoySpace, List<UnitKind> unitKinds) {
        this.unitKinds = List.copyOf(unitKinds);
        this.provinces = List.copyOf(provinces);
        this.locations = List.copyOf(locations);
        this.byName = Map.copyOf(byName);
        this.armyAdj = armyAdj;
        this.fleetAdj = fleetAdj;
        this.convoySpace = convoySpace;
        int n = provinces.size();
        this.fleetProvinceAdj = new boolean[n][n];
        this.fleetNeighbours = new ArrayList<>();
        for (Location a : locations) {
            List<Location> list = new ArrayList<>();
            for (Location b : locations) {
                if (fleetAdj[a.index()][b.index()]) {
                    list.add(b);
                    fleetProvinceAdj[a.province().index()][b.province().index()] = true;
                }
            }
            fleetNeighbours.add(Collections.unmodifiableList(list));
        }
        this.armyNeighbours = new ArrayList<>();
        for (Province a : provinces) {
            List<Province> list = new ArrayList<>();
            for (Province b : provinces) {
                if (armyAdj[a.index()][b.index()]) list.add(b);
            }
            armyNeighbours.add(Collections.unmodifiableList(list));
        }
        for (UnitKind k : this.unitKinds) {
            kindWords.putIfAbsent(normalize(String.valueOf(k.letter())), k);
            kindWords.putIfAbsent(normalize(k.abbreviation()), k);
            kindWords.putIfAbsent(normalize(k.name()), k);
            for (String a : k.aliases()) kindWords.putIfAbsent(normalize(a), k);
        }
        for (Location l : this.locations) {
            try {
                if (read(l.id()) == l) byId.put(l.id(), l);
            } catch (IllegalArgumentException e) {
                // read the long way, as it is by anyone who names it
            }
        }
    }

    public List<Province> provinces() { return provinces; }
    public List<Location> locations() { return locations; }
    public int size() { return provinces.size(); }
    public Province province(int index) { return provinces.get(index); }

    /** Looks up a province by id, name or alias, ignoring case, spaces and punctuation. */
    public Optional<Province> find(String nameOrAlias) {
        return Optional.ofNullable(byName.get(normalize(nameOrAlias)));
    }

    /** Every name a player may use, mapped to its province. */
    public Map<String, Province> names() { return byName; }

    /** Looks up "spa", "spa/nc" or "spa(nc)"; throws if unknown. For data and tests, not for players. */
    public Location location(String id) {
        Location known = byId.get(id);
        return known != null ? known : read(id);
    }

    private Location read(String id) {
        String s = id.trim().toLowerCase(Locale.ROOT).replace('(', '/').replace(")", "");
        String coast = null;
        int slash = s.indexOf('/');
        if (slash >= 0) {
            coast = Coasts.parse(s.substring(slash + 1));
            s = s.substring(0, slash);
        }
        Province p = find(s).orElseThrow(() -> new IllegalArgumentException("unknown province " + id));
        if (coast == null) return p.main();
        for (Location c : p.coasts()) {
            if (c.coast().equals(coast)) return c;
        }
        throw new IllegalArgumentException("unknown coast " + id);
    }

    public boolean armyAdjacent(Province a, Province b) {
        return armyAdj[a.index()][b.index()];
    }

    public boolean fleetAdjacent(Location a, Location b) {
        return fleetAdj[a.index()][b.index()];
    }

    /** True if a fleet somewhere in province a can reach somewhere in province b. */
    public boolean fleetAdjacent(Province a, Province b) {
        return fleetProvinceAdj[a.index()][b.index()];
    }

    public List<Location> fleetNeighbours(Location from) {
        return fleetNeighbours.get(from.index());
    }

    public List<Province> armyNeighbours(Province from) {
        return armyNeighbours.get(from.index());
    }

    /** The kinds of unit on this board: armies and fleets unless a variant has its own. */
    public List<UnitKind> unitKinds() { return unitKinds; }

    /** The kind a player or a file means by a letter, short word, name or alias ("A", "Inf", "cavalry"). */
    public Optional<UnitKind> unitKind(String word) {
        return Optional.ofNullable(kindWords.get(normalize(word)));
    }

    /** Whether a fleet here may convoy: seas in the classic game; variants add more. */
    public boolean isConvoySpace(Province p) {
        return convoySpace[p.index()];
    }

    /** Whether a unit of this kind standing at {@code from} can move directly to province {@code to}. */
    public boolean canReach(UnitKind kind, Location from, Province to) {
        if (!kind.isNaval()) return armyAdjacent(from.province(), to);
        return !reachableCoasts(from, to).isEmpty();
    }

    /** The locations of {@code to} that a fleet at {@code from} can move to. */
    public List<Location> reachableCoasts(Location from, Province to) {
        List<Location> out = new ArrayList<>(2);
        if (to.hasSplitCoasts()) {
            for (Location c : to.coasts()) {
                if (fleetAdj[from.index()][c.index()]) out.add(c);
            }
        } else if (fleetAdj[from.index()][to.main().index()]) {
            out.add(to.main());
        }
        return out;
    }

    /** Lower-cases and strips everything but letters and digits. */
    public static String normalize(String s) {
        int n = 0;
        while (n < s.length() && (s.charAt(n) >= 'a' && s.charAt(n) <= 'z' || s.charAt(n) >= '0' && s.charAt(n) <= '9')) n++;
        if (n == s.length()) return s;
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = Character.toLowerCase(s.charAt(i));
            if (Character.isLetterOrDigit(c)) b.append(c);
        }
        return b.toString();
    }

    static Map<String, Province> indexNames(List<Province> provinces) {
        Map<String, Province> map = new LinkedHashMap<>();
        for (Province p : provinces) {
            map.putIfAbsent(normalize(p.id()), p);
        }
        for (Province p : provinces) {
            map.putIfAbsent(normalize(p.name()), p);
            for (String a : p.aliases()) map.putIfAbsent(normalize(a), p);
        }
        return map;
    }
}
