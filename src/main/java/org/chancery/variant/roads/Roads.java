package org.chancery.variant.roads;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chancery.engine.GameState;
import org.chancery.engine.Province;
import org.chancery.variant.ModuleState;

/**
 * Cities and the roads between them, kept in the game state's extras under {@link #KEY} as
 * {@code {"cities": {"his": "fortified", "nar": "city"}, "roads": [["his", "nar"]]}}. A city belongs to whoever
 * owns its province; a road belongs to nobody. Immutable; each road is kept once, its ids in order.
 */
public record Roads(Map<String, String> cities, List<List<String>> roads) {
    public static final String KEY = "roads";
    public static final String CITY = "city";
    public static final String FORTIFIED = "fortified";

    public Roads {
        cities = cities == null ? Map.of() : java.util.Collections.unmodifiableMap(new TreeMap<>(cities));
        java.util.TreeMap<String, List<String>> sorted = new java.util.TreeMap<>();
        if (roads != null) {
            for (List<String> r : roads) {
                List<String> e = r.get(0).compareTo(r.get(1)) < 0 ? List.of(r.get(0), r.get(1)) : List.of(r.get(1), r.get(0));
                sorted.put(e.get(0) + "-" + e.get(1), e);
            }
        }
        roads = List.copyOf(sorted.values());
    }

    public static Roads none() { return new Roads(Map.of(), List.of()); }

    /** The last few states read, by their JSON text: a phase reads its cities and roads many times. */
    private static final java.util.Map<String, Roads> READ = java.util.Collections.synchronizedMap(
            new java.util.LinkedHashMap<>(16, 0.75f, true) {
                @Override protected boolean removeEldestEntry(java.util.Map.Entry<String, Roads> e) { return size() > 64; }
            });

    public static Roads read(GameState s) {
        String json = s.extras().get(KEY);
        if (json == null) return none();
        return READ.computeIfAbsent(json, j -> ModuleState.parse(KEY, j, Roads.class));
    }

    public GameState.Builder write(GameState.Builder b) { return ModuleState.write(b, KEY, this); }

    public boolean hasCity(Province p) { return cities.containsKey(p.id()); }

    public boolean isFortified(Province p) { return FORTIFIED.equals(cities.get(p.id())); }

    public boolean hasRoad(Province a, Province b) {
        String x = a.id(), y = b.id();
        if (x.compareTo(y) > 0) { String t = x; x = y; y = t; }
        for (List<String> r : roads) if (r.get(0).equals(x) && r.get(1).equals(y)) return true;
        return false;
    }

    /** With a city in p, fortified or not. */
    public Roads withCity(Province p, boolean fortified) {
        Map<String, String> c = new TreeMap<>(cities);
        c.put(p.id(), fortified ? FORTIFIED : CITY);
        return new Roads(c, roads);
    }

    /** Without p's city and every road from it (a raze). */
    public Roads razed(Province p) {
        Map<String, String> c = new TreeMap<>(cities);
        c.remove(p.id());
        List<List<String>> r = new ArrayList<>();
        for (List<String> e : roads) if (!e.contains(p.id())) r.add(e);
        return new Roads(c, r);
    }

    public Roads withRoad(Province a, Province b) {
        List<List<String>> r = new ArrayList<>(roads);
        r.add(List.of(a.id(), b.id()));
        return new Roads(cities, r);
    }
}
