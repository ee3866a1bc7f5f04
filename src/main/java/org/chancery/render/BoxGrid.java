package org.chancery.render;

import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;

/**
 * Boxes kept in the square cells of a grid over the image, so that whether a box meets any of them is asked of the
 * few in its cells only, not of all: W3K's whole board places hundreds of names, each tried at hundreds of spots.
 * Its answers are those of testing every box in turn with {@link Rectangle2D#intersects}: two boxes that meet share
 * a point inside both, and so a cell. A box off the image is kept in the edge cells, which is only slower.
 */
final class BoxGrid {
    private final double cell;
    private final int cols, rows;
    private final List<List<Rectangle2D>> cells;

    /** A grid over an image of the size, with square cells of the side (in pixels). */
    BoxGrid(double width, double height, double cell) {
        this.cell = Math.max(1, cell);
        this.cols = Math.max(1, (int) Math.ceil(width / this.cell));
        this.rows = Math.max(1, (int) Math.ceil(height / this.cell));
        this.cells = new ArrayList<>(cols * rows);
        for (int i = 0; i < cols * rows; i++) cells.add(null);
    }

    void add(Rectangle2D box) {
        int c0 = col(box.getMinX()), c1 = col(box.getMaxX()), r0 = row(box.getMinY()), r1 = row(box.getMaxY());
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                int at = r * cols + c;
                List<Rectangle2D> in = cells.get(at);
                if (in == null) cells.set(at, in = new ArrayList<>(4));
                in.add(box);
            }
        }
    }

    /** Whether any box kept meets the box at (x, y) of the size, as {@link Rectangle2D#intersects} says. */
    boolean meets(double x, double y, double w, double h) {
        if (w <= 0 || h <= 0) return false;
        int c0 = col(x), c1 = col(x + w), r0 = row(y), r1 = row(y + h);
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                List<Rectangle2D> in = cells.get(r * cols + c);
                if (in == null) continue;
                for (Rectangle2D t : in) {
                    if (t.intersects(x, y, w, h)) return true;
                }
            }
        }
        return false;
    }

    private int col(double x) {
        return clamp((int) Math.floor(x / cell), cols);
    }

    private int row(double y) {
        return clamp((int) Math.floor(y / cell), rows);
    }

    private static int clamp(int i, int n) {
        return i < 0 ? 0 : i >= n ? n - 1 : i;
    }
}
