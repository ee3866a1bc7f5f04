import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.chancery.render.AdjacencyCheck;
import org.chancery.render.BoardShapes;
import org.chancery.variant.Variant;
import org.chancery.variant.VariantLoader;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.operation.distance.DistanceOp;

/**
 * Writes maps/wars-of-the-three-kingdoms/adjacency-exceptions.json: each pair the adjacency check flags, with
 * its reason, worked out from the drawn shapes (what lies between two regions that touch on the designer's
 * schematic map but not on the real coastline). Run after geometry changes, from the repository root:
 * java -cp "target/classes:$(cat target/jmh.classpath)" tools/w3k/Exceptions.java
 */
public class Exceptions {
    public static void main(String[] args) throws Exception {
        Variant v = VariantLoader.load("wars-of-the-three-kingdoms");
        BoardShapes shapes = BoardShapes.of(v);
        ObjectMapper json = new ObjectMapper();
        ObjectNode root = json.createObjectNode();
        root.put("about", "written by tools/w3k/Exceptions.java from the drawn shapes; see NOTES.md, Geometry");
        ArrayNode notTouching = root.putArray("notTouching");
        ArrayNode notAdjacent = root.putArray("notAdjacent");
        for (AdjacencyCheck.Suspect s : AdjacencyCheck.suspects(shapes)) {
            Province a = v.board().find(s.a()).orElseThrow(), b = v.board().find(s.b()).orElseThrow();
            ArrayNode row = (s.kind() == AdjacencyCheck.Kind.NOT_TOUCHING ? notTouching : notAdjacent).addArray();
            row.add(a.id()).add(b.id()).add(s.kind() == AdjacencyCheck.Kind.NOT_TOUCHING ? apart(shapes, a, b) : together(a, b));
        }
        StringBuilder out = new StringBuilder("{\n  \"about\": " + json.writeValueAsString(root.get("about").asText()));
        for (String kind : List.of("notTouching", "notAdjacent")) {
            out.append(",\n  \"").append(kind).append("\": [");
            for (int i = 0; i < root.get(kind).size(); i++) {
                out.append(i == 0 ? "\n    " : ",\n    ").append(json.writeValueAsString(root.get(kind).get(i)).replace("\",\"", "\", \""));
            }
            out.append("\n  ]");
        }
        Files.writeString(Path.of("maps/wars-of-the-three-kingdoms/adjacency-exceptions.json"), out.append("\n}\n").toString());
        System.out.println(notTouching.size() + " pairs apart, " + notAdjacent.size() + " pairs together");
    }

    private static String apart(BoardShapes shapes, Province a, Province b) {
        Coordinate[] near = DistanceOp.nearestPoints(shapes.shape(a), shapes.shape(b));
        Geometry line = new GeometryFactory().createLineString(near);
        List<String> between = new ArrayList<>();
        List<String> seas = new ArrayList<>();
        for (Province p : shapes.variant().board().provinces()) {
            if (p == a || p == b) continue;
            Geometry g = shapes.shape(p);
            if (!g.getEnvelopeInternal().intersects(line.getEnvelopeInternal()) || !g.intersects(line)) continue;
            between.add(p.name());
            if (p.kind() == ProvinceKind.SEA) seas.add(p.name());
        }
        boolean land = a.kind() != ProvinceKind.SEA && b.kind() != ProvinceKind.SEA;
        String what = between.isEmpty() ? "a strip of coast or water too narrow to draw lies between them"
                : String.join(", ", between.subList(0, Math.min(3, between.size()))) + (between.size() > 3 ? " and more" : "")
                + (between.size() == 1 ? " lies" : " lie") + " between them";
        if (land && !seas.isEmpty()) return "across the water (" + String.join(", ", seas.subList(0, Math.min(2, seas.size())))
                + "): the designer's map lets armies cross here";
        if (shapes.geometry().provinces().get(a.id()).radius() > 0 || shapes.geometry().provinces().get(b.id()).radius() > 0) {
            return "a small circle at its real place cannot meet every region the rulebook's map rings it with; " + what;
        }
        return "the rulebook's map is schematic and joins them; drawn to real geography, " + what;
    }

    private static String together(Province a, Province b) {
        return "drawn to real geography their shapes meet, but on the designer's map " + a.name() + " and " + b.name()
                + " do not border";
    }
}
