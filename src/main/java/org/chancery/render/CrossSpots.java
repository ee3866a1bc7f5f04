package org.chancery.render;

import java.awt.geom.Point2D;
import java.util.List;

/**
 * Where a failure cross goes on its order's line: the spot nearest the line's middle whose disc keeps off every unit and
 * every cross already placed, so that three failed orders round one province (Ice and Fire's A har-gwy, F pyk-gwy and
 * F gwy S A har) show three crosses and their arrows, not one pile. A line too short for that gets the spot beside its
 * middle that is clear, or failing all, the one that overlaps least. Crosses keep off arrowheads too.
 */
final class CrossSpots {
    private final List<Point2D> units;
    private final double unitRadius;
    private final List<double[]> placed;
    private final List<double[]> heads;

    /**
     * {@code placed} holds the crosses already drawn (x, y, radius) and gets each new one; {@code heads} the arrowheads
     * they keep off as well.
     */
    CrossSpots(List<Point2D> units, double unitRadius, List<double[]> placed, List<double[]> heads) {
        this.units = units;
        this.unitRadius = unitRadius;
        this.placed = placed;
        this.heads = heads;
    }

    Point2D place(List<Point2D> line, double radius) {
        Point2D best = null;
        double most = Double.NEGATIVE_INFINITY;
        for (int k = 0; k <= 16; k++) {
            double t = 0.5 + (k % 2 == 0 ? 1 : -1) * 0.025 * ((k + 1) / 2);
            Point2D at = at(line, t);
            double slack = slack(at, radius);
            if (slack >= 0) return keep(at, radius);
            if (slack > most) {
                most = slack;
                best = at;
            }
        }
        Point2D mid = at(line, 0.5), a = line.get(0), b = line.get(line.size() - 1);
        double dx = b.getX() - a.getX(), dy = b.getY() - a.getY(), len = Math.max(1e-9, Math.hypot(dx, dy));
        for (int k = 1; k <= 8; k++) {
            for (int side : new int[] {1, -1}) {
                double off = side * k * 0.6 * radius;
                Point2D at = new Point2D.Double(mid.getX() - dy / len * off, mid.getY() + dx / len * off);
                double slack = slack(at, radius);
                if (slack >= 0) return keep(at, radius);
                if (slack > most) {
                    most = slack;
                    best = at;
                }
            }
        }
        return keep(best, radius);
    }

    /** How far a disc at a spot keeps off the nearest unit or cross (negative: it overlaps by that much). */
    private double slack(Point2D at, double radius) {
        double least = Double.POSITIVE_INFINITY;
        for (Point2D u : units) least = Math.min(least, u.distance(at) - unitRadius - radius);
        for (double[] h : heads) least = Math.min(least, Math.hypot(h[0] - at.getX(), h[1] - at.getY()) - h[2] - radius);
        for (double[] c : placed) least = Math.min(least, Math.hypot(c[0] - at.getX(), c[1] - at.getY()) - c[2] - radius);
        return least;
    }

    private Point2D keep(Point2D at, double radius) {
        placed.add(new double[] {at.getX(), at.getY(), radius});
        return at;
    }

    /** The point a fraction {@code t} of the way along a line of points. */
    static Point2D at(List<Point2D> pts, double t) {
        double total = 0;
        for (int i = 0; i + 1 < pts.size(); i++) total += pts.get(i).distance(pts.get(i + 1));
        double left = total * t;
        for (int i = 0; i + 1 < pts.size(); i++) {
            Point2D a = pts.get(i), b = pts.get(i + 1);
            double d = a.distance(b);
            if (d >= left && d > 0) {
                return new Point2D.Double(a.getX() + (b.getX() - a.getX()) * left / d, a.getY() + (b.getY() - a.getY()) * left / d);
            }
            left -= d;
        }
        return pts.get(pts.size() - 1);
    }
}
