package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Variant;
import org.junit.jupiter.api.Test;

/**
 * Close-ups name places in full where the name fits, counted by the form the placer chose ({@link LabelPlacer.Form}):
 * on every board, the close-ups of a full set of orders at the start and of the busiest of a seeded game's first eight
 * phases ({@link BusyPhases}). A full name may stand further off its place, a size smaller, and at last across its
 * border, centred on its own ground with most of it there, before the short form is tried. Before that last step the
 * close-ups printed 206 short names to 1,754 full (Europe 1615 65, W3K 63, the Dragon 32: its Dij, Cha, Bou; Ice
 * and Fire's Hig, Mmo, Bwb; the Empire's Mad, Mpe, Mae); then 92 to 1,869 (Europe 1615 41: Rhineland, Lorraine,
 * Wuerttemberg, Westphalia, Brunswick and Hesse, whose names are wider than the states and whose ground their units fill);
 * with a last full-name tier a size smaller and half on its own ground ({@link LabelPlacer#HALF_OWN}), 58 to 1,903
 * (Europe 1615 26, Rhineland and Lorraine most; W3K 23; the Dragon 3, from 12). With today's fewer close-ups 49 to
 * 1,789; a full name with a third of its box on its own ground right beside its spot ({@link LabelPlacer#BESIDE_OWN})
 * took that to 45 to 1,793 (Europe 1615 26 to 24: one "Lorraine" and one "Hesse" in full; Rhineland, filled by its
 * unit and marks, keeps its short name). Two names side by side keep
 * {@link LabelPlacer#GAP} apart ("Lor" ran into "Champagne"), and no name's letters or halo cross the close-up's
 * edge, where the drawing is clipped (before: 10 names, a descender or a halo 1 to 3 px over; classic's "Black Sea", the Dragon's "Konya"). With {@code -Dchancery.render.out=DIR} the
 * close-ups are written there.
 */
class CloseUpNamesTest {
    /**
     * At most this share of the names in a board's close-ups may be short (before: from 6.9%, the Empire, to 10%, W3K;
     * then to 5.2%; now at most 3.7%, W3K), and of all boards' names together 3.5% (before: 206 short to 1,754 full,
     * 10.5%; then 4.7%; now 3.0%).
     */
    private static final double MOST_SHORT = 0.045;
    /** Europe 1615's small German states are narrower than their names at any zoom: there, 10% (before: 22%, then 14%, now 8.7%). */
    private static final Map<String, Double> MOST_SHORT_ON = Map.of("europe-1615", 0.10);

    @Test
    void closeUpsOfEveryBoardNameInFull() throws IOException {
        int full = 0, shortened = 0;
        touching.clear();
        cut.clear();
        List<String> report = new ArrayList<>(), over = new ArrayList<>();
        for (Variant v : Boards.all()) {
            Ruleset rules = Rulesets.of(v.id());
            BoardShapes shapes = BoardShapes.of(v);
            GameState s = rules.start();
            List<Order> orders = Scenes.orders(rules, s);
            List<Outcome> outcomes = Scenes.outcomes(orders);
            Count start = count(v, shapes, s, null, outcomes, RenderOptions.defaults().marks(rules.marks(s)).orders(orders, outcomes), "orders");
            BusyPhases.Phase p = BusyPhases.busiest(v.id(), 1, 8);
            Count busy = count(v, shapes, p.before(), p.after(), p.outcomes(), RenderOptions.defaults().marks(rules.marks(p.before()))
                    .orders(p.outcomes().stream().map(Outcome::order).toList(), p.outcomes())
                    .dislodged(p.after().dislodged().stream().map(d -> d.unit().location()).toList()), "busy");
            int f = start.full + busy.full, sh = start.codes.size() + busy.codes.size();
            full += f;
            shortened += sh;
            String line = String.format("%s: %d full, %d short (orders at the start %d/%d %s; busy %s %d/%d %s)", v.id(), f, sh,
                    start.full, start.codes.size(), start.codes, p.before().phase().code(), busy.full, busy.codes.size(), busy.codes);
            report.add(line);
            if (sh > MOST_SHORT_ON.getOrDefault(v.id(), MOST_SHORT) * (f + sh)) over.add(line);
        }
        System.out.println("close-up names: " + full + " full, " + shortened + " short\n" + String.join("\n", report));
        assertTrue(over.isEmpty(), "too many short names:\n" + String.join("\n", over));
        assertTrue(shortened <= 0.035 * (full + shortened), shortened + " short names to " + full + " full");
        assertTrue(touching.isEmpty(), "names run together: " + touching);
        assertTrue(cut.isEmpty(), cut.size() + " names cut by their close-up's edge: " + cut);
    }

    /** Names whose letters or halo cross the edge of their close-up's board, where the drawing is clipped. */
    private static final List<String> cut = new ArrayList<>();

