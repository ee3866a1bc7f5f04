package org.chancery.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.List;
import java.util.function.Function;
import javax.imageio.ImageIO;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.chancery.variant.MapMarks;
import org.locationtech.jts.geom.Geometry;

/**
 * The board under the pieces: sea, land in its owners' tints, borders, the separations where seas touch
 * without bordering, impassable places hatched, the board's features (rivers, walls, dividing lines,
 * board arrows), and the variant's marks that never change (W3K's Sea Areas).
 */
final class BoardPainter {
    static final Color BORDER = new Color(0x4d463b);
    static final Color SEA_BORDER = new Color(0x5f87a8);
    static final Color RIVER = new Color(0x7fb3df);
    static final Color STREAM = new Color(0x4f7fae);
    static final Color WALL = new Color(0x3b3b3b);
    static final Color DIVIDE = new Color(0xb4b4b4);
    static final Color IMPASSABLE = new Color(0x8a8070);

    private final BoardShapes shapes;
    private final Layout layout;
    private final Palette palette;
    private final Function<Province, Color> fill;
    private final Function<Province, Color> hatch;
    private final BoardLayer layer;
    /** The variant's marks drawn with the board ({@link MapMarks.Mark#board}): outlines over the borders. */
    private final List<MapMarks.Mark> marks;

    BoardPainter(BoardShapes shapes, Layout layout, Palette palette, Function<Province, Color> fill,
                 Function<Province, Color> hatch, BoardLayer layer, List<MapMarks.Mark> marks) {
        this.shapes = shapes;
        this.layout = layout;
        this.palette = palette;
        this.fill = fill;
        this.hatch = hatch;
        this.layer = layer;
        this.marks = List.copyOf(marks);
    }

    /** The marks of a map that are drawn with its board. */
    static List<MapMarks.Mark> boardMarks(MapMarks m) { return m.marks().stream().filter(MapMarks.Mark::board).toList(); }

    /** A province's shape in image pixels. */
    Shape px(Province p) { return layer.outline(p); }

    /** A point of the board's plane in image pixels. */
    Point2D px(org.locationtech.jts.geom.Coordinate c) { return layout.px(new Point2D.Double(c.x, c.y)); }

    /** One of the board's own geometries (see {@link BoardShapes#path(Geometry)}) in image pixels. */
    Shape px(Geometry g) { return layout.toPixels.createTransformedShape(shapes.path(g)); }

    /**
     * Paints the board. Into a bitmap ({@code target}, the image being drawn) it copies the layer's pixels when it
     * can, tinting the owned provinces; otherwise (an SVG, a background picture, a hatched vassal) it draws.
     */
    void paint(Graphics2D g, Scene scene, Rectangle2D board, BufferedImage target) {
        BoardPixels pixels = target != null && fromPixels() ? layer.pixels(palette, marks) : null;
        if (pixels == null) {
            fills(g, scene, board);
            lines(g, scene);
            return;
        }
        pixels.paint(BoardLayer.data(target), layout.header * layout.width, fill);
        scene.begin("board");
        for (Province p : shapes.variant().board().provinces()) {
            scene.begin("province-" + p.id());
            scene.end();
        }
        scene.end();
        scene.begin("borders");
        scene.end();
        if (!shapes.details().separations.isEmpty()) {
            scene.begin("separations");
            scene.end();
        }
        for (BoardDetails.Drawn f : shapes.details().features) {
            scene.begin(featureId(f));
            scene.end();
        }
        for (MapMarks.Mark m : marks) {
            scene.begin(MarkPainter.id(m));
            scene.end();
        }
    }

    /** Whether this map's board is the layer's pixels with tints: no background picture, no hatching, plain fills. */
    private boolean fromPixels() {
        if (shapes.geometry().background() != null || !BoardPixels.suits(layout)) return false;
        for (Province p : shapes.variant().board().provinces()) {
            if (p.kind() == ProvinceKind.SEA) continue;
            if (hatch.apply(p) != null) return false;
            if (!BoardLayer.tintable(p) && !fill.apply(p).equals(palette.land())) return false;
        }
        return true;
    }

