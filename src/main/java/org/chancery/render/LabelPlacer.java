package org.chancery.render;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.font.TextLayout;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.IntPredicate;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;

/**
 * Places province names where nothing else is: not on a unit, a marker, an arrow or another name. It tries,
 * in turn: the full name inside the province; the full name on two lines; the full name spilling only into
 * the sea; in a close-up, the full name a little further off, then across its border (centred on its own ground, most
 * of it there); the short name inside; the short name nearby, centred on its own ground, sea or no one's. Small provinces go
 * first. A name that finds no free place is left off: a close-up of its area names it.
 */
final class LabelPlacer {
    /** A placed name: its lines, the box it covers in image pixels, whether that box is clear, and its form. */
    record Placed(String province, List<String> lines, Font font, Rectangle2D box, boolean sea, boolean clear, Form form) {}

    /** The form a name is drawn in: its full name on one line, on two, or its short form. */
    enum Form { FULL, TWO_LINES, SHORT }

    /** The ways a name is tried, in turn (see {@link #placeOne}). */
    static final int TIERS = 23;

    /** In a close-up, the share of a full name's box that must lie on its own ground (or the sea, or no one's) when it crosses a border. */
    static final double MOSTLY_OWN = 0.7;
    /**
     * Last before a short form: a full name a size smaller with half its box on its own ground (the sea or no one's
     * counting), centred there: Europe 1615's German states, narrower than their names and filled by their units.
     */
    static final double HALF_OWN = 0.5;
    /** The least share of a full name's box on its own ground (the sea or no one's counting) right beside its spot. */
    static final double BESIDE_OWN = 0.35;
    /** The room kept between two names side by side, in glyph radii, so that "Lor" and "Champagne" do not run together. */
    static final double GAP = 0.2;
    /** The side of a cell of the grid that keeps the placed names' boxes, in glyph radii: about a short name's width. */
    static final double CELL_UNITS = 6;

    private final Layout layout;
    private final Raster ink;
    private final BoardLayer layer;
    private final BoxGrid taken;
    private final List<Placed> placed = new ArrayList<>();

    private final java.awt.geom.Rectangle2D area;

    /** Provinces drawn as small circles (castles, cities and ports), whose names have a face of their own. */
    private java.util.function.Predicate<Province> circles = p -> false;

    /** The name to draw where the full one does not fit. */
    private java.util.function.Function<Province, String> shortNames = LabelPlacer::abbreviation;

    LabelPlacer circles(java.util.function.Predicate<Province> drawnAsCircles) {
        this.circles = drawnAsCircles;
        return this;
    }

    LabelPlacer shortNames(java.util.function.Function<Province, String> names) {
        this.shortNames = names;
        return this;
    }

    LabelPlacer(Layout layout, Raster ink, BoardLayer layer) {
        this.layout = layout;
        this.area = new Rectangle2D.Double(0, layout.header, layout.width, layout.boardHeight);
        this.ink = ink;
        this.layer = layer;
        this.taken = new BoxGrid(layout.width, layout.height(), CELL_UNITS * layout.unit);
    }

    /** Places every name; {@code wanted} gives each province's preferred spots in image pixels. */
    List<Placed> place(List<Province> provinces, java.util.function.Function<Province, List<Point2D>> wanted,
                       java.util.function.ToDoubleFunction<Province> area, IntPredicate isSea) {
        List<Province> order = new ArrayList<>(provinces);
        order.sort(Comparator.comparing((Province p) -> p.kind() == ProvinceKind.SEA).thenComparingDouble(area));
        for (Province p : order) {
            List<Point2D> spots = wanted.apply(p);
            if (spots.isEmpty()) continue;
            Placed one = placeOne(p, spots, isSea);
            if (one != null) placed.add(one);
        }
        return placed;
    }

