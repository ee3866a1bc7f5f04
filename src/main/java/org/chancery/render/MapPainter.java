package org.chancery.render;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.awt.Shape;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.Location;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.chancery.engine.Unit;
import org.chancery.variant.MapMarks;
import org.chancery.variant.Power;
import org.chancery.variant.Variant;
import org.locationtech.jts.geom.Envelope;

/**
 * The one drawing routine behind both outputs: paints a position (and optionally orders) onto any
 * {@link Graphics2D}, an SVG canvas or a bitmap alike. Title band on top, the board (or a close-up of it), a
 * legend below. Names go on last, each where no unit, marker, arrow or other name is ({@link LabelPlacer}).
 */
final class MapPainter {
    /** The ink raster's empty value: a colour nothing draws. */
    private static final int BLANK = 0x0a0b0c;
    /** Bitmaps of more pixels than this (W3K's whole board) have their names placed alongside the drawing. */
    static final long ALONGSIDE = Png.FULL_COLOUR_PIXELS;

    final BoardShapes shapes;
    final Variant variant;
    final GameState state;
    final RenderOptions options;
    final Layout layout;
    private final Map<String, Color> colours;
    private final Map<String, Color> fills;
    private final Set<Province> capitals = new HashSet<>();
    /** For a power no player takes: the players behind it (a thrall's controller, a vassal's two). */
    final Map<String, List<String>> patrons;
    private final BoardLayer layer;
    private final BoardPainter board;
    private final Legend legend;
    private List<LabelPlacer.Placed> labels = List.of();
    private Raster ink;
    private List<double[]> crosses = List.of();
    private List<OrderPainter.Arrow> arrows = List.of();

    MapPainter(BoardShapes shapes, GameState state, RenderOptions options) { this(shapes, state, options, false); }

    /** A painter; with {@code bitmap}, for a bitmap, whose board's stored pixels are read on a free core meanwhile. */
    MapPainter(BoardShapes shapes, GameState state, RenderOptions options, boolean bitmap) {
        this.shapes = shapes;
        this.variant = shapes.variant();
        this.state = state;
        this.options = options;
        BoardDetails d = shapes.details();
        Envelope view = Framing.frame(shapes, options.focus());
        int width = options.width() != 0 ? options.width()
                : options.isCloseUp() ? Framing.width(view, d.unit) : Layout.autoWidth(shapes.plane(), d.unit);
        this.layout = new Layout(view, width, d.unit, options.isCloseUp());
        this.layer = BoardLayer.of(shapes, layout);
        List<MapMarks.Mark> boardMarks = BoardPainter.boardMarks(options.marks());
        if (bitmap) layer.readAhead(options.palette(), boardMarks);
        this.colours = PowerColours.of(variant, options.palette());
        this.fills = PowerColours.fills(variant, options.palette());
        this.patrons = options.marks().patrons();
        var caps = variant.definition().rules().get("capitals");
        if (caps != null) caps.forEach(n -> variant.board().find(n.asText()).ifPresent(capitals::add));
        layer.drawing();
        this.board = new BoardPainter(shapes, layout, options.palette(), this::fill, this::hatchOf, layer, boardMarks);
        this.legend = new KeyEntries(this).legend();
        layout.legendHeight = legend.height(layout);
    }

    int width() { return layout.width; }

    int height() { return layout.height(); }

    List<LabelPlacer.Placed> labels() { return labels; }

    Raster ink() { return ink; }

    Legend legend() { return legend; }

    BoardLayer layer() { return layer; }

    /** Draws everything; returns the ids of the elements drawn, in order. */
    List<String> paint(Graphics2D g) { return paint(g, null); }

    /**
     * Draws everything with {@code g}, which draws into {@code target} (a {@code TYPE_INT_RGB} image of this map's
     * size) when that is not null: then the board is copied from its layer's pixels where it can be.
     */
    List<String> paint(Graphics2D g, BufferedImage target) {
        return paint(g, target, target != null && (long) width() * height() > ALONGSIDE);
    }

