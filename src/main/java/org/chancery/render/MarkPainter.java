package org.chancery.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.chancery.engine.Province;
import org.chancery.variant.MapMarks;
import org.chancery.variant.MapMarks.Symbol;

/**
 * A variant's marks: heirs (bars in their House's colour beside the centre they live at; striped when married,
 * barred when a hostage) and the general {@link MapMarks.Mark}s, each with a legend sample.
 */
final class MarkPainter {
    /** The outline of each area drawn, by board and provinces: an area's union is worked out once. */

    private final BoardShapes shapes;
    private final BoardPainter board;
    private final double u;
    private final Function<Province, Point2D> centre;
    private final java.util.function.BiFunction<Province, Integer, Point2D> beside;
    private final Function<String, Point2D> unitAt;
    private final Function<String, Color> colour;
    private final Map<String, Integer> stacked = new HashMap<>();

    MarkPainter(BoardShapes shapes, BoardPainter board, double u, Function<Province, Point2D> centre,
                java.util.function.BiFunction<Province, Integer, Point2D> beside, Function<String, Point2D> unitAt, Function<String, Color> colour) {
        this.shapes = shapes;
        this.board = board;
        this.u = u;
        this.centre = centre;
        this.beside = beside;
        this.unitAt = unitAt;
        this.colour = colour;
    }

    void heirs(Graphics2D g, Scene scene, List<MapMarks.HeirMark> heirs) {
        Map<String, Integer> k = new HashMap<>();
        for (MapMarks.HeirMark h : heirs) {
            Province p = shapes.variant().board().find(h.at()).orElse(null);
            if (p == null) continue;
            int i = k.merge(h.at(), 1, Integer::sum) - 1;
            Point2D c = centre.apply(p);
            scene.begin("heir-" + h.power() + "-" + h.at() + "-" + i);
            heir(g, new Point2D.Double(c.getX() + 1.05 * u, c.getY() + i * 0.72 * u), u, colour.apply(h.power()), h.married(), h.hostage());
            scene.end();
        }
    }

    /** An heir's bar centred on a point. */
    static void heir(Graphics2D g, Point2D at, double u, Color c, boolean married, boolean hostage) {
        Rectangle2D bar = new Rectangle2D.Double(at.getX() - 0.55 * u, at.getY() - 0.28 * u, 1.1 * u, 0.56 * u);
        g.setColor(c);
        g.fill(bar);
        if (married) {
            g.setColor(Color.WHITE);
            g.setStroke(new BasicStroke((float) (0.12 * u)));
            g.draw(new Line2D.Double(bar.getMinX(), bar.getCenterY(), bar.getMaxX(), bar.getCenterY()));
        }
        g.setColor(Glyphs.DARK);
        if (hostage) {
            g.setStroke(new BasicStroke((float) (0.12 * u)));
            for (double f : new double[] {0.3, 0.5, 0.7}) {
                double x = bar.getMinX() + f * bar.getWidth();
                g.draw(new Line2D.Double(x, bar.getMinY() - 0.15 * u, x, bar.getMaxY() + 0.15 * u));
            }
        }
        g.setStroke(new BasicStroke((float) ((hostage ? 0.16 : 0.08) * u)));
        g.draw(bar);
    }

    /**
     * Draws the marks; those drawn with the board ({@link MapMarks.Mark#board}) only {@code withBoard}'s, as into the
     * names' ink, since the board has them already.
     */
    void marks(Graphics2D g, Scene scene, List<MapMarks.Mark> marks, boolean withBoard) {
        for (MapMarks.Mark m : marks) {
            if (m.board() && !withBoard) continue;
            List<Province> ps = provinces(shapes, m);
            if (ps.isEmpty()) continue;
            Color c = colourOf(m);
            scene.begin(id(m));
            switch (m.symbol()) {
                case HATCH -> ps.forEach(p -> board.hatch(g, shapes.shape(p), c));
                case OUTLINE -> outline(g, shapes, board, u, m, c);
                case NAME -> { }
                case LINE -> {
                    if (ps.size() == 2) line(g, unitAt.apply(ps.get(0).id()), unitAt.apply(ps.get(1).id()), u, c);
                }
                case CROSSING -> {
                    if (ps.size() == 2) crossing(g, ps.get(0), ps.get(1), c);
                }
                default -> {
                    Province p = ps.get(0);
                    int i = stacked.merge(p.id(), 1, Integer::sum) - 1;
                    symbol(g, m.symbol(), beside.apply(p, i), u, c, m.text());
                }
            }
            scene.end();
        }
    }

    /** A mark's element id. */
    static String id(MapMarks.Mark m) { return "mark-" + m.symbol().name().toLowerCase() + "-" + String.join("_", m.at()); }

    private static List<Province> provinces(BoardShapes shapes, MapMarks.Mark m) {
        List<Province> ps = new ArrayList<>();
        for (String id : m.at()) shapes.variant().board().find(id).ifPresent(ps::add);
        return ps;
    }

