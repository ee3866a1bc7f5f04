package org.chancery.variant.roads;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chancery.engine.GameState;
import org.chancery.engine.Province;

/**
 * Cities and the roads between them, kept in the game state's extras under {@link #KEY} as
 * {@code {"cities": {"his": "fortified", "nar": "city"}, "roads": [["his", "nar"]]}}. A city belongs to whoever
 * owns its province; a road belongs to nobody. Immutable; each road is kept once, its ids in order.
 */
public record Roads(Map<String, String> cities, List<List<String>> roads) {
    public static final String KEY = "roads";
    public static final String CITY = "city";
    public static final String FORTIFIED = "fortified";
    private static final ObjectMapper JSON = new ObjectMapper();

    public Roads {
        cities = cities == null ? Map.of() : java.util.Collections.unmodifiableMap(new TreeMap<>(cities));
        List<List<String>> sorted = new ArrayList<>();
        if (roads != null) {
            for (List<String> r : roads) {
                List<String> e = r.get(0).compareTo(r.get(1)) < 0 ? List.of(r.get(0), r.get(1)) : List.of(r.get(1), r.get(0));
                if (!sorted.contains(e)) sorted.add(e);
            }
        }
        sorted.sort((a, b) -> (a.get(0) + "-" + a.get(1)).compareTo(b.get(0) + "-" + b.get(1)));
        roads = List.copyOf(sorted);
    }

    public static Roads none() { return new Roads(Map.of(), List.of()); }

    public static Roads read(GameState s) {
        String json = s.extras().get(KEY);
        if (json == null) return none();
        try {
            return JSON.readValue(json, Roads.class);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("bad cities and roads: " + e.getOriginalMessage(), e);
        }
    }

    public GameState.Builder write(GameState.Builder b) {
        try {
            return b.extra(KEY, JSON.writeValueAsString(this));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    public boolean hasCity(Province p) { return cities.containsKey(p.id()); }

    public boolean isFortified(Province p) { return FORTIFIED.equals(cities.get(p.id())); }

    public boolean hasRoad(Province a, Province b) {
        return roads.contains(a.id().compareTo(b.id()) < 0 ? List.of(a.id(), b.id()) : List.of(b.id(), a.id()));
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
