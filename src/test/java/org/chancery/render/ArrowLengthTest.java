package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.Unit;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Variant;
import org.junit.jupiter.api.Test;

/**
 * Every move and retreat arrow reads in Discord's 480 px preview of the close-ups that frame it, measured on the
 * drawn bitmap: along each arrow's middle line from tail to tip, the length whose pixels still show the arrow's own
 * fill (not under a unit, a name, a cross or another arrow), scaled to the close-up shown 480 px wide. An arrow's
 * length is its best over the close-ups that draw it whole. Every board, a full set of orders at the start and the
 * busiest phases of two seeded games' first eight. Before: 19 of 227 arrows showed less than 16 px at 480, three
 * none (Ice and Fire's A dma-yrw under the A yrw-dma coming the other way); then 3, the shortest 7 px: the Dragon's
 * A ros-lub ran under the fleet on Lübeck's east coast to the province's own spot, and France's support line and dot
 * covered Europe 1615's A fla-dut and a ring of a hold support the Dragon's A kni-bos; now none.
 */
class ArrowLengthTest {
    /** The shortest visible arrow allowed at 480 px: a head (about 12 px there) and a shaft behind it. */
    static final double SHORTEST = 16;

    @Test
    void everyArrowReadsAt480() {
        Map<String, Double> best = new HashMap<>();
        for (Variant v : Boards.all()) {
            Ruleset rules = Rulesets.of(v.id());
            GameState s = rules.start();
            List<Outcome> outcomes = Scenes.outcomes(Scenes.orders(rules, s));
            measure(v, BoardShapes.of(v), s, null, outcomes, Scenes.options(rules, s, outcomes), "start", best);
            for (long seed = 1; seed <= 2; seed++) {
                BusyPhases.Phase p = BusyPhases.busiest(v.id(), seed, 8);
                measure(v, BoardShapes.of(v), p.before(), p.after(), p.outcomes(), Scenes.options(rules, p.before(), p.outcomes())
                        .dislodged(p.after().dislodged().stream().map(d -> d.unit().location()).toList()), "seed " + seed, best);
            }
        }
        List<Map.Entry<String, Double>> sorted = best.entrySet().stream().sorted(Map.Entry.comparingByValue()).toList();
        System.out.println(sorted.size() + " arrows; shortest at 480 px: " + sorted.subList(0, Math.min(12, sorted.size())));
        System.out.println("the three short before: " + sorted.stream().filter(e -> e.getKey().matches(".* A (ros-lub|kni-bos|fla-dut)"))
                .map(e -> String.format("%s %.1f px", e.getKey(), e.getValue())).toList());
        List<String> tooShort = sorted.stream().filter(e -> e.getValue() < SHORTEST)
                .map(e -> String.format("%s %.1f px", e.getKey(), e.getValue())).toList();
        assertTrue(sorted.size() > 200, sorted.size() + " arrows");
        assertTrue(tooShort.isEmpty(), tooShort.size() + " arrows shorter than " + SHORTEST + " px at 480: " + tooShort);
    }

    /**
     * The case: Europe 1615's A lor-cha into a unit in Champagne, whose spots are about 3 glyph radii apart. Its
     * straight arrow showed 15 px at 480 in a close-up of the two, won or failed (the failed one's cross on most of it);
     * bowed, 23 failed and 39 won.
     */
    @Test
    void lorraineIntoChampagneReads() {
        Variant v = Boards.load("europe-1615");
        Ruleset rules = Rulesets.of(v.id());
        GameState start = rules.start();
        GameState.Builder b = start.toBuilder();
        for (String at : List.of("lor", "cha")) {
            Unit there = start.unitAt(start.board().find(at).orElseThrow());
            if (there != null) b.removeUnit(there.location().province());
        }
        b.unit(new Unit("France", org.chancery.engine.UnitKind.ARMY, start.board().find("lor").orElseThrow().main()));
        b.unit(new Unit("Spain", org.chancery.engine.UnitKind.ARMY, start.board().find("cha").orElseThrow().main()));
        GameState s = b.build();
        org.chancery.engine.ParseResult parsed = rules.parse(s, "France", "A lor-cha");
        Order move = ((org.chancery.engine.ParseResult.Ok) parsed).order();
        List<String> low = new ArrayList<>();
        for (boolean ok : List.of(false, true)) {
            List<Outcome> outcomes = List.of(new Outcome(move, ok, ok ? null : "bounced"));
            Map<String, Double> best = new HashMap<>();
            measure(v, BoardShapes.of(v), s, null, outcomes, RenderOptions.defaults().marks(rules.marks(s)).orders(List.of(move), outcomes), "lor", best);
            double shown = best.get("europe-1615 lor A lor-cha");
            System.out.printf("A lor-cha %s: %.1f px at 480%n", ok ? "won" : "failed", shown);
            if (shown < SHORTEST) low.add((ok ? "won " : "failed ") + shown);
        }
        assertTrue(low.isEmpty(), "A lor-cha shorter than " + SHORTEST + " px at 480: " + low);
    }

