package org.chancery.render;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.chancery.engine.Board;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.locationtech.jts.geom.Geometry;

/**
 * Compares the drawn shapes with the adjacency data, our main defence against typos in hand-written maps.
 * It flags provinces adjacent in the data whose shapes do not touch, and provinces whose shapes share a long
 * border but are not adjacent (impassable provinces, adjacent to nothing, are left out of that). What the
 * board itself explains needs no exception: a board arrow joins its two ends, and of twin spaces (variant rule
 * {@code twinSpaces.pair}: King's Landing, then the Red Keep drawn inside it) the second borders what the first
 * borders. The first must still touch its own neighbours. Other
 * intended cases are listed in {@code maps/<id>/adjacency-exceptions.json}:
 * {@code {"notTouching": [["a", "b", "reason"]], "notAdjacent": [["a", "b", "reason"]]}}; a listed pair that is
 * no longer suspect is reported as stale, so a reason cannot outlive the drawing it excused.
 */
public final class AdjacencyCheck {
    public static final String EXCEPTIONS = "adjacency-exceptions.json";
    /** Shapes closer than this share of the board width count as touching. */
    static final double TOUCH = 0.002;
    /** A shared border longer than this share of the board width counts as long. */
    static final double LONG = 0.012;

    /** A suspect pair and what is wrong with it. */
    public record Suspect(String a, String b, Kind kind, double border) {
        @Override
        public String toString() {
            return a + "-" + b + ": " + (kind == Kind.NOT_TOUCHING
                    ? "adjacent in variant.json, but their shapes do not touch"
                    : String.format(Locale.ROOT, "shapes share a border (%.1f%% of the board width), but not adjacent in variant.json", border * 100));
        }
    }

    public enum Kind { NOT_TOUCHING, NOT_ADJACENT }

    private AdjacencyCheck() {}

    /** Every suspect pair, exceptions included. */
    public static List<Suspect> suspects(BoardShapes shapes) {
        Board board = shapes.variant().board();
        double width = shapes.plane().getWidth();
        List<Province> ps = board.provinces();
        List<Suspect> out = new ArrayList<>();
        Map<Province, Geometry> reach = new HashMap<>();
        for (Province p : ps) reach.put(p, shapes.shape(p));
        List<String> twins = twins(shapes);
        if (twins.size() == 2) {
            Province a = board.find(twins.get(0)).orElseThrow(), b = board.find(twins.get(1)).orElseThrow();
            reach.put(b, shapes.shape(a).union(shapes.shape(b)));
        }
        java.util.Set<String> contacts = contacts(shapes.variant().definition());
        java.util.Set<String> arrows = new java.util.HashSet<>();
        for (MapGeometry.Feature f : shapes.geometry().features()) {
            if (f.kind().equals("arrow")) for (List<String> pair : f.along()) arrows.add(key(pair.get(0), pair.get(1)));
        }
        for (int i = 0; i < ps.size(); i++) {
            Geometry a = shapes.shape(ps.get(i));
            for (int j = i + 1; j < ps.size(); j++) {
                Province pa = ps.get(i), pb = ps.get(j);
                Geometry b = shapes.shape(pb);
                boolean adjacent = board.armyAdjacent(pa, pb) || board.fleetAdjacent(pa, pb);
                boolean near = a.getEnvelopeInternal().distance(b.getEnvelopeInternal()) <= TOUCH * width
                        && a.distance(b) <= TOUCH * width;
                boolean touching = contacts == null ? adjacent
                        : board.armyAdjacent(pa, pb) || contacts.contains(pa.id() + "|" + pb.id());
                boolean reaches = !touching || near || arrows.contains(key(pa.id(), pb.id()))
                        || reach.get(pa).distance(reach.get(pb)) <= TOUCH * width;
                if (touching && !reaches) out.add(new Suspect(pa.id(), pb.id(), Kind.NOT_TOUCHING, 0));
                boolean impassable = pa.kind() == ProvinceKind.IMPASSABLE || pb.kind() == ProvinceKind.IMPASSABLE;
                if (!adjacent && !impassable && near) {
                    double border = a.getBoundary().intersection(b.buffer(TOUCH * width)).getLength() / width;
                    if (border > LONG) out.add(new Suspect(pa.id(), pb.id(), Kind.NOT_ADJACENT, border));
                }
            }
        }
        return out;
    }

