package org.chancery.render;

import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.chancery.engine.GameState;
import org.chancery.engine.Location;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
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
     * Where a phase's action was, as close-ups, the busiest first: together they hold every centre that changed
     * hands and every unit dislodged or destroyed; where those lie further apart than one close-up, each cluster has
     * its own (as few as cover them, chosen greedily: each the window of one close-up that holds the most of them,
     * then the phase's other orders that fit in it). A phase with neither has one close-up of its busiest orders.
     * Each list of provinces is framed by {@link #frame} as a close-up no wider than {@link #MAX_UNITS} glyphs; there
     * are as many as it takes (a results post pages them within Discord's limits). Empty when the phase had no action.
     */
    public static List<List<String>> actions(BoardShapes shapes, GameState before, GameState after, List<Outcome> outcomes) {
        Map<Province, Double> weight = new LinkedHashMap<>();
        for (Outcome o : outcomes) {
            Order order = o.order();
            if (order.province() == null) continue;
            double w = order instanceof Order.Hold ? 0.3 : o.succeeded() ? 1 : 1.5;
            weight.merge(order.province(), w, Double::sum);
            if (order instanceof Order.Move m) weight.merge(m.to().province(), w, Double::sum);
            if (order instanceof Order.Retreat r) weight.merge(r.to().province(), w, Double::sum);
        }
        List<Province> must = after == null ? List.of() : mustShow(before, after, outcomes);
        for (Province p : must) weight.merge(p, 3.0, Double::sum);
        if (weight.isEmpty()) return List.of();
        double u = shapes.details().unit, w = MAX_UNITS * u - 7 * u, h = MAX_UNITS * u * 3 / 4 - 7 * u;
        Map<Province, Envelope> at = new LinkedHashMap<>();
        for (Province p : weight.keySet()) at.put(p, points(shapes, p));
        List<Province> left = new ArrayList<>(must.isEmpty() ? weight.keySet() : must);
        List<Set<Province>> out = new ArrayList<>();
        while (!left.isEmpty()) {
            Set<Province> best = null;
            double bestScore = -1;
            for (Province a : left) {
                for (Province b : left) {
                    Envelope window = new Envelope(at.get(a).getMinX(), at.get(a).getMinX() + w, at.get(b).getMinY(), at.get(b).getMinY() + h);
                    Set<Province> in = new LinkedHashSet<>();
                    double score = 0;
                    for (Province p : left) {
                        if (window.contains(at.get(p))) {
                            in.add(p);
                            score += 1000 + weight.get(p);
                        }
                    }
                    if (in.isEmpty()) continue;
                    for (var e : weight.entrySet()) {
                        if (!in.contains(e.getKey()) && window.contains(at.get(e.getKey()))) score += e.getValue();
                    }
                    if (score > bestScore + 1e-9) {
                        bestScore = score;
                        best = withOthers(in, window, weight.keySet(), at);
                    }
                }
            }
            if (best == null) best = new LinkedHashSet<>(List.of(left.get(0)));
            left.removeAll(best);
            out.add(best);
            if (must.isEmpty()) break;
        }
        List<List<String>> ids = new ArrayList<>();
        for (Set<Province> c : out) ids.add(c.stream().map(Province::id).toList());
        return ids;
    }

    /** The provinces of a window's must-shows, with the phase's other provinces of action that fit inside it. */
    private static Set<Province> withOthers(Set<Province> in, Envelope window, Set<Province> all, Map<Province, Envelope> at) {
        Set<Province> out = new LinkedHashSet<>(in);
        for (Province p : all) if (window.contains(at.get(p))) out.add(p);
        return out;
    }

    /**
     * What a results post must show: the centres whose owner changed, the units dislodged, and in a movement phase
     * the units that stood, did not move away and are gone (a minor's army disbanded where it was beaten).
     */
    public static List<Province> mustShow(GameState before, GameState after, List<Outcome> outcomes) {
        Set<Province> out = new LinkedHashSet<>();
        for (Province p : before.board().provinces()) {
            if (p.isSupplyCenter() && !Objects.equals(before.ownerOf(p), after.ownerOf(p))) out.add(p);
        }
        after.dislodged().forEach(d -> out.add(d.unit().location().province()));
        if (before.phase().type() == PhaseType.MOVEMENT) {
            Set<Unit> moved = new HashSet<>();
            for (Outcome o : outcomes) if (o.succeeded() && o.order() instanceof Order.Move m) moved.add(m.unit());
            for (Unit unit : before.units()) {
                if (moved.contains(unit)) continue;
                Unit now = after.unitAt(unit.location().province());
                if (now == null || !now.power().equals(unit.power())) out.add(unit.location().province());
            }
        }
        return new ArrayList<>(out);
    }

    /** The points a close-up of a province frames: its units' spots, on land and on each coast. */
    private static Envelope points(BoardShapes shapes, Province p) {
        Envelope e = new Envelope();
        List<Location> ls = new ArrayList<>(p.coasts());
        ls.add(p.main());
        for (Location l : ls) {
            Point2D pt = shapes.unitPoint(l);
            e.expandToInclude(pt.getX(), pt.getY());
        }
        return e;
    }

    /** The first of {@link #actions}: the close-up that leads (for {@code render --action}). */
    public static List<String> action(BoardShapes shapes, GameState before, GameState after, List<Outcome> outcomes) {
        List<List<String>> all = actions(shapes, before, after, outcomes);
        return all.isEmpty() ? List.of() : all.get(0);
    }
}
