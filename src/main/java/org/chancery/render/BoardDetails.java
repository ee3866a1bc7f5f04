package org.chancery.render;

import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.chancery.engine.Board;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.locationtech.jts.algorithm.construct.MaximumInscribedCircle;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.geom.LineString;
import org.locationtech.jts.operation.linemerge.LineMerger;
import org.locationtech.jts.operation.union.UnaryUnionOp;

/**
 * What the painter needs beyond the province shapes, on the same plane: the glyph size that suits the board's
 * province sizes, the roomiest spot of each province for its name, the board's features as lines and areas,
 * and the separations between seas that touch but do not border (canals and straits).
 */
final class BoardDetails {
    private static final GeometryFactory GF = new GeometryFactory();
    /** A unit glyph's radius as a share of a typical province's width. */
    static final double UNIT_SHARE = 0.19;

    /** A drawn board feature: its kind and name, its line on the plane, and for an arrow its two ends. */
    record Drawn(String kind, String name, Geometry line, Point2D from, Point2D to) {}

    final double unit;
    final Map<Province, Point2D> roomiest = new HashMap<>();
    final List<Drawn> features = new ArrayList<>();
    final Geometry impassable;
    final List<Geometry> separations = new ArrayList<>();
    /** Where centre markers and the marks beside them stand. */
    final MarkSpots spots;
    private final BoardShapes shapes;
    private final double touch;

    BoardDetails(BoardShapes shapes) {
        this.shapes = shapes;
        this.touch = AdjacencyCheck.TOUCH * shapes.plane().getWidth();
        Board board = shapes.variant().board();
        double[] sizes = board.provinces().stream().filter(p -> p.kind() != ProvinceKind.SEA)
                .mapToDouble(p -> Math.sqrt(shapes.shape(p).getArea())).sorted().toArray();
        double typical = sizes.length == 0 ? shapes.plane().getWidth() / 10 : sizes[sizes.length / 2];
        this.unit = UNIT_SHARE * typical;
        this.spots = new MarkSpots(shapes, unit);
        for (Province p : board.provinces()) roomiest.put(p, roomiest(shapes.shape(p)));
        Projection proj = new Projection(shapes.geometry());
        List<Geometry> hatched = new ArrayList<>();
        for (MapGeometry.Feature f : shapes.geometry().features()) {
            if (f.kind().equals("impassable")) {
                for (double[] pt : f.points()) hatched.add(partAt(proj.x(pt[0], pt[1]), proj.y(pt[0], pt[1])));
            } else {
                features.add(drawn(f, proj));
            }
        }
        this.impassable = UnaryUnionOp.union(hatched.stream().filter(g -> g != null).toList(), GF);
        List<Province> seas = board.provinces().stream().filter(p -> p.kind() == ProvinceKind.SEA).toList();
        for (int i = 0; i < seas.size(); i++) {
            for (int j = i + 1; j < seas.size(); j++) {
                Province a = seas.get(i), b = seas.get(j);
                if (board.fleetAdjacent(a, b)) continue;
                Geometry line = border(a, b);
                if (line.getLength() > touch) separations.add(line);
            }
        }
    }

    /** Details read back as they were made ({@link StoredDetails}): nothing is worked out again. */
    BoardDetails(BoardShapes shapes, double unit, Map<Province, Point2D> roomiest, List<Drawn> features, Geometry impassable,
                 List<Geometry> separations) {
        this.shapes = shapes;
        this.touch = AdjacencyCheck.TOUCH * shapes.plane().getWidth();
        this.unit = unit;
        this.spots = new MarkSpots(shapes, unit);
        this.roomiest.putAll(roomiest);
        this.features.addAll(features);
        this.impassable = impassable;
        this.separations.addAll(separations);
    }

