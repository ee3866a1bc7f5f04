package org.chancery.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.chancery.engine.Location;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;

/**
 * Draws orders: move arrows; supports as dashed lines to the supported move's middle, or to a ring round a
 * holding unit; convoys dotted; holds as an octagon; retreats as arrows with a red edge; builds and removals.
 * A failed order is drawn hollow or faded with a red cross; marks go on top in {@link #paintMarks}.
 */
final class OrderPainter {
    private final Graphics2D g;
    private final Scene scene;
    private final Function<Location, Point2D> where;
    private final Function<Location, Point2D> displaced;
    private final Function<String, Color> colour;
    private final Map<Order, Outcome> outcomes = new HashMap<>();
    private final Map<Province, Order.Move> moves = new HashMap<>();
    private final List<Runnable> marks = new ArrayList<>();
    private final double r;
    private Function<UnitKind, String> glyph = k -> null;
    private java.util.function.Predicate<Unit> standing = u -> false;
    private java.util.function.BiFunction<Location, Location, List<Point2D>> fleetWay = null;

    OrderPainter(Graphics2D g, Scene scene, double r, Function<Location, Point2D> where,
                 Function<Location, Point2D> displaced, Function<String, Color> colour, List<Order> orders, List<Outcome> results) {
        this.g = g;
        this.scene = scene;
        this.where = where;
        this.displaced = displaced;
        this.colour = colour;
        this.r = r;
        for (Outcome o : results) outcomes.put(o.order(), o);
        for (Order o : orders) if (o instanceof Order.Move m) moves.put(m.province(), m);
    }

    /** Draws built and removed units with the variant's glyphs. */
    OrderPainter glyphs(Function<UnitKind, String> g) {
        this.glyph = g;
        return this;
    }

    /**
     * The units whose variant's own order (in a movement phase: a conversion, a minor's marriage) is marked where they
     * stand, as a hold.
     */
    OrderPainter standing(java.util.function.Predicate<Unit> p) {
        this.standing = p;
        return this;
    }

    /** The way a fleet's arrow goes between two locations, in pixels, ends included ({@link FleetRoutes}). */
    OrderPainter fleetWays(java.util.function.BiFunction<Location, Location, List<Point2D>> way) {
        this.fleetWay = way;
        return this;
    }

    /** The points a move's arrow passes through: a fleet's by water, any other straight. */
    private List<Point2D> way(Order.Move m) {
        if (fleetWay != null && m.unit().kind().isNaval()) return fleetWay.apply(m.unit().location(), m.to());
        return List.of(at(m.unit()), target(m.to()));
    }

    /** The point halfway along a way. */
    private static Point2D middle(List<Point2D> pts) {
        double total = 0;
        for (int i = 0; i + 1 < pts.size(); i++) total += pts.get(i).distance(pts.get(i + 1));
        double left = total / 2;
        for (int i = 0; i + 1 < pts.size(); i++) {
            Point2D a = pts.get(i), b = pts.get(i + 1);
            double d = a.distance(b);
            if (d >= left && d > 0) {
                return new Point2D.Double(a.getX() + (b.getX() - a.getX()) * left / d, a.getY() + (b.getY() - a.getY()) * left / d);
            }
            left -= d;
        }
        return pts.get(pts.size() - 1);
    }

