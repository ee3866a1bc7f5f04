package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.Line2D;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.ParseResult;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Variant;
import org.junit.jupiter.api.Test;

/**
 * A convoyed army's arrow follows its convoy by sea (issue 37 §3, {@link ConvoyWays}): classic's A lon-tun by the
 * English Channel, the Mid-Atlantic and the Western Mediterranean passes through each convoying fleet, nearest first,
 * instead of a straight line across France and Spain, which passed none of them.
 */
class ConvoyArrowTest {
    @Test
    void aConvoyedArmysArrowPassesThroughEachFleet() {
        Ruleset rules = Rulesets.of("classic");
        Variant v = rules.variant();
        GameState.Builder b = rules.start().toBuilder();
        rules.start().units().forEach(u -> b.removeUnit(u.province()));
        b.unit(new Unit("England", UnitKind.ARMY, p(v, "lon").main()));
        for (String sea : List.of("eng", "mao", "wes")) b.unit(new Unit("England", UnitKind.FLEET, p(v, sea).main()));
        GameState s = b.build();
        List<Order> orders = new ArrayList<>();
        for (String text : List.of("A lon-tun", "F wes C A lon-tun", "F eng C A lon-tun", "F mao C A lon-tun")) {
            orders.add(assertInstanceOf(ParseResult.Ok.class, rules.parse(s, "England", text), text).order());
        }
        List<Outcome> outcomes = orders.stream().map(o -> new Outcome(o, true, null)).toList();
        MapPainter painter = new MapPainter(BoardShapes.of(v), s, RenderOptions.defaults().orders(orders, outcomes));
        painter.paint(new BufferedImage(painter.width(), painter.height(), BufferedImage.TYPE_INT_RGB).createGraphics());
        OrderPainter.Arrow arrow = painter.arrows().stream().filter(a -> a.order().text().equals(orders.get(0).text())).findFirst().orElseThrow();
        double r = painter.layout.unit;
        List<Point2D> line = arrow.line();
        List<String> missed = new ArrayList<>();
        for (String sea : List.of("eng", "mao", "wes")) {
            Point2D fleet = painter.unitPoint(p(v, sea).main());
            double nearest = Double.MAX_VALUE;
            for (int i = 0; i + 1 < line.size(); i++) nearest = Math.min(nearest, Line2D.ptSegDist(line.get(i).getX(), line.get(i).getY(),
                    line.get(i + 1).getX(), line.get(i + 1).getY(), fleet.getX(), fleet.getY()));
            if (nearest > 0.1 * r) missed.add(String.format("%s %.1f glyph radii off", sea, nearest / r));
        }
        assertEquals(List.of(), missed, "the arrow passes through every convoying fleet: " + line);
        assertTrue(line.size() == 5, "army, three fleets in the convoy's order, target: " + line);
    }

    private static Province p(Variant v, String id) { return v.board().find(id).orElseThrow(); }
}