    /**
     * For a map with sea areas, the pairs its fleet edges say physically touch (both orders, "a|b"): the rules
     * make the other regions of an area adjacent without touching. Null for other maps.
     */
    private static java.util.Set<String> contacts(org.chancery.variant.VariantDefinition def) {
        if (!org.chancery.variant.seaareas.SeaAreas.declared(def)) return null;
        java.util.Set<String> out = new java.util.HashSet<>();
        for (List<String> e : def.fleetEdges()) {
            String a = e.get(0).split("/")[0], b = e.get(1).split("/")[0];
            out.add(a + "|" + b);
            out.add(b + "|" + a);
        }
        return out;
    }

    private static String key(String a, String b) { return a.compareTo(b) < 0 ? a + "-" + b : b + "-" + a; }

    /** The variant's twin spaces (rule {@code twinSpaces.pair}), or none. */
    static List<String> twins(BoardShapes shapes) {
        var rule = shapes.variant().definition().rules().get("twinSpaces");
        List<String> out = new ArrayList<>();
        if (rule != null) rule.path("pair").forEach(n -> out.add(n.asText()));
        return out;
    }

    /** Listed exceptions whose pair is not suspect any more: the drawing changed, so the reason is stale. */
    public static List<String> stale(BoardShapes shapes) {
        java.util.Set<String> now = new java.util.HashSet<>();
        for (Suspect s : suspects(shapes)) {
            now.add((s.kind() == Kind.NOT_TOUCHING ? "notTouching:" : "notAdjacent:") + key(s.a(), s.b()));
        }
        List<String> out = new ArrayList<>();
        for (var e : exceptions(shapes.variant().id()).entrySet()) {
            if (!now.contains(e.getKey())) out.add(e.getKey() + " (\"" + e.getValue() + "\") is no longer suspect: remove it");
        }
        out.sort(null);
        return out;
    }

    /** Suspects not listed as intended in the variant's exceptions file. */
    public static List<Suspect> unexplained(BoardShapes shapes) {
        Map<String, String> listed = exceptions(shapes.variant().id());
        List<Suspect> out = new ArrayList<>();
        for (Suspect s : suspects(shapes)) {
            String prefix = s.kind() == Kind.NOT_TOUCHING ? "notTouching:" : "notAdjacent:";
            String pair = s.a().compareTo(s.b()) < 0 ? s.a() + "-" + s.b() : s.b() + "-" + s.a();
            if (!listed.containsKey(prefix + pair)) out.add(s);
        }
        return out;
    }

    /** Listed exceptions as "notTouching:a-b" (ids in alphabetical order) to their reason. */
    static Map<String, String> exceptions(String variantId) {
        Map<String, String> out = new HashMap<>();
        String file = "maps/" + variantId + "/" + EXCEPTIONS;
        JsonNode root = readJson(file);
        if (root == null) return out;
        for (String kind : List.of("notTouching", "notAdjacent")) {
            for (JsonNode e : root.path(kind)) {
                if (e.size() < 3 || e.get(2).asText().isBlank()) {
                    throw new GeometryException(file, null, kind + " entry " + e + " needs [\"a\", \"b\", \"reason\"]");
                }
                String a = e.get(0).asText(), b = e.get(1).asText();
                out.put(kind + ":" + (a.compareTo(b) < 0 ? a + "-" + b : b + "-" + a), e.get(2).asText());
            }
        }
        return out;
    }

    private static JsonNode readJson(String file) {
        try {
            Path p = Path.of(file);
            if (Files.isRegularFile(p)) return new ObjectMapper().readTree(Files.readAllBytes(p));
            try (InputStream in = AdjacencyCheck.class.getResourceAsStream("/" + file)) {
                return in == null ? null : new ObjectMapper().readTree(in);
            }
        } catch (IOException e) {
            throw new GeometryException(file, null, "cannot read: " + e.getMessage());
        }
    }
}
