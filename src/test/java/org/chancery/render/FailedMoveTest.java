package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Graphics2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.junit.jupiter.api.Test;

/**
 * A failed move keeps its arrowhead at its target (drawn pale, with a dashed edge and a cross), so it does not look
 * like a support, which is a dashed line with no head.
 */
class FailedMoveTest {
    @Test
    void aBouncedMoveIsDrawnToItsTargetWithItsHead() {
        Ruleset rules = Rulesets.of("classic");
        GameState s = rules.start();
        BoardShapes shapes = BoardShapes.of(Boards.load("classic"));
        // the longest opening move, where a stub short of its target and an arrow to it differ most
        Order move = s.units().stream().flatMap(u -> rules.legalOrders(s, u).stream()).filter(o -> o instanceof Order.Move)
                .max(java.util.Comparator.comparingDouble(o -> shapes.unitPoint(((Order.Move) o).unit().location())
                        .distance(shapes.unitPoint(((Order.Move) o).to())))).orElseThrow();
        RenderOptions opts = RenderOptions.defaults().width(1200);
        int bare = inkNearHead(s, opts, move);
        int bounced = inkNearHead(s, opts.orders(List.of(move), List.of(Outcome.failed(move, "bounced"))), move);
        assertEquals(0, bare, "nothing else drawn there");
        assertTrue(bounced > 0, "the failed move's head reaches its target: " + move);
    }

    private static int inkNearHead(GameState s, RenderOptions opts, Order move) {
        BoardShapes shapes = BoardShapes.of(Boards.load("classic"));
        MapPainter painter = new MapPainter(shapes, s, opts);
        BufferedImage img = new BufferedImage(painter.width(), painter.height(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        painter.paint(g, img);
        g.dispose();
        Order.Move m = (Order.Move) move;
        Point2D a = painter.unitPoint(m.unit().location()), b = painter.unitPoint(m.to());
        Point2D head = OrderPainter.along(a, b, 1, 1.5 * painter.layout.unit);
        double h = 0.15 * painter.layout.unit;
        return painter.ink().count(new Rectangle2D.Double(head.getX() - h, head.getY() - h, 2 * h, 2 * h));
    }
}
