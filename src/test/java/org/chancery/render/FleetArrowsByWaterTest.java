package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.chancery.engine.Board;
import org.chancery.engine.Location;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.chancery.variant.Variant;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.geom.prep.PreparedGeometry;
import org.locationtech.jts.geom.prep.PreparedGeometryFactory;
import org.locationtech.jts.operation.union.UnaryUnionOp;

/**
 * A fleet's arrow goes by water, on every board: for every fleet move the board allows, points a tenth of a glyph
 * apart along the way drawn lie at sea (a sea province or water no province holds) or in the two ends' own
 * provinces, within a fifth of a glyph. Straight lines between the units' spots failed it: classic's F nwg-bar
 * crossed Norway, and F bre-pic Normandy's land in Paris.
 */
class FleetArrowsByWaterTest {
    private static final GeometryFactory GF = new GeometryFactory();

    @TestFactory
    List<DynamicTest> everyFleetMoveGoesByWater() {
        List<DynamicTest> out = new ArrayList<>();
        for (Variant v : Boards.all()) out.add(DynamicTest.dynamicTest(v.id(), () -> check(v)));
        return out;
    }

    /** A province's own ground: its shape, with the one it is drawn inside (the Red Keep in King's Landing). */
    private static Geometry ground(BoardShapes shapes, FleetRoutes routes, Province p) {
        return UnaryUnionOp.union(routes.grounds(p).stream().map(shapes::shape).toList(), GF);
    }

    /**
     * Whether drawn water joins two ends at all: they touch, or one body of water touches both. Where none does
     * (W3K's river ports, such as London and York, which the designer's board reaches by the Thames and the Ouse and
     * the coastline does not draw), no way by water exists to draw.
     */
    private static boolean joined(Geometry a, Geometry b, List<PreparedGeometry> water, double tolerance) {
        if (a.isWithinDistance(b, tolerance)) return true;
        Geometry na = a.buffer(tolerance), nb = b.buffer(tolerance);
        for (PreparedGeometry w : water) if (w.intersects(na) && w.intersects(nb)) return true;
        return false;
    }

    private static void check(Variant v) {
        BoardShapes shapes = BoardShapes.of(v);
        FleetRoutes routes = FleetRoutes.of(shapes);
        Board board = v.board();
        List<Geometry> seas = new ArrayList<>();
        for (Province p : board.provinces()) if (p.kind() == ProvinceKind.SEA) seas.add(shapes.shape(p));
        if (shapes.neutralWater() != null) seas.add(shapes.neutralWater());
        Geometry water = UnaryUnionOp.union(seas, GF);
        PreparedGeometry wet = PreparedGeometryFactory.prepare(water);
        double unit = shapes.details().unit, tolerance = 0.2 * unit;
        List<PreparedGeometry> parts = new ArrayList<>();
        for (int i = 0; i < water.getNumGeometries(); i++) parts.add(PreparedGeometryFactory.prepare(water.getGeometryN(i)));
        List<String> dry = new ArrayList<>(), noWater = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        int moves = 0;
        long t0 = System.nanoTime();
        for (Location from : board.locations()) for (Location to : board.fleetNeighbours(from)) routes.route(from, to);
        System.out.println(v.id() + " routes in " + (System.nanoTime() - t0) / 1_000_000 + " ms");
        for (Location from : board.locations()) {
            for (Location to : board.fleetNeighbours(from)) {
                if (!seen.add(from.id() + " " + to.id())) continue;
                moves++;
                List<Point2D> way = routes.route(from, to);
                Geometry a = ground(shapes, routes, from.province()), b = ground(shapes, routes, to.province());
                int bad = 0;
                for (int i = 0; i + 1 < way.size(); i++) {
                    Point2D p = way.get(i), q = way.get(i + 1);
                    int steps = Math.max(1, (int) Math.ceil(p.distance(q) / (0.1 * unit)));
                    for (int k = 0; k <= steps; k++) {
                        double t = (double) k / steps;
                        Geometry pt = GF.createPoint(new Coordinate(p.getX() + (q.getX() - p.getX()) * t, p.getY() + (q.getY() - p.getY()) * t));
                        if (wet.covers(pt) || a.isWithinDistance(pt, tolerance) || b.isWithinDistance(pt, tolerance)
                                || water.isWithinDistance(pt, tolerance)) continue;
                        bad++;
                    }
                }
                if (bad > 0 && !joined(a, b, parts, tolerance)) {
                    noWater.add(from.id() + "-" + to.id());
                    continue;
                }
                if (bad > 0) dry.add("F " + from.id() + "-" + to.id() + " (" + bad + " points on land, " + (way.size() - 2) + " bends)");
            }
        }
        System.out.println(v.id() + ": " + moves + " fleet moves, " + dry.size() + " over land " + dry + "; "
                + noWater.size() + " with no drawn water between their ends " + noWater);
        assertTrue(dry.isEmpty(), v.id() + ": " + dry.size() + " of " + moves + " fleet arrows cross land: " + dry);
    }
}
