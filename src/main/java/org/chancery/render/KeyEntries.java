package org.chancery.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.geom.Line2D;
import java.awt.geom.Point2D;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;
import org.chancery.variant.MapMarks;
import org.chancery.variant.Power;

/**
 * The legend's entries for one map: the powers, then a key to every symbol this map shows (centres, unit
 * kinds, orders and their failures, marks including a variant's own, board features). A close-up keeps
 * only the powers; the whole board, one click away, has the full key.
 */
final class KeyEntries {
    private static final Color SAMPLE = new Color(0x9aa3ad);
    private final MapPainter m;

    KeyEntries(MapPainter m) { this.m = m; }

    Legend legend() {
        Legend l = new Legend();
        Map<String, Integer> counts = m.state.centreCounts();
        for (Power p : m.powers()) {
            Color c = m.colour(p.name());
            int n = counts.getOrDefault(p.name(), 0);
            UnitKind k = land(p.name());
            l.power(p.name() + "  " + n, (g, at, r) -> Glyphs.unit(g, k, m.glyph(k), at, r, c, 1f));
        }
        if (m.options.isCloseUp()) return l;
        board(l);
        units(l);
        orders(l);
        marks(l);
        return l;
    }

    private void board(Legend l) {
        String style = m.shapes.geometry().capitals();
        if (m.options.marks().centres()) l.key("Supply centre", (g, at, r) -> Glyphs.centre(g, at, 1.6 * r, Palette.UNOWNED, false, style));
        if (!m.capitals().isEmpty() && m.options.marks().centres()) l.key("Capital", (g, at, r) -> Glyphs.centre(g, at, 1.6 * r, Palette.UNOWNED, true, style));
        var board = m.variant.board();
        if (board.provinces().stream().anyMatch(Province::hasSplitCoasts)) {
            l.key("Coast of a split province", (g, at, r) -> Glyphs.coastTag(g, "nc", at, 1.4 * r));
        }
        BoardDetails d = m.shapes.details();
        if (board.provinces().stream().anyMatch(p -> p.kind() == ProvinceKind.IMPASSABLE) || !d.impassable.isEmpty()) {
            l.key("Impassable", (g, at, r) -> {
                var box = new java.awt.geom.Rectangle2D.Double(at.getX() - r, at.getY() - 0.7 * r, 2 * r, 1.4 * r);
                g.setColor(m.options.palette().land());
                g.fill(box);
                BoardPainter.hatch(g, box, BoardPainter.IMPASSABLE, 0.9 * r);
            });
        }
        if (!d.separations.isEmpty()) {
            l.key("Seas that do not touch", (g, at, r) -> {
                var box = new java.awt.geom.Rectangle2D.Double(at.getX() - r, at.getY() - 0.7 * r, 2 * r, 1.4 * r);
                g.setColor(m.options.palette().sea());
                g.fill(box);
                BoardPainter.separation(g, new Line2D.Double(at.getX(), at.getY() - 0.7 * r, at.getX(), at.getY() + 0.7 * r), 1.2 * r);
            });
        }
        Set<String> kinds = new HashSet<>();
        for (BoardDetails.Drawn f : d.features) {
            String text = switch (f.kind()) {
                case "river" -> "Navigable river";
                case "stream" -> "River fleets cannot use";
                case "arrow" -> "Arrow: its ends are adjacent";
                default -> f.name();
            };
            if (!kinds.add(text)) continue;
            l.key(text, (g, at, r) -> BoardPainter.feature(g, f.kind(),
                    new Line2D.Double(at.getX() - r, at.getY(), at.getX() + r, at.getY()),
                    f.kind().equals("point") ? at : new Point2D.Double(at.getX() - 2.6 * r, at.getY()), new Point2D.Double(at.getX() + 2.6 * r, at.getY()),
                    f.kind().equals("arrow") ? 0.9 * r : 1.1 * r));
        }
    }

