package org.chancery.render;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;

/**
 * A coarse bitmap of the image for placing names: either the "ink" already drawn (units, markers, arrows),
 * or which province each pixel belongs to. Half the image's resolution, no antialiasing.
 */
final class Raster {
    static final double K = 0.5;
    private final BufferedImage img;
    private final int w;
    private final int h;
    private final int[] data;

    private final int blank;

    /** A raster of the image's size whose every pixel starts as {@code blank} (the value that means empty). */
    Raster(int width, int height, int blank) {
        this.blank = blank;
        this.w = Math.max(1, (int) Math.ceil(width * K));
        this.h = Math.max(1, (int) Math.ceil(height * K));
        this.img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        this.data = ((java.awt.image.DataBufferInt) img.getRaster().getDataBuffer()).getData();
        java.util.Arrays.fill(data, blank);
    }

    /** A graphics in image pixels that draws into the raster. */
    Graphics2D graphics() {
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
        g.scale(K, K);
        return g;
    }

    /** Fills a shape with a value (a province's index + 1; 0 is nothing). */
    void fill(Graphics2D g, Shape s, int value) {
        g.setColor(new Color(value));
        g.fill(s);
    }

    /** The number of pixels. */
    int size() { return data.length; }

    int at(int x, int y) { return data[y * w + x] & 0xffffff; }

    /** The number of non-blank pixels under a box in image pixels (boxes past the edge count as inked). */
    int count(Rectangle2D box) {
        int x0 = (int) Math.floor(box.getMinX() * K), y0 = (int) Math.floor(box.getMinY() * K);
        int x1 = (int) Math.ceil(box.getMaxX() * K), y1 = (int) Math.ceil(box.getMaxY() * K);
        int n = 0;
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) {
                if (x < 0 || y < 0 || x >= w || y >= h || at(x, y) != blank) n++;
            }
        }
        return n;
    }

    /** Whether any pixel under the box is inked, stopping at the first. */
    boolean any(Rectangle2D box) {
        int x0 = (int) Math.floor(box.getMinX() * K), y0 = (int) Math.floor(box.getMinY() * K);
        int x1 = (int) Math.ceil(box.getMaxX() * K), y1 = (int) Math.ceil(box.getMaxY() * K);
        if (x0 < 0 || y0 < 0 || x1 > w || y1 > h) return true;
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) if (at(x, y) != blank) return true;
        }
        return false;
    }

    /** Whether every pixel under the box holds one of the allowed values (checked by the predicate). */
    boolean all(Rectangle2D box, java.util.function.IntPredicate allowed) {
        int x0 = (int) Math.floor(box.getMinX() * K), y0 = (int) Math.floor(box.getMinY() * K);
        int x1 = (int) Math.ceil(box.getMaxX() * K), y1 = (int) Math.ceil(box.getMaxY() * K);
        if (x0 < 0 || y0 < 0 || x1 > w || y1 > h) return false;
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) if (!allowed.test(at(x, y))) return false;
        }
        return true;
    }

    /** The share of the pixels under a box that hold one of the allowed values; 0 for a box past the edge. */
    double share(Rectangle2D box, java.util.function.IntPredicate allowed) {
        int x0 = (int) Math.floor(box.getMinX() * K), y0 = (int) Math.floor(box.getMinY() * K);
        int x1 = (int) Math.ceil(box.getMaxX() * K), y1 = (int) Math.ceil(box.getMaxY() * K);
        if (x0 < 0 || y0 < 0 || x1 > w || y1 > h || x1 <= x0 || y1 <= y0) return 0;
        int n = 0;
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) if (allowed.test(at(x, y))) n++;
        }
        return n / (double) ((x1 - x0) * (y1 - y0));
    }

    /** Whether the pixel under a box's centre holds one of the allowed values. */
    boolean centre(Rectangle2D box, java.util.function.IntPredicate allowed) {
        int x = (int) Math.floor(box.getCenterX() * K), y = (int) Math.floor(box.getCenterY() * K);
        return x >= 0 && y >= 0 && x < w && y < h && allowed.test(at(x, y));
    }
}
