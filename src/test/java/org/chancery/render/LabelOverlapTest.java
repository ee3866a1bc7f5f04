package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.Unit;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Variant;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Nothing hidden: on every board, at the start and with a full set of orders (moves, supports, holds, some
 * failing), whole and as a close-up, no name covers a unit, a marker, an arrow or another name. With
 * {@code -Dchancery.render.out=DIR} the images are written there to look at.
 */
class LabelOverlapTest {
    @TestFactory
    Stream<DynamicTest> everyBoardWithAndWithoutOrders() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Variant v : Boards.all()) {
            for (boolean withOrders : new boolean[] {false, true}) {
                for (boolean closeUp : new boolean[] {false, true}) {
                    String name = v.id() + (withOrders ? "-orders" : "-start") + (closeUp ? "-closeup" : "");
                    tests.add(DynamicTest.dynamicTest(name, () -> check(v, withOrders, closeUp, name)));
                }
            }
        }
        return tests.stream();
    }

    private static void check(Variant v, boolean withOrders, boolean closeUp, String name) throws IOException {
        Ruleset rules = Rulesets.of(v.id());
        GameState s = rules.start();
        RenderOptions opts = RenderOptions.defaults().marks(rules.marks(s));
        BoardShapes shapes = BoardShapes.of(v);
        if (withOrders) {
            List<Order> orders = Scenes.orders(rules, s);
            List<Outcome> outcomes = Scenes.outcomes(orders);
            opts = opts.orders(orders, outcomes);
            if (closeUp) opts = opts.closeUp(Framing.action(shapes, s, null, outcomes), "Where the action was");
        } else if (closeUp) {
            opts = opts.closeUp(Areas.find(v, v.powers().get(0).name()).orElseThrow().provinces(), v.powers().get(0).name());
        }
        MapPainter painter = new MapPainter(shapes, s, opts);
        BufferedImage img = new BufferedImage(painter.width(), painter.height(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        painter.paint(g);
        g.dispose();
        String out = System.getProperty("chancery.render.out");
        if (out != null) ImageIO.write(img, "png", Path.of(out, name + ".png").toFile());
        List<String> covered = new ArrayList<>();
        List<LabelPlacer.Placed> labels = painter.labels();
        for (int i = 0; i < labels.size(); i++) {
            LabelPlacer.Placed a = labels.get(i);
            int inked = painter.ink().count(a.box());
            if (inked > 0) covered.add(a.lines() + " covers " + inked + " pixels of units, markers or arrows");
            for (int j = i + 1; j < labels.size(); j++) {
                if (a.box().intersects(labels.get(j).box())) covered.add(a.lines() + " overlaps " + labels.get(j).lines());
            }
        }
        assertEquals(List.of(), covered, name);
        if (!closeUp) {
            // a name with no clear place on its own ground is left to the close-up: few of them
            java.util.Set<String> named = new java.util.HashSet<>();
            labels.forEach(l -> named.add(l.province()));
            List<String> unnamed = v.board().provinces().stream().map(p -> p.id()).filter(id -> !named.contains(id)).toList();
            assertTrue(unnamed.size() <= v.board().size() / 10, name + ": too many names left off: " + unnamed);
            if (!withOrders) {
                // and a close-up names them, but for a sliver crowded by marks on every side (W3K's Knapdale)
                List<String> nowhere = new ArrayList<>();
                for (String id : unnamed) {
                    Areas.Area area = Areas.find(v, id).orElseThrow();
                    MapPainter near = new MapPainter(shapes, s, opts.closeUp(area.provinces(), area.name()));
                    BufferedImage im = new BufferedImage(near.width(), near.height(), BufferedImage.TYPE_INT_RGB);
                    Graphics2D gn = im.createGraphics();
                    near.paint(gn);
                    gn.dispose();
                    if (near.labels().stream().noneMatch(l -> l.province().equals(id))) nowhere.add(id);
                }
                assertTrue(nowhere.size() <= v.board().size() / 100, name + ": not named in their close-ups either: " + nowhere);
            }
        }
        assertTrue(labels.stream().allMatch(LabelPlacer.Placed::clear), name);
    }
}