    /** Lines and arrows, drawn under the units. */
    void paint(List<Order> orders) {
        for (Order o : orders) {
            if (o.province() == null) continue;
            scene.begin("order-" + o.text().replace(' ', '_'));
            boolean ok = succeeded(o);
            if (o instanceof Order.Move m) move(m, ok);
            else if (o instanceof Order.SupportMove s) supportMove(s, ok);
            else if (o instanceof Order.SupportHold s) supportHold(s, ok);
            else if (o instanceof Order.Convoy c) convoy(c, ok);
            else if (o instanceof Order.Hold h) Glyphs.hold(g, at(h.unit()), r, colour.apply(h.unit().power()));
            else if (o instanceof Order.Retreat rt) retreat(rt, ok);
            else if (o instanceof Order.Disband d) marks.add(() -> Glyphs.cross(g, displaced.apply(d.unit().location()), 0.8 * r));
            else if (o instanceof Order.Build b) build(b, ok);
            else if (o instanceof Order.Remove rm) remove(rm, ok);
            // a variant's own order for a unit that stays (a conversion, a minor's marriage): marked as its hold
            else if (o instanceof Order.Special x && x.unit() != null && standing.test(x.unit())) {
                Glyphs.hold(g, at(x.unit()), r, colour.apply(x.unit().power()));
            }
            scene.end();
        }
    }

    /** Crosses and badges, drawn over the units. */
    void paintMarks() {
        if (marks.isEmpty()) return;
        scene.begin("order-marks");
        marks.forEach(Runnable::run);
        scene.end();
    }

    private boolean succeeded(Order o) {
        Outcome out = outcomes.get(o);
        return out == null || out.succeeded();
    }

    private Point2D at(Unit u) { return where.apply(u.location()); }

    private Point2D target(Location to) { return where.apply(to); }

    private void move(Order.Move m, boolean ok) {
        if (!m.road().isEmpty() || m.then() != null) {
            legs(m, ok);
            return;
        }
        List<Point2D> way = way(m);
        Color c = colour.apply(m.unit().power());
        Shape arrow = way.size() == 2 ? arrow(way.get(0), way.get(1), 0.95 * r, 1.1 * r, r) : path(way, 0.95 * r, 1.1 * r);
        if (ok) {
            fillOutlined(arrow, c, Glyphs.DARK, 0.1 * r, false);
        } else {
            // pale and dashed-edged, but with its head at the target: a failed move, not a support's headless line
            fillOutlined(arrow, Palette.mix(c, Color.WHITE, 0.55), Glyphs.DARK, 0.1 * r, true);
            Point2D mid = middle(way);
            marks.add(() -> Glyphs.cross(g, mid, 0.45 * r));
        }
    }

    /** A road move along its path, and a second move as a second, paler leg from where the first ends. */
    private void legs(Order.Move m, boolean ok) {
        Color c = colour.apply(m.unit().power());
        List<Point2D> first = new ArrayList<>(List.of(at(m.unit())));
        for (Province p : m.road()) first.add(where.apply(p.main()));
        first.add(target(m.to()));
        fillOutlined(path(first, 0.95 * r, 1.1 * r), ok ? c : Palette.mix(c, Color.WHITE, 0.55), Glyphs.DARK, 0.1 * r, !ok);
        if (!ok) marks.add(() -> Glyphs.cross(g, along(first.get(0), first.get(1), 0, 1.6 * r), 0.45 * r));
        if (m.then() == null) return;
        List<Point2D> second = new ArrayList<>(List.of(target(m.to())));
        for (Province p : m.then().road()) second.add(where.apply(p.main()));
        second.add(target(m.then().to()));
        fillOutlined(path(second, 0.9 * r, 1.1 * r), Palette.mix(c, Color.WHITE, ok ? 0.3 : 0.6), Glyphs.DARK, 0.1 * r, true);
    }

    /** An arrow along a path of points: a shaft through each, a head at the last. */
    private Shape path(List<Point2D> pts, double startInset, double endInset) {
        int n = pts.size();
        Point2D last = pts.get(n - 2), end = pts.get(n - 1);
        Point2D neck = along(last, end, 1, endInset + Math.min(0.95 * r, last.distance(end) * 0.6));
        Path2D shaft = new Path2D.Double();
        Point2D start = along(pts.get(0), pts.get(1), 0, startInset);
        shaft.moveTo(start.getX(), start.getY());
        for (int i = 1; i < n - 1; i++) shaft.lineTo(pts.get(i).getX(), pts.get(i).getY());
        shaft.lineTo(neck.getX(), neck.getY());
        java.awt.geom.Area a = new java.awt.geom.Area(new BasicStroke((float) (0.34 * r), BasicStroke.CAP_BUTT,
                BasicStroke.JOIN_ROUND).createStrokedShape(shaft));
        a.add(new java.awt.geom.Area(arrow(neck, end, 0, endInset, r)));
        return a;
    }