    /** The border two provinces share, as lines (empty when they do not touch). */
    Geometry border(Province a, Province b) {
        Geometry sa = shapes.shape(a), sb = shapes.shape(b);
        // the boxes' distance is never more than the shapes', and far cheaper: most pairs are ruled out by it
        if (sa.isEmpty() || sb.isEmpty() || sa.getEnvelopeInternal().distance(sb.getEnvelopeInternal()) > touch
                || sa.distance(sb) > touch) {
            return GF.createLineString();
        }
        Geometry shared = sa.getBoundary().intersection(sb.buffer(touch));
        LineMerger merger = new LineMerger();
        merger.add(shared);
        @SuppressWarnings("unchecked")
        List<LineString> lines = new ArrayList<>(merger.getMergedLineStrings());
        return GF.buildGeometry(lines);
    }

    private Drawn drawn(MapGeometry.Feature f, Projection proj) {
        Board board = shapes.variant().board();
        List<Geometry> parts = new ArrayList<>();
        if (!f.points().isEmpty() && !f.kind().equals("point")) {
            Coordinate[] cs = f.points().stream().map(p -> new Coordinate(proj.x(p[0], p[1]), proj.y(p[0], p[1])))
                    .toArray(Coordinate[]::new);
            if (cs.length >= 2) parts.add(GF.createLineString(cs));
        }
        Point2D from = null, to = null;
        for (List<String> pair : f.along()) {
            Province a = board.find(pair.get(0)).orElseThrow(), b = board.find(pair.get(1)).orElseThrow();
            if (f.kind().equals("arrow")) {
                from = shapes.fileUnitPoint(a.main());
                to = shapes.fileUnitPoint(b.main());
            } else {
                parts.add(border(a, b));
            }
        }
        if (f.kind().equals("arrow") && f.points().size() >= 2) {
            double[] a = f.points().get(0), b = f.points().get(f.points().size() - 1);
            from = new Point2D.Double(proj.x(a[0], a[1]), proj.y(a[0], a[1]));
            to = new Point2D.Double(proj.x(b[0], b[1]), proj.y(b[0], b[1]));
        }
        if (f.kind().equals("point") && !f.points().isEmpty()) {
            double[] a = f.points().get(0);
            from = new Point2D.Double(proj.x(a[0], a[1]), proj.y(a[0], a[1]));
        } else if (f.kind().equals("point")) {
            from = meeting(f.along());
        }
        return new Drawn(f.kind(), f.name(), UnaryUnionOp.union(parts, GF), from, to);
    }

    /** Where all the provinces named in the pairs come together. */
    private Point2D meeting(List<List<String>> pairs) {
        Geometry common = null;
        for (List<String> pair : pairs) {
            for (String id : pair) {
                Geometry g = shapes.shape(shapes.variant().board().find(id).orElseThrow()).buffer(2 * touch);
                common = common == null ? g : common.intersection(g);
            }
        }
        if (common == null || common.isEmpty()) return null;
        Coordinate c = common.getCentroid().getCoordinate();
        return new Point2D.Double(c.x, c.y);
    }

    /** The unowned land or water holding a point, for an impassable place. */
    private Geometry partAt(double x, double y) {
        var pt = GF.createPoint(new Coordinate(x, y));
        for (Geometry all : Arrays.asList(shapes.neutralLand(), shapes.neutralWater())) {
            if (all == null) continue;
            for (int i = 0; i < all.getNumGeometries(); i++) {
                if (all.getGeometryN(i).covers(pt)) return all.getGeometryN(i);
            }
        }
        return null;
    }

    /** The centre of the largest circle inside the largest part of a shape. */
    private static Point2D roomiest(Geometry shape) {
        if (shape == null || shape.isEmpty()) return null;
        Geometry best = shape.getGeometryN(0);
        for (int i = 1; i < shape.getNumGeometries(); i++) {
            if (shape.getGeometryN(i).getArea() > best.getArea()) best = shape.getGeometryN(i);
        }
        double tol = Math.max(1e-6, Math.sqrt(best.getArea()) / 60);
        Coordinate c = new MaximumInscribedCircle(best, tol).getCenter().getCoordinate();
        return new Point2D.Double(c.x, c.y);
    }
}
