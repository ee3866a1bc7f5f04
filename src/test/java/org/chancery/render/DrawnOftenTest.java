package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Variant;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A framing drawn often draws as it did the first time: its board copied from the layer's pixels and tinted is
 * the board drawn shape by shape, and its names, placed from the boxes the layer keeps, are where the first map
 * put them. On every board, in both palettes, whole and as a close-up, with owners' tints, orders and marks: every
 * pixel within two levels per channel, the same elements named in the same order, the same names in the same boxes.
 */
class DrawnOftenTest {
    @TestFactory
    Stream<DynamicTest> copiedBoardsAreTheDrawnBoards() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Variant v : Boards.all()) {
            for (Palette palette : Palette.values()) {
                for (boolean closeUp : new boolean[] {false, true}) {
                    String name = v.id() + "-" + palette.name().toLowerCase() + (closeUp ? "-closeup" : "");
                    tests.add(DynamicTest.dynamicTest(name, () -> check(v, palette, closeUp, name)));
                }
            }
        }
        return tests.stream();
    }

    private static void check(Variant v, Palette palette, boolean closeUp, String name) {
        Ruleset rules = Rulesets.of(v.id());
        GameState s = rules.start();
        List<Order> orders = Scenes.orders(rules, s);
        List<Outcome> outcomes = Scenes.outcomes(orders);
        BoardShapes shapes = BoardShapes.of(v);
        RenderOptions opts = RenderOptions.defaults().palette(palette).marks(rules.marks(s)).orders(orders, outcomes);
        if (closeUp) opts = opts.closeUp(Framing.action(shapes, s, null, outcomes), "Where the action was");
        BoardLayer.forgetAll();
        List<String> drawnIds = new ArrayList<>(), copiedIds = new ArrayList<>();
        List<LabelPlacer.Placed> firstNames = new ArrayList<>(), laterNames = new ArrayList<>();
        int[] drawn = pixels(shapes, s, opts, false, drawnIds, firstNames);
        for (int i = 0; i < BoardLayer.DRAWN; i++) pixels(shapes, s, opts, true, new ArrayList<>(), new ArrayList<>());
        int[] copied = pixels(shapes, s, opts, true, copiedIds, laterNames);
        MapPainter painter = new MapPainter(shapes, s, opts);
        assertTrue(BoardLayer.of(shapes, painter.layout).often(), name + "'s later names came from the layer");
        assertEquals(firstNames, laterNames, name);
        boolean hatched = opts.marks().patrons().values().stream().anyMatch(b -> b.size() > 1);
        assertTrue(hatched || BoardLayer.of(shapes, painter.layout).pixels(palette, BoardPainter.boardMarks(opts.marks())) != null, name + " was copied");
        assertEquals(drawnIds, copiedIds, name);
        int worst = 0, differing = 0;
        for (int i = 0; i < drawn.length; i++) {
            int d = 0;
            for (int shift = 0; shift < 24; shift += 8) {
                d = Math.max(d, Math.abs(((drawn[i] >> shift) & 0xff) - ((copied[i] >> shift) & 0xff)));
            }
            worst = Math.max(worst, d);
            if (d > 0) differing++;
        }
        assertTrue(worst <= 2, name + ": a pixel differs by " + worst + " levels (" + differing + " pixels differ)");
    }

    /** The map's pixels (drawn shape by shape, or painted into a bitmap the way MapRenderer does) and its names. */
    private static int[] pixels(BoardShapes shapes, GameState s, RenderOptions opts, boolean copy, List<String> ids,
                                List<LabelPlacer.Placed> names) {
        MapPainter painter = new MapPainter(shapes, s, opts);
        BufferedImage img = new BufferedImage(painter.width(), painter.height(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        ids.addAll(painter.paint(g, copy ? img : null));
        names.addAll(painter.labels());
        g.dispose();
        return BoardLayer.data(img);
    }
}