    private void supportMove(Order.SupportMove s, boolean ok) {
        Point2D from = at(s.unit());
        Point2D sa = at(s.supported());
        Order.Move m = moves.get(s.supported().province());
        boolean drawn = m != null && m.to().province() == s.to();
        Point2D sb = drawn ? target(m.to()) : where.apply(s.to().main());
        Point2D mid = drawn && m.road().isEmpty() && m.then() == null ? middle(way(m))
                : new Point2D.Double((sa.getX() + sb.getX()) / 2, (sa.getY() + sb.getY()) / 2);
        dashed(from, mid, colour.apply(s.unit().power()), ok, 0.0);
        dot(mid, colour.apply(s.unit().power()));
        if (!ok) failMark(from, mid);
    }

    private void supportHold(Order.SupportHold s, boolean ok) {
        Point2D from = at(s.unit()), to = at(s.supported());
        Color c = colour.apply(s.unit().power());
        dashed(from, to, c, ok, 1.5 * r);
        Glyphs.ring(g, to, 1.5 * r, Glyphs.DARK, 0.34 * r, false);
        Glyphs.ring(g, to, 1.5 * r, ok ? c : Palette.mix(c, Color.WHITE, 0.35), 0.2 * r, false);
        if (!ok) failMark(from, along(from, to, 1, 1.5 * r));
    }

    private void convoy(Order.Convoy cv, boolean ok) {
        Point2D from = at(cv.unit());
        Point2D a = at(cv.convoyed()), b = where.apply(cv.to().main());
        Point2D mid = new Point2D.Double((a.getX() + b.getX()) / 2, (a.getY() + b.getY()) / 2);
        Color c = colour.apply(cv.unit().power());
        Line2D line = new Line2D.Double(from, mid);
        float w = (float) (0.34 * r);
        g.setStroke(new BasicStroke(w * 1.7f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f, new float[] {0.01f, w * 2.6f}, 0f));
        g.setColor(Glyphs.DARK);
        g.draw(line);
        g.setStroke(new BasicStroke(w, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f, new float[] {0.01f, w * 2.6f}, 0f));
        g.setColor(ok ? c : Palette.mix(c, Color.WHITE, 0.35));
        g.draw(line);
        Glyphs.ring(g, mid, 0.4 * r, Glyphs.DARK, 0.14 * r, false);
        if (!ok) failMark(from, mid);
    }

    private void retreat(Order.Retreat rt, boolean ok) {
        Point2D a = displaced.apply(rt.unit().location()), b = target(rt.to());
        Color c = colour.apply(rt.unit().power());
        Shape arrow = arrow(a, b, 0.8 * r, 1.1 * r, r);
        fillOutlined(arrow, ok ? c : Palette.mix(c, Color.WHITE, 0.35), Glyphs.FAIL, 0.16 * r, true);
        if (!ok) marks.add(() -> Glyphs.cross(g, along(a, b, 1, 1.1 * r), 0.45 * r));
    }

    private void build(Order.Build b, boolean ok) {
        Point2D p = target(b.at());
        Color c = colour.apply(b.power());
        Glyphs.unit(g, b.kind(), glyph.apply(b.kind()), p, r, c, 0.55f);
        Glyphs.ring(g, p, 1.45 * r, new Color(0x1a9641), 0.22 * r, true);
        marks.add(() -> {
            Glyphs.plus(g, new Point2D.Double(p.getX() + 1.0 * r, p.getY() - 1.0 * r), 0.5 * r);
            if (!ok) Glyphs.cross(g, p, 0.7 * r);
        });
    }

