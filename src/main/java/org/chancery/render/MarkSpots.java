package org.chancery.render;

import java.awt.geom.Point2D;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.chancery.engine.Province;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.operation.distance.IndexedFacetDistance;

/**
 * Where a province's centre marker and the marks beside it (capitals, forts, crosses, tags) stand, on the plane:
 * the first of a few spots around the centre that keeps the whole mark inside the province's drawn shape, so no
 * mark reads as its neighbour's. A province too small for any spot gets the one deepest inside it.
 */
final class MarkSpots {
    /** How far a mark's middle keeps from its province's edge, in glyph radii: its half-width. */
    static final double MARGIN = 0.45;
    /** How far a unit's middle keeps from its province's edge, in glyph radii. */
    static final double UNIT = 0.3;
    /** How far a mark's middle keeps from a unit's middle in its province, in glyph radii: a unit's half-width and its own. */
    static final double CLEAR_OF_UNIT = 1.0 + MARGIN;
    /** How far outside its shape a point may be and still be nudged in, in glyph radii. */
    static final double REACH = 2;
    private static final GeometryFactory GF = new GeometryFactory();
    /** Directions tried, in order: left of the centre first (as marks were always drawn), then round it. */
    private static final double[][] AROUND = {{-1, 0}, {1, 0}, {0, 1}, {0, -1}, {-0.7, 0.7}, {0.7, 0.7}, {-0.7, -0.7}, {0.7, -0.7}};
    /** Where a centre with no spot of its own goes from the anchor, tried in order (the first is the old spot). */
    private static final double[][] FROM_ANCHOR = {{-1.35, -1.05}, {1.35, -1.05}, {-1.35, 1.05}, {1.35, 1.05},
            {0, -1.5}, {0, 1.5}, {-1.6, 0}, {1.6, 0}};

    private final BoardShapes shapes;
    private final double u;
    private final Map<Province, IndexedFacetDistance> edges = new ConcurrentHashMap<>();
    private final Map<Province, Double> rooms = new ConcurrentHashMap<>();
    private final Map<Province, Point2D> centres = new ConcurrentHashMap<>();
    private final Map<String, Point2D> marks = new ConcurrentHashMap<>();

    MarkSpots(BoardShapes shapes, double unit) {
        this.shapes = shapes;
        this.u = unit;
    }

    /** A province's centre marker's spot and room as worked out before (read from {@link StoredDetails}). */
    void known(Province p, Point2D centre, double room) {
        if (centre != null) centres.put(p, centre);
        if (!Double.isNaN(room)) rooms.put(p, room);
    }

    /** The marks' spots worked out so far, by province id and place ({@link StoredMarks}). */
    Map<String, Point2D> marks() { return Map.copyOf(marks); }

    /** Marks' spots worked out before (read from {@link StoredMarks}). */
    void knownMarks(Map<String, Point2D> known) { marks.putAll(known); }

    int markCount() { return marks.size(); }

    /** A province's room in glyph radii (see {@link #clearance}), worked out now if not known. */
    double rawRoom(Province p) {
        clearance(p, MARGIN);
        return rooms.get(p);
    }

    /** The centre marker: the file's spot, or the first spot beside the anchor that keeps it inside. */
    Point2D centre(Province p) {
        return centres.computeIfAbsent(p, k -> {
            Point2D file = shapes.centrePoint(k);
            if (file != null) return nudge(k, file, MARGIN);
            return best(k, shapes.unitPoint(k.main()), FROM_ANCHOR, 1.0);
        });
    }

    /** The {@code i}th mark beside a province's centre marker (0 nearest). */
    Point2D mark(Province p, int i) {
        Point2D known = marks.get(p.id() + "#" + i);
        if (known != null) return known;
        // a spot clear of the province's units too, so no unit hides the mark (the Empire's Macedonia's flag lay
        // under its legion), and of the marks before it; failing that, one inside
        java.util.List<Point2D> before = new java.util.ArrayList<>();
        for (int j = 0; j < i; j++) before.add(mark(p, j));
        Point2D clear = first(p, centre(p), AROUND, 1.0 + 0.95 * i, before);
        Point2D at = clear != null ? clear : best(p, centre(p), AROUND, 1.0 + 0.95 * i);
        Point2D was = marks.putIfAbsent(p.id() + "#" + i, at);
        return was != null ? was : at;
    }

    /** How near a point lies to the nearest unit spot of its province, in glyph radii. */
    double fromUnits(Province p, Point2D at) {
        double near = Double.POSITIVE_INFINITY;
        java.util.List<org.chancery.engine.Location> all = new java.util.ArrayList<>(p.coasts());
        all.add(p.main());
        for (org.chancery.engine.Location l : all) {
            Point2D a = shapes.unitPoint(l);
            if (a != null) near = Math.min(near, a.distance(at) / u);
        }
        return near;
    }

