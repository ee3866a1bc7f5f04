package org.chancery.render;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;
import org.chancery.engine.Location;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.geom.prep.PreparedGeometry;
import org.locationtech.jts.geom.prep.PreparedGeometryFactory;
import org.locationtech.jts.linearref.LengthIndexedLine;
import org.locationtech.jts.operation.distance.DistanceOp;
import org.locationtech.jts.operation.distance.IndexedFacetDistance;
import org.locationtech.jts.operation.union.UnaryUnionOp;

/**
 * The way a fleet's arrow goes, on the plane: straight from its spot to its target's when that line stays in
 * water (the seas, and the two ends' own provinces), else bent through the point of the two provinces' shared
 * border (a coast, or the line between two seas) that keeps it wettest and shortest. One rule for every board;
 * routes are worked out once per pair of locations.
 */
final class FleetRoutes {
    private static final GeometryFactory GF = new GeometryFactory();
    private static final Map<BoardShapes, FleetRoutes> CACHE = new WeakHashMap<>();
    /** Points tried along a shared border. */
    private static final int TRIES = 24;
    /** Cells across the larger side of the grid a route is searched on. */
    private static final int GRID = 180;
    /** At most this many cells across, however fine a glyph's tenth would make them. */
    private static final int MAX_GRID = 900;
    /** What a point on a third province's land costs a route, against 1 for one on its own province's far side. */
    private static final int FOREIGN = 1000;
    /** How much further than the sea an arrow may cross an end's own land, in glyph radii. */
    static final double SPUR = 0.3;

    private final BoardShapes shapes;
    private final PreparedGeometry water;
    private final Geometry waterShape;
    /** The seas one by one (and water no province holds), for drawing the part of them a search sees. */
    private final List<Geometry> seas;
    private final IndexedFacetDistance nearWater;
    private final Map<Province, IndexedFacetDistance> edges = new ConcurrentHashMap<>();
    /** How far past water a point may lie (a shaft's half width), and the spacing of the points checked. */
    final double tolerance;
    private final double step;
    private final Map<List<Location>, List<Point2D>> routes = new ConcurrentHashMap<>();
    private final Map<Province, PreparedGeometry> own = new ConcurrentHashMap<>();
    private final Map<Location, Double> reach = new ConcurrentHashMap<>();

    private FleetRoutes(BoardShapes shapes) {
        this.shapes = shapes;
        List<Geometry> seas = new ArrayList<>();
        for (Province p : shapes.variant().board().provinces()) {
            if (p.kind() == ProvinceKind.SEA && !shapes.shape(p).isEmpty()) seas.add(shapes.shape(p));
        }
        if (shapes.neutralWater() != null && !shapes.neutralWater().isEmpty()) seas.add(shapes.neutralWater());
        this.seas = List.copyOf(seas);
        this.waterShape = seas.isEmpty() ? GF.createPolygon() : UnaryUnionOp.union(seas, GF);
        this.water = PreparedGeometryFactory.prepare(waterShape);
        this.nearWater = new IndexedFacetDistance(waterShape);
        double unit = shapes.details().unit;
        this.tolerance = 0.15 * unit;
        this.step = 0.12 * unit;
    }

    static FleetRoutes of(BoardShapes shapes) {
        synchronized (CACHE) {
            return CACHE.computeIfAbsent(shapes, FleetRoutes::new);
        }
    }

    /** The points of a fleet's arrow from {@code from} to {@code to}, ends included: two when it goes straight. */
    List<Point2D> route(Location from, Location to) {
        return routes.computeIfAbsent(List.of(from, to), k -> find(from, to));
    }

    private List<Point2D> find(Location from, Location to) {
        Point2D a = shapes.unitPoint(from), b = shapes.unitPoint(to);
        Location pa = from, pb = to;
        List<Point2D> straight = List.of(a, b);
        int dry = dry(straight, pa, pb);
        if (dry == 0) return straight;
        List<Point2D> best = straight;
        for (int way = 0; way < 3 && dry > 0; way++) {
            List<Point2D> route = way == 0 ? bent(a, b, pa, pb) : searched(a, b, pa, pb, way == 1);
            if (route == null) continue;
            int d = dry(route, pa, pb);
            if (d < dry || d == dry && length(route) < length(best)) {
                best = route;
                dry = d;
            }
        }
        return best;
    }