    private void units(Legend l) {
        Set<UnitKind> kinds = new HashSet<>();
        UnitKind neutral = null;
        for (Unit u : m.state.units()) {
            kinds.add(u.kind());
            if (neutral == null && !m.isPlayerPower(u.power())) neutral = u.kind();
        }
        kinds.addAll(m.variant.board().unitKinds());
        for (UnitKind k : kinds.stream().sorted(java.util.Comparator.comparing(UnitKind::letter)).toList()) {
            l.key(k.name(), (g, at, r) -> Glyphs.unit(g, k, m.glyph(k), at, r, SAMPLE, 1f));
        }
        UnitKind n = neutral;
        if (n != null) l.key("Neutral unit", (g, at, r) -> Glyphs.unit(g, n, m.glyph(n), at, r, MapPainter.NEUTRAL, 1f));
        if (!m.state.dislodged().isEmpty() || !m.options.dislodged().isEmpty()) l.key("Dislodged", (g, at, r) -> Glyphs.dislodged(g, UnitKind.ARMY, at, 0.75 * r, SAMPLE));
    }

    private void orders(Legend l) {
        UnitKind land = land(null);
        Set<Class<?>> seen = new HashSet<>();
        for (Order o : m.options.orders()) seen.add(o.getClass());
        if (seen.contains(Order.Move.class)) l.key("Move", (g, at, r) -> arrow(g, at, r, false));
        if (seen.contains(Order.SupportMove.class)) l.key("Support", (g, at, r) -> {
            g.setColor(SAMPLE);
            g.setStroke(new BasicStroke((float) (0.3 * r), BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f,
                    new float[] {(float) (0.7 * r), (float) (0.4 * r)}, 0f));
            g.draw(new Line2D.Double(at.getX() - 1.2 * r, at.getY(), at.getX() + 1.2 * r, at.getY()));
        });
        if (seen.contains(Order.SupportHold.class)) l.key("Support to hold", (g, at, r) -> {
            Glyphs.ring(g, at, 0.9 * r, Glyphs.DARK, 0.3 * r, false);
            Glyphs.ring(g, at, 0.9 * r, SAMPLE, 0.18 * r, false);
        });
        if (seen.contains(Order.Convoy.class)) l.key("Convoy", (g, at, r) -> {
            float w = (float) (0.3 * r);
            g.setColor(SAMPLE);
            g.setStroke(new BasicStroke(w, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f, new float[] {0.01f, w * 2.4f}, 0f));
            g.draw(new Line2D.Double(at.getX() - 1.2 * r, at.getY(), at.getX() + 1.2 * r, at.getY()));
        });
        if (seen.contains(Order.Hold.class)) l.key("Hold", (g, at, r) -> Glyphs.hold(g, at, 0.7 * r, SAMPLE));
        if (seen.contains(Order.Retreat.class)) l.key("Retreat", (g, at, r) -> arrow(g, at, r, true));
        if (seen.contains(Order.Build.class)) l.key("Build", (g, at, r) -> {
            Glyphs.unit(g, land, m.glyph(land), at, 0.8 * r, SAMPLE, 0.55f);
            Glyphs.plus(g, new Point2D.Double(at.getX() + 0.7 * r, at.getY() - 0.6 * r), 0.45 * r);
        });
        if (seen.contains(Order.Remove.class) || seen.contains(Order.Disband.class)) l.key("Removed or disbanded", (g, at, r) -> {
            Glyphs.unit(g, land, m.glyph(land), at, 0.8 * r, SAMPLE, 0.45f);
            Glyphs.cross(g, at, 0.55 * r);
        });
        if (m.options.outcomes().stream().anyMatch(o -> !o.succeeded())) l.key("Failed", (g, at, r) -> Glyphs.cross(g, at, 0.55 * r));
    }