    private void remove(Order.Remove rm, boolean ok) {
        Point2D p = at(rm.unit());
        Glyphs.unit(g, rm.unit().kind(), glyph.apply(rm.unit().kind()), p, r, colour.apply(rm.unit().power()), 0.45f);
        marks.add(() -> Glyphs.cross(g, p, ok ? 0.8 * r : 0.5 * r));
    }

    private void failMark(Point2D from, Point2D to) {
        Point2D mid = new Point2D.Double((from.getX() + to.getX()) / 2, (from.getY() + to.getY()) / 2);
        marks.add(() -> Glyphs.cross(g, mid, 0.4 * r));
    }

    private void dashed(Point2D from, Point2D to, Color c, boolean ok, double stopShort) {
        Point2D a = along(from, to, 0, 0.9 * r), b = along(from, to, 1, stopShort);
        float w = (float) (0.28 * r);
        float[] dash = {w * 2.6f, w * 1.6f};
        Shape dashes = new BasicStroke(w, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, dash, 0f)
                .createStrokedShape(new Line2D.Double(a, b));
        fillOutlined(dashes, ok ? c : Palette.mix(c, Color.WHITE, 0.35), Glyphs.DARK, 0.08 * r, false);
    }

    private void dot(Point2D p, Color c) {
        Shape s = new java.awt.geom.Ellipse2D.Double(p.getX() - 0.3 * r, p.getY() - 0.3 * r, 0.6 * r, 0.6 * r);
        fillOutlined(s, c, Glyphs.DARK, 0.08 * r, false);
    }

    private void fillOutlined(Shape s, Color fill, Color edge, double width, boolean dashedEdge) {
        fillOutlined(g, s, fill, edge, width, dashedEdge);
    }

    static void fillOutlined(Graphics2D g, Shape s, Color fill, Color edge, double width, boolean dashedEdge) {
        g.setColor(fill);
        g.fill(s);
        g.setColor(edge);
        float w = (float) width;
        g.setStroke(dashedEdge
                ? new BasicStroke(w, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {3 * w, 2 * w}, 0f)
                : new BasicStroke(w, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND));
        g.draw(s);
    }

    /** A point on a-b: at its start moved in by {@code inset}, or (end = 1) at its end moved back by it. */
    static Point2D along(Point2D a, Point2D b, int end, double inset) {
        double dx = b.getX() - a.getX(), dy = b.getY() - a.getY(), len = Math.max(1e-9, Math.hypot(dx, dy));
        double t = end == 0 ? inset / len : 1 - inset / len;
        t = Math.max(0, Math.min(1, t));
        return new Point2D.Double(a.getX() + dx * t, a.getY() + dy * t);
    }

    /** An arrow from a to b as one closed outline, stopping short of both ends; r is the glyph radius. */
    static Shape arrow(Point2D from, Point2D to, double startInset, double endInset, double r) {
        Point2D a = along(from, to, 0, startInset), b = along(from, to, 1, endInset);
        double dx = b.getX() - a.getX(), dy = b.getY() - a.getY(), len = Math.max(1e-9, Math.hypot(dx, dy));
        double ux = dx / len, uy = dy / len, nx = -uy, ny = ux;
        double shaft = 0.17 * r, head = Math.min(0.95 * r, len * 0.6), half = 0.5 * r;
        double hx = b.getX() - ux * head, hy = b.getY() - uy * head;
        Path2D p = new Path2D.Double();
        p.moveTo(a.getX() + nx * shaft, a.getY() + ny * shaft);
        p.lineTo(hx + nx * shaft, hy + ny * shaft);
        p.lineTo(hx + nx * half, hy + ny * half);
        p.lineTo(b.getX(), b.getY());
        p.lineTo(hx - nx * half, hy - ny * half);
        p.lineTo(hx - nx * shaft, hy - ny * shaft);
        p.lineTo(a.getX() - nx * shaft, a.getY() - ny * shaft);
        p.closePath();
        return p;
    }
}
