package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chancery.bench.FirstMaps;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.junit.jupiter.api.Test;

/**
 * W3K's whole board with its names placed on another core while the picture is drawn is the map drawn on one thread:
 * the same pixels, elements, names and arrows, with orders and the Sea Areas' marks, as a results post draws it.
 */
class NamesAlongsideTest {
    @Test
    void w3kWholeBoardIsTheSameDrawnAlongside() {
        Ruleset rules = Rulesets.of("wars-of-the-three-kingdoms");
        GameState s = rules.start();
        List<Order> orders = FirstMaps.orders(rules, s);
        RenderOptions opts = RenderOptions.defaults().marks(rules.marks(s)).orders(orders, rules.play(s, orders, Map.of()).result().outcomes());
        BoardShapes shapes = BoardShapes.of(rules.variant());
        for (int i = 0; i <= BoardLayer.DRAWN; i++) MapRenderer.image(shapes, s, opts, null); // so both copy the layer's pixels
        MapPainter one = new MapPainter(shapes, s, opts), two = new MapPainter(shapes, s, opts);
        assertTrue((long) one.width() * one.height() > MapPainter.ALONGSIDE, "W3K's whole board is drawn alongside");
        BufferedImage a = new BufferedImage(one.width(), one.height(), BufferedImage.TYPE_INT_RGB);
        BufferedImage b = new BufferedImage(two.width(), two.height(), BufferedImage.TYPE_INT_RGB);
        List<String> aIds = draw(one, a, false), bIds = draw(two, b, true);
        assertArrayEquals(BoardLayer.data(a), BoardLayer.data(b), "the pixels differ");
        assertEquals(aIds, bIds);
        assertEquals(one.labels(), two.labels());
        assertFalse(two.labels().isEmpty());
        assertEquals(one.arrows().size(), two.arrows().size());
        assertEquals(one.coastTags(), two.coastTags());
    }

    private static List<String> draw(MapPainter painter, BufferedImage img, boolean alongside) {
        Graphics2D g = img.createGraphics();
        try {
            return new ArrayList<>(painter.paint(g, img, alongside));
        } finally {
            g.dispose();
        }
    }
}