    /** Sea, neutral land, the provinces' fills and the impassable hatching. */
    void fills(Graphics2D g, Scene scene, Rectangle2D board) {
        scene.begin("board");
        g.setColor(palette.sea());
        g.fill(board);
        boolean withBackground = background(g);
        g.setColor(Palette.mix(palette.land(), Color.GRAY, 0.8));
        g.fill(px(shapes.neutralLand()));
        for (Province p : shapes.variant().board().provinces()) {
            scene.begin("province-" + p.id());
            Shape s = px(p);
            if (p.kind() == ProvinceKind.SEA) {
                if (!withBackground) {
                    g.setColor(palette.sea());
                    g.fill(s);
                }
            } else {
                Color f = fill.apply(p);
                g.setColor(withBackground ? Glyphs.withAlpha(f, 0.45f) : f);
                g.fill(s);
                if (p.kind() == ProvinceKind.IMPASSABLE) hatch(g, shapes.shape(p), IMPASSABLE);
                Color h = hatch.apply(p);
                if (h != null) hatch(g, shapes.shape(p), h);
            }
            scene.end();
        }
        BoardDetails d = shapes.details();
        if (!d.impassable.isEmpty()) hatch(g, d.impassable, IMPASSABLE);
        scene.end();
    }

    /** What is drawn over the fills: borders, the separations of seas that do not touch, and the board's features. */
    void lines(Graphics2D g, Scene scene) {
        BoardDetails d = shapes.details();
        scene.begin("borders");
        g.setColor(SEA_BORDER);
        g.setStroke(new BasicStroke((float) (0.12 * layout.unit), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        for (Province p : shapes.variant().board().provinces()) if (p.kind() == ProvinceKind.SEA) g.draw(px(p));
        g.setColor(BORDER);
        g.setStroke(new BasicStroke((float) (0.13 * layout.unit), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(px(shapes.neutralLand()));
        for (Province p : shapes.variant().board().provinces()) if (p.kind() != ProvinceKind.SEA) g.draw(px(p));
        scene.end();
        if (!d.separations.isEmpty()) {
            scene.begin("separations");
            for (Geometry line : d.separations) separation(g, px(line), layout.unit);
            scene.end();
        }
        features(g, scene, d);
        for (MapMarks.Mark m : marks) {
            scene.begin(MarkPainter.id(m));
            MarkPainter.outline(g, shapes, this, layout.unit, m, Palette.parse(m.colour()));
            scene.end();
        }
    }

    /** A strait or canal that seas do not pass: a dark bar with a pale edge. */
    static void separation(Graphics2D g, Shape line, double u) {
        g.setColor(new Color(0xf4f1ea));
        g.setStroke(new BasicStroke((float) (0.42 * u), BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND));
        g.draw(line);
        g.setColor(BORDER);
        g.setStroke(new BasicStroke((float) (0.22 * u), BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND));
        g.draw(line);
    }

    private void features(Graphics2D g, Scene scene, BoardDetails d) {
        for (BoardDetails.Drawn f : d.features) {
            scene.begin(featureId(f));
            feature(g, f.kind(), f.line() == null ? null : px(f.line()),
                    f.from() == null ? null : layout.px(f.from()), f.to() == null ? null : layout.px(f.to()), layout.unit);
            scene.end();
        }
    }

    private static String featureId(BoardDetails.Drawn f) {
        return "feature-" + f.kind() + "-" + f.name().replaceAll("[^A-Za-z0-9]+", "_");
    }

    /** Draws one feature of a kind; also used for the legend's samples. */
    static void feature(Graphics2D g, String kind, Shape line, Point2D from, Point2D to, double u) {
        switch (kind) {
            case "river" -> stroke(g, line, RIVER, 0.42 * u, null);
            case "stream" -> stroke(g, line, STREAM, 0.26 * u, null);
            case "wall" -> {
                stroke(g, line, Color.WHITE, 0.62 * u, null);
                stroke(g, line, WALL, 0.42 * u, new float[] {(float) (0.5 * u), (float) (0.18 * u)});
            }
            case "divide" -> stroke(g, line, DIVIDE, 0.24 * u, null);
            case "arrow" -> {
                if (from == null || to == null) return;
                Shape a = OrderPainter.arrow(from, to, 1.3 * u, 1.3 * u, 0.8 * u);
                Shape b = OrderPainter.arrow(to, from, 1.3 * u, 1.3 * u, 0.8 * u);
                for (Shape s : List.of(a, b)) OrderPainter.fillOutlined(g, s, Color.WHITE, BORDER, 0.1 * u, false);
            }
            case "point" -> {
                if (from == null) return;
                Ellipse2D e = new Ellipse2D.Double(from.getX() - 0.4 * u, from.getY() - 0.4 * u, 0.8 * u, 0.8 * u);
                g.setColor(WALL);
                g.fill(e);
                g.setColor(Color.WHITE);
                g.setStroke(new BasicStroke((float) (0.1 * u)));
                g.draw(e);
            }
            default -> { }
        }
    }

    private static void stroke(Graphics2D g, Shape line, Color c, double width, float[] dash) {
        if (line == null) return;
        g.setColor(c);
        g.setStroke(dash == null ? new BasicStroke((float) width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND)
                : new BasicStroke((float) width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, dash, 0f));
        g.draw(line);
    }

    /** Hatches one of the board's own areas (a province's shape, say): its hatching is cut to it once, on the plane. */
    void hatch(Graphics2D g, Geometry area, Color colour) {
        g.setColor(colour);
        g.fill(layout.toPixels.createTransformedShape(shapes.hatching(area)));
    }

    /** Diagonal lines {@code 0.55 u} apart and {@code 0.12 u} wide over a shape, cut to it. */
    static Shape hatching(Shape s, double u) {
        Rectangle2D b = s.getBounds2D();
        java.awt.geom.Path2D lines = new java.awt.geom.Path2D.Double();
        for (double x = b.getMinX() - b.getHeight(); x < b.getMaxX(); x += 0.55 * u) {
            lines.moveTo(x, b.getMaxY());
            lines.lineTo(x + b.getHeight(), b.getMinY());
        }
        java.awt.geom.Area cut = new java.awt.geom.Area(new BasicStroke((float) (0.12 * u)).createStrokedShape(lines));
        cut.intersect(new java.awt.geom.Area(s));
        return cut;
    }

    /** Hatches a small shape (a legend's sample). */
    static void hatch(Graphics2D g, Shape s, Color colour, double u) {
        g.setColor(colour);
        g.fill(hatching(s, u));
    }

    private boolean background(Graphics2D g) {
        MapGeometry.Background bg = shapes.geometry().background();
        if (bg == null) return false;
        try {
            BufferedImage img = ImageIO.read(new ByteArrayInputStream(bg.image()));
            if (img == null) return false;
            Projection proj = new Projection(shapes.geometry());
            double[] b = bg.bounds();
            Point2D a = layout.px(new Point2D.Double(proj.x(b[0], b[3]), proj.y(b[0], b[3])));
            Point2D c = layout.px(new Point2D.Double(proj.x(b[2], b[1]), proj.y(b[2], b[1])));
            double x = Math.min(a.getX(), c.getX()), y = Math.min(a.getY(), c.getY());
            g.drawImage(img, (int) x, (int) y, (int) Math.abs(c.getX() - a.getX()), (int) Math.abs(c.getY() - a.getY()), null);
            return true;
        } catch (IOException e) {
            throw new GeometryException(shapes.geometry().file(), null, "background image cannot be read: " + e.getMessage());
        }
    }
}