    private Placed placeOne(Province p, List<Point2D> spots, IntPredicate isSea) {
        boolean sea = p.kind() == ProvinceKind.SEA;
        Font font = sea ? layout.seaLabel : circles.test(p) ? Fonts.bold(layout.label.getSize2D() * 0.88f) : layout.label;
        Font smaller = font.deriveFont(font.getSize2D() * 0.82f);
        int own = p.index() + 1;
        IntPredicate inside = v -> v == own;
        // a circle (a castle or city) is named beside it, as a map names a town, on whatever ground is there
        IntPredicate spill = sea ? inside : circles.test(p) ? v -> true : v -> v == own || v == 0 || isSea.test(v);
        String given = shortNames.apply(p);
        // a name with no short form a player would know ("") is left to the close-up where the full one does not fit
        List<String> full = List.of(p.name()), two = split(p.name()), shortName = given == null || given.isBlank() ? null : List.of(given);
        Object[][] tiers = {
            {full, inside, 3, font}, {two, inside, 3, font}, {full, inside, 3, smaller}, {two, inside, 3, smaller},
            {full, spill, 4, font}, {two, spill, 4, font}, {full, spill, 4, smaller},
            // a close-up has room round a place: its full name a little further off before its short form
            {layout.closeUp ? full : null, spill, 7, font}, {layout.closeUp ? two : null, spill, 7, font},
            {layout.closeUp ? two : null, spill, 7, smaller},
            // and further off still, smaller, before a short name
            {layout.closeUp ? full : null, spill, 9, smaller}, {layout.closeUp ? two : null, spill, 9, smaller},
            // a small state's name across its border, as an atlas prints it: centred on its own ground, most of it there
            {layout.closeUp ? full : null, new Mostly(inside, spill, MOSTLY_OWN), 4, font}, {layout.closeUp ? two : null, new Mostly(inside, spill, MOSTLY_OWN), 4, font},
            {layout.closeUp ? full : null, new Mostly(inside, spill, MOSTLY_OWN), 7, smaller}, {layout.closeUp ? two : null, new Mostly(inside, spill, MOSTLY_OWN), 7, smaller},
            {layout.closeUp ? full : null, new Mostly(inside, spill, HALF_OWN), 7, smaller}, {layout.closeUp ? two : null, new Mostly(inside, spill, HALF_OWN), 7, smaller},
            // and a third of it there, but only right beside its own spot, just above or below its unit (Europe
            // 1615's "Lorraine" over "Champagne"); further off, a name mostly on a neighbour's ground names the neighbour
            {layout.closeUp ? full : null, new Mostly(inside, spill, BESIDE_OWN), 4, smaller},
            {shortName, inside, 3, font}, {shortName, spill, 5, font}, {shortName, new Centred(spill), 7, font},
            // a small bay or sound has no water of its own to hold a name: beside it, over any ground
            {shortName, sea ? null : new Centred(spill), 9, smaller}
        };
        for (int k = 0; k < TIERS; k++) {
            Object[] t = tiers[k];
            @SuppressWarnings("unchecked")
            List<String> lines = (List<String>) t[0];
            if (lines == null) continue;
            Form form = lines == shortName && !given.equals(p.name()) ? Form.SHORT : lines.size() > 1 ? Form.TWO_LINES : Form.FULL;
            Placed found = search(p, k, lines, (Font) t[3], spots, t[1], (Integer) t[2], form);
            if (found != null) return take(found);
        }
        // no name over another's ground or over a mark: where none fits, the close-up names it
        return null;
    }

    /**
     * The first box of a spiral round the spots that lies on the board, on ground the tier allows and clear of
     * everything drawn. The boxes on allowed ground depend only on the framing, so a framing drawn often keeps them
     * in its layer and only tests each for ink and names; so does a whole board when boards are kept on disk, whose
     * boxes a fresh process reads ({@link StoredNames}).
     */
    private Placed search(Province p, int tier, List<String> lines, Font font, List<Point2D> spots, Object allowed,
                          int rings, Form form) {
        boolean sea = p.kind() == ProvinceKind.SEA;
        Rectangle2D size = box(lines, font, new Point2D.Double(0, 0));
        java.util.function.Supplier<Rectangle2D> reach = new java.util.function.Supplier<>() {
            private Rectangle2D ink;

            @Override public Rectangle2D get() { return ink != null ? ink : (ink = ink(lines, font, size)); }
        };
        if (layer.often() || layer.keepsBoxes()) {
            for (Rectangle2D box : layer.labelBoxes(p.index() * TIERS + tier,
                    () -> spiral(spots, size, reach, rings, allowed, Integer.MAX_VALUE))) {
                if (free(box)) return new Placed(p.id(), lines, font, box, sea, true, form);
            }
            return null;
        }
        List<Rectangle2D> first = spiral(spots, size, reach, rings, allowed, 1);
        return first.isEmpty() ? null : new Placed(p.id(), lines, font, first.get(0), sea, true, form);
    }

