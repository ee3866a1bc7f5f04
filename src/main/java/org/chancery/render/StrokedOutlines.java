package org.chancery.render;

import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Path2D;
import java.awt.geom.PathIterator;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.locationtech.jts.geom.Geometry;

/**
 * Areas' outlines ({@link org.chancery.variant.MapMarks.Symbol#OUTLINE}) stroked once per board, framing, width and
 * way of drawing, then filled on each map: the picture's (anti-aliased, pure stroke) and the names' ink's (not
 * anti-aliased, scaled, its points moved to the nearest pixel quarter first as Java2D does before stroking). Filling the stroked
 * shape where Java2D would have stroked the path gives the same pixels.
 */
final class StrokedOutlines {
    private record Key(Geometry area, AffineTransform toPixels, AffineTransform device, float width, boolean smooth) {}

    private final Map<Key, Shape> made = new ConcurrentHashMap<>();

    /** Draws an area's outline ({@code path}: {@code area} in pixels by {@code toPixels}) with a round stroke. */
    void draw(Graphics2D g, Geometry area, AffineTransform toPixels, Shape path, float width) {
        BasicStroke stroke = new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
        g.setStroke(stroke);
        boolean smooth = RenderingHints.VALUE_ANTIALIAS_ON.equals(g.getRenderingHint(RenderingHints.KEY_ANTIALIASING));
        Object control = g.getRenderingHint(RenderingHints.KEY_STROKE_CONTROL);
        boolean pure = RenderingHints.VALUE_STROKE_PURE.equals(control);
        AffineTransform at = g.getTransform();
        double scale = at.getScaleX();
        // the two ways the maps draw them; any other is drawn as it stands
        boolean picture = smooth && pure && at.isIdentity();
        boolean ink = !smooth && !pure && at.getType() == AffineTransform.TYPE_UNIFORM_SCALE && scale > 0
                && (float) (width * scale) == width * scale && width * scale > 1.5;
        if (!picture && !ink) {
            g.draw(path);
            return;
        }
        Shape outline = made.computeIfAbsent(new Key(area, new AffineTransform(toPixels), at, width, smooth), k -> picture
                ? stroke.createStrokedShape(path)
                : new BasicStroke((float) (width * scale), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND)
                        .createStrokedShape(quartered(path, at)));
        if (picture) {
            g.fill(outline);
            return;
        }
        g.setTransform(new AffineTransform());
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.fill(outline);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, control);
        g.setTransform(at);
    }

    /** A path of lines in device pixels, each point moved to the nearest quarter of a pixel as Java2D does before stroking it. */
    static Path2D quartered(Shape path, AffineTransform at) {
        Path2D.Double out = new Path2D.Double(PathIterator.WIND_NON_ZERO);
        double[] c = new double[6];
        for (PathIterator it = path.getPathIterator(at); !it.isDone(); it.next()) {
            switch (it.currentSegment(c)) {
                case PathIterator.SEG_MOVETO -> out.moveTo(quarter(c[0]), quarter(c[1]));
                case PathIterator.SEG_LINETO -> out.lineTo(quarter(c[0]), quarter(c[1]));
                case PathIterator.SEG_CLOSE -> out.closePath();
                default -> throw new IllegalArgumentException("an area's outline is made of lines");
            }
        }
        return out;
    }

    private static double quarter(double v) { return Math.floor(v + 0.25) + 0.25; }
}
