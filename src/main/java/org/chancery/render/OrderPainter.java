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
    private final List<Order.Convoy> convoys = new ArrayList<>();
    /** The moves drawn bowed ({@link #bowed}). */
    private final java.util.Set<Order.Move> bent = new java.util.HashSet<>();
    private final List<Runnable> marks = new ArrayList<>();
    /** Failure crosses that belong on a line (a move, support or convoy): placed once the fixed ones are known. */
    private final List<List<Point2D>> lineCrosses = new ArrayList<>();
    private final List<Double> lineCrossSizes = new ArrayList<>();
    /** Every failure cross drawn: x, y and the radius of its white disc. */
    private final List<double[]> crosses = new ArrayList<>();
    /** Arrowheads, which crosses keep off too so that every arrow shows where it goes: x, y, radius. */
    private final List<double[]> heads = new ArrayList<>();
    /** Every move and retreat arrow drawn: its order, its middle line from tail to tip and its fill. */
    private final List<Arrow> arrows = new ArrayList<>();
    /** Where units are drawn: the spots crosses keep off. */
    private List<Point2D> unitSpots = List.of();
    private java.util.function.Predicate<Province> occupied = p -> true;
    /** Where the unit standing in a province is, or null: an arrow into it aims at that unit, on whichever coast it is. */
    private Function<Province, Location> standsAt = p -> null;
    private java.util.function.Predicate<String> player = p -> true;
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
        for (Order o : orders) {
            if (o instanceof Order.Move m) moves.put(m.province(), m);
            if (o instanceof Order.Convoy c) convoys.add(c);
        }
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

    /**
     * Where the units are drawn (crosses keep off them), where in a province a unit stands (an arrow into it aims at
     * that unit; one into an empty province reaches nearer its spot), and which powers players take (a hold of any
     * other is drawn fine, beside its unit).
     */
    OrderPainter units(List<Point2D> spots, Function<Province, Location> standing, java.util.function.Predicate<String> players) {
        this.unitSpots = spots;
        this.standsAt = standing;
        this.occupied = p -> standing.apply(p) != null;
        this.player = players;
        return this;
    }

    /** A move or retreat arrow as drawn: its order, the line along its middle from tail to tip, and its fill. */
    record Arrow(Order order, List<Point2D> line, Color fill) {}

    /** Every move and retreat arrow drawn, in order. */
    List<Arrow> arrows() { return arrows; }

    /** Notes an arrow along {@code pts}, moved in by {@code start} at its tail and by {@code end} at its tip. */
    private void noteArrow(Order o, List<Point2D> pts, double start, double end, Color fill) {
        List<Point2D> line = new ArrayList<>(pts);
        int n = line.size();
        line.set(0, along(pts.get(0), pts.get(1), 0, start));
        line.set(n - 1, along(pts.get(n - 2), pts.get(n - 1), 1, end));
        arrows.add(new Arrow(o, line, fill));
    }

    /** Every failure cross drawn, once {@link #paintMarks} has run: x, y and its disc's radius. */
    List<double[]> crosses() { return crosses; }

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
    private static Point2D middle(List<Point2D> pts) { return CrossSpots.at(pts, 0.5); }

    /**
     * The points a move's arrow passes through: by its convoy's fleets, else as {@link #way}; a straight arrow too short
     * to read bowed ({@link #bowed}), and two moves head to head each moved to its left, so that neither hides the other.
     */
    private List<Point2D> drawnWay(Order.Move m) {
        List<Point2D> byFleets = convoyed(m);
        if (byFleets != null) return byFleets;
        List<Point2D> way = way(m);
        if (way.size() == 2) {
            List<Point2D> bow = bowed(way.get(0), way.get(1), occupied.test(m.to().province()), succeeded(m));
            if (bow != null) {
                bent.add(m);
                return bow;
            }
        }
        Order.Move back = moves.get(m.to().province());
        boolean headOn = back != null && back.unit().province() == m.to().province() && back.to().province() == m.unit().province();
        return headOn ? leftBy(way, 0.55 * r) : way;
    }

    /** The length of arrow, in glyph radii, a move needs past its unit's glyph: a head and a shaft, and room for a cross if it failed. */
    private static final double READS = 1.7, CROSS = 1.15;

    /**
     * A move between near spots drawn as two legs bowed to its left, long enough to read past both units' glyphs (Europe
     * 1615's A lor-cha into a unit in Champagne showed 4 px of arrow at 480 before); null when the straight line reads.
     * Into an empty province a straight arrow may reach past the spot instead ({@link #endInset}), unless it failed.
     */
    private List<Point2D> bowed(Point2D a, Point2D b, boolean intoUnit, boolean ok) {
        double d = a.distance(b), need = (READS + (ok ? 0 : CROSS)) * r, end = intoUnit ? 1.1 * r : 0.35 * r;
        if (d - 0.95 * r - end >= need || !intoUnit && ok) return null;
        double total = Math.max(0.95 * r + need + end, 2 * (end + 1.25 * r));
        double h = Math.sqrt(Math.max(0, total * total / 4 - d * d / 4));
        double ux = (b.getX() - a.getX()) / Math.max(1e-9, d), uy = (b.getY() - a.getY()) / Math.max(1e-9, d);
        Point2D apex = new Point2D.Double((a.getX() + b.getX()) / 2 + uy * h, (a.getY() + b.getY()) / 2 - ux * h);
        return List.of(a, apex, b);
    }

    /** A way moved sideways to its left by {@code by}, each point along the normal of its segments. */
    private static List<Point2D> leftBy(List<Point2D> way, double by) {
        List<Point2D> out = new ArrayList<>();
        for (int i = 0; i < way.size(); i++) {
            Point2D p = way.get(Math.max(0, i - 1)), q = way.get(Math.min(way.size() - 1, i + 1));
            double len = Math.max(1e-9, p.distance(q)), ux = (q.getX() - p.getX()) / len, uy = (q.getY() - p.getY()) / len;
            out.add(new Point2D.Double(way.get(i).getX() + uy * by, way.get(i).getY() - ux * by));
        }
        return out;
    }

    /**
     * Lines and arrows, drawn under the units: supports and convoys first, so that no support's line or dot covers the
     * arrow it meets (Europe 1615's A fla-dut showed 14 px at 480 under France's support and its dot).
     */
    void paint(List<Order> orders) {
        List<Order> lines = new ArrayList<>(), rest = new ArrayList<>();
        for (Order o : orders) (o instanceof Order.SupportMove || o instanceof Order.SupportHold || o instanceof Order.Convoy ? lines : rest).add(o);
        lines.addAll(rest);
        for (Order o : lines) {
            if (o.province() == null) continue;
            scene.begin("order-" + o.text().replace(' ', '_'));
            boolean ok = succeeded(o);
            if (o instanceof Order.Move m) move(m, ok);
            else if (o instanceof Order.SupportMove s) supportMove(s, ok);
            else if (o instanceof Order.SupportHold s) supportHold(s, ok);
            else if (o instanceof Order.Convoy c) convoy(c, ok);
            else if (o instanceof Order.Hold h) hold(h.unit());
            else if (o instanceof Order.Retreat rt) retreat(rt, ok);
            else if (o instanceof Order.Disband d) crossAt(displaced.apply(d.unit().location()), 0.8 * r);
            else if (o instanceof Order.Build b) build(b, ok);
            else if (o instanceof Order.Remove rm) remove(rm, ok);
            // a variant's own order for a unit that stays (a conversion, a minor's marriage): marked as its hold
            else if (o instanceof Order.Special x && x.unit() != null && standing.test(x.unit())) {
                hold(x.unit());
            }
            scene.end();
        }
    }

    /** Crosses and badges, drawn over the units. */
    void paintMarks() {
        if (marks.isEmpty() && lineCrosses.isEmpty()) return;
        scene.begin("order-marks");
        marks.forEach(Runnable::run);
        CrossSpots spots = new CrossSpots(unitSpots, r, crosses, heads);
        for (int i = 0; i < lineCrosses.size(); i++) {
            double size = lineCrossSizes.get(i);
            Point2D at = spots.place(lineCrosses.get(i), 1.25 * size);
            Glyphs.cross(g, at, size);
        }
        scene.end();
    }

    /** A failure cross on a line, at the spot {@link CrossSpots} finds on it clear of units and other crosses. */
    private void crossOn(List<Point2D> line, double size) {
        lineCrosses.add(line);
        lineCrossSizes.add(size);
    }

    /** Keeps crosses off an arrow's head, which ends {@code inset} short of the way's last point. */
    private void head(List<Point2D> way, double inset) {
        Point2D last = way.get(way.size() - 2), tip = along(last, way.get(way.size() - 1), 1, inset);
        Point2D mid = along(last, tip, 1, 0.45 * r);
        heads.add(new double[] {mid.getX(), mid.getY(), 0.5 * r});
    }

    /** A failure cross at a fixed spot: on a unit removed, disbanded or not built. */
    private void crossAt(Point2D at, double size) {
        crosses.add(new double[] {at.getX(), at.getY(), 1.25 * size});
        marks.add(() -> Glyphs.cross(g, at, size));
    }

    /**
     * A hold: the octagon round a player's unit; round the unit of a power no player takes (a minor, the wildlings),
     * whose hold is what it does unless a player pays for more, a fine ring hugging the unit, so that the Dragon's 28
     * minors' holds leave the players' orders room.
     */
    private void hold(Unit u) {
        if (player.test(u.power())) Glyphs.hold(g, at(u), r, colour.apply(u.power()));
        else Glyphs.ring(g, at(u), MINOR_HOLD * r, Glyphs.DARK, 0.1 * r, false);
    }

    /** The radius of a minor's hold ring, in glyph radii: just outside the unit's own glyph. */
    static final double MINOR_HOLD = 1.08;

    /**
     * How far an arrow's head stops short of its target's spot: clear of a unit standing there, else near the spot, so
     * that a move between near spots (Europe 1615's A lor-cha, 20 px long before) still reads.
     */
    private double endInset(Location from, Location to) {
        if (occupied.test(to.province())) return 1.1 * r;
        // into an empty province the head may reach past the spot, so the arrow is at least 1.6 glyph radii long
        return Math.min(0.35 * r, where.apply(from).distance(target(to)) - 0.95 * r - 1.6 * r);
    }

    /**
     * An army's move by the fleets convoying it: its arrow goes from fleet to fleet along the route, nearest first,
     * rather than straight across land and sea; null when no fleet of this phase's orders convoys it there.
     */
    private List<Point2D> convoyed(Order.Move m) {
        if (m.unit().kind().isNaval() || !m.road().isEmpty() || m.then() != null) return null;
        List<Point2D> fleets = new ArrayList<>();
        for (Order.Convoy c : convoys) {
            if (c.convoyed().equals(m.unit()) && c.to() == m.to().province()) fleets.add(at(c.unit()));
        }
        if (fleets.isEmpty()) return null;
        return ConvoyWays.through(at(m.unit()), fleets, target(m.to()));
    }

    private boolean succeeded(Order o) {
        Outcome out = outcomes.get(o);
        return out == null || out.succeeded();
    }

    private Point2D at(Unit u) { return where.apply(u.location()); }

    /**
     * Where an arrow into a location aims: the unit standing in its province, wherever it stands (the Dragon's A ros-lub
     * ran under the fleet on Lübeck's east coast to the province's own spot, 7 px of it showing at 480), else the spot.
     */
    private Point2D target(Location to) {
        Location there = standsAt.apply(to.province());
        return where.apply(there != null ? there : to);
    }

    private void move(Order.Move m, boolean ok) {
        if (!m.road().isEmpty() || m.then() != null) {
            legs(m, ok);
            return;
        }
        List<Point2D> way = drawnWay(m);
        Color c = colour.apply(m.unit().power());
        double end = !bent.contains(m) ? endInset(m.unit().location(), m.to()) : occupied.test(m.to().province()) ? 1.1 * r : 0.35 * r;
        Shape arrow = way.size() == 2 ? arrow(way.get(0), way.get(1), 0.95 * r, end, r) : path(way, 0.95 * r, end);
        head(way, end);
        noteArrow(m, way, 0.95 * r, end, ok ? c : Palette.mix(c, Color.WHITE, 0.55));
        if (ok) {
            fillOutlined(arrow, c, Glyphs.DARK, 0.1 * r, false);
        } else {
            // pale and dashed-edged, but with its head at the target: a failed move, not a support's headless line
            fillOutlined(arrow, Palette.mix(c, Color.WHITE, 0.55), Glyphs.DARK, 0.1 * r, true);
            crossOn(way, 0.45 * r);
        }
    }

    /** A road move along its path, and a second move as a second, paler leg from where the first ends. */
    private void legs(Order.Move m, boolean ok) {
        Color c = colour.apply(m.unit().power());
        List<Point2D> first = new ArrayList<>(List.of(at(m.unit())));
        for (Province p : m.road()) first.add(where.apply(p.main()));
        first.add(target(m.to()));
        double end = endInset(m.road().isEmpty() ? m.unit().location() : m.road().get(m.road().size() - 1).main(), m.to());
        fillOutlined(path(first, 0.95 * r, end), ok ? c : Palette.mix(c, Color.WHITE, 0.55), Glyphs.DARK, 0.1 * r, !ok);
        head(first, end);
        noteArrow(m, first, 0.95 * r, end, ok ? c : Palette.mix(c, Color.WHITE, 0.55));
        if (!ok) crossOn(first.subList(0, 2), 0.45 * r);
        if (m.then() == null) return;
        List<Point2D> second = new ArrayList<>(List.of(target(m.to())));
        for (Province p : m.then().road()) second.add(where.apply(p.main()));
        second.add(target(m.then().to()));
        fillOutlined(path(second, 0.9 * r, endInset(m.to(), m.then().to())), Palette.mix(c, Color.WHITE, ok ? 0.3 : 0.6), Glyphs.DARK, 0.1 * r, true);
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
        Point2D mid = drawn && m.road().isEmpty() && m.then() == null ? middle(drawnWay(m))
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
        Order.Move carried = moves.get(cv.convoyed().province());
        if (carried != null && carried.unit().equals(cv.convoyed()) && carried.to().province() == cv.to()) {
            // the army's arrow passes through this fleet: a dotted ring round it marks the convoy
            Color c = colour.apply(cv.unit().power());
            float w = (float) (0.22 * r);
            g.setStroke(new BasicStroke(w * 1.7f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f, new float[] {0.01f, w * 2.4f}, 0f));
            g.setColor(Glyphs.DARK);
            g.draw(new java.awt.geom.Ellipse2D.Double(from.getX() - 1.4 * r, from.getY() - 1.4 * r, 2.8 * r, 2.8 * r));
            g.setStroke(new BasicStroke(w, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f, new float[] {0.01f, w * 2.4f}, 0f));
            g.setColor(ok ? c : Palette.mix(c, Color.WHITE, 0.35));
            g.draw(new java.awt.geom.Ellipse2D.Double(from.getX() - 1.4 * r, from.getY() - 1.4 * r, 2.8 * r, 2.8 * r));
            if (!ok) crossOn(List.of(from, target(carried.to())), 0.4 * r);
            return;
        }
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
        noteArrow(rt, List.of(a, b), 0.8 * r, 1.1 * r, ok ? c : Palette.mix(c, Color.WHITE, 0.35));
        fillOutlined(arrow, ok ? c : Palette.mix(c, Color.WHITE, 0.35), Glyphs.FAIL, 0.16 * r, true);
        if (!ok) crossOn(List.of(a, b), 0.45 * r);
    }

    private void build(Order.Build b, boolean ok) {
        Point2D p = target(b.at());
        Color c = colour.apply(b.power());
        Glyphs.unit(g, b.kind(), glyph.apply(b.kind()), p, r, c, 0.55f);
        Glyphs.ring(g, p, 1.45 * r, new Color(0x1a9641), 0.22 * r, true);
        marks.add(() -> Glyphs.plus(g, new Point2D.Double(p.getX() + 1.0 * r, p.getY() - 1.0 * r), 0.5 * r));
        if (!ok) crossAt(p, 0.7 * r);
    }

    private void remove(Order.Remove rm, boolean ok) {
        Point2D p = at(rm.unit());
        Glyphs.unit(g, rm.unit().kind(), glyph.apply(rm.unit().kind()), p, r, colour.apply(rm.unit().power()), 0.45f);
        crossAt(p, ok ? 0.8 * r : 0.5 * r);
    }

    private void failMark(Point2D from, Point2D to) { crossOn(List.of(from, to), 0.4 * r); }

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

    /** A point on a-b: at its start moved in by {@code inset}, or (end = 1) at its end moved back by it (on past it if negative). */
    static Point2D along(Point2D a, Point2D b, int end, double inset) {
        double dx = b.getX() - a.getX(), dy = b.getY() - a.getY(), len = Math.max(1e-9, Math.hypot(dx, dy));
        double t = end == 0 ? inset / len : 1 - inset / len;
        t = Math.max(0, inset < 0 ? t : Math.min(1, t)); // a negative inset reaches past the end
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