    /**
     * The first spot in the given directions, nearer and further ones after, that keeps a mark inside, clear of the
     * province's units and of the marks placed before it; or null.
     */
    private Point2D first(Province p, Point2D from, double[][] ways, double reach, java.util.List<Point2D> before) {
        for (double near : new double[] {1, 1.3, 0.7, 1.6, 0.45}) {
            for (double[] w : ways) {
                Point2D at = new Point2D.Double(from.getX() + w[0] * reach * near * u, from.getY() + w[1] * reach * near * u);
                if (at.distance(from) >= 0.9 * u && depth(p, at) >= clearance(p, MARGIN) && fromUnits(p, at) >= CLEAR_OF_UNIT
                        && before.stream().allMatch(b -> b.distance(at) >= 2 * MARGIN * u)) return at;
            }
        }
        // a small province: the nearest spot on a grid round the centre that keeps all three; in one too small for a
        // unit and a mark side by side, the spot inside that keeps furthest from its units
        Point2D best = null, furthest = null;
        double most = 0;
        for (double dy = -4; dy <= 4; dy += 0.25) {
            for (double dx = -4; dx <= 4; dx += 0.25) {
                Point2D at = new Point2D.Double(from.getX() + dx * u, from.getY() + dy * u);
                if (best != null && at.distance(from) >= best.distance(from)) continue;
                if (at.distance(from) < 0.9 * u || depth(p, at) < clearance(p, MARGIN)
                        || !before.stream().allMatch(b -> b.distance(at) >= 2 * MARGIN * u)) continue;
                double clear = fromUnits(p, at);
                if (clear >= CLEAR_OF_UNIT) best = at;
                else if (clear > most) {
                    most = clear;
                    furthest = at;
                }
            }
        }
        return best != null ? best : furthest;
    }

    /** The radius of the largest circle inside a province's largest part, in glyph radii. */
    double room(Province p) { return clearance(p, Double.MAX_VALUE) / 0.8; }

    /** The clearance a mark can have in a province: the margin, or in one too small for it, most of the room there is. */
    double clearance(Province p, double margin) {
        double room = rooms.computeIfAbsent(p, k -> {
            Geometry shape = shapes.shape(k);
            if (shape.isEmpty()) return 0.0;
            Geometry big = shape.getGeometryN(0);
            for (int i = 1; i < shape.getNumGeometries(); i++) if (shape.getGeometryN(i).getArea() > big.getArea()) big = shape.getGeometryN(i);
            return new org.locationtech.jts.algorithm.construct.MaximumInscribedCircle(big, 0.01 * u).getRadiusLine().getLength() / u;
        });
        return Math.min(margin, 0.8 * room);
    }

    /** How deep a point lies inside a province's shape (negative: outside), in glyph radii. */
    double depth(Province p, Point2D at) {
        Geometry shape = shapes.shape(p);
        var pt = GF.createPoint(new Coordinate(at.getX(), at.getY()));
        double d = edges.computeIfAbsent(p, k -> new IndexedFacetDistance(shape.getBoundary())).distance(pt);
        return (shape.covers(pt) ? d : -d) / u;
    }

    /**
     * The first spot in the given directions that keeps a mark inside, trying nearer spots in a small province;
     * failing all, the one deepest inside.
     */
    private Point2D best(Province p, Point2D from, double[][] ways, double reach) {
        Point2D deepest = null;
        double most = Double.NEGATIVE_INFINITY;
        for (double near : new double[] {1, 0.7, 0.45, 0.2, 0}) {
            for (double[] w : ways) {
                Point2D at = new Point2D.Double(from.getX() + w[0] * reach * near * u, from.getY() + w[1] * reach * near * u);
                double d = depth(p, at);
                if (d >= clearance(p, MARGIN)) return at;
                if (d > most) {
                    most = d;
                    deepest = at;
                }
            }
        }
        return nudge(p, deepest, MARGIN);
    }

    /**
     * A point from the geometry file moved inside its province by the least that keeps {@code margin} glyph radii
     * clear of the edge, when it lies within {@link #REACH} glyph radii of the shape; a point further out is left where it
     * is, for the board's test to find.
     */
    Point2D nudge(Province p, Point2D at, double margin) {
        double want = clearance(p, margin), d = depth(p, at);
        if (d >= want || d < -REACH) return at;
        Geometry inner = shapes.shape(p).buffer(-want * 1.08 * u);
        if (inner.isEmpty()) return at;
        Coordinate c = org.locationtech.jts.operation.distance.DistanceOp
                .nearestPoints(inner, GF.createPoint(new Coordinate(at.getX(), at.getY())))[0];
        // a hair further in than the buffer's edge, which the distance to the shape's own edge may round under
        double dx = c.x - at.getX(), dy = c.y - at.getY(), len = Math.hypot(dx, dy);
        double extra = 0.02 * u / Math.max(len, 1e-12);
        return new Point2D.Double(c.x + dx * extra, c.y + dy * extra);
    }
}