    /**
     * The same, with the names placed on a free core ({@link Split}) while the picture is drawn here when
     * {@code alongside}: placing them needs only the ink of the pieces, drawn apart from the picture. (Drawing the
     * pieces in two halves, each graphics clipped to its half, gave the same pixels but saved the calling thread
     * nothing: each half still works out every arrow, route and outline.)
     */
    List<String> paint(Graphics2D g, BufferedImage target, boolean alongside) {
        Scene scene = new Scene(g);
        BoardLayer.hints(g);
        Rectangle boardArea = new Rectangle(0, layout.header, layout.width, layout.boardHeight);
        Shape clip = g.getClip();
        g.clip(boardArea);
        Runnable picture = () -> {
            board.paint(g, scene, boardArea, target);
            pieces(g, scene, false);
        };
        Runnable names = () -> {
            drawInk();
            labels = placeLabels();
            if (alongside) LabelPlacer.rehearse(labels);
        };
        if (alongside) Split.run(picture, names);
        else {
            picture.run();
            names.run();
        }
        scene.begin("labels");
        Map<String, Color> named = new HashMap<>();
        for (MapMarks.Mark m : options.marks().marks()) {
            if (m.symbol() == MapMarks.Symbol.NAME) for (String id : m.at()) named.put(id, Palette.parse(m.colour()));
        }
        LabelPlacer.draw(g, labels, named::get);
        scene.end();
        g.setClip(clip);
        title(g, scene);
        legend.paint(g, scene, layout);
        shapes.keepMarks();
        layer.keepBoxes();
        return scene.ids();
    }

    /** The ink raster: everything names must keep clear of, without antialiasing. */
    private void drawInk() {
        ink = new Raster(layout.width, layout.height(), BLANK);
        Graphics2D mask = ink.graphics();
        mask.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
        mask.clip(new Rectangle(0, 0, layout.width, layout.height()));
        for (BoardDetails.Drawn f : shapes.details().features) {
            if (f.kind().equals("arrow") || f.kind().equals("point")) {
                BoardPainter.feature(mask, f.kind(), null, f.from() == null ? null : layout.px(f.from()),
                        f.to() == null ? null : layout.px(f.to()), layout.unit);
            }
        }
        pieces(mask, new Scene(mask), true);
        mask.dispose();
    }

    /**
     * Everything names must keep clear of: centres, coast tags, orders, units, marks; with {@code keep} (the ink), the
     * marks drawn with the board too, and their places are kept for {@link #arrows}, {@link #crosses} and
     * {@link #coastTags} (drawn twice, kept once).
     */
    private void pieces(Graphics2D g, Scene scene, boolean keep) {
        centres(g, scene);
        coastTags(g, scene, keep);
        MarkPainter marks = new MarkPainter(shapes, board, layout.unit, this::centrePoint,
                (p, i) -> layout.px(shapes.details().spots.mark(p, i)),
                id -> unitPoint(variant.board().find(id).orElseThrow().main()), this::colour);
        marks.marks(g, scene, options.marks().marks(), keep);
        List<Point2D> spots = new ArrayList<>();
        for (Unit u : state.units()) spots.add(unitPoint(u.location()));
        for (Dislodgement d : state.dislodged()) spots.add(displacedPoint(d.unit().location()));
        OrderPainter orders = new OrderPainter(g, scene, layout.unit, this::unitPoint, this::displacedPoint, this::colour,
                options.orders(), options.outcomes()).glyphs(this::glyph)
                .units(spots, p -> state.unitAt(p) == null ? null : state.unitAt(p).location(), this::isPlayerPower).standing(u -> state.phase().type() == org.chancery.engine.PhaseType.MOVEMENT && u.equals(state.unitAt(u.province())))
                .fleetWays((from, to) -> FleetRoutes.of(shapes).route(from, to).stream().map(layout::px).toList());
        orders.paint(options.orders());
        units(g, scene);
        marks.heirs(g, scene, options.marks().heirs());
        orders.paintMarks();
        if (keep) {
            crosses = orders.crosses();
            arrows = orders.arrows();
        }
    }

    /** The move and retreat arrows of the last drawing, tail to tip. */
    List<OrderPainter.Arrow> arrows() { return arrows; }

    /** The failure crosses of the last drawing: x, y and the radius of each one's disc. */
    List<double[]> crosses() { return crosses; }

    private List<LabelPlacer.Placed> placeLabels() {
        boolean[] sea = new boolean[variant.board().size() + 1];
        for (Province p : variant.board().provinces()) sea[p.index() + 1] = p.kind() == ProvinceKind.SEA;
        Rectangle2D view = new Rectangle2D.Double(0, layout.header, layout.width, layout.boardHeight);
        LabelPlacer placer = new LabelPlacer(layout, ink, layer)
                .circles(p -> shapes.geometry().provinces().get(p.id()).radius() > 0)
                .shortNames(this::shortName);
        return placer.place(variant.board().provinces(), p -> {
            List<Point2D> spots = new ArrayList<>();
            Point2D file = shapes.labelPoint(p);
            if (file != null) spots.add(layout.px(file));
            Point2D room = shapes.details().roomiest.get(p);
            if (room != null) spots.add(layout.px(room));
            Point2D a = unitPoint(p.main());
            spots.add(new Point2D.Double(a.getX(), a.getY() + 1.9 * layout.unit));
            spots.removeIf(s -> !view.contains(s));
            return spots;
        }, shapes::area, v -> sea[v]);
    }

