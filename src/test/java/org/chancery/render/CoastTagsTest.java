package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.chancery.engine.GameState;
import org.chancery.engine.Location;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Variant;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A split coast's tag ("nc", "wc") is never under a unit: on every board, at the start and with an army on the own spot
 * of every province with split coasts, each tag drawn lies clear of every unit's glyph (its disc, 0.9 glyph radii, and
 * its edge). Europe 1615's Danish army in Holstein hid most of both its "wc" and "ec" before.
 */
class CoastTagsTest {
    @TestFactory
    Stream<DynamicTest> noCoastTagIsUnderAUnit() {
        return Boards.all().stream().map(v -> DynamicTest.dynamicTest(v.id(), () -> {
            Ruleset rules = Rulesets.of(v.id());
            GameState start = rules.start();
            GameState.Builder b = start.toBuilder();
            int split = 0;
            for (Province p : v.board().provinces()) {
                if (p.coasts().size() < 2 || start.unitAt(p) != null) continue;
                b.unit(new Unit(rules.playablePowers().get(0), UnitKind.ARMY, p.main()));
                split++;
            }
            List<String> hidden = new ArrayList<>();
            for (GameState s : List.of(start, b.build())) hidden.addAll(hidden(v, s, List.of()));
            if (v.id().equals("europe-1615")) hidden.addAll(hidden(v, start, List.of("hol", "jut", "mec")));
            assertEquals(List.of(), hidden, v.id() + ": coast tags under a unit (" + split + " provinces with split coasts given an army)");
        }));
    }

    /** The tags of one drawing (the whole board, or a close-up of {@code focus}) that meet a unit's glyph. */
    private static List<String> hidden(Variant v, GameState s, List<String> focus) {
        BoardShapes shapes = BoardShapes.of(v);
        RenderOptions opts = focus.isEmpty() ? RenderOptions.defaults() : RenderOptions.defaults().closeUp(focus, "coasts");
        MapPainter painter = new MapPainter(shapes, s, opts);
        painter.paint(new BufferedImage(painter.width(), painter.height(), BufferedImage.TYPE_INT_RGB).createGraphics());
        double r = painter.layout.unit;
        List<Point2D> units = new ArrayList<>();
        for (Unit u : s.units()) units.add(painter.unitPoint(u.location()));
        List<Location> coasts = new ArrayList<>();
        for (Province p : v.board().provinces()) {
            for (Location c : p.coasts()) if (s.unitAt(p) == null || !c.equals(s.unitAt(p).location())) coasts.add(c);
        }
        List<Point2D> tags = painter.coastTags();
        assertEquals(coasts.size(), tags.size(), "a tag for each coast no unit stands on");
        assertTrue(v.board().provinces().stream().noneMatch(p -> p.coasts().size() > 1) || !tags.isEmpty(), "tags drawn");
        List<String> out = new ArrayList<>();
        for (int i = 0; i < tags.size(); i++) {
            Rectangle2D size = Glyphs.coastTagSize(coasts.get(i).coast(), r);
            Rectangle2D box = new Rectangle2D.Double(tags.get(i).getX() - size.getWidth() / 2, tags.get(i).getY() - size.getHeight() / 2,
                    size.getWidth(), size.getHeight());
            for (Point2D u : units) {
                double nx = Math.max(box.getMinX(), Math.min(u.getX(), box.getMaxX())), ny = Math.max(box.getMinY(), Math.min(u.getY(), box.getMaxY()));
                if (Math.hypot(nx - u.getX(), ny - u.getY()) < 0.95 * r) out.add(coasts.get(i) + (focus.isEmpty() ? "" : " in a close-up"));
            }
        }
        return out;
    }
}
