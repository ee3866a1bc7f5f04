package org.chancery.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.util.function.Function;
import org.chancery.engine.Location;
import org.chancery.engine.Province;
import org.chancery.variant.MapMarks;

/** A variant's tags on the map: crosses beside a centre (religious markers), flags beside a unit (attrition). */
final class MarkPainter {
    private final Graphics2D g;
    private final Scene scene;
    private final Layout layout;
    private final MapMarks marks;
    private final Function<Province, Point2D> centre;
    private final Function<Location, Point2D> unit;
    private final org.chancery.engine.Board board;

    MarkPainter(Graphics2D g, Scene scene, Layout layout, MapMarks marks, org.chancery.engine.Board board,
                Function<Province, Point2D> centre, Function<Location, Point2D> unit) {
        this.g = g;
        this.scene = scene;
        this.layout = layout;
        this.marks = marks;
        this.board = board;
        this.centre = centre;
        this.unit = unit;
    }

    /** Draws the tags of one shape. */
    void tags(MapMarks.Shape shape) {
        double u = layout.unit;
        java.util.Map<String, Integer> crosses = new java.util.HashMap<>();
        for (MapMarks.Tag t : marks.tags()) {
            if (t.shape() != shape) continue;
            Province p = board.find(t.at()).orElse(null);
            if (p == null) continue;
            Color c = Color.decode(t.colour());
            scene.begin(shape.name().toLowerCase(java.util.Locale.ROOT) + "-" + t.at());
            if (shape == MapMarks.Shape.CROSS) {
                Point2D at = centre.apply(p);
                int n = crosses.merge(t.at(), 1, Integer::sum) - 1;
                cross(new Point2D.Double(at.getX() - 0.95 * u + 1.9 * u * n, at.getY()), u, c);
            } else if (shape == MapMarks.Shape.TOWER) {
                Point2D at = centre.apply(p);
                tower(new Point2D.Double(at.getX(), at.getY() - 0.95 * u), u, c);
            } else {
                Point2D at = unit.apply(p.main());
                flag(new Point2D.Double(at.getX() + 0.75 * u, at.getY() - 0.75 * u), u, c);
            }
            scene.end();
        }
    }

    private void cross(Point2D at, double u, Color c) {
        Path2D cross = new Path2D.Double();
        cross.moveTo(at.getX(), at.getY() - 0.55 * u);
        cross.lineTo(at.getX(), at.getY() + 0.55 * u);
        cross.moveTo(at.getX() - 0.35 * u, at.getY() - 0.2 * u);
        cross.lineTo(at.getX() + 0.35 * u, at.getY() - 0.2 * u);
        g.setColor(Glyphs.DARK);
        g.setStroke(new BasicStroke((float) (0.36 * u), BasicStroke.CAP_SQUARE, BasicStroke.JOIN_MITER));
        g.draw(cross);
        g.setColor(c);
        g.setStroke(new BasicStroke((float) (0.2 * u), BasicStroke.CAP_SQUARE, BasicStroke.JOIN_MITER));
        g.draw(cross);
    }

    /** A small battlemented tower: a fortified centre. */
    private void tower(Point2D at, double u, Color c) {
        double x = at.getX(), y = at.getY(), w = 0.34 * u;
        Path2D t = new Path2D.Double();
        t.moveTo(x - w, y + 0.3 * u);
        t.lineTo(x - w, y - 0.3 * u);
        t.lineTo(x - w / 3, y - 0.3 * u);
        t.lineTo(x - w / 3, y - 0.15 * u);
        t.lineTo(x + w / 3, y - 0.15 * u);
        t.lineTo(x + w / 3, y - 0.3 * u);
        t.lineTo(x + w, y - 0.3 * u);
        t.lineTo(x + w, y + 0.3 * u);
        t.closePath();
        g.setColor(c);
        g.fill(t);
        g.setColor(Glyphs.DARK);
        g.setStroke(new BasicStroke((float) (0.09 * u)));
        g.draw(t);
    }

    private void flag(Point2D at, double u, Color c) {
        double x = at.getX(), y = at.getY();
        Path2D cloth = new Path2D.Double();
        cloth.moveTo(x, y - 0.7 * u);
        cloth.lineTo(x + 0.7 * u, y - 0.5 * u);
        cloth.lineTo(x, y - 0.25 * u);
        cloth.closePath();
        g.setColor(c);
        g.fill(cloth);
        g.setColor(Glyphs.DARK);
        g.setStroke(new BasicStroke((float) (0.09 * u)));
        g.draw(cloth);
        g.setStroke(new BasicStroke((float) (0.12 * u), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(new Line2D.Double(x, y - 0.75 * u, x, y + 0.3 * u));
    }
}
