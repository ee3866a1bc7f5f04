package org.chancery.render;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.chancery.engine.GameState;
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

    /**
     * A power's own part of a board too large to read whole at Discord's preview size (one whose map declares
     * areas, as W3K its Kingdoms): of the power's home (when it fits one close-up; W3K's homes straddle the sea)
     * and the declared areas, the one holding most of the power's units and centres, the home on a tie (classic
     * France with Spain and Portugal: France, not Iberia); else the home. The area is named as the map names it,
     * and frames only the provinces of it where the power has a unit or a centre, so it is as close as they allow
     * (Montrose's Scotland is Lothian to Lewis, not Shetland to the Solway). Empty on a board that declares no
     * areas, or when the power holds nothing.
     */
    public static Optional<Area> own(Variant variant, GameState state, String power) {
        Map<String, List<String>> declared = declared(variant);
        if (power == null || declared.isEmpty()) return Optional.empty();
        List<Area> areas = new ArrayList<>();
        Area home = new Area(power, home(variant, power));
        BoardShapes shapes = BoardShapes.of(variant);
        boolean homeReads = !home.provinces().isEmpty()
                && Framing.width(Framing.frame(shapes, home.provinces()), shapes.details().unit) == RenderOptions.CLOSE_UP_WIDTH;
        if (homeReads) areas.add(home);
        declared.forEach((name, ids) -> areas.add(new Area(name, ids)));
        return most(variant, state, power, areas).or(() -> most(variant, state, power, List.of(home)))
                .map(a -> new Area(a.name(), held(variant, state, power, a)));
    }

    /** The provinces of an area where the power has a unit or owns a centre. */
    private static List<String> held(Variant variant, GameState state, String power, Area a) {
        List<String> out = new ArrayList<>();
        for (String id : a.provinces()) {
            Province p = variant.board().find(id).orElse(null);
            if (p == null) continue;
            boolean unit = state.unitAt(p) != null && power.equals(state.unitAt(p).power());
            if (unit || p.isSupplyCenter() && power.equals(state.ownerOf(p))) out.add(id);
        }
        return out;
    }

    /** Of these areas, the first that holds most of the power's units and centres; empty when none holds any. */
    private static Optional<Area> most(Variant variant, GameState state, String power, List<Area> areas) {
        Area best = null;
        int most = 0;
        for (Area a : areas) {
            int n = 0;
            for (String id : a.provinces()) {
                Province p = variant.board().find(id).orElse(null);
                if (p == null) continue;
                if (state.unitAt(p) != null && power.equals(state.unitAt(p).power())) n++;
                if (p.isSupplyCenter() && power.equals(state.ownerOf(p))) n++;
            }
            if (n > most) {
                most = n;
                best = a;
            }
        }
        return Optional.ofNullable(best);
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
