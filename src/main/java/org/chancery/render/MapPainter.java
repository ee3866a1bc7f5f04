package org.chancery.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.Line2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.imageio.ImageIO;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.Location;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.chancery.engine.Unit;
import org.chancery.variant.MapMarks;
import org.chancery.variant.Power;
import org.chancery.variant.Variant;

/**
 * The one drawing routine behind both outputs: paints a position (and optionally orders) onto any
 * {@link Graphics2D}, an SVG canvas or a bitmap alike. Title band on top, the board, a legend below.
 */
final class MapPainter {
    private final BoardShapes shapes;
    private final Variant variant;
    private final GameState state;
    private final RenderOptions options;
    private final Layout layout;
    private final Map<String, Color> colours = new HashMap<>();
    private final Set<Province> capitals = new HashSet<>();
    /** For a power no player takes: the players behind it (a thrall's controller, a vassal's two). */
    private final Map<String, List<String>> patrons;

    MapPainter(BoardShapes shapes, GameState state, RenderOptions options) {
        this.shapes = shapes;
        this.variant = shapes.variant();
        this.state = state;
        this.options = options;
        this.layout = new Layout(shapes.plane(), options.width(), variant.powers().size());
        List<Power> powers = variant.powers();
        for (int i = 0; i < powers.size(); i++) colours.put(powers.get(i).name(), options.palette().power(powers, i));
        this.patrons = options.marks().patrons();
        var caps = variant.definition().rules().get("capitals");
        if (caps != null) caps.forEach(n -> variant.board().find(n.asText()).ifPresent(capitals::add));
    }

    int width() { return layout.width; }

    int height() { return layout.height(); }

    /** Draws everything; returns the ids of the elements drawn, in order. */
    List<String> paint(Graphics2D g) {
        Scene scene = new Scene(g);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        Rectangle board = new Rectangle(0, layout.header, layout.width, layout.boardHeight);
        Shape clip = g.getClip();
        g.clip(board);
        scene.begin("board");
        g.setColor(options.palette().sea());
        g.fill(board);
        background(g);
        neutral(g);
        provinces(g, scene);
        scene.end();
        centres(g, scene);
        new SitePainter(variant.board(), options.marks(), this::centrePoint, this::colour, layout.unit).paint(g, scene);
        labels(g, scene);
        OrderPainter orders = new OrderPainter(g, scene, layout, this::unitPoint, this::displacedPoint, this::colour,
                options.orders(), options.outcomes(), this::glyph);
        orders.paint(options.orders());
        units(g, scene);
        orders.paintMarks();
        g.setClip(clip);
        title(g, scene);
        legend(g, scene);
        return scene.ids();
    }

    /** Neutral powers that no player takes (minors, wildlings) draw their units in this colour. */
    private static final Color NEUTRAL = new Color(0xd8d0bf);

    private Color colour(String power) { return colours.getOrDefault(power, NEUTRAL); }

    Point2D unitPoint(Location l) { return layout.px(shapes.unitPoint(l)); }

    /** Where a dislodged unit is drawn: beside the unit that took its place. */
    Point2D displacedPoint(Location l) {
        Point2D p = unitPoint(l);
        return new Point2D.Double(p.getX() + 1.25 * layout.unit, p.getY() + 0.95 * layout.unit);
    }

    private Shape px(Province p) { return layout.toPixels.createTransformedShape(shapes.path(p)); }

    private void background(Graphics2D g) {
        MapGeometry.Background bg = shapes.geometry().background();
        if (bg == null) return;
        try {
            BufferedImage img = ImageIO.read(new ByteArrayInputStream(bg.image()));
            if (img == null) return;
            Projection proj = new Projection(shapes.geometry());
            double[] b = bg.bounds();
            Point2D a = layout.px(new Point2D.Double(proj.x(b[0], b[3]), proj.y(b[0], b[3])));
            Point2D c = layout.px(new Point2D.Double(proj.x(b[2], b[1]), proj.y(b[2], b[1])));
            double x = Math.min(a.getX(), c.getX()), y = Math.min(a.getY(), c.getY());
            g.drawImage(img, (int) x, (int) y, (int) Math.abs(c.getX() - a.getX()), (int) Math.abs(c.getY() - a.getY()), null);
        } catch (IOException e) {
            throw new GeometryException(shapes.geometry().file(), null, "background image cannot be read: " + e.getMessage());
        }
    }