    private static void measure(Variant v, BoardShapes shapes, GameState before, GameState after, List<Outcome> outcomes,
                                RenderOptions opts, String tag, Map<String, Double> best) {
        for (List<String> where : Framing.actions(shapes, before, after, outcomes)) {
            MapPainter painter = new MapPainter(shapes, before, opts.closeUp(where, "Where the action was"));
            BufferedImage img = new BufferedImage(painter.width(), painter.height(), BufferedImage.TYPE_INT_RGB);
            Graphics2D g = img.createGraphics();
            painter.paint(g, img);
            g.dispose();
            List<Point2D> units = new ArrayList<>();
            for (Unit u : before.units()) units.add(painter.unitPoint(u.location()));
            for (Dislodgement d : before.dislodged()) units.add(painter.displacedPoint(d.unit().location()));
            double r = painter.layout.unit, top = painter.layout.header, bottom = top + painter.layout.boardHeight;
            for (OrderPainter.Arrow a : painter.arrows()) {
                List<Point2D> line = a.line();
                if (!line.stream().allMatch(p -> p.getX() >= 0 && p.getX() < img.getWidth() && p.getY() >= top && p.getY() < bottom)) continue;
                double shown = visible(img, line, a.fill(), units, r) * 480.0 / img.getWidth();
                best.merge(v.id() + " " + tag + " " + a.order().text(), shown, Math::max);
                String out = System.getProperty("chancery.render.out");
                if (out != null && (shown < SHORTEST || tag.equals("lor"))) write(img, out, v.id() + "-" + tag + "-" + a.order().text());
            }
        }
    }

    private static void write(BufferedImage img, String dir, String name) {
        try {
            javax.imageio.ImageIO.write(img, "png", java.nio.file.Path.of(dir, name.replaceAll("[^A-Za-z0-9-]", "_") + ".png").toFile());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The length along a line whose pixels show the fill, away from every unit's glyph. */
    static double visible(BufferedImage img, List<Point2D> line, Color fill, List<Point2D> units, double r) {
        double step = 0.5, shown = 0;
        for (int i = 0; i + 1 < line.size(); i++) {
            Point2D p = line.get(i), q = line.get(i + 1);
            int n = (int) Math.ceil(p.distance(q) / step);
            for (int k = 0; k < n; k++) {
                double t = (k + 0.5) / n;
                double x = p.getX() + (q.getX() - p.getX()) * t, y = p.getY() + (q.getY() - p.getY()) * t;
                Point2D at = new Point2D.Double(x, y);
                if (units.stream().anyMatch(u -> u.distance(at) < 1.05 * r)) continue;
                if (near(new Color(img.getRGB((int) x, (int) y)), fill)) shown += p.distance(q) / n;
            }
        }
        return shown;
    }

    private static boolean near(Color a, Color b) {
        return Math.abs(a.getRed() - b.getRed()) <= 12 && Math.abs(a.getGreen() - b.getGreen()) <= 12 && Math.abs(a.getBlue() - b.getBlue()) <= 12;
    }
}
