package org.chancery.render;

import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chancery.engine.GameState;
import org.chancery.engine.Location;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.Province;
import org.locationtech.jts.geom.Envelope;

/**
 * Frames a close-up: the part of the board to draw so that names read at Discord's preview size. A close-up
 * is at most {@link #MAX_UNITS} glyph sizes wide (a name is then about 13 pixels high at 480 pixels), at
 * least {@link #MIN_UNITS}, and about 4:3; an area larger than that is framed whole. For a phase's results it
 * frames where the action was.
 */
public final class Framing {
    static final double MAX_UNITS = 36;
    static final double MIN_UNITS = 30;
    /** The widest close-up, in pixels: a 2,000 px image, as a whole board is for Discord. */
    static final int WIDEST = 2000;

    private Framing() {}

    /** The plane area that shows these provinces, or the whole board when there are none. */
    static Envelope frame(BoardShapes shapes, List<String> provinces) {
        Envelope plane = shapes.plane();
        if (provinces.isEmpty()) return plane;
        double u = shapes.details().unit;
        Envelope want = new Envelope();
        for (String id : provinces) {
            shapes.variant().board().find(id).ifPresent(p -> {
                List<Location> ls = new ArrayList<>(p.coasts());
                ls.add(p.main());
                for (Location l : ls) {
                    Point2D pt = shapes.unitPoint(l);
                    want.expandToInclude(pt.getX(), pt.getY());
                }
            });
        }
        if (want.isNull()) return plane;
        want.expandBy(3.5 * u);
        double w = Math.max(Math.max(want.getWidth(), want.getHeight() * 4 / 3), MIN_UNITS * u), h;
        if (w <= MAX_UNITS * u) {
            w = Math.min(w, plane.getWidth());
            h = Math.min(Math.max(w * 3 / 4, Math.min(want.getHeight(), w)), plane.getHeight());
        } else {
            // larger than one close-up: all of it (upright if it is tall), drawn wider by width()
            w = Math.min(Math.max(want.getWidth(), MAX_UNITS * u), plane.getWidth());
            h = Math.min(Math.max(want.getHeight(), w * 3 / 4), plane.getHeight());
        }
        double x = clamp(want.centre().x - w / 2, plane.getMinX(), plane.getMaxX() - w);
        double y = clamp(want.centre().y - h / 2, plane.getMinY(), plane.getMaxY() - h);
        return new Envelope(x, x + w, y, y + h);
    }

    /**
     * A close-up's image width: {@link RenderOptions#CLOSE_UP_WIDTH}, or wider in step with a view wider than
     * {@link #MAX_UNITS} glyphs (a Kingdom of W3K), so its names keep their size, up to {@link #WIDEST}.
     */
    static int width(Envelope view, double unit) {
        double wide = RenderOptions.CLOSE_UP_WIDTH * view.getWidth() / (MAX_UNITS * unit);
        return (int) Math.round(Math.min(WIDEST, Math.max(RenderOptions.CLOSE_UP_WIDTH, wide)));
    }

    private static double clamp(double v, double lo, double hi) { return Math.max(lo, Math.min(hi, v)); }

    /**
     * Where a phase's action was: the provinces of its orders, weighted (a dislodgement, a failure or a changed
     * centre counts more than a hold), cut to the busiest close-up when they spread wider than one.
     */
    public static List<String> action(BoardShapes shapes, GameState before, GameState after, List<Outcome> outcomes) {
        Map<Province, Double> weight = new LinkedHashMap<>();
        for (Outcome o : outcomes) {
            Order order = o.order();
            if (order.province() == null) continue;
            double w = order instanceof Order.Hold ? 0.3 : o.succeeded() ? 1 : 1.5;
            weight.merge(order.province(), w, Double::sum);
            if (order instanceof Order.Move m) weight.merge(m.to().province(), w, Double::sum);
            if (order instanceof Order.Retreat r) weight.merge(r.to().province(), w, Double::sum);
        }
        if (after != null) {
            after.dislodged().forEach(d -> weight.merge(d.unit().location().province(), 3.0, Double::sum));
            for (Province p : before.board().provinces()) {
                if (p.isSupplyCenter() && !java.util.Objects.equals(before.ownerOf(p), after.ownerOf(p))) {
                    weight.merge(p, 2.0, Double::sum);
                }
            }
        }
        if (weight.isEmpty()) return List.of();
        double u = shapes.details().unit, w = MAX_UNITS * u - 7 * u, h = w * 3 / 4;
        Province best = null;
        double bestSum = -1;
        for (Province centre : weight.keySet()) {
            double sum = 0;
            for (var e : weight.entrySet()) if (inside(shapes, centre, e.getKey(), w, h)) sum += e.getValue();
            if (sum > bestSum + 1e-9) {
                bestSum = sum;
                best = centre;
            }
        }
        Set<String> ids = new LinkedHashSet<>();
        for (Province p : weight.keySet()) if (inside(shapes, best, p, w, h)) ids.add(p.id());
        return new ArrayList<>(ids);
    }

    private static boolean inside(BoardShapes shapes, Province centre, Province p, double w, double h) {
        Point2D c = shapes.unitPoint(centre.main()), q = shapes.unitPoint(p.main());
        return Math.abs(c.getX() - q.getX()) <= w / 2 && Math.abs(c.getY() - q.getY()) <= h / 2;
    }
}
