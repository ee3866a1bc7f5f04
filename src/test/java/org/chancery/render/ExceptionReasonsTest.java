package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.chancery.variant.Variant;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.operation.distance.DistanceOp;

/**
 * An adjacency exception's reason is checked against the drawing, not trusted. Where a reason names what lies
 * between two regions ("Holland, Upper Provinces lie between them"), each named region crosses the shortest line
 * between their shapes; "across the water (The Nore)" names seas that line crosses, between two land regions;
 * "a small circle" is said of a pair with a circle in it; "drawn to real geography their shapes meet" of a pair
 * whose shapes share a border. (That a listed pair is still suspect at all is {@link AdjacencyCheckTest}'s.)
 */
class ExceptionReasonsTest {
    private static final Pattern BETWEEN = Pattern.compile("(?:; |, )(?:drawn to real geography, )?([^;:()]+?)(?: and more)? lies? between them");
    private static final Pattern ACROSS = Pattern.compile("across the water \\(([^)]+)\\)");

    @TestFactory
    Stream<DynamicTest> everyReasonHolds() {
        return Boards.all().stream().map(v -> DynamicTest.dynamicTest(v.id(), () -> assertEquals(List.of(), wrong(v), v.id())));
    }

    static List<String> wrong(Variant v) {
        BoardShapes shapes = BoardShapes.of(v);
        List<String> bad = new ArrayList<>();
        for (Map.Entry<String, String> e : AdjacencyCheck.exceptions(v.id()).entrySet()) {
            String[] pair = e.getKey().substring(e.getKey().indexOf(':') + 1).split("-", 2);
            Province a = v.board().find(pair[0]).orElseThrow(), b = v.board().find(pair[1]).orElseThrow();
            String why = e.getValue();
            Geometry line = new GeometryFactory().createLineString(DistanceOp.nearestPoints(shapes.shape(a), shapes.shape(b)));
            Matcher m = BETWEEN.matcher(why);
            if (m.find()) {
                for (String name : m.group(1).split(", ")) crosses(bad, v, shapes, line, name, e.getKey(), false);
            }
            m = ACROSS.matcher(why);
            if (m.find()) {
                if (a.kind() == ProvinceKind.SEA || b.kind() == ProvinceKind.SEA) bad.add(e.getKey() + ": 'across the water' of a sea");
                for (String name : m.group(1).split(", ")) crosses(bad, v, shapes, line, name, e.getKey(), true);
            }
            if (why.contains("a small circle") && shapes.geometry().provinces().get(a.id()).radius() <= 0
                    && shapes.geometry().provinces().get(b.id()).radius() <= 0) {
                bad.add(e.getKey() + ": no circle in the pair");
            }
            if (why.contains("their shapes meet") && shapes.shape(a).distance(shapes.shape(b)) > AdjacencyCheck.TOUCH * shapes.plane().getWidth()) {
                bad.add(e.getKey() + ": their shapes do not meet");
            }
        }
        bad.sort(null);
        return bad;
    }

    private static void crosses(List<String> bad, Variant v, BoardShapes shapes, Geometry line, String name, String pair, boolean sea) {
        Province p = v.board().provinces().stream().filter(q -> q.name().equals(name.trim())).findFirst().orElse(null);
        if (p == null) {
            bad.add(pair + ": names '" + name + "', no region of the board");
        } else if (sea && p.kind() != ProvinceKind.SEA) {
            bad.add(pair + ": " + name + " is not a sea");
        } else if (!shapes.shape(p).intersects(line)) {
            bad.add(pair + ": " + name + " does not lie between them");
        }
    }
}