    /**
     * Up to {@code most} boxes of the size, centred on rings round each spot in turn, whose ink ({@code reach}, about
     * the box centred on 0,0, worked out only for a box near the edge) lies on the board and whose box lies on ground
     * {@code allowed} (null: any), and for a single box also clear.
     */
    private List<Rectangle2D> spiral(List<Point2D> spots, Rectangle2D size, java.util.function.Supplier<Rectangle2D> reach, int rings,
                                     Object allowed, int most) {
        double near = 0.5 * size.getHeight() + layout.unit;
        double step = 0.42 * layout.unit;
        double w = size.getWidth(), h = size.getHeight();
        List<Rectangle2D> out = new ArrayList<>();
        for (Point2D spot : spots) {
            for (int ring = 0; ring <= rings; ring++) {
                int n = ring == 0 ? 1 : 8 + 4 * ring;
                for (int i = 0; i < n; i++) {
                    double a = Math.PI / 2 + i * 2 * Math.PI / n;
                    double cx = spot.getX() + ring * step * 1.4 * Math.cos(a), cy = spot.getY() + ring * step * Math.sin(a);
                    Rectangle2D box = new Rectangle2D.Double(cx - w / 2, cy - h / 2, w, h);
                    if (area.contains(box) && (area.contains(box.getX() - near, box.getY() - near, w + 2 * near, h + 2 * near)
                            || area.contains(cx + reach.get().getX(), cy + reach.get().getY(), reach.get().getWidth(), reach.get().getHeight()))
                            && onGround(box, allowed) && (most > 1 || free(box))) {
                        out.add(box);
                        if (out.size() >= most) return out;
                    }
                }
            }
        }
        return out;
    }

    /** Ground a box may cover, all of it under the box, or with {@link Centred} only the pixel under its middle. */
    private record Centred(IntPredicate allowed) {}

    /** Ground whose middle pixel is {@code centre}'s and at least {@code share} of whose pixels are {@code most}'s. */
    private record Mostly(IntPredicate centre, IntPredicate most, double share) {}

    private boolean onGround(Rectangle2D box, Object allowed) {
        if (allowed == null) return true;
        Raster owners = layer.owners();
        if (allowed instanceof Centred c) return owners.centre(box, c.allowed());
        if (allowed instanceof Mostly m) return owners.centre(box, m.centre()) && owners.share(box, m.most()) >= m.share();
        return owners.all(box, (IntPredicate) allowed);
    }

    private boolean free(Rectangle2D box) {
        double gap = GAP * layout.unit;
        return !taken.meets(box.getX() - gap, box.getY(), box.getWidth() + 2 * gap, box.getHeight()) && !ink.any(box);
    }

    private Placed take(Placed p) {
        taken.add(p.box());
        return p;
    }

    /** The box lines of text take, centred on a point. */
    static Rectangle2D box(List<String> lines, Font font, Point2D c) {
        double w = 0;
        for (String l : lines) w = Math.max(w, font.getStringBounds(l, Glyphs.FRC).getWidth());
        double lineH = font.getSize2D() * 1.05, h = lineH * lines.size();
        w += font.getSize2D() * 0.25;
        return new Rectangle2D.Double(c.getX() - w / 2, c.getY() - h / 2, w, h);
    }