    private void neutral(Graphics2D g) {
        g.setColor(Palette.mix(options.palette().land(), Color.GRAY, 0.8));
        g.fill(layout.toPixels.createTransformedShape(Shapes.path(shapes.neutralLand())));
        g.setColor(new Color(0x6b6255));
        g.setStroke(new BasicStroke((float) (0.09 * layout.unit)));
        g.draw(layout.toPixels.createTransformedShape(Shapes.path(shapes.neutralLand())));
    }

    private void provinces(Graphics2D g, Scene scene) {
        boolean withBackground = shapes.geometry().background() != null;
        List<Province> land = new ArrayList<>();
        for (Province p : variant.board().provinces()) {
            Shape s = px(p);
            scene.begin("province-" + p.id());
            if (p.kind() == ProvinceKind.SEA) {
                if (!withBackground) g.setColor(options.palette().sea());
                if (!withBackground) g.fill(s);
                g.setColor(options.palette().seaBorder());
                g.setStroke(new BasicStroke((float) (0.12 * layout.unit)));
                g.draw(s);
            } else {
                land.add(p);
                String owner = controller(p);
                Color fill = fill(owner);
                g.setColor(withBackground ? Glyphs.withAlpha(fill, 0.45f) : fill);
                g.fill(s);
                if (p.kind() == ProvinceKind.IMPASSABLE) hatch(g, s, new Color(0x8a8070));
                List<String> behind = owner == null ? null : patrons.get(owner);
                if (behind != null && behind.size() > 1) hatch(g, s, colour(behind.get(1)));
            }
            scene.end();
        }
        scene.begin("borders");
        g.setColor(new Color(0x4d463b));
        g.setStroke(new BasicStroke((float) (0.13 * layout.unit), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        for (Province p : land) g.draw(px(p));
        scene.end();
    }

    /**
     * A province's fill: the owner's tint; for a thrall or vassal a paler tint of the (first) player behind
     * it; plain land for no owner or a power no player takes.
     */
    private Color fill(String owner) {
        Color land = options.palette().land();
        if (owner == null) return land;
        List<String> behind = patrons.get(owner);
        if (behind != null && !behind.isEmpty()) return Palette.mix(options.palette().tint(colour(behind.get(0))), land, 0.5);
        return colours.containsKey(owner) ? options.palette().tint(colour(owner)) : land;
    }

    /** The owner of a supply centre, or the power whose unit stands in any other land province. */
    private String controller(Province p) {
        if (p.isSupplyCenter()) return state.ownerOf(p);
        if (p.kind() == ProvinceKind.IMPASSABLE) return null;
        Unit u = state.unitAt(p);
        return u == null ? null : u.power();
    }

    private void hatch(Graphics2D g, Shape s, Color colour) {
        Shape old = g.getClip();
        g.clip(s);
        Rectangle2D b = s.getBounds2D();
        g.setColor(colour);
        g.setStroke(new BasicStroke((float) (0.12 * layout.unit)));
        double step = 0.55 * layout.unit;
        for (double x = b.getMinX() - b.getHeight(); x < b.getMaxX(); x += step) {
            g.draw(new Line2D.Double(x, b.getMaxY(), x + b.getHeight(), b.getMinY()));
        }
        g.setClip(old);
    }

    Point2D centrePoint(Province p) {
        Point2D file = shapes.centrePoint(p);
        if (file != null) return layout.px(file);
        Point2D a = unitPoint(p.main());
        return new Point2D.Double(a.getX() - 1.35 * layout.unit, a.getY() - 1.05 * layout.unit);
    }

    /** The glyph a variant draws this kind with, or null for the default. */
    private String glyph(org.chancery.engine.UnitKind kind) {
        return options.marks().glyphs().get(String.valueOf(kind.letter()));
    }

    private void centres(Graphics2D g, Scene scene) {
        if (!options.marks().centres()) return;
        scene.begin("centres");
        for (Province p : variant.board().provinces()) {
            if (!p.isSupplyCenter()) continue;
            String owner = state.ownerOf(p);
            Glyphs.centre(g, centrePoint(p), layout.unit, owner == null ? new Color(0xfaf7ef) : colour(owner), capitals.contains(p));
        }
        scene.end();
    }

    private void labels(Graphics2D g, Scene scene) {
        double r = layout.unit;
        Rectangle2D area = new Rectangle2D.Double(0, layout.header, layout.width, layout.boardHeight);
        LabelPlacer placer = new LabelPlacer(area, r);
        for (Location l : variant.board().locations()) {
            Point2D p = unitPoint(l);
            placer.block(new Rectangle2D.Double(p.getX() - 1.1 * r, p.getY() - 1.0 * r, 2.2 * r, 2.0 * r));
        }
        for (Dislodgement d : state.dislodged()) {
            Point2D p = displacedPoint(d.unit().location());
            placer.block(new Rectangle2D.Double(p.getX() - r, p.getY() - r, 2 * r, 2 * r));
        }
        for (Province p : variant.board().provinces()) {
            if (!p.isSupplyCenter() || !options.marks().centres()) continue;
            Point2D c = centrePoint(p);
            placer.block(new Rectangle2D.Double(c.getX() - 0.5 * r, c.getY() - 0.5 * r, r, r));
        }
        for (MapMarks.Site site : options.marks().sites()) {
            Point2D c = centrePoint(variant.board().find(site.province()).orElseThrow());
            placer.block(new Rectangle2D.Double(c.getX() - 0.6 * r, c.getY() - 1.4 * r, 1.2 * r, 2 * r));
        }
        scene.begin("labels");
        for (Province p : variant.board().provinces()) {
            boolean sea = p.kind() == ProvinceKind.SEA;
            String text = abbreviation(p);
            Point2D file = shapes.labelPoint(p);
            Point2D a = unitPoint(p.main());
            Point2D wanted = file != null ? layout.px(file) : new Point2D.Double(a.getX(), a.getY() + 1.75 * r);
            Point2D at = placer.place(text, sea ? layout.seaLabel : layout.label, wanted);
            String own = options.marks().labelColours().get(p.id());
            Color ink = own != null ? Color.decode(own) : sea ? new Color(0x1f4e79) : new Color(0x2a2620);
            Glyphs.text(g, text, own != null ? Fonts.bold(layout.label.getSize2D()) : sea ? layout.seaLabel : layout.label, at, ink);
        }
        scene.end();
    }

    static String abbreviation(Province p) {
        String id = p.id();
        return id.length() <= 4 ? id.substring(0, 1).toUpperCase(Locale.ROOT) + id.substring(1) : p.name();
    }

    private void units(Graphics2D g, Scene scene) {
        for (Unit u : state.units()) {
            scene.begin("unit-" + u.power() + "-" + u.shortName().replace(' ', '_'));
            Point2D at = unitPoint(u.location());
            List<String> behind = patrons.getOrDefault(u.power(), List.of());
            for (int i = 0; i < behind.size(); i++) {
                Glyphs.ring(g, at, (1.05 + 0.3 * i) * layout.unit, colour(behind.get(i)), 0.26 * layout.unit, false);
            }
            Glyphs.unit(g, u.kind(), glyph(u.kind()), at, layout.unit, colour(u.power()), 1f);
            scene.end();
        }
        heirs(g, scene);
        for (Dislodgement d : state.dislodged()) {
            Unit u = d.unit();
            Point2D p = displacedPoint(u.location());
            scene.begin("dislodged-" + u.power() + "-" + u.shortName().replace(' ', '_'));
            Glyphs.ring(g, p, 1.25 * layout.unit, Color.WHITE, 0.42 * layout.unit, false);
            Glyphs.ring(g, p, 1.25 * layout.unit, Glyphs.RED, 0.26 * layout.unit, true);
            Glyphs.unit(g, u.kind(), glyph(u.kind()), p, 0.85 * layout.unit, colour(u.power()), 1f);
            scene.end();
        }
    }

    /** Heirs as small bars in their House's colour beside the centre they live at; a married one is striped. */
    private void heirs(Graphics2D g, Scene scene) {
        Map<String, Integer> stacked = new HashMap<>();
        double u = layout.unit;
        for (MapMarks.HeirMark h : options.marks().heirs()) {
            Province p = variant.board().find(h.at()).orElse(null);
            if (p == null) continue;
            int k = stacked.merge(h.at(), 1, Integer::sum) - 1;
            Point2D c = centrePoint(p);
            Rectangle2D bar = new Rectangle2D.Double(c.getX() + 0.5 * u, c.getY() - 0.3 * u + k * 0.7 * u, 1.1 * u, 0.55 * u);
            scene.begin("heir-" + h.power() + "-" + h.at() + "-" + k);
            g.setColor(colour(h.power()));
            g.fill(bar);
            if (h.married()) {
                g.setColor(Color.WHITE);
                g.setStroke(new BasicStroke((float) (0.12 * u)));
                g.draw(new Line2D.Double(bar.getMinX(), bar.getCenterY(), bar.getMaxX(), bar.getCenterY()));
            }
            g.setColor(Glyphs.DARK);
            g.setStroke(new BasicStroke((float) (0.08 * u)));
            g.draw(bar);
            scene.end();
        }
    }

    private void title(Graphics2D g, Scene scene) {
        scene.begin("title");
        g.setColor(new Color(0x22303c));
        g.fillRect(0, 0, layout.width, layout.header);
        String left = variant.name();
        String right = state.phase().displayName();
        double mid = layout.header / 2.0;
        Rectangle2D lb = layout.title.getStringBounds(left, Glyphs.FRC);
        Glyphs.text(g, left, layout.title, new Point2D.Double(layout.width * 0.02 + lb.getWidth() / 2, mid), Color.WHITE);
        Rectangle2D rb = layout.title.getStringBounds(right, Glyphs.FRC);
        Glyphs.text(g, right, layout.title, new Point2D.Double(layout.width * 0.98 - rb.getWidth() / 2, mid), new Color(0xf2d37a));
        scene.end();
    }

    private void legend(Graphics2D g, Scene scene) {
        scene.begin("legend");
        int top = layout.legendTop();
        g.setColor(new Color(0xf4f1ea));
        g.fillRect(0, top, layout.width, layout.height() - top);
        g.setColor(new Color(0x4d463b));
        g.setStroke(new BasicStroke(Math.max(1f, (float) (0.1 * layout.unit))));
        g.drawLine(0, top, layout.width, top);
        Map<String, Integer> counts = state.centreCounts();
        List<Power> powers = variant.powers();
        int perRow = (powers.size() + layout.legendRows - 1) / layout.legendRows;
        double cell = (layout.width * 0.96) / perRow;
        double r = layout.unit;
        for (int i = 0; i < powers.size(); i++) {
            int row = i / perRow, col = i % perRow;
            double x = layout.width * 0.02 + col * cell, y = top + layout.legendRowHeight * (row + 0.7);
            Power pw = powers.get(i);
            Color c = colour(pw.name());
            Glyphs.unit(g, org.chancery.engine.UnitKind.ARMY, new Point2D.Double(x + r, y), r * 0.9, c, 1f);
            String name = pw.name();
            Rectangle2D nb = layout.legend.getStringBounds(name, Glyphs.FRC);
            Glyphs.text(g, name, layout.legend, new Point2D.Double(x + 2.3 * r + nb.getWidth() / 2, y), Glyphs.DARK);
            int n = counts.getOrDefault(pw.name(), 0);
            double cx = x + 2.3 * r + nb.getWidth() + 0.9 * r;
            Glyphs.centre(g, new Point2D.Double(cx, y), r * 1.1, c, false);
            String count = String.valueOf(n);
            Rectangle2D cb = layout.legend.getStringBounds(count, Glyphs.FRC);
            Glyphs.text(g, count, Fonts.bold(layout.legend.getSize2D()), new Point2D.Double(cx + 0.7 * r + cb.getWidth() / 2, y), Glyphs.DARK);
        }
        scene.end();
    }
}
