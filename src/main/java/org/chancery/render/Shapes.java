package org.chancery.render;

import java.awt.geom.Path2D;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.LineString;
import org.locationtech.jts.geom.Polygon;

/** Turns JTS polygons and lines into AWT paths on the same plane. */
final class Shapes {
    private Shapes() {}

    static Path2D path(Geometry g) {
        Path2D.Double path = new Path2D.Double(Path2D.WIND_EVEN_ODD);
        if (g != null) add(path, g);
        return path;
    }

    private static void add(Path2D path, Geometry g) {
        if (g instanceof Polygon poly) {
            ring(path, poly.getExteriorRing());
            for (int i = 0; i < poly.getNumInteriorRing(); i++) ring(path, poly.getInteriorRingN(i));
        } else if (g instanceof LineString line) {
            Coordinate[] cs = line.getCoordinates();
            if (cs.length < 2) return;
            path.moveTo(cs[0].x, cs[0].y);
            for (int i = 1; i < cs.length; i++) path.lineTo(cs[i].x, cs[i].y);
        } else {
            for (int i = 0; i < g.getNumGeometries(); i++) {
                Geometry part = g.getGeometryN(i);
                if (part != g) add(path, part);
            }
        }
    }

    private static void ring(Path2D path, LineString ring) {
        Coordinate[] cs = ring.getCoordinates();
        if (cs.length < 3) return;
        path.moveTo(cs[0].x, cs[0].y);
        for (int i = 1; i < cs.length; i++) path.lineTo(cs[i].x, cs[i].y);
        path.closePath();
    }
}
