package org.chancery.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Assembles a {@link Board}; used by the map loader and by tests. */
public final class BoardBuilder {
    private final List<Province> provinces = new ArrayList<>();
    private final Map<String, Province> byId = new LinkedHashMap<>();
    private final List<String[]> armyEdges = new ArrayList<>();
    private final List<String[]> fleetEdges = new ArrayList<>();
    private final List<String> extraConvoySpaces = new ArrayList<>();
    private List<UnitKind> unitKinds = List.of(UnitKind.ARMY, UnitKind.FLEET);
    private boolean convoys = true;

    public BoardBuilder province(String id, String name, ProvinceKind kind, boolean supplyCenter, String home,
                                 List<String> aliases, List<String> coasts) {
        if (byId.containsKey(id)) throw new IllegalArgumentException("duplicate province " + id);
        Province p = new Province(provinces.size(), id, name, kind, supplyCenter, home, aliases);
        for (String c : coasts) p.addCoast(new Location(p, c));
        provinces.add(p);
        byId.put(id, p);
        return this;
    }

    public BoardBuilder armyEdge(String a, String b) {
        armyEdges.add(new String[] {a, b});
        return this;
    }

    public BoardBuilder fleetEdge(String a, String b) {
        fleetEdges.add(new String[] {a, b});
        return this;
    }

    /** Lets fleets convoy from a non-sea province, such as an island. */
    public BoardBuilder convoySpace(String id) {
        extraConvoySpaces.add(id);
        return this;
    }

    /** A board where no fleet convoys (an uploaded board's {@code "convoys": false}). */
    public BoardBuilder noConvoys() {
        convoys = false;
        return this;
    }

    /** The board's own kinds of unit, in place of armies and fleets; their letters must differ. */
    public BoardBuilder unitKinds(List<UnitKind> kinds) {
        java.util.Set<Character> letters = new java.util.HashSet<>();
        for (UnitKind k : kinds) {
            if (!letters.add(k.letter())) throw new IllegalArgumentException("two unit kinds have the letter " + k.letter());
        }
        unitKinds = List.copyOf(kinds);
        return this;
    }

    public Board build() {
        List<Location> locations = new ArrayList<>();
        for (Province p : provinces) {
            p.main().setIndex(locations.size());
            locations.add(p.main());
            for (Location c : p.coasts()) {
                c.setIndex(locations.size());
                locations.add(c);
            }
        }
        int n = provinces.size();
        boolean[][] army = new boolean[n][n];
        for (String[] e : armyEdges) {
            int a = need(e[0]).index(), b = need(e[1]).index();
            army[a][b] = true;
            army[b][a] = true;
        }
        boolean[][] fleet = new boolean[locations.size()][locations.size()];
        for (String[] e : fleetEdges) {
            int a = loc(e[0]).index(), b = loc(e[1]).index();
            fleet[a][b] = true;
            fleet[b][a] = true;
        }
        boolean[] convoy = new boolean[n];
        for (Province p : provinces) convoy[p.index()] = p.kind() == ProvinceKind.SEA;
        for (String id : extraConvoySpaces) convoy[need(id).index()] = true;
        if (!convoys) java.util.Arrays.fill(convoy, false);
        return new Board(provinces, locations, Board.indexNames(provinces), army, fleet, convoy, unitKinds);
    }

    private Province need(String id) {
        Province p = byId.get(id);
        if (p == null) throw new IllegalArgumentException("unknown province " + id);
        return p;
    }

    private Location loc(String id) {
        int slash = id.indexOf('/');
        if (slash < 0) return need(id).main();
        Province p = need(id.substring(0, slash));
        String coast = id.substring(slash + 1);
        for (Location c : p.coasts()) {
            if (c.coast().equals(coast)) return c;
        }
        throw new IllegalArgumentException("unknown coast " + id);
    }
}
