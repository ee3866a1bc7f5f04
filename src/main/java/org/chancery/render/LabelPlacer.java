package org.chancery.render;

import java.awt.Font;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;

/**
 * Greedy label placement: each label goes to its wanted spot, or is nudged to the nearest spot around it
 * that covers no unit, marker or label already placed (and stays inside the board).
 */
final class LabelPlacer {
    private final List<Rectangle2D> taken = new ArrayList<>();
    private final Rectangle2D board;
    private final double step;

    LabelPlacer(Rectangle2D board, double step) {
        this.board = board;
        this.step = step;
    }

    void block(Rectangle2D r) { taken.add(r); }

    /** The centre where the label goes; its box is then taken. */
    Point2D place(String text, Font font, Point2D wanted) {
        Rectangle2D b = font.getStringBounds(text, Glyphs.FRC);
        double w = b.getWidth() + step * 0.3, h = b.getHeight() * 0.8;
        Point2D best = null;
        for (int ring = 0; ring <= 4 && best == null; ring++) {
            int spots = ring == 0 ? 1 : 12;
            for (int i = 0; i < spots && best == null; i++) {
                double a = Math.PI / 2 + i * 2 * Math.PI / spots;
                double dx = ring * step * Math.cos(a) * 1.3, dy = ring * step * Math.sin(a) * 0.8;
                Point2D c = new Point2D.Double(wanted.getX() + dx, wanted.getY() + dy);
                Rectangle2D box = new Rectangle2D.Double(c.getX() - w / 2, c.getY() - h / 2, w, h);
                if (board.contains(box) && free(box)) best = c;
            }
        }
        if (best == null) best = wanted;
        taken.add(new Rectangle2D.Double(best.getX() - w / 2, best.getY() - h / 2, w, h));
        return best;
    }

    private boolean free(Rectangle2D box) {
        for (Rectangle2D t : taken) if (t.intersects(box)) return false;
        return true;
    }
}
