package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.chancery.engine.GameState;
import org.chancery.engine.Location;
import org.chancery.engine.Province;
import org.chancery.variant.MapMarks;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Variant;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * On every board, every mark stands inside its own province's drawn shape, clear of its edge: each unit anchor
 * (and coast) by {@link MarkSpots#UNIT} glyph radii, each centre marker and each mark beside it (capital, fort, city,
 * cross, tag) by its own half-width, {@link MarkSpots#MARGIN}
 * (in a province too small for that, by most of the room there is). Marks are counted as the start draws them, and one
 * more beside every centre, where a capital or marker can come later.
 */
class MarksInsideTest {
    @TestFactory
    Stream<DynamicTest> everyMarkInsideItsProvince() {
        return Boards.all().stream().map(v -> DynamicTest.dynamicTest(v.id(), () -> {
            List<String> bad = outside(v);
            assertEquals(List.of(), bad, v.id() + ": marks outside their provinces");
        }));
    }

    static List<String> outside(Variant v) {
        Ruleset rules = Rulesets.of(v.id());
        GameState s = rules.start();
        BoardShapes shapes = BoardShapes.of(v);
        MarkSpots spots = shapes.details().spots;
        List<String> bad = new ArrayList<>();
        for (Location l : v.board().locations()) {
            check(bad, spots, l.province(), shapes.unitPoint(l), MarkSpots.UNIT, "unit at " + l.id());
        }
        Map<String, Integer> count = new HashMap<>();
        for (MapMarks.Mark m : rules.marks(s).marks()) {
            switch (m.symbol()) {
                case BADGE, SQUARE, CROSS, FLAG, TAG -> count.merge(m.at().get(0), 1, Integer::sum);
                default -> { }
            }
        }
        for (Province p : v.board().provinces()) {
            int n = count.getOrDefault(p.id(), 0);
            if (p.isSupplyCenter()) {
                check(bad, spots, p, spots.centre(p), MarkSpots.MARGIN, "centre of " + p.id());
                n = Math.max(n, 1);
            }
            for (int i = 0; i < n; i++) check(bad, spots, p, spots.mark(p, i), MarkSpots.MARGIN, "mark " + i + " of " + p.id());
        }
        return bad;
    }

    private static void check(List<String> bad, MarkSpots spots, Province p, Point2D at, double margin, String what) {
        double d = spots.depth(p, at);
        if (d < spots.clearance(p, margin) - 1e-9) bad.add(String.format("%s: %.2f", what, d));
    }
}
