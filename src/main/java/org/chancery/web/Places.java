package org.chancery.web;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.chancery.engine.Unit;
import org.chancery.game.ResultLine;
import org.chancery.game.Rulebook;
import org.chancery.render.BoardShapes;
import org.chancery.render.MapGeometry;

/**
 * Every province of a phase as a table: its name, owner, unit, and the orders given to it and about it. A played
 * phase lists everyone's orders with their outcomes; the phase under way lists none on the public page, and on a
 * power's private page that power's own orders only, so what the caller passes is all it can show. The page's
 * script shows a province's row when the board is tapped or its name picked; the table is open at the page's foot,
 * the board in words for a screen reader and for a browser without the script.
 */
final class Places {
    /** One order line as shown: its text and how it fared ("ok", "failed", "missed", or "given" while under way). */
    record Line(String text, String fared) {}

    private Places() {}

    /** A played phase's orders, each under every province it names. */
    static Map<Province, List<Line>> played(Rulebook rb, GameState was, List<ResultLine> results) {
        Map<Province, List<Line>> out = new LinkedHashMap<>();
        for (ResultLine l : results) {
            String fared = l.missed() ? "missed" : l.succeeded() ? "ok" : "failed";
            String mark = l.missed() ? "\u2013 " : l.succeeded() ? "\u2713 " : "\u2717 ";
            for (Order o : rb.reparse(was, l.power(), List.of(l.order()))) {
                for (Province p : touched(o)) out.computeIfAbsent(p, k -> new ArrayList<>()).add(new Line(mark + l.describe(), fared));
            }
        }
        return out;
    }

    /** One power's orders as they stand, each under every province it names. */
    static Map<Province, List<Line>> standing(Rulebook rb, GameState s, String power, List<String> own) {
        Map<Province, List<Line>> out = new LinkedHashMap<>();
        for (String text : own) {
            for (Order o : rb.reparse(s, power, List.of(text))) {
                for (Province p : touched(o)) out.computeIfAbsent(p, k -> new ArrayList<>()).add(new Line(text, "given"));
            }
        }
        return out;
    }

    /** The provinces an order names: its unit's (or build's), and where it moves, supports, convoys or retreats. */
    static Set<Province> touched(Order o) {
        Set<Province> out = new LinkedHashSet<>();
        if (o.province() != null) out.add(o.province());
        if (o instanceof Order.Move m) {
            out.addAll(m.route());
            if (m.then() != null) out.addAll(m.then().route());
        } else if (o instanceof Order.SupportHold sh) {
            out.add(sh.supported().province());
        } else if (o instanceof Order.SupportMove sm) {
            out.add(sm.supported().province());
            out.add(sm.to());
        } else if (o instanceof Order.Convoy c) {
            out.add(c.convoyed().province());
            out.add(c.to());
        } else if (o instanceof Order.Retreat r) {
            out.add(r.to().province());
        }
        return out;
    }

    /**
     * The table, rows by name. {@code orders} are what may be shown; {@code hidden}, when not null, says why no
     * orders are (the phase under way on the public page).
     */
    static void html(StringBuilder b, Rulebook rb, GameState s, Map<Province, List<Line>> orders, String hidden) {
        MapGeometry geometry = BoardShapes.of(rb.variant()).geometry();
        List<Province> all = new ArrayList<>(s.board().provinces());
        all.sort(Comparator.comparing(Province::name));
        b.append("<section class=\"places\"><details id=\"places\" open><summary>Every province: owner, unit and orders</summary>");
        if (hidden != null) b.append("<p class=\"hidden-orders\">").append(PageModel.esc(hidden)).append("</p>");
        b.append("<table><thead><tr><th>Province</th><th>Owner</th><th>Unit</th><th>Orders</th></tr></thead><tbody>");
        for (Province p : all) {
            MapGeometry.Place place = geometry.provinces().get(p.id());
            if (place == null) continue; // not drawn, so never tapped
            b.append("<tr id=\"p-").append(PageModel.esc(p.id())).append("\" data-short=\"").append(PageModel.esc(shortName(p, place)))
                    .append('"').append(p.kind() == ProvinceKind.SEA ? " data-sea=\"\"" : "").append("><th>")
                    .append(PageModel.esc(p.name())).append("</th><td>").append(PageModel.esc(owner(s, p))).append("</td><td>")
                    .append(PageModel.esc(units(s, p))).append("</td><td>");
            List<Line> lines = orders.getOrDefault(p, List.of());
            if (!lines.isEmpty()) {
                b.append("<ul>");
                for (Line l : lines) b.append("<li class=\"").append(l.fared()).append("\">").append(PageModel.esc(l.text())).append("</li>");
                b.append("</ul>");
            }
            b.append("</td></tr>");
        }
        b.append("</tbody></table></details></section>\n");
    }

    private static String owner(GameState s, Province p) {
        String o = s.ownerOf(p);
        return o == null ? "" : o;
    }

    /** The unit standing there, and one dislodged from there awaiting its retreat. */
    private static String units(GameState s, Province p) {
        List<String> out = new ArrayList<>();
        Unit u = s.unitAt(p);
        if (u != null) out.add(u.displayName() + " (" + u.power() + ")");
        Dislodgement d = s.dislodgedAt(p);
        if (d != null) out.add(d.unit().displayName() + " (" + d.unit().power() + "), dislodged");
        return String.join("; ", out);
    }

    /** The name the board draws where the full one does not fit: the map's own, else the id capitalised when short. */
    static String shortName(Province p, MapGeometry.Place place) {
        if (place.shortName() != null) return place.shortName();
        String id = p.id();
        return id.length() <= 4 ? id.substring(0, 1).toUpperCase(java.util.Locale.ROOT) + id.substring(1) : p.name();
    }
}
