package org.chancery.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Line2D;
import java.awt.geom.Point2D;
import java.util.function.Function;
import org.chancery.engine.Board;
import org.chancery.engine.Province;
import org.chancery.variant.MapMarks;

/** Draws a variant's sites (cities, fortified cities, capitals) in their owners' colours, and the roads between them. */
final class SitePainter {
    private static final Color ROAD = new Color(0x7a4e1f);
    private static final Color UNOWNED = new Color(0xfaf7ef);

    private final Board board;
    private final MapMarks marks;
    private final Function<Province, Point2D> at;
    private final Function<String, Color> colour;
    private final double r;

    SitePainter(Board board, MapMarks marks, Function<Province, Point2D> at, Function<String, Color> colour, double unit) {
        this.board = board;
        this.marks = marks;
        this.at = at;
        this.colour = colour;
        this.r = unit;
    }

    void paint(Graphics2D g, Scene scene) {
        if (marks.sites().isEmpty() && marks.links().isEmpty()) return;
        scene.begin("roads");
        for (MapMarks.Link l : marks.links()) {
            Line2D line = new Line2D.Double(at.apply(province(l.a())), at.apply(province(l.b())));
            g.setColor(new Color(0xf4ecd8));
            g.setStroke(new BasicStroke((float) (0.42 * r), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(line);
            g.setColor(ROAD);
            g.setStroke(new BasicStroke((float) (0.2 * r), BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f,
                    new float[] {(float) (0.6 * r), (float) (0.3 * r)}, 0f));
            g.draw(line);
        }
        scene.end();
        scene.begin("sites");
        for (MapMarks.Site s : marks.sites()) {
            Glyphs.site(g, s.kind(), at.apply(province(s.province())), r, s.owner() == null ? UNOWNED : colour.apply(s.owner()));
        }
        scene.end();
    }

    private Province province(String id) {
        return board.find(id).orElseThrow(() -> new GeometryException("marks", id, "no such province"));
    }
}
