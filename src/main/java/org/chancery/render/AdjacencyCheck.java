package org.chancery.render;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Set;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.chancery.engine.Board;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.chancery.variant.VariantDefinition;
import org.chancery.variant.seaareas.SeaAreas;
import org.locationtech.jts.geom.Geometry;

/**
 * Compares the drawn shapes with the adjacency data, our main defence against typos in hand-written maps.
 * It flags provinces adjacent in the data whose shapes do not touch, and provinces whose shapes share a long
 * border but are not adjacent (impassable provinces, adjacent to nothing, are left out of that). Intended cases are listed in {@code maps/<id>/adjacency-exceptions.json}:
 * {@code {"notTouching": [["a", "b", "reason"]], "notAdjacent": [["a", "b", "reason"]]}}.
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
        Set<String> contacts = contacts(shapes.variant().definition());
        for (int i = 0; i < ps.size(); i++) {
            Geometry a = shapes.shape(ps.get(i));
            for (int j = i + 1; j < ps.size(); j++) {
                Province pa = ps.get(i), pb = ps.get(j);
                Geometry b = shapes.shape(pb);
                boolean adjacent = board.armyAdjacent(pa, pb) || board.fleetAdjacent(pa, pb);
                boolean touching = contacts == null ? adjacent
                        : board.armyAdjacent(pa, pb) || contacts.contains(pa.id() + "|" + pb.id());
                boolean near = a.getEnvelopeInternal().distance(b.getEnvelopeInternal()) <= TOUCH * width
                        && a.distance(b) <= TOUCH * width;
                if (touching && !near) out.add(new Suspect(pa.id(), pb.id(), Kind.NOT_TOUCHING, 0));
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
     * For a map with sea areas, the pairs its fleet edges say physically touch (both orders, "a|b"); the rules
     * make other regions of an area adjacent without touching. Null for other maps.
     */
    private static Set<String> contacts(VariantDefinition def) {
        if (!SeaAreas.declared(def)) return null;
        Set<String> out = new HashSet<>();
        for (List<String> e : def.fleetEdges()) {
            String a = e.get(0).split("/")[0], b = e.get(1).split("/")[0];
            out.add(a + "|" + b);
            out.add(b + "|" + a);
        }
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
