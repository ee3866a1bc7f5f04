package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;

/** An outline stroked once and filled gives the pixels of the path drawn with the stroke, both ways the maps draw it. */
class StrokedOutlinesTest {
    private static final float WIDTH = 3.3f;

    /** Jagged closed paths off the pixel grid, like a coast's outline in pixels. */
    private static Path2D jagged(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        Path2D.Double p = new Path2D.Double();
        for (int s = 0; s < 12; s++) {
            double x = r.nextDouble(40, 360), y = r.nextDouble(40, 360);
            p.moveTo(x, y);
            for (int i = 0; i < 150; i++) p.lineTo(x += r.nextDouble(-6, 6), y += r.nextDouble(-6, 6));
            p.closePath();
        }
        return p;
    }

    /** The picture's way (anti-aliased, pure stroke) or the names' ink's (not anti-aliased, half scale, default control). */
    private static Graphics2D graphics(BufferedImage img, boolean picture) {
        Graphics2D g = img.createGraphics();
        g.setColor(new Color(0x2a6fb0));
        if (picture) {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        } else {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
            g.scale(0.5, 0.5);
        }
        return g;
    }

    private static int[] pixels(BufferedImage img) { return ((DataBufferInt) img.getRaster().getDataBuffer()).getData(); }

    @Test
    void sameAsDrawingEachWayAndEachTime() {
        StrokedOutlines outlines = new StrokedOutlines();
        for (boolean picture : new boolean[] {true, false}) {
            for (long seed = 1; seed <= 3; seed++) {
                Path2D path = jagged(seed);
                int size = picture ? 400 : 200;
                BufferedImage drawn = new BufferedImage(size, size, BufferedImage.TYPE_INT_RGB);
                Graphics2D g = graphics(drawn, picture);
                g.setStroke(new BasicStroke(WIDTH, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
                g.draw(path);
                Geometry key = new GeometryFactory().createPoint(new org.locationtech.jts.geom.Coordinate(seed, 0));
                for (int time = 0; time < 2; time++) {
                    BufferedImage filled = new BufferedImage(size, size, BufferedImage.TYPE_INT_RGB);
                    Graphics2D f = graphics(filled, picture);
                    AffineTransform before = f.getTransform();
                    outlines.draw(f, key, new AffineTransform(), path, WIDTH);
                    f.setStroke(new BasicStroke(1f));
                    assertArrayEquals(pixels(drawn), pixels(filled), (picture ? "picture" : "ink") + " seed " + seed + " time " + time);
                    org.junit.jupiter.api.Assertions.assertEquals(before, f.getTransform());
                }
            }
        }
    }
}
