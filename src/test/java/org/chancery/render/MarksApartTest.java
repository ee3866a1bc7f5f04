package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Variant;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Marks that do not hide each other, measured on the SVG: failure crosses keep off each other, off the units and off
 * the arrowheads; an arrow between near spots is long enough to read; a minor's hold hugs its unit.
 */
class MarksApartTest {
    private static final Pattern ELLIPSE = Pattern.compile("<ellipse cx='([-\\d.]+)' cy='([-\\d.]+)' rx='([-\\d.]+)'[^>]*fill:rgb\\(255,255,255\\)");
    private static final Pattern PAIR = Pattern.compile("(-?[\\d.]+),(-?[\\d.]+)");

    /**
     * On every board, with every unit ordered and every third order failing, and on Ice and Fire's A har-gwy, F pyk-gwy
     * and F gwy S A har all failing (before: three crosses on one spot, the arrow under them), no two crosses overlap
     * and no cross lies on a unit.
     */
    @TestFactory
    Stream<DynamicTest> crossesKeepOffEachOtherAndTheUnits() {
        return Boards.all().stream().map(v -> DynamicTest.dynamicTest(v.id(), () -> {
            Ruleset rules = Rulesets.of(v.id());
            GameState s = rules.start();
            List<Order> orders = new ArrayList<>(Scenes.orders(rules, s));
            List<Outcome> outcomes = new ArrayList<>(Scenes.outcomes(orders));
            if (v.id().equals("ice-and-fire")) {
                orders.clear();
                outcomes.clear();
                for (String o : List.of("A har-gwy", "F pyk-gwy", "F gwy S A har")) {
                    Order order = ((org.chancery.engine.ParseResult.Ok) rules.parse(s, "Greyjoy", o)).order();
                    orders.add(order);
                    outcomes.add(new Outcome(order, false, "bounced"));
                }
            }
            List<String> bad = crowded(v, s, RenderOptions.defaults().marks(rules.marks(s)).orders(orders, outcomes));
            assertEquals(List.of(), bad, v.id() + ": crosses on each other or on units");
        }));
    }

