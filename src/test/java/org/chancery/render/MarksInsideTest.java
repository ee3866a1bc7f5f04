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

    /**
     * On every board, no unit hides a mark beside a centre: each mark's middle keeps {@link MarkSpots#CLEAR_OF_UNIT}
     * glyph radii from every unit spot of its province, where the province can hold both side by side. Before, the Empire's Macedonia's capital flag lay wholly under
     * its legion (SVG 784-800 x 554-573 inside the legion's 768-812 x 554-587).
     */
    @TestFactory
    Stream<DynamicTest> noUnitHidesAMark() {
        return Boards.all().stream().map(v -> DynamicTest.dynamicTest(v.id(), () -> {
            Ruleset rules = Rulesets.of(v.id());
            BoardShapes shapes = BoardShapes.of(v);
            MarkSpots spots = shapes.details().spots;
            List<String> hidden = new ArrayList<>();
            for (Map.Entry<Province, Integer> e : marksAt(v, rules).entrySet()) {
                // a province too small to hold a unit and a mark side by side (2.9 glyph radii across) keeps them apart
                // as far as it can
                if (spots.room(e.getKey()) < 1.5) continue;
                for (int i = 0; i < e.getValue(); i++) {
                    double d = spots.fromUnits(e.getKey(), spots.mark(e.getKey(), i));
                    if (d < MarkSpots.CLEAR_OF_UNIT - 1e-9) hidden.add(String.format("mark %d of %s: %.2f", i, e.getKey().id(), d));
                }
            }
            assertEquals(List.of(), hidden, v.id() + ": marks a unit stands on");
        }));
    }

    /** How many marks stand beside each province's centre at the start. */
    private static Map<Province, Integer> marksAt(Variant v, Ruleset rules) {
        Map<Province, Integer> count = new HashMap<>();
        for (MapMarks.Mark m : rules.marks(rules.start()).marks()) {
            switch (m.symbol()) {
                case BADGE, SQUARE, CROSS, FLAG, TAG -> v.board().find(m.at().get(0)).ifPresent(p -> count.merge(p, 1, Integer::sum));
                default -> { }
            }
        }
        return count;
    }

    private static void check(List<String> bad, MarkSpots spots, Province p, Point2D at, double margin, String what) {
        double d = spots.depth(p, at);
        if (d < spots.clearance(p, margin) - 1e-9) bad.add(String.format("%s: %.2f", what, d));
    }

    /**
     * On every board's start, drawn whole, no name stands on another province's ground (its own, sea or no one's
     * only), but a circle's (a castle's or city's), which is named beside it.
     */
    @TestFactory
    Stream<DynamicTest> everyNameOnItsOwnGround() {
        return Boards.all().stream().map(v -> DynamicTest.dynamicTest(v.id(), () -> {
            Ruleset rules = Rulesets.of(v.id());
            GameState s = rules.start();
            BoardShapes shapes = BoardShapes.of(v);
            MapPainter painter = new MapPainter(shapes, s, RenderOptions.defaults().marks(rules.marks(s)));
            java.awt.image.BufferedImage img = new java.awt.image.BufferedImage(painter.width(), painter.height(),
                    java.awt.image.BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = img.createGraphics();
            painter.paint(g, img);
            g.dispose();
            var gf = new org.locationtech.jts.geom.GeometryFactory();
            java.awt.geom.AffineTransform back = painter.layout.toPixels.createInverse();
            List<String> bad = new ArrayList<>();
            for (LabelPlacer.Placed l : painter.labels()) {
                Province own = v.board().find(l.province()).orElseThrow();
                if (shapes.geometry().provinces().get(own.id()).radius() > 0) continue;
                Point2D c = back.transform(new Point2D.Double(l.box().getCenterX(), l.box().getCenterY()), null);
                var pt = gf.createPoint(new org.locationtech.jts.geom.Coordinate(c.getX(), c.getY()));
                for (Province p : v.board().provinces()) {
                    if (p == own || p.kind() == org.chancery.engine.ProvinceKind.SEA) continue;
                    if (shapes.shape(p).covers(pt)) bad.add(String.join(" ", l.lines()) + " (" + own.id() + ") on " + p.id());
                }
            }
            assertEquals(List.of(), bad, v.id() + ": names on another province");
        }));
    }
}