    private static double length(List<Point2D> route) {
        double n = 0;
        for (int i = 0; i + 1 < route.size(); i++) n += route.get(i).distance(route.get(i + 1));
        return n;
    }

    /** The route through one point of the shared border that is wettest, then shortest. */
    private List<Point2D> bent(Point2D a, Point2D b, Location pa, Location pb) {
        List<Point2D> best = null;
        int bestDry = Integer.MAX_VALUE;
        double bestLength = 0;
        for (Point2D w : waypoints(pa.province(), pb.province())) {
            List<Point2D> route = List.of(a, w, b);
            int d = dry(route, pa, pb);
            double length = a.distance(w) + w.distance(b);
            if (d < bestDry || d == bestDry && length < bestLength) {
                best = route;
                bestDry = d;
                bestLength = length;
            }
        }
        return best;
    }

    /**
     * The shortest way by water on a grid over the two provinces and their surroundings, pulled taut: from each
     * point on to the farthest one it sees across water. Null when the grid finds no way.
     */
    private List<Point2D> searched(Point2D a, Point2D b, Location pa, Location pb, boolean near) {
        Envelope env = new Envelope(shapes.shape(pa.province()).getEnvelopeInternal());
        env.expandToInclude(shapes.shape(pb.province()).getEnvelopeInternal());
        env.expandBy(0.6 * Math.max(env.getWidth(), env.getHeight()));
        double side = Math.max(env.getWidth(), env.getHeight());
        double cell = Math.max(side / MAX_GRID, Math.min(side / GRID, 0.12 * shapes.details().unit));
        int w = (int) Math.ceil(env.getWidth() / cell) + 1, h = (int) Math.ceil(env.getHeight() / cell) + 1;
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
        g.scale(1 / cell, 1 / cell);
        g.translate(-env.getMinX(), -env.getMinY());
        g.setColor(Color.WHITE);
        // the seas in view, filled and edged a cell wide, so that a strait narrower than a cell still joins
        g.setStroke(new java.awt.BasicStroke((float) cell));
        for (Geometry sea : seas) {
            if (!sea.getEnvelopeInternal().intersects(env)) continue;
            java.awt.geom.Path2D path = shapes.path(sea);
            g.fill(path);
            g.draw(path);
        }
        for (Location end : List.of(pa, pb)) {
            Point2D p = shapes.unitPoint(end);
            double r = ownGround(end);
            java.awt.Shape clip = g.getClip();
            if (near) g.clip(new java.awt.geom.Ellipse2D.Double(p.getX() - r, p.getY() - r, 2 * r, 2 * r));
            for (Province own : grounds(end.province())) g.fill(shapes.path(own));
            g.setClip(clip);
        }
        g.dispose();
        boolean[] wet = new boolean[w * h];
        byte[] px = ((DataBufferByte) img.getRaster().getDataBuffer()).getData();
        for (int i = 0; i < wet.length; i++) wet[i] = px[i] != 0;
        int start = index(a, env, cell, w, h), goal = index(b, env, cell, w, h);
        wet[start] = wet[goal] = true;
        int[] prev = shortest(wet, w, h, start, goal);
        if (prev == null) return null;
        List<Integer> cells = new ArrayList<>();
        for (int c = goal; c != start; c = prev[c]) cells.add(0, c);
        cells.add(0, start);
        List<Point2D> out = new ArrayList<>(List.of(a));
        int at = 0;
        while (at < cells.size() - 1) {
            Point2D from = at == 0 ? a : centre(cells.get(at), env, cell, w);
            // the farthest point seen with a little sea between the arrow and the shore, else the farthest seen at all
            int next = cells.size() - 1;
            while (next > at + 1 && !(sees(wet, w, from, pointOf(cells, next, b, env, cell, w), env, cell)
                    && clear(from, pointOf(cells, next, b, env, cell, w), pa, pb))) next--;
            if (next == at + 1) {
                next = cells.size() - 1;
                while (next > at + 1 && !(sees(wet, w, from, pointOf(cells, next, b, env, cell, w), env, cell)
                        && dry(List.of(from, pointOf(cells, next, b, env, cell, w)), pa, pb) < (near ? 1 : FOREIGN))) next--;
            }
            at = next;
            out.add(pointOf(cells, at, b, env, cell, w));
        }
        return out;
    }