    /**
     * The ink of lines drawn in a box as {@link #draw} letters them: their glyphs and the halo round them ({@link
     * Lettering}), which reach past the box by a descender or a halo's width. A close-up clips at its edge, so a name
     * is kept to where its ink lies on the board (classic's "Black Sea", the Dragon's "Konya" lost 1 to 3 px there).
     */
    static Rectangle2D ink(List<String> lines, Font font, Rectangle2D box) {
        Rectangle2D out = box;
        double halo = Lettering.HALO_REACH * Math.max(1, font.getSize2D() * Lettering.HALO_STEP);
        for (int i = 0; i < lines.size(); i++) {
            String s = lines.get(i);
            TextLayout tl = new TextLayout(s, font, Glyphs.FRC);
            Point2D at = baseline(s, tl, font, box, i);
            Rectangle2D b = tl.getOutline(null).getBounds2D();
            out = out.createUnion(new Rectangle2D.Double(at.getX() + b.getX() - halo, at.getY() + b.getY() - halo,
                    b.getWidth() + 2 * halo, b.getHeight() + 2 * halo));
        }
        return out;
    }

    /** Where line {@code i} of a name in its box starts, on its baseline: centred across, its line's middle down. */
    private static Point2D baseline(String s, TextLayout tl, Font font, Rectangle2D box, int i) {
        double lineH = font.getSize2D() * 1.05;
        return new Point2D.Double(box.getCenterX() - font.getStringBounds(s, Glyphs.FRC).getWidth() / 2,
                box.getMinY() + i * lineH + lineH / 2 + (tl.getAscent() - tl.getDescent()) / 2);
    }

    /** Draws the placed names, each with its edge (a pale halo, see {@link Lettering}) so it reads over borders and fills. */
    static void draw(Graphics2D g, List<Placed> placed) { draw(g, placed, id -> null); }

    /** The same, with a name's own colour where {@code own} gives one (a variant's NAME mark). */
    static void draw(Graphics2D g, List<Placed> placed, java.util.function.Function<String, Color> own) {
        for (Placed p : placed) {
            Lettering l = lettering(own.apply(p.province()), p.sea());
            for (int i = 0; i < p.lines().size(); i++) {
                String s = p.lines().get(i);
                Point2D at = baseline(s, new TextLayout(s, p.font(), Glyphs.FRC), p.font(), p.box(), i);
                l.draw(g, s, p.font(), (float) at.getX(), (float) at.getY());
            }
        }
    }

    /**
     * Writes the placed names once where no one sees them (a bitmap of one pixel, drawn as a map is), so that their
     * glyphs are rasterised and kept by the font system, and its text code loaded, on the core that placed them while
     * the calling thread still draws the picture: then drawing them on the map only blends (W3K's first map).
     */
    static void rehearse(List<Placed> placed) {
        java.awt.image.BufferedImage scratch = new java.awt.image.BufferedImage(1, 1, java.awt.image.BufferedImage.TYPE_INT_RGB);
        Graphics2D g = scratch.createGraphics();
        try {
            BoardLayer.hints(g);
            for (Placed p : placed) {
                g.setFont(p.font());
                for (int i = 0; i < p.lines().size(); i++) {
                    String s = p.lines().get(i);
                    Point2D at = baseline(s, new TextLayout(s, p.font(), Glyphs.FRC), p.font(), p.box(), i);
                    g.drawString(s, (float) at.getX(), (float) at.getY());
                }
            }
        } finally {
            g.dispose();
        }
    }

    /** How a name is lettered: in its own colour where it has one, else dark on land and blue at sea. */
    static Lettering lettering(Color own, boolean sea) {
        return Lettering.of(own != null ? own : sea ? SEA_INK : LAND_INK, sea);
    }

    static final Color LAND_INK = new Color(0x221f1a), SEA_INK = new Color(0x1f4e79);

    /** A name on two lines, split at the space nearest its middle; null for a single word. */
    static List<String> split(String name) {
        int best = -1;
        for (int i = name.indexOf(' '); i >= 0; i = name.indexOf(' ', i + 1)) {
            if (best < 0 || Math.abs(i - name.length() / 2.0) < Math.abs(best - name.length() / 2.0)) best = i;
        }
        return best < 0 ? null : List.of(name.substring(0, best), name.substring(best + 1));
    }

    /** The short form of a name: the province id, capitalised ("Lvp", "ThP" where the id says so). */
    static String abbreviation(Province p) {
        String id = p.id();
        return id.length() <= 4 ? id.substring(0, 1).toUpperCase(Locale.ROOT) + id.substring(1) : p.name();
    }
}