    /** The name drawn where a province's full one does not fit: the map's own, else its abbreviation; "" for none. */
    String shortName(Province p) {
        String given = shapes.geometry().provinces().get(p.id()).shortName();
        return given != null ? given : LabelPlacer.abbreviation(p);
    }

    /** Neutral powers that no player takes (minors, wildlings) draw their units in this colour. */
    static final Color NEUTRAL = new Color(0xfcfaf5);

    Color colour(String power) { return colours.getOrDefault(power, NEUTRAL); }

    boolean isPlayerPower(String power) { return colours.containsKey(power); }

    Set<Province> capitals() { return capitals; }

    Point2D unitPoint(Location l) { return layout.px(shapes.unitPoint(l)); }

    /** Where a dislodged unit is drawn: beside the unit that took its place. */
    Point2D displacedPoint(Location l) {
        Point2D p = unitPoint(l);
        return new Point2D.Double(p.getX() + 1.25 * layout.unit, p.getY() + 0.95 * layout.unit);
    }

    /** A province's fill: its controller's tint, a paler tint of the player behind a thrall or vassal, or plain land. */
    private Color fill(Province p) {
        Color land = options.palette().land();
        String owner = controller(p);
        if (owner == null) return land;
        List<String> behind = patrons.get(owner);
        if (behind != null && !behind.isEmpty()) return Palette.mix(tint(behind.get(0)), land, 0.5);
        return colours.containsKey(owner) ? tint(owner) : land;
    }

    /** A player power's fill, parted from its neighbours' ({@link PowerColours#fills}). */
    private Color tint(String power) {
        Color f = fills.get(power);
        return f != null ? f : options.palette().tint(colour(power));
    }

    /** A vassal's second controller hatches its provinces. */
    private Color hatchOf(Province p) {
        String owner = controller(p);
        List<String> behind = owner == null ? null : patrons.get(owner);
        return behind != null && behind.size() > 1 ? colour(behind.get(1)) : null;
    }

    /**
     * The owner of a supply centre; for any other land province, its holder where the variant's marks say who holds
     * it (Europe 1615's territory), else the power whose unit stands in it.
     */
    String controller(Province p) {
        if (p.isSupplyCenter()) return state.ownerOf(p);
        if (p.kind() == ProvinceKind.IMPASSABLE) return null;
        String holder = options.marks().holders().get(p.id());
        if (holder != null) return holder;
        Unit u = state.unitAt(p);
        return u == null ? null : u.power();
    }

    Point2D centrePoint(Province p) { return layout.px(shapes.details().spots.centre(p)); }

    /** The glyph a variant draws this kind of unit with, or null for the default. */
    String glyph(org.chancery.engine.UnitKind kind) {
        return options.marks().glyphs().get(String.valueOf(kind.letter()));
    }

    private void centres(Graphics2D g, Scene scene) {
        if (!options.marks().centres()) return;
        scene.begin("centres");
        for (Province p : variant.board().provinces()) {
            if (!p.isSupplyCenter()) continue;
            String owner = state.ownerOf(p);
            Glyphs.centre(g, centrePoint(p), layout.unit, owner == null ? Palette.UNOWNED : colour(owner),
                    capitals.contains(p), shapes.geometry().capitals());
        }
        scene.end();
    }

    /**
     * A split coast's name at the spot its fleets stand, where no unit is; where a unit's glyph would cover it (an army
     * on the province's own spot: Europe 1615's Danish army in Holstein hid both its "wc" and "ec"), moved out beside the
     * glyph, on the coast's side.
     */
    private void coastTags(Graphics2D g, Scene scene, boolean keep) {
        scene.begin("coasts");
        List<Point2D> units = new ArrayList<>();
        for (Unit u : state.units()) units.add(unitPoint(u.location()));
        for (Dislodgement d : state.dislodged()) units.add(displacedPoint(d.unit().location()));
        List<Point2D> drawn = new ArrayList<>();
        for (Province p : variant.board().provinces()) {
            for (Location c : p.coasts()) {
                if (state.unitAt(p) != null && c.equals(state.unitAt(p).location())) continue;
                Point2D at = clearOf(unitPoint(c), Glyphs.coastTagSize(c.coast(), layout.unit), units, layout.unit);
                Glyphs.coastTag(g, c.coast(), at, layout.unit);
                drawn.add(at);
            }
        }
        if (keep) coastTags = drawn;
        scene.end();
    }

