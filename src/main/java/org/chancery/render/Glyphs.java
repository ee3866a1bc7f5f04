package org.chancery.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.font.FontRenderContext;
import java.awt.font.TextLayout;
import java.awt.geom.AffineTransform;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.List;
import org.chancery.engine.UnitKind;

/** Unit glyphs, supply-centre markers and the marks for holds, failures and builds, all centred on a point. */
final class Glyphs {
    /** Failure's own colour: no power's hue (see PaletteTest), drawn on a white disc. */
    static final Color FAIL = new Color(0x111111);
    static final Color BUILD = new Color(0x1a9641);
    static final Color DARK = new Color(0x1b1b1b);
    static final FontRenderContext FRC = new FontRenderContext(null, true, true);

    private Glyphs() {}

    /** An army is a disc with a chevron, a fleet a ship; other kinds a rounded square with the kind's initial. */
    static void unit(Graphics2D g, UnitKind kind, Point2D at, double r, Color fill, float alpha) {
        unit(g, kind, null, at, r, fill, alpha);
    }

    /**
     * A unit drawn as a named glyph: "army", "fleet", or the legions' map symbols "infantry" (a crossed box),
     * "cavalry" (a box with one diagonal), "catapult" (a box with a dot); null picks by kind as above.
     */
    static void unit(Graphics2D g, UnitKind kind, String glyph, Point2D at, double r, Color fill, float alpha) {
        if (glyph != null && List.of("infantry", "cavalry", "catapult").contains(glyph)) {
            legion(g, glyph, at, r, fill, alpha);
            return;
        }
        if ("fleet".equals(glyph)) kind = UnitKind.FLEET;
        if ("army".equals(glyph)) kind = UnitKind.ARMY;
        Shape shape;
        if (kind.equals(UnitKind.ARMY)) {
            shape = new Ellipse2D.Double(at.getX() - 0.9 * r, at.getY() - 0.9 * r, 1.8 * r, 1.8 * r);
        } else if (kind.equals(UnitKind.FLEET)) {
            AffineTransform place = AffineTransform.getTranslateInstance(at.getX(), at.getY());
            place.scale(r, r);
            shape = place.createTransformedShape(SHIP);
        } else {
            shape = new RoundRectangle2D.Double(at.getX() - 0.85 * r, at.getY() - 0.85 * r, 1.7 * r, 1.7 * r, 0.6 * r, 0.6 * r);
        }
        body(g, shape, r, fill, alpha);
        if (kind.equals(UnitKind.ARMY)) {
            Path2D chevron = new Path2D.Double();
            for (double dy : new double[] {-0.12 * r, 0.3 * r}) {
                chevron.moveTo(at.getX() - 0.45 * r, at.getY() + dy);
                chevron.lineTo(at.getX(), at.getY() + dy - 0.38 * r);
                chevron.lineTo(at.getX() + 0.45 * r, at.getY() + dy);
            }
            g.setStroke(new BasicStroke((float) (0.19 * r), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.setColor(withAlpha(Palette.ink(fill), alpha));
            g.draw(chevron);
        } else if (!kind.equals(UnitKind.FLEET)) {
            text(g, String.valueOf(kind.letter()), Fonts.bold((float) (1.2 * r)), at, withAlpha(Palette.ink(fill), alpha));
        }
    }

    /** A fleet's ship for a glyph radius of 1, made once. */
    private static final Shape SHIP = ship(1);

    /** A unit's body: filled, with a dark edge (a white one on a dark fill). */
    private static void body(Graphics2D g, Shape shape, double r, Color fill, float alpha) {
        Color outline = fill.getRed() + fill.getGreen() + fill.getBlue() < 90 ? Color.WHITE : DARK;
        g.setColor(withAlpha(fill, alpha));
        g.fill(shape);
        g.setColor(withAlpha(outline, alpha));
        g.setStroke(new BasicStroke((float) (0.16 * r), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(shape);
    }

    /** A box with the legion's sign: infantry crossed, cavalry one diagonal, catapult a dot. */
    private static void legion(Graphics2D g, String glyph, Point2D at, double r, Color fill, float alpha) {
        double w = 1.05 * r, h = 0.78 * r, x = at.getX(), y = at.getY();
        Shape box = new RoundRectangle2D.Double(x - w, y - h, 2 * w, 2 * h, 0.35 * r, 0.35 * r);
        body(g, box, r, fill, alpha);
        Color ink = withAlpha(Palette.ink(fill), alpha);
        g.setColor(ink);
        g.setStroke(new BasicStroke((float) (0.17 * r), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        double iw = 0.72 * w, ih = 0.62 * h;
        if (!glyph.equals("catapult")) g.draw(new Line2D.Double(x - iw, y + ih, x + iw, y - ih));
        if (glyph.equals("infantry")) g.draw(new Line2D.Double(x - iw, y - ih, x + iw, y + ih));
        if (glyph.equals("catapult")) g.fill(new Ellipse2D.Double(x - 0.3 * r, y - 0.3 * r, 0.6 * r, 0.6 * r));
    }

    private static Shape ship(double r) {
        Path2D hull = new Path2D.Double();
        hull.moveTo(-1.15 * r, 0.1 * r);
        hull.lineTo(1.15 * r, 0.1 * r);
        hull.lineTo(0.75 * r, 0.7 * r);
        hull.lineTo(-0.75 * r, 0.7 * r);
        hull.closePath();
        Path2D sail = new Path2D.Double();
        sail.moveTo(0.0, -0.95 * r);
        sail.lineTo(0.8 * r, 0.0);
        sail.lineTo(0.0, 0.0);
        sail.closePath();
        sail.moveTo(-0.15 * r, -0.7 * r);
        sail.lineTo(-0.15 * r, 0.0);
        sail.lineTo(-0.75 * r, 0.0);
        sail.closePath();
        Area a = new Area(hull);
        a.add(new Area(sail));
        return a;
    }

    /**
     * A disc for a supply centre; a capital is a star, or (style "circle") a larger disc with a ring inside.
     * In the owner's colour, or pale when unowned.
     */
    static void centre(Graphics2D g, Point2D at, double r, Color fill, boolean capital, String style) {
        boolean circle = capital && "circle".equals(style);
        double d = circle ? 0.58 * r : 0.38 * r;
        Shape shape = capital && !circle ? star(at, 0.66 * r, 0.29 * r) : new Ellipse2D.Double(at.getX() - d, at.getY() - d, 2 * d, 2 * d);
        g.setColor(fill);
        g.fill(shape);
        g.setColor(DARK);
        g.setStroke(new BasicStroke((float) (0.12 * r)));
        g.draw(shape);
        if (circle) g.draw(new Ellipse2D.Double(at.getX() - 0.3 * r, at.getY() - 0.3 * r, 0.6 * r, 0.6 * r));
    }

    static Shape star(Point2D c, double outer, double inner) {
        Path2D p = new Path2D.Double();
        for (int i = 0; i < 10; i++) {
            double rad = i % 2 == 0 ? outer : inner, a = -Math.PI / 2 + i * Math.PI / 5;
            double x = c.getX() + rad * Math.cos(a), y = c.getY() + rad * Math.sin(a);
            if (i == 0) p.moveTo(x, y); else p.lineTo(x, y);
        }
        p.closePath();
        return p;
    }

    /** An octagon around a holding unit. */
    static void hold(Graphics2D g, Point2D at, double r, Color colour) {
        Path2D p = new Path2D.Double();
        for (int i = 0; i < 8; i++) {
            double a = Math.PI / 8 + i * Math.PI / 4, rad = 1.35 * r;
            double x = at.getX() + rad * Math.cos(a), y = at.getY() + rad * Math.sin(a);
            if (i == 0) p.moveTo(x, y); else p.lineTo(x, y);
        }
        p.closePath();
        g.setStroke(new BasicStroke((float) (0.36 * r), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.setColor(DARK);
        g.draw(p);
        g.setStroke(new BasicStroke((float) (0.2 * r), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.setColor(colour);
        g.draw(p);
    }

    /** A black cross on a white disc: a failed order, a removal, a disband. */
    static void cross(Graphics2D g, Point2D at, double size) {
        double s = size * 0.72;
        Ellipse2D disc = new Ellipse2D.Double(at.getX() - 1.25 * size, at.getY() - 1.25 * size, 2.5 * size, 2.5 * size);
        g.setColor(Color.WHITE);
        g.fill(disc);
        g.setColor(FAIL);
        g.setStroke(new BasicStroke((float) (0.16 * size)));
        g.draw(disc);
        Line2D a = new Line2D.Double(at.getX() - s, at.getY() - s, at.getX() + s, at.getY() + s);
        Line2D b = new Line2D.Double(at.getX() - s, at.getY() + s, at.getX() + s, at.getY() - s);
        g.setStroke(new BasicStroke((float) (0.42 * size), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(a);
        g.draw(b);
    }

    /** A dashed ring, for a supported hold, a dislodged unit or a build. */
    static void ring(Graphics2D g, Point2D at, double radius, Color colour, double width, boolean dashed) {
        Ellipse2D e = new Ellipse2D.Double(at.getX() - radius, at.getY() - radius, 2 * radius, 2 * radius);
        float w = (float) width;
        g.setColor(colour);
        g.setStroke(dashed
                ? new BasicStroke(w, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {2.2f * w, 1.4f * w}, 0f)
                : new BasicStroke(w));
        g.draw(e);
    }

    /** A dislodged unit: smaller, in a dashed ring of failure's colour. */
    static void dislodged(Graphics2D g, UnitKind kind, Point2D p, double u, Color fill) {
        ring(g, p, 1.25 * u, Color.WHITE, 0.42 * u, false);
        ring(g, p, 1.25 * u, FAIL, 0.22 * u, true);
        unit(g, kind, p, 0.85 * u, fill, 1f);
    }

    /** A split coast's name ("nc") where its fleets stand. */
    static void coastTag(Graphics2D g, String coast, Point2D at, double u) {
        Font f = Fonts.bold((float) (0.62 * u));
        Rectangle2D b = f.getStringBounds(coast, FRC);
        RoundRectangle2D box = new RoundRectangle2D.Double(at.getX() - b.getWidth() / 2 - 0.15 * u, at.getY() - 0.38 * u,
                b.getWidth() + 0.3 * u, 0.76 * u, 0.3 * u, 0.3 * u);
        g.setColor(new Color(0xeef4f9));
        g.fill(box);
        g.setColor(new Color(0x1f4e79));
        g.setStroke(new BasicStroke((float) (0.06 * u)));
        g.draw(box);
        text(g, coast, f, at, new Color(0x1f4e79));
    }

    /** The size of a coast's tag ({@link #coastTag}): its width and height. */
    static Rectangle2D coastTagSize(String coast, double u) {
        Rectangle2D b = Fonts.bold((float) (0.62 * u)).getStringBounds(coast, FRC);
        return new Rectangle2D.Double(0, 0, b.getWidth() + 0.3 * u, 0.76 * u);
    }

    /** A "+" badge for a build. */
    static void plus(Graphics2D g, Point2D at, double r) {
        Ellipse2D e = new Ellipse2D.Double(at.getX() - r, at.getY() - r, 2 * r, 2 * r);
        g.setColor(BUILD);
        g.fill(e);
        g.setColor(Color.WHITE);
        g.setStroke(new BasicStroke((float) (0.35 * r), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(new Line2D.Double(at.getX() - 0.55 * r, at.getY(), at.getX() + 0.55 * r, at.getY()));
        g.draw(new Line2D.Double(at.getX(), at.getY() - 0.55 * r, at.getX(), at.getY() + 0.55 * r));
    }

    /** Text centred on a point. */
    static void text(Graphics2D g, String s, Font f, Point2D c, Color colour) {
        Rectangle2D b = f.getStringBounds(s, FRC);
        TextLayout tl = new TextLayout(s, f, FRC);
        g.setFont(f);
        g.setColor(colour);
        g.drawString(s, (float) (c.getX() - b.getWidth() / 2), (float) (c.getY() + (tl.getAscent() - tl.getDescent()) / 2));
    }

    static Color withAlpha(Color c, float alpha) {
        return alpha >= 1f ? c : new Color(c.getRed(), c.getGreen(), c.getBlue(), Math.round(alpha * 255));
    }
}