    private static Point2D pointOf(List<Integer> cells, int i, Point2D end, Envelope env, double cell, int w) {
        return i == cells.size() - 1 ? end : centre(cells.get(i), env, cell, w);
    }

    private static int index(Point2D p, Envelope env, double cell, int w, int h) {
        int x = Math.max(0, Math.min(w - 1, (int) ((p.getX() - env.getMinX()) / cell)));
        int y = Math.max(0, Math.min(h - 1, (int) ((p.getY() - env.getMinY()) / cell)));
        return y * w + x;
    }

    private static Point2D centre(int i, Envelope env, double cell, int w) {
        return new Point2D.Double(env.getMinX() + (i % w + 0.5) * cell, env.getMinY() + (i / w + 0.5) * cell);
    }

    /** Whether the straight line between two points crosses only wet cells. */
    private static boolean sees(boolean[] wet, int w, Point2D p, Point2D q, Envelope env, double cell) {
        int h = wet.length / w;
        int steps = Math.max(1, (int) Math.ceil(2 * p.distance(q) / cell));
        for (int k = 0; k <= steps; k++) {
            double t = (double) k / steps;
            Point2D at = new Point2D.Double(p.getX() + (q.getX() - p.getX()) * t, p.getY() + (q.getY() - p.getY()) * t);
            if (!wet[index(at, env, cell, w, h)]) return false;
        }
        return true;
    }

