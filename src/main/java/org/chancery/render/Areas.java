package org.chancery.render;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.chancery.engine.Province;
import org.chancery.variant.Variant;

/**
 * The parts of a board a close-up can show, by name: any province (with its neighbours), each power's home
 * (its home centres, or where it starts), and the named areas a map declares in {@code geometry.json} ("areas").
 */
public final class Areas {
    /** A named part of the board and the provinces it frames. */
    public record Area(String name, List<String> provinces) {}

    private Areas() {}

    /**
     * The area a player named, looked up by area name (with or without "the"), power name, or province name or
     * alias; its name is the map's, as a title.
     */
    public static Optional<Area> find(Variant variant, String name) {
        String key = norm(name);
        for (var e : declared(variant).entrySet()) {
            if (norm(e.getKey()).equals(key)) return Optional.of(new Area(e.getKey(), e.getValue()));
        }
        for (var pw : variant.powers()) {
            if (norm(pw.name()).equals(key) || norm(pw.adjective()).equals(key)) {
                List<String> home = home(variant, pw.name());
                if (!home.isEmpty()) return Optional.of(new Area(pw.name(), home));
            }
        }
        return variant.board().find(name).map(p -> {
            List<String> ids = new ArrayList<>(List.of(p.id()));
            for (Province q : variant.board().provinces()) {
                if (q != p && (variant.board().armyAdjacent(p, q) || variant.board().fleetAdjacent(p, q))) ids.add(q.id());
            }
            return new Area(p.name(), ids);
        });
    }

    /** The names a player can give besides provinces: declared areas, then powers. */
    public static List<String> names(Variant variant) {
        List<String> out = new ArrayList<>(declared(variant).keySet());
        for (var pw : variant.powers()) {
            if (!home(variant, pw.name()).isEmpty()) out.add(pw.name());
        }
        return out;
    }

    /** A power's home centres; on a board without any (W3K), the centres it holds at the start. */
    private static List<String> home(Variant variant, String power) {
        List<String> home = variant.board().provinces().stream().filter(p -> power.equals(p.home())).map(Province::id).toList();
        if (!home.isEmpty()) return home;
        return variant.start().centresOf(power).stream().map(Province::id).toList();
    }

    private static Map<String, List<String>> declared(Variant variant) {
        try {
            return BoardShapes.of(variant).geometry().areas();
        } catch (GeometryException e) {
            return new LinkedHashMap<>();
        }
    }

    /** A name to compare: lower case, letters and digits only, without a leading "the" ("the Continent", "North"). */
    private static String norm(String s) {
        return s == null ? "" : s.toLowerCase(Locale.ROOT).replaceFirst("^\\s*the\\s+", "").replaceAll("[^\\p{L}\\p{N}]", "");
    }
}