    /** The middle of each coast tag of the last drawing. */
    List<Point2D> coastTags() { return coastTags; }

    private List<Point2D> coastTags = List.of();

    /**
     * Where a box of this size centred at {@code at} lies clear of every unit's glyph (radius {@code r}, and a tenth
     * more): moved out from a glyph that covers it, along the line from the glyph's middle through {@code at} (upward
     * where they are one spot), a tenth of a glyph at a time.
     */
    static Point2D clearOf(Point2D at, Rectangle2D size, List<Point2D> units, double r) {
        Point2D here = at;
        for (int step = 0; step < 40; step++) {
            Point2D over = null;
            for (Point2D u : units) if (meets(here, size, u, 1.1 * r)) over = u;
            if (over == null) return here;
            double dx = here.getX() - over.getX(), dy = here.getY() - over.getY(), d = Math.hypot(dx, dy);
            if (d < 1e-6) {
                dx = 0;
                dy = -1;
                d = 1;
            }
            here = new Point2D.Double(here.getX() + dx / d * 0.1 * r, here.getY() + dy / d * 0.1 * r);
        }
        return here;
    }

    /** Whether a box of this size centred at {@code at} meets a circle. */
    private static boolean meets(Point2D at, Rectangle2D size, Point2D centre, double radius) {
        double nx = Math.max(at.getX() - size.getWidth() / 2, Math.min(centre.getX(), at.getX() + size.getWidth() / 2));
        double ny = Math.max(at.getY() - size.getHeight() / 2, Math.min(centre.getY(), at.getY() + size.getHeight() / 2));
        return Math.hypot(nx - centre.getX(), ny - centre.getY()) < radius;
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
        for (Location l : dislodged()) {
            Unit u = state.unitAt(l.province());
            if (u == null) continue;
            scene.begin("dislodged-" + u.power() + "-" + u.shortName().replace(' ', '_'));
            Glyphs.ring(g, unitPoint(u.location()), 1.3 * layout.unit, Color.WHITE, 0.42 * layout.unit, false);
            Glyphs.ring(g, unitPoint(u.location()), 1.3 * layout.unit, Glyphs.FAIL, 0.22 * layout.unit, true);
            scene.end();
        }
        for (Dislodgement d : state.dislodged()) {
            Unit u = d.unit();
            Point2D p = displacedPoint(u.location());
            scene.begin("dislodged-" + u.power() + "-" + u.shortName().replace(' ', '_'));
            Glyphs.dislodged(g, u.kind(), p, layout.unit, colour(u.power()));
            scene.end();
        }
    }

    /**
     * The units a results map rings as dislodged: those the caller names (the next phase's retreats) and every unit
     * whose order failed because it was dislodged, the ones the rules destroyed at once included (a minor's, a
     * state's, the wildlings'), which no retreat phase lists.
     */
    private Set<Location> dislodged() {
        Set<Location> out = new java.util.LinkedHashSet<>(options.dislodged());
        Set<Province> seen = new HashSet<>();
        for (Location l : out) seen.add(l.province());
        for (org.chancery.engine.Outcome o : options.outcomes()) {
            Unit u = o.order().unit();
            if (u == null || o.succeeded() || o.reason() == null || !o.reason().contains("dislodged")) continue;
            if (u.equals(state.unitAt(u.province())) && seen.add(u.province())) out.add(u.location());
        }
        return out;
    }

    private void title(Graphics2D g, Scene scene) {
        scene.begin("title");
        g.setColor(new Color(0x22303c));
        g.fillRect(0, 0, layout.width, layout.header);
        String left = options.focusName() == null ? variant.name() : options.focusName();
        String right = state.phase().displayName();
        double mid = layout.header / 2.0;
        var font = layout.title;
        double room = layout.width - 3 * layout.chrome;
        double need = font.getStringBounds(left + right, Glyphs.FRC).getWidth();
        if (need > room) font = font.deriveFont((float) (font.getSize2D() * room / need));
        Rectangle2D lb = font.getStringBounds(left, Glyphs.FRC);
        Glyphs.text(g, left, font, new Point2D.Double(layout.chrome + lb.getWidth() / 2, mid), Color.WHITE);
        Rectangle2D rb = font.getStringBounds(right, Glyphs.FRC);
        Glyphs.text(g, right, font, new Point2D.Double(layout.width - layout.chrome - rb.getWidth() / 2, mid), new Color(0xf2d37a));
        scene.end();
    }

    Map<String, Integer> stackedCounts() { return new HashMap<>(state.centreCounts()); }

    List<Power> powers() { return variant.powers(); }
}
