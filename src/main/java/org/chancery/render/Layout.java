package org.chancery.render;

import java.awt.Font;
import java.awt.geom.AffineTransform;
import java.awt.geom.Point2D;
import org.locationtech.jts.geom.Envelope;

/** Sizes and the plane-to-pixel transform for one image width: a title band, the board, a legend band. */
final class Layout {
    final int width;
    final int header;
    final int boardHeight;
    final int legendRowHeight;
    final int legendRows;
    final double scale;
    final double unit;
    final Font label;
    final Font seaLabel;
    /** Castles, cities and ports drawn as circles (W3K): a smaller bold face. */
    final Font circleLabel;
    final Font title;
    final Font subtitle;
    final Font legend;
    final AffineTransform toPixels;

    Layout(Envelope plane, int width, int legendEntries) { this(plane, width, legendEntries, 0); }

    /** Boards of more than 120 provinces (W3K's 384) get smaller units and labels, by the square root. */
    Layout(Envelope plane, int width, int legendEntries, int provinces) {
        this.width = width;
        this.scale = width / plane.getWidth();
        this.header = (int) Math.round(width * 0.05);
        this.boardHeight = (int) Math.round(plane.getHeight() * scale);
        float dense = provinces > 120 ? (float) Math.sqrt(120.0 / provinces) : 1f;
        this.unit = width * 0.0105 * dense;
        this.label = Fonts.regular(width * 0.0118f * dense);
        this.seaLabel = Fonts.oblique(width * 0.0118f * dense);
        this.circleLabel = Fonts.bold(width * 0.0105f * dense);
        this.title = Fonts.bold(width * 0.022f);
        this.subtitle = Fonts.regular(width * 0.015f);
        this.legend = Fonts.regular(width * 0.0145f);
        int perRow = Math.max(1, (int) (width / (width * 0.16)));
        this.legendRows = Math.max(1, (legendEntries + perRow - 1) / perRow);
        this.legendRowHeight = (int) Math.round(width * 0.032);
        this.toPixels = new AffineTransform(scale, 0, 0, scale, -plane.getMinX() * scale, header - plane.getMinY() * scale);
    }

    int height() { return header + boardHeight + legendRows * legendRowHeight + (int) (legendRowHeight * 0.4); }

    int legendTop() { return header + boardHeight; }

    Point2D px(Point2D plane) { return toPixels.transform(plane, null); }
}