    /** Dijkstra over the wet cells, eight ways; each cell's predecessor, or null when the goal is not reached. */
    private static int[] shortest(boolean[] wet, int w, int h, int start, int goal) {
        double[] dist = new double[wet.length];
        java.util.Arrays.fill(dist, Double.MAX_VALUE);
        int[] prev = new int[wet.length];
        dist[start] = 0;
        java.util.PriorityQueue<double[]> queue = new java.util.PriorityQueue<>((x, y) -> Double.compare(x[0], y[0]));
        queue.add(new double[] {0, start});
        while (!queue.isEmpty()) {
            double[] top = queue.poll();
            int c = (int) top[1];
            if (top[0] > dist[c]) continue;
            if (c == goal) return prev;
            int cx = c % w, cy = c / w;
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    int nx = cx + dx, ny = cy + dy;
                    if ((dx == 0 && dy == 0) || nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
                    int n = ny * w + nx;
                    if (!wet[n]) continue;
                    double d = dist[c] + (dx != 0 && dy != 0 ? 1.4142 : 1);
                    if (d < dist[n]) {
                        dist[n] = d;
                        prev[n] = c;
                        queue.add(new double[] {d, n});
                    }
                }
            }
        }
        return null;
    }

    /** Points along the border the two provinces share, or the middle of the gap between them. */
    private List<Point2D> waypoints(Province a, Province b) {
        List<Point2D> out = new ArrayList<>();
        Geometry border = shapes.details().border(a, b);
        for (int i = 0; i < border.getNumGeometries(); i++) {
            Geometry line = border.getGeometryN(i);
            if (line.isEmpty()) continue;
            LengthIndexedLine indexed = new LengthIndexedLine(line);
            double length = line.getLength();
            for (int k = 0; k <= TRIES; k++) {
                Coordinate c = indexed.extractPoint(length * k / TRIES);
                out.add(new Point2D.Double(c.x, c.y));
            }
        }
        if (out.isEmpty()) {
            Coordinate[] near = DistanceOp.nearestPoints(shapes.shape(a), shapes.shape(b));
            out.add(new Point2D.Double((near[0].x + near[1].x) / 2, (near[0].y + near[1].y) / 2));
        }
        return out;
    }

    /**
     * How dry a route is, by the points checked along it: none at sea or on the ends' own ground near their spots
     * (as near as the nearest water, and a glyph's width more), 1 for a point on an end's province further off,
     * {@link #FOREIGN} for one on any other land.
     */
    int dry(List<Point2D> route, Location a, Location b) {
        int n = 0;
        for (int i = 0; i + 1 < route.size(); i++) {
            Point2D p = route.get(i), q = route.get(i + 1);
            int steps = Math.max(1, (int) Math.ceil(p.distance(q) / step));
            for (int k = 0; k <= steps; k++) {
                double t = (double) k / steps;
                n += dryness(new Point2D.Double(p.getX() + (q.getX() - p.getX()) * t, p.getY() + (q.getY() - p.getY()) * t), a, b);
            }
        }
        return n;
    }

    /**
     * Whether a line stays at sea with a third of a glyph's room from the shore, but on the ends' own ground near
     * their spots, which it must cross to reach them.
     */
    private boolean clear(Point2D p, Point2D q, Location a, Location b) {
        double room = 0.33 * shapes.details().unit;
        int steps = Math.max(1, (int) Math.ceil(p.distance(q) / step));
        for (int k = 0; k <= steps; k++) {
            double t = (double) k / steps;
            Point2D at = new Point2D.Double(p.getX() + (q.getX() - p.getX()) * t, p.getY() + (q.getY() - p.getY()) * t);
            Geometry pt = GF.createPoint(new Coordinate(at.getX(), at.getY()));
            boolean home = at.distance(shapes.unitPoint(a)) <= ownGround(a) + room && own(pt, a)
                    || at.distance(shapes.unitPoint(b)) <= ownGround(b) + room && own(pt, b);
            if (home) continue;
            if (!water.covers(pt) || nearWater.isWithinDistance(pt, room)) return false;
        }
        return true;
    }

    /** A point's cost: none at sea or near an end's spot on its own ground, 1 further on it, {@link #FOREIGN} on another's. */
    private int dryness(Point2D at, Location a, Location b) {
        Geometry pt = GF.createPoint(new Coordinate(at.getX(), at.getY()));
        if (water.covers(pt)) return 0;
        boolean inA = own(pt, a), inB = own(pt, b);
        if (inA && at.distance(shapes.unitPoint(a)) <= ownGround(a) || inB && at.distance(shapes.unitPoint(b)) <= ownGround(b)) return 0;
        if (nearWater.isWithinDistance(pt, tolerance)) return 0;
        return inA || inB ? 1 : FOREIGN;
    }

    private boolean own(Geometry pt, Location end) {
        for (Province p : grounds(end.province())) {
            if (prepared(p).covers(pt) || edges.computeIfAbsent(p, k -> new IndexedFacetDistance(shapes.shape(k)))
                    .isWithinDistance(pt, tolerance)) return true;
        }
        return false;
    }

    /** A province's own ground: its shape, and for a space drawn inside another (the Red Keep) that one's too. */
    List<Province> grounds(Province p) {
        List<String> twins = AdjacencyCheck.twins(shapes);
        if (twins.size() == 2 && twins.get(1).equals(p.id())) {
            return List.of(p, shapes.variant().board().find(twins.get(0)).orElseThrow());
        }
        return List.of(p);
    }

    /**
     * How far from its unit's spot an arrow may cross its own province's land: to the nearest water, and {@link #SPUR}
     * glyph radii more, so that it meets the coast nearly square rather than cutting across a corner of land (classic's
     * F mao-por across Portugal's Galician corner).
     */
    private double ownGround(Location end) {
        return reach.computeIfAbsent(end, l -> {
            Geometry at = GF.createPoint(new Coordinate(shapes.unitPoint(l).getX(), shapes.unitPoint(l).getY()));
            return (water.covers(at) ? 0 : nearWater.distance(at)) + SPUR * shapes.details().unit;
        });
    }

    private PreparedGeometry prepared(Province p) {
        return own.computeIfAbsent(p, k -> PreparedGeometryFactory.prepare(shapes.shape(k)));
    }
}