    /**
     * The ink a placed name draws, as {@link LabelPlacer#draw} letters it: each line's glyph outlines, centred in its
     * box, and the halo round them ({@link Lettering}: 1.3 times 9% of the font size).
     */
    static java.awt.geom.Rectangle2D ink(LabelPlacer.Placed p) {
        java.awt.geom.Rectangle2D out = null;
        double lineH = p.font().getSize2D() * 1.05, halo = 1.3 * Math.max(1, p.font().getSize2D() * 0.09);
        for (int i = 0; i < p.lines().size(); i++) {
            String s = p.lines().get(i);
            java.awt.font.TextLayout tl = new java.awt.font.TextLayout(s, p.font(), Glyphs.FRC);
            double x = p.box().getCenterX() - p.font().getStringBounds(s, Glyphs.FRC).getWidth() / 2;
            double y = p.box().getMinY() + i * lineH + lineH / 2 + (tl.getAscent() - tl.getDescent()) / 2;
            java.awt.geom.Rectangle2D b = tl.getOutline(java.awt.geom.AffineTransform.getTranslateInstance(x, y)).getBounds2D();
            b = new java.awt.geom.Rectangle2D.Double(b.getX() - halo, b.getY() - halo, b.getWidth() + 2 * halo, b.getHeight() + 2 * halo);
            out = out == null ? b : out.createUnion(b);
        }
        return out;
    }

    /** Pairs of names in one close-up side by side closer than {@link LabelPlacer#GAP} glyph radii. */
    private static final List<String> touching = new ArrayList<>();

    /** The names of a phase's close-ups: how many full (one line or two), and the short forms drawn. */
    private record Count(int full, List<String> codes) {}

    private static Count count(Variant v, BoardShapes shapes, GameState before, GameState after, List<Outcome> outcomes,
                               RenderOptions opts, String tag) throws IOException {
        int full = 0, drawn = 0;
        List<String> codes = new ArrayList<>();
        String out = System.getProperty("chancery.render.out");
        for (List<String> where : Framing.actions(shapes, before, after, outcomes)) {
            MapPainter painter = new MapPainter(shapes, before, opts.closeUp(where, "Where the action was"));
            BufferedImage img = new BufferedImage(painter.width(), painter.height(), BufferedImage.TYPE_INT_RGB);
            Graphics2D g = img.createGraphics();
            painter.paint(g);
            g.dispose();
            if (out != null) ImageIO.write(img, "png", Path.of(out, v.id() + "-" + tag + "-" + (++drawn) + ".png").toFile());
            List<LabelPlacer.Placed> labels = painter.labels();
            double gap = LabelPlacer.GAP * painter.layout.unit - 0.01;
            for (LabelPlacer.Placed a : labels) {
                for (LabelPlacer.Placed b : labels) {
                    java.awt.geom.Rectangle2D x = a.box(), y = b.box();
                    boolean level = x.getMinY() < y.getMaxY() && y.getMinY() < x.getMaxY();
                    if (a != b && level && x.getMaxX() <= y.getMinX() && y.getMinX() - x.getMaxX() < gap) {
                        touching.add(v.id() + " " + String.join(" ", a.lines()) + " | " + String.join(" ", b.lines()));
                    }
                }
            }
            java.awt.geom.Rectangle2D board = new java.awt.geom.Rectangle2D.Double(0, painter.layout.header, painter.width(),
                    painter.layout.boardHeight);
            for (LabelPlacer.Placed l : labels) {
                java.awt.geom.Rectangle2D ink = ink(l);
                if (!board.contains(ink)) {
                    cut.add(String.format("%s %s %s %.0f,%.0f-%.0f,%.0f", v.id(), tag, String.join(" ", l.lines()), ink.getMinX() - board.getMinX(),
                            ink.getMinY() - board.getMinY(), board.getMaxX() - ink.getMaxX(), board.getMaxY() - ink.getMaxY()));
                }
                if (l.form() == LabelPlacer.Form.SHORT) codes.add(l.lines().get(0));
                else full++;
            }
        }
        return new Count(full, codes);
    }

    /** The same count's source of truth: a short form is never the full name, a full one always is. */
    @Test
    void theFormIsWhatIsDrawn() {
        Variant v = Boards.load("europe-1615");
        Ruleset rules = Rulesets.of(v.id());
        GameState s = rules.start();
        BoardShapes shapes = BoardShapes.of(v);
        MapPainter painter = new MapPainter(shapes, s, RenderOptions.defaults().marks(rules.marks(s))
                .closeUp(List.of("rhi", "hes", "wes", "lor", "fra", "wur"), "the Rhine"));
        painter.paint(new BufferedImage(painter.width(), painter.height(), BufferedImage.TYPE_INT_RGB).createGraphics());
        Map<LabelPlacer.Form, Integer> forms = new java.util.EnumMap<>(LabelPlacer.Form.class);
        for (LabelPlacer.Placed l : painter.labels()) {
            String name = v.board().find(l.province()).orElseThrow().name();
            forms.merge(l.form(), 1, Integer::sum);
            switch (l.form()) {
                case FULL -> assertTrue(l.lines().equals(List.of(name)), l.toString());
                case TWO_LINES -> assertTrue(String.join(" ", l.lines()).equals(name), l.toString());
                case SHORT -> assertTrue(!l.lines().get(0).equals(name), l.toString());
            }
        }
        assertTrue(forms.getOrDefault(LabelPlacer.Form.FULL, 0) > 10, forms.toString());
    }
}