    /** The crosses of a map that overlap each other or a unit, in words. */
    private static List<String> crowded(Variant v, GameState s, RenderOptions opts) {
        BoardShapes shapes = BoardShapes.of(v);
        MapPainter painter = new MapPainter(shapes, s, opts);
        double r = painter.layout.unit;
        String svg = MapRenderer.svg(shapes, s, opts);
        int from = svg.indexOf("id='order-marks'");
        if (from < 0) return List.of();
        int to = svg.indexOf("id='", from + 10);
        List<double[]> crosses = new ArrayList<>();
        Matcher m = ELLIPSE.matcher(svg.substring(from, to < 0 ? svg.length() : to));
        while (m.find()) crosses.add(new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2)), Double.parseDouble(m.group(3))});
        List<String> bad = new ArrayList<>();
        for (int i = 0; i < crosses.size(); i++) {
            double[] a = crosses.get(i);
            for (int j = i + 1; j < crosses.size(); j++) {
                double[] b = crosses.get(j);
                if (Math.hypot(a[0] - b[0], a[1] - b[1]) < a[2] + b[2] - 0.5) bad.add(String.format("crosses at %.0f,%.0f and %.0f,%.0f", a[0], a[1], b[0], b[1]));
            }
            for (Unit u : s.units()) {
                Point2D p = painter.unitPoint(u.location());
                if (p.distance(a[0], a[1]) < r + a[2] - 0.5) bad.add(String.format("cross at %.0f,%.0f on %s", a[0], a[1], u));
            }
        }
        return bad;
    }

    /**
     * A move between near spots still reads: Europe 1615's A lor-cha (about 20 px long at full size before, so invisible at
     * 480 px) and an army's move from every army of every board's start into an empty province is at least 1.6 glyph radii from tail
     * to tip, its head (0.95) and as much shaft again clear of its unit.
     */
    @TestFactory
    Stream<DynamicTest> arrowsLongEnoughToRead() {
        return Boards.all().stream().map(v -> DynamicTest.dynamicTest(v.id(), () -> {
            Ruleset rules = Rulesets.of(v.id());
            GameState start = rules.start();
            List<Order> orders = new ArrayList<>();
            for (Unit u : start.units()) {
                for (Order o : rules.legalOrders(start, u)) {
                    if (o instanceof Order.Move mv && !u.kind().isNaval() && mv.road().isEmpty() && mv.then() == null && !mv.viaConvoy()
                            && start.unitAt(mv.to().province()) == null) {
                        orders.add(o);
                        break;
                    }
                }
            }
            GameState s = start;
            if (v.id().equals("europe-1615")) {
                Province lor = v.board().find("lor").orElseThrow(), cha = v.board().find("cha").orElseThrow();
                Unit there = start.unitAt(lor);
                orders.removeIf(o -> o.unit().equals(there) || o.unit().equals(start.unitAt(cha)));
                GameState.Builder b = start.toBuilder().removeUnit(cha).removeUnit(lor);
                Unit army = there != null && there.kind() == org.chancery.engine.UnitKind.ARMY ? there
                        : new Unit("France", org.chancery.engine.UnitKind.ARMY, lor.main());
                s = b.unit(army).build();
                orders.add(new Order.Move(army, cha.main(), false));
            }
            List<Outcome> outcomes = orders.stream().map(o -> new Outcome(o, true, null)).toList();
            BoardShapes shapes = BoardShapes.of(v);
            RenderOptions opts = RenderOptions.defaults().marks(rules.marks(s)).orders(orders, outcomes);
            double r = new MapPainter(shapes, s, opts).layout.unit;
            String svg = MapRenderer.svg(shapes, s, opts);
            List<String> shortOnes = new ArrayList<>();
            for (Order o : orders) {
                double len = length(svg, "order-" + o.text().replace(' ', '_'));
                if (len < 1.6 * r) shortOnes.add(String.format("%s: %.1f px, %.2f glyph radii", o.text(), len, len / r));
            }
            assertEquals(List.of(), shortOnes, v.id() + ": arrows too short to read (glyph radius " + Math.round(r) + " px)");
        }));
    }

    /** The longest span between two points of the first path of an element: an arrow's length, tail to tip. */
    private static double length(String svg, String id) {
        int at = svg.indexOf("id='" + id + "'");
        assertTrue(at >= 0, id + " is not drawn");
        int d = svg.indexOf(" d='", at);
        String path = svg.substring(d + 4, svg.indexOf('\'', d + 4));
        List<double[]> pts = new ArrayList<>();
        Matcher m = PAIR.matcher(path.replaceAll("[MLZCQ]", " "));
        while (m.find()) pts.add(new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2))});
        double most = 0;
        for (double[] a : pts) for (double[] b : pts) most = Math.max(most, Math.hypot(a[0] - b[0], a[1] - b[1]));
        return most;
    }

    /**
     * Order of the Dragon's minors' holds (28 at the start) leave the players' orders room: each is drawn within 1.2 glyph
     * radii of its unit (a player's hold octagon reaches 1.5).
     */
    @Test
    void minorsHoldsHugTheirUnits() {
        Variant v = Boards.load("order-of-the-dragon");
        Ruleset rules = Rulesets.of(v.id());
        GameState s = rules.start();
        List<Order> holds = new ArrayList<>();
        for (Unit u : s.units()) if (!rules.playablePowers().contains(u.power())) holds.add(new Order.Hold(u));
        assertTrue(holds.size() >= 20, "the Dragon's minors' units: " + holds.size());
        BoardShapes shapes = BoardShapes.of(v);
        RenderOptions opts = RenderOptions.defaults().marks(rules.marks(s)).orders(holds, holds.stream().map(o -> new Outcome(o, true, null)).toList());
        MapPainter painter = new MapPainter(shapes, s, opts);
        double r = painter.layout.unit;
        String svg = MapRenderer.svg(shapes, s, opts);
        List<String> wide = new ArrayList<>();
        for (Order o : holds) {
            String id = "order-" + o.text().replace(' ', '_');
            int at = svg.indexOf("id='" + id + "'");
            assertTrue(at >= 0, id + " is not drawn");
            String group = svg.substring(at, svg.indexOf("</g>", at));
            Point2D p = painter.unitPoint(o.unit().location());
            double reach = 0;
            Matcher e = Pattern.compile("rx='([\\d.]+)'").matcher(group);
            while (e.find()) reach = Math.max(reach, Double.parseDouble(e.group(1)));
            Matcher m = PAIR.matcher(group.contains(" d='") ? group.substring(group.indexOf(" d='")) : "");
            while (m.find()) reach = Math.max(reach, p.distance(Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2))));
            if (reach > 1.2 * r) wide.add(String.format("%s: %.2f glyph radii", o.text(), reach / r));
        }
        assertEquals(List.of(), wide, "minors' holds reaching past their units");
    }
}