    /** The land unit that stands for a power in the key (its own first, else any), drawn as the board draws it. */
    private UnitKind land(String power) {
        for (Unit u : m.state.units()) {
            if ((power == null || u.power().equals(power)) && !u.kind().equals(UnitKind.FLEET)) return u.kind();
        }
        return power == null ? UnitKind.ARMY : land(null);
    }

    private static void arrow(java.awt.Graphics2D g, Point2D at, double r, boolean retreat) {
        var a = OrderPainter.arrow(new Point2D.Double(at.getX() - 1.3 * r, at.getY()), new Point2D.Double(at.getX() + 1.3 * r, at.getY()), 0, 0, 0.8 * r);
        OrderPainter.fillOutlined(g, a, SAMPLE, retreat ? Glyphs.FAIL : Glyphs.DARK, (retreat ? 0.16 : 0.1) * r, retreat);
    }

    private void marks(Legend l) {
        MapMarks mm = m.options.marks();
        Color c = SAMPLE;
        if (mm.heirs().stream().anyMatch(h -> !h.married() && !h.hostage())) l.key("Heir", (g, at, r) -> MarkPainter.heir(g, at, 1.2 * r, c, false, false));
        if (mm.heirs().stream().anyMatch(MapMarks.HeirMark::married)) l.key("Married heir", (g, at, r) -> MarkPainter.heir(g, at, 1.2 * r, c, true, false));
        if (mm.heirs().stream().anyMatch(MapMarks.HeirMark::hostage)) l.key("Hostage heir", (g, at, r) -> MarkPainter.heir(g, at, 1.2 * r, c, false, true));
        if (mm.patrons().values().stream().anyMatch(v -> !v.isEmpty())) l.key("Ring: the player who commands it", (g, at, r) -> {
            Glyphs.ring(g, at, 0.95 * r, new Color(0x7a5195), 0.25 * r, false);
            Glyphs.unit(g, UnitKind.ARMY, at, 0.8 * r, MapPainter.NEUTRAL, 1f);
        });
        if (mm.patrons().values().stream().anyMatch(v -> v.size() > 1)) l.key("Hatched: a second player behind it", (g, at, r) -> {
            var box = new java.awt.geom.Rectangle2D.Double(at.getX() - r, at.getY() - 0.7 * r, 2 * r, 1.4 * r);
            g.setColor(m.options.palette().land());
            g.fill(box);
            BoardPainter.hatch(g, box, new Color(0x7a5195), 0.9 * r);
        });
        for (MapMarks.Mark mark : mm.marks()) {
            Color mc = mark.colour() != null ? Palette.parse(mark.colour()) : mark.power() != null ? m.colour(mark.power()) : Glyphs.DARK;
            l.key(mark.key(), (g, at, r) -> { switch (mark.symbol()) {
                case LINE -> MarkPainter.line(g, new Point2D.Double(at.getX() - 1.2 * r, at.getY()), new Point2D.Double(at.getX() + 1.2 * r, at.getY()), 1.2 * r, mc);
                case CROSSING -> MarkPainter.dots(g, new Point2D.Double(at.getX() - 1.2 * r, at.getY()), new Point2D.Double(at.getX() + 1.2 * r, at.getY()), 1.2 * r, mc);
                case HATCH, OUTLINE -> {
                    var box = new java.awt.geom.Rectangle2D.Double(at.getX() - r, at.getY() - 0.7 * r, 2 * r, 1.4 * r);
                    if (mark.symbol() == MapMarks.Symbol.HATCH) BoardPainter.hatch(g, box, mc, 0.9 * r);
                    else OrderPainter.fillOutlined(g, box, m.options.palette().land(), mc, 0.3 * r, false);
                }
                case NAME -> LabelPlacer.lettering(mc, false).drawCentred(g, "Aa", Fonts.bold((float) (1.2 * r)), at);
                default -> MarkPainter.symbol(g, mark.symbol(), at, 1.6 * r, mc, mark.text());
            } });
        }
    }
}