    /**
     * An outline mark: the border of its provinces taken together, drawn thick; not stroked at all when it lies
     * outside what {@code g} draws (a close-up's frame).
     */
    static void outline(Graphics2D g, BoardShapes shapes, BoardPainter board, double u, MapMarks.Mark m, Color c) {
        List<Province> ps = provinces(shapes, m);
        if (ps.isEmpty()) return;
        Shape line = board.px(shapes.union(ps));
        Rectangle2D clip = g.getClipBounds();
        double w = 0.3 * u, margin = w + 1;
        Rectangle2D b = line.getBounds2D();
        if (clip != null && !clip.intersects(b.getX() - margin, b.getY() - margin, b.getWidth() + 2 * margin,
                b.getHeight() + 2 * margin)) return;
        g.setColor(c);
        g.setStroke(new BasicStroke((float) w, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(line);
    }

    Color colourOf(MapMarks.Mark m) {
        if (m.colour() != null) return Palette.parse(m.colour());
        return m.power() != null ? colour.apply(m.power()) : Glyphs.DARK;
    }

    /**
     * A strait: dots across the water from one shore to the other where the two shapes come nearest, reaching a
     * little onto each, so that it reads as a way across and not as a border.
     */
    private void crossing(Graphics2D g, Province a, Province b, Color c) {
        org.locationtech.jts.geom.Coordinate[] near =
                org.locationtech.jts.operation.distance.DistanceOp.nearestPoints(shapes.shape(a), shapes.shape(b));
        Point2D from = board.px(near[0]), to = board.px(near[1]);
        double dx = to.getX() - from.getX(), dy = to.getY() - from.getY(), len = Math.hypot(dx, dy);
        if (len < 0.2 * u) { // the shapes touch: cross along the line between the provinces' centres
            Point2D ca = centre.apply(a), cb = centre.apply(b);
            dx = cb.getX() - ca.getX();
            dy = cb.getY() - ca.getY();
            len = Math.hypot(dx, dy);
        }
        double ex = dx / len * 0.9 * u, ey = dy / len * 0.9 * u;
        dots(g, new Point2D.Double(from.getX() - ex, from.getY() - ey), new Point2D.Double(to.getX() + ex, to.getY() + ey), u, c);
    }

    /** A crossing's look: round dots on a pale band; also the legend's sample. */
    static void dots(Graphics2D g, Point2D a, Point2D b, double u, Color c) {
        banded(g, a, b, 0.42 * u, 0.26 * u, new float[] {0.01f, (float) (0.45 * u)}, c);
    }

    /** A road or link: a line with a pale edge. */
    static void line(Graphics2D g, Point2D a, Point2D b, double u, Color c) {
        banded(g, a, b, 0.34 * u, 0.18 * u, new float[] {(float) (0.6 * u), (float) (0.3 * u)}, c);
    }

    /** A dashed line of {@code width} on a pale band of {@code band}, round at its ends. */
    private static void banded(Graphics2D g, Point2D a, Point2D b, double band, double width, float[] dash, Color c) {
        Line2D l = new Line2D.Double(a, b);
        g.setColor(new Color(0xfbf8f0));
        g.setStroke(new BasicStroke((float) band, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(l);
        g.setColor(c);
        g.setStroke(new BasicStroke((float) width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f, dash, 0f));
        g.draw(l);
    }

    /** A badge, square, cross, flag or tag centred on a point; also the legend's sample. */
    static void symbol(Graphics2D g, Symbol s, Point2D at, double u, Color c, String text) {
        double x = at.getX(), y = at.getY();
        Shape shape = switch (s) {
            case SQUARE -> new Rectangle2D.Double(x - 0.36 * u, y - 0.36 * u, 0.72 * u, 0.72 * u);
            case CROSS -> cross(x, y, u);
            case FLAG -> flag(x, y, u);
            case TAG -> null;
            default -> new Ellipse2D.Double(x - 0.42 * u, y - 0.42 * u, 0.84 * u, 0.84 * u);
        };
        if (shape != null) OrderPainter.fillOutlined(g, shape, c, Glyphs.DARK, 0.08 * u, false);
        if (text != null && !text.isEmpty()) {
            if (s == Symbol.TAG) tagLettering(c).drawCentred(g, text, Fonts.bold((float) (0.6 * u)), at);
            else Glyphs.text(g, text, Fonts.bold((float) (0.55 * u)), at, Palette.ink(c));
        }
    }

    /** A tag's text stands on the board itself, so it is lettered as a name is, with an edge. */
    static Lettering tagLettering(Color c) { return Lettering.of(c, false); }

    private static Shape cross(double x, double y, double u) {
        Path2D p = new Path2D.Double();
        double a = 0.14 * u, b = 0.45 * u;
        p.moveTo(x - a, y - b);
        p.lineTo(x + a, y - b);
        p.lineTo(x + a, y - a);
        p.lineTo(x + b, y - a);
        p.lineTo(x + b, y + a);
        p.lineTo(x + a, y + a);
        p.lineTo(x + a, y + b);
        p.lineTo(x - a, y + b);
        p.lineTo(x - a, y + a);
        p.lineTo(x - b, y + a);
        p.lineTo(x - b, y - a);
        p.lineTo(x - a, y - a);
        p.closePath();
        return p;
    }

    private static Shape flag(double x, double y, double u) {
        Path2D p = new Path2D.Double();
        p.moveTo(x - 0.3 * u, y + 0.45 * u);
        p.lineTo(x - 0.3 * u, y - 0.45 * u);
        p.lineTo(x + 0.45 * u, y - 0.2 * u);
        p.lineTo(x - 0.2 * u, y + 0.05 * u);
        p.lineTo(x - 0.2 * u, y + 0.45 * u);
        p.closePath();
        return p;
    }
}
