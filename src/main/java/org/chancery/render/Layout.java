package org.chancery.render;

import java.awt.Font;
import java.awt.geom.AffineTransform;
import java.awt.geom.Point2D;
import org.locationtech.jts.geom.Envelope;

/**
 * Sizes and the plane-to-pixel transform for one image: a title band, the board (the whole plane or a
 * close-up of it), a legend band. Glyphs and names scale with the board, so a close-up is the full map zoomed;
 * the title and legend scale with the image, so they read at the size the image is shown.
 */
final class Layout {
    /** The label font as a share of the glyph radius. */
    static final double LABEL = 0.85;
    /** A full map's auto width puts names at this many pixels. */
    static final double FULL_LABEL_PX = 18;

    final Envelope view;
    final int width;
    final int header;
    final int boardHeight;
    final double scale;
    final double unit;
    /** The base size of the title and legend text, in pixels. */
    final float chrome;
    final Font label;
    final Font seaLabel;
    final Font small;
    final Font title;
    final Font legend;
    final AffineTransform toPixels;
    /** Whether this is a close-up (the map zoomed to a part of the board). */
    final boolean closeUp;
    int legendHeight;

    Layout(Envelope view, int width, double unitPlane, boolean closeUp) {
        this.view = view;
        this.width = width;
        this.closeUp = closeUp;
        this.scale = width / view.getWidth();
        this.unit = unitPlane * scale;
        this.chrome = closeUp ? (float) (width / 480.0 * 11.5) : (float) Math.max(13, width * 0.0125);
        this.header = Math.round(chrome * 2.5f);
        this.boardHeight = (int) Math.round(view.getHeight() * scale);
        this.label = Fonts.regular((float) (LABEL * unit));
        this.seaLabel = Fonts.oblique((float) (LABEL * unit));
        this.small = Fonts.regular((float) (0.62 * unit));
        this.title = Fonts.bold(chrome * 1.45f);
        this.legend = Fonts.regular(chrome);
        this.toPixels = new AffineTransform(scale, 0, 0, scale, -view.getMinX() * scale, header - view.getMinY() * scale);
    }

    /** The width that puts a whole board's names at {@link #FULL_LABEL_PX}, within sensible bounds. */
    static int autoWidth(Envelope plane, double unitPlane) {
        double w = FULL_LABEL_PX / (LABEL * unitPlane) * plane.getWidth();
        return (int) Math.max(1000, Math.min(4800, Math.round(w)));
    }

    int height() { return header + boardHeight + legendHeight; }

    int legendTop() { return header + boardHeight; }

    Point2D px(Point2D plane) { return toPixels.transform(plane, null); }
}
