package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.chancery.variant.Variant;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;

/**
 * On every board, no drawn region reaches across water onto another's ground: a part of a land province's
 * shape that holds neither its anchor nor a seed, and touches another land province (Glamorgan's cell on the
 * north Devon coast, St Augustine's on the Calais coast, Rumelia's in Asia Minor), is at most
 * {@link #TOLERANCE} of its area. (A sea's shape is its Voronoi cell cut to the water, so it lies at sea by
 * construction; its anchor lying inside it is {@link MarksInsideTest}'s.)
 */
class ShapesWhereThePlacesAreTest {
    static final double TOLERANCE = 0.02;
    private static final GeometryFactory GF = new GeometryFactory();

    @TestFactory
    Stream<DynamicTest> noRegionAcrossTheWater() {
        return Boards.all().stream().map(v -> DynamicTest.dynamicTest(v.id(), () -> {
            assertEquals(List.of(), spills(v), v.id() + ": regions drawn across the water");
        }));
    }

    static List<String> spills(Variant v) {
        BoardShapes shapes = BoardShapes.of(v);
        Projection proj = new Projection(shapes.geometry());
        double touch = AdjacencyCheck.TOUCH * shapes.plane().getWidth();
        List<String> bad = new ArrayList<>();
        for (Province p : v.board().provinces()) {
            Geometry shape = shapes.shape(p);
            MapGeometry.Place place = shapes.geometry().provinces().get(p.id());
            if (p.kind() == ProvinceKind.SEA || shape.getNumGeometries() < 2) continue;
            List<double[]> sites = new ArrayList<>(place.seeds());
            sites.add(place.anchor());
            double spilt = 0;
            java.util.Set<String> onto = new java.util.TreeSet<>();
            for (int i = 0; i < shape.getNumGeometries(); i++) {
                Geometry part = shape.getGeometryN(i);
                boolean own = sites.stream().anyMatch(pt -> part.distance(GF.createPoint(
                        new Coordinate(proj.x(pt[0], pt[1]), proj.y(pt[0], pt[1])))) < touch);
                if (own) continue;
                Geometry near = part.buffer(touch);
                for (Province q : v.board().provinces()) {
                    if (q == p || q.kind() == ProvinceKind.SEA) continue;
                    if (shapes.shape(q).getBoundary().intersection(near).getLength() > touch) {
                        spilt += part.getArea();
                        onto.add(q.id());
                        break;
                    }
                }
            }
            double share = spilt / shape.getArea();
            if (share > TOLERANCE) bad.add(String.format("%s %.0f%% onto %s", p.id(), 100 * share, onto));
        }
        return bad;
    }
}
