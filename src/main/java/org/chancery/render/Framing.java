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
    public static Envelope frame(BoardShapes shapes, List<String> provinces) {
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

    /** The image width a close-up of this view is drawn at. */
    public static int width(BoardShapes shapes, Envelope view) { return width(view, shapes.details().unit); }

    private static double clamp(double v, double lo, double hi) { return Math.max(lo, Math.min(hi, v)); }

    /**
     * Where a phase's action was, as close-ups: together they frame every order that moved, supported, convoyed or
     * failed (its unit, the unit it supports or convoys, its target), every centre that changed hands or was entered
     * and every unit dislodged or destroyed. Each is a window of one close-up no wider than {@link #MAX_UNITS} glyphs,
     * so it reads at Discord's preview size; they are as few as a greedy cover finds (each the window that holds the
     * most of what is left, then the phase's other orders that fit in it), or fewer where an exact cover ({@link Cover})
     * finds them, less any whose actions the others hold whole, and those holding most captures and dislodgements lead. An order too long for one close-up (a long
     * convoy or road) is held end by end. A phase with no action but holds and builds has one close-up of its busiest
     * orders. Empty when the phase had no orders.
     */
    public static List<List<String>> actions(BoardShapes shapes, GameState before, GameState after, List<Outcome> outcomes) {
        Map<Province, Double> weight = new LinkedHashMap<>();
        List<Set<Province>> items = new ArrayList<>();
        Set<Set<Province>> moves = new HashSet<>();
        for (Outcome o : outcomes) {
            Order order = o.order();
            if (order.province() == null) continue;
            Set<Province> ends = ends(order);
            double w = order instanceof Order.Hold ? 0.3 : o.succeeded() ? 1 : 1.5;
            for (Province p : ends) weight.merge(p, w, Double::sum);
            if (!o.succeeded() || order instanceof Order.Move || order instanceof Order.SupportHold
                    || order instanceof Order.SupportMove || order instanceof Order.Convoy || order instanceof Order.Retreat) {
                items.add(ends);
                if (order instanceof Order.Move || order instanceof Order.Retreat) moves.add(ends);
            }
        }
        List<Province> must = after == null ? List.of() : mustShow(before, after, outcomes);
        for (Province p : must) {
            weight.merge(p, 3.0, Double::sum);
            items.add(Set.of(p));
        }
        if (weight.isEmpty()) return List.of();
        boolean quiet = items.isEmpty();
        if (quiet) for (Province p : weight.keySet()) items.add(Set.of(p));
        double u = shapes.details().unit, w = MAX_UNITS * u - 7 * u, h = MAX_UNITS * u * 3 / 4 - 7 * u;
        Map<Province, Envelope> at = new LinkedHashMap<>();
        List<Item> left = new ArrayList<>();
        for (Set<Province> ends : items) {
            Envelope e = new Envelope();
            for (Province p : ends) e.expandToInclude(at.computeIfAbsent(p, q -> points(shapes, q)));
            if (e.getWidth() <= w && e.getHeight() <= h) left.add(new Item(e, ends.stream().mapToDouble(weight::get).sum()));
            else left.addAll(pieces(new ArrayList<>(ends), moves.contains(ends), at, weight, w, h));
        }
        for (Province p : weight.keySet()) at.computeIfAbsent(p, q -> points(shapes, q));
        List<Item> all = List.copyOf(left);
        List<Envelope> windows = new ArrayList<>();
        while (!left.isEmpty()) {
            Envelope best = null;
            double bestScore = -1;
            for (Item a : left) {
                // a window's left edge at an item's, its top at one of the items in that column's
                double x = a.at.getMinX();
                List<Item> column = left.stream().filter(i -> i.at.getMinX() >= x && i.at.getMaxX() <= x + w).toList();
                List<Province> others = at.keySet().stream().filter(p -> weight.containsKey(p)
                        && at.get(p).getMinX() >= x && at.get(p).getMaxX() <= x + w).toList();
                for (Item b : column) {
                    Envelope window = new Envelope(x, x + w, b.at.getMinY(), b.at.getMinY() + h);
                    double score = 0;
                    for (Item i : column) if (window.contains(i.at)) score += 1000 + i.weight;
                    for (Province p : others) if (window.contains(at.get(p))) score += weight.get(p);
                    if (score > bestScore + 1e-9) {
                        bestScore = score;
                        best = window;
                    }
                }
            }
            Envelope chosen = best != null ? best : left.get(0).at;
            left.removeIf(i -> chosen.contains(i.at));
            windows.add(chosen);
            if (quiet) break;
        }
        merge(windows, all, w, h);
        if (!quiet) {
            List<Envelope> fewer = Cover.fewest(all.stream().map(Item::at).toList(), w, h, windows.size() - 1);
            if (fewer != null) windows = fewer;
        }
        for (int i = windows.size() - 1; i >= 0 && windows.size() > 1; i--) {
            Envelope drop = windows.get(i);
            List<Envelope> rest = new ArrayList<>(windows);
            rest.remove(i);
            boolean held = all.stream().filter(it -> drop.contains(it.at))
                    .allMatch(it -> rest.stream().anyMatch(r -> r.contains(it.at)));
            if (held) windows.remove(i);
        }
        Set<Province> lead = new HashSet<>(must);
        List<List<Province>> out = new ArrayList<>();
        for (Envelope window : windows) {
            List<Province> in = new ArrayList<>();
            for (Province p : at.keySet()) if (window.contains(at.get(p))) in.add(p);
            out.add(in);
        }
        out.sort(java.util.Comparator.comparingLong((List<Province> c) -> -c.stream().filter(lead::contains).count())
                .thenComparingDouble(c -> -c.stream().mapToDouble(p -> weight.getOrDefault(p, 0.0)).sum()));
        List<List<String>> ids = new ArrayList<>();
        for (List<Province> c : out) ids.add(c.stream().map(Province::id).toList());
        return ids;
    }

    /** Replaces two close-ups by one wherever one window holds all that only those two hold, until none can. */
    private static void merge(List<Envelope> windows, List<Item> all, double w, double h) {
        for (int i = 0; i < windows.size(); i++) {
            for (int j = i + 1; j < windows.size(); j++) {
                Envelope only = new Envelope();
                for (Item it : all) {
                    if (!windows.get(i).contains(it.at) && !windows.get(j).contains(it.at)) continue;
                    boolean elsewhere = false;
                    for (int k = 0; k < windows.size() && !elsewhere; k++) {
                        elsewhere = k != i && k != j && windows.get(k).contains(it.at);
                    }
                    if (!elsewhere) only.expandToInclude(it.at);
                }
                if (only.getWidth() <= w && only.getHeight() <= h) {
                    windows.set(i, new Envelope(only.getMinX(), only.getMinX() + w, only.getMinY(), only.getMinY() + h));
                    windows.remove(j);
                    i = -1; // start again: the new window may merge with others
                    break;
                }
            }
        }
    }

    /** One thing a close-up must hold whole: an order's ends, or a province where something happened. */
    private record Item(Envelope at, double weight) {}

    /**
     * An order too long for one close-up, held in pieces: a move's steps one by one, or each other end with the last
     * (a support's supporter and the unit it supports each with the target); an end no piece fits, alone.
     */
    private static List<Item> pieces(List<Province> ends, boolean steps, Map<Province, Envelope> at, Map<Province, Double> weight,
            double w, double h) {
        List<Item> out = new ArrayList<>();
        for (int i = 0; i + 1 < ends.size(); i++) {
            Province a = ends.get(i), b = ends.get(steps ? i + 1 : ends.size() - 1);
            Envelope e = new Envelope(at.get(a));
            e.expandToInclude(at.get(b));
            if (e.getWidth() <= w && e.getHeight() <= h) out.add(new Item(e, weight.get(a) + weight.get(b)));
            else {
                out.add(new Item(at.get(a), weight.get(a)));
                out.add(new Item(at.get(b), weight.get(b)));
            }
        }
        return out;
    }

    /** The provinces an order's marks reach: its unit's, a road's, its target, the unit it supports or convoys. */
    private static Set<Province> ends(Order order) {
        Set<Province> out = new LinkedHashSet<>();
        out.add(order.province());
        if (order instanceof Order.Move m) {
            out.addAll(m.route());
            if (m.then() != null) out.addAll(m.then().route());
        } else if (order instanceof Order.SupportHold sh) {
            out.add(sh.supported().province());
        } else if (order instanceof Order.SupportMove sm) {
            out.add(sm.supported().province());
            out.add(sm.to());
        } else if (order instanceof Order.Convoy c) {
            out.add(c.convoyed().province());
            out.add(c.to());
        } else if (order instanceof Order.Retreat r) {
            out.add(r.to().province());
        }
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
