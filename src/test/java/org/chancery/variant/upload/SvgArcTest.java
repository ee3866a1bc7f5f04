package org.chancery.variant.upload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.Path2D;
import java.awt.geom.PathIterator;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Arcs in a picture's path data follow the ellipse (SVG 1.1, F.6.5 and F.6.6), not a straight line to their end. */
class SvgArcTest {
    /** The area a path's flattened outline encloses, as the upload check reads it. */
    static double area(String d) {
        Path2D p = new Path2D.Double();
        SvgPath.append(p, d, "net");
        List<double[]> ring = new ArrayList<>();
        double[] c = new double[6];
        for (PathIterator it = p.getPathIterator(null, 0.5); !it.isDone(); it.next()) {
            int t = it.currentSegment(c);
            if (t != PathIterator.SEG_CLOSE) ring.add(new double[] {c[0], c[1]});
        }
        return SvgShapes.geometry(List.of(ring)).getArea();
    }

    @Test
    void aCircleOfTwoArcsHasTheCirclesArea() {
        double want = Math.PI * 30 * 30;
        double abs = area("M 689 400 A 30 30 0 1 0 749 400 A 30 30 0 1 0 689 400 Z");
        double rel = area("M689,400a30,30 0 1,0 60,0a30 30 0 10-60 0z");
        assertEquals(want, abs, want * 0.01, "absolute arcs");
        assertEquals(want, rel, want * 0.01, "relative arcs with packed flags");
    }

    @Test
    void aTurnedEllipseAndRadiiTooSmall() {
        // a half of an ellipse 40 by 20 turned 30 degrees, along its long axis, then closed: half of pi a b
        double t = Math.toRadians(30);
        String half = "M 0 0 A 40 20 30 0 1 " + 80 * Math.cos(t) + " " + 80 * Math.sin(t) + " Z";
        assertEquals(Math.PI * 40 * 20 / 2, area(half), Math.PI * 40 * 20 / 2 * 0.01, half);
        // radii of 1 cannot reach 100 away: scaled up to a half circle of radius 50
        assertEquals(Math.PI * 50 * 50 / 2, area("M 0 0 A 1 1 0 0 1 100 0 Z"), Math.PI * 50 * 50 / 2 * 0.01);
        // the sweep flag picks the side: the two halves together are the whole circle
        assertEquals(Math.PI * 50 * 50, area("M 0 0 A 50 50 0 0 1 100 0 A 50 50 0 0 1 0 0 Z"), Math.PI * 50 * 50 * 0.01);
        // zero radii are a straight line
        assertEquals(50, area("M 0 0 A 0 5 0 0 1 10 0 L 10 10 Z"), 1e-9);
    }

    @Test
    void aCircleShapedProvinceInAnUpload() throws Exception {
        String json = UploadCheckTest.example();
        String svg = SixCrownsPicture.svg(json, 0).replaceFirst("<path id=\"net\"[^>]*/>",
                "<path id=\"net\" d=\"M689,400a30,30 0 1,0 60,0a30 30 0 10-60 0z\"/>");
        assertTrue(svg.contains("a30,30"), "net drawn as a circle");
        var checked = UploadCheck.check(new UploadedVariants.Files(json, svg));
        double area = SvgShapes.geometry(checked.shapes().get("net")).getArea();
        assertEquals(Math.PI * 900, area, Math.PI * 900 * 0.01);
        assertTrue(checked.warnings().stream().anyMatch(w -> w.contains("net")), "its neighbours no longer touch it: " + checked.warnings());
        String words = UploadCheckTest.refused(json, svg.replace("a30 30 0 10-60", "a30 30 0 20-60"));
        assertTrue(words.contains("an arc's two flags are each 0 or 1"), words);
    }
}
