package org.chancery.web;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.chancery.variant.Measure;

/**
 * The race as the variant measures it ({@link org.chancery.variant.Ruleset#race}): a line chart per measure in
 * SVG made on the server (no script needed), each power's number per phase in its board colour, and the current
 * numbers as a table beside them, ordered as victory orders them (the first measure, then the next, then the
 * name). Presentation attributes only, so the page's policy needs no inline style.
 */
final class RaceChart {
    private static final int W = 640, H = 220, LEFT = 40, RIGHT = 120, TOP = 10, BOTTOM = 26;

    private RaceChart() {}

    /** The charts and the table, for every phase in {@code race} (first to latest). */
    static String html(List<PageModel.Point> race, Map<String, String> colours) {
        StringBuilder b = new StringBuilder();
        List<String> names = race.isEmpty() ? List.of() : race.get(race.size() - 1).measures().stream().map(Measure::name).toList();
        b.append("<div class=\"race-cols\"><div class=\"charts\">");
        for (int k = 0; k < names.size(); k++) {
            b.append("<figure><figcaption>").append(PageModel.esc(names.get(k))).append("</figcaption>")
                    .append(svg(race, k, names.get(k), colours)).append("</figure>");
        }
        b.append("</div>");
        table(b, race.isEmpty() ? List.of() : race.get(race.size() - 1).measures());
        return b.append("</div>").toString();
    }

    /** The current numbers: a row per power, a column per measure, the leader first. */
    private static void table(StringBuilder b, List<Measure> now) {
        TreeSet<String> powers = new TreeSet<>();
        for (Measure m : now) powers.addAll(m.byPower().keySet());
        List<String> rows = new ArrayList<>(powers);
        Comparator<String> order = (x, y) -> 0;
        for (Measure m : now) order = order.thenComparing(p -> -m.byPower().getOrDefault(p, 0));
        rows.sort(order.thenComparing(p -> p));
        b.append("<table class=\"standings\"><thead><tr><th>Power</th>");
        for (Measure m : now) b.append("<th>").append(PageModel.esc(m.name())).append("</th>");
        b.append("</tr></thead><tbody>");
        for (String p : rows) {
            b.append("<tr><td>").append(PageModel.esc(p)).append("</td>");
            for (Measure m : now) b.append("<td>").append(m.byPower().getOrDefault(p, 0)).append("</td>");
            b.append("</tr>");
        }
        b.append("</tbody></table>");
    }

    /** Measure {@code k} over the phases: one line per power that ever had a number in it. */
    static String svg(List<PageModel.Point> race, int k, String name, Map<String, String> colours) {
        TreeSet<String> powers = new TreeSet<>();
        int max = 1;
        for (PageModel.Point c : race) {
            Map<String, Integer> m = at(c, k);
            powers.addAll(m.keySet());
            for (int v : m.values()) max = Math.max(max, v);
        }
        int n = Math.max(1, race.size() - 1);
        double xs = (W - LEFT - RIGHT) / (double) n, ys = (H - TOP - BOTTOM) / (double) max;
        StringBuilder b = new StringBuilder("<svg class=\"chart\" viewBox=\"0 0 " + W + " " + H
                + "\" role=\"img\" aria-label=\"" + PageModel.esc(name + " per power over the phases")
                + "\" xmlns=\"http://www.w3.org/2000/svg\">");
        b.append("<line x1=\"").append(LEFT).append("\" y1=\"").append(H - BOTTOM).append("\" x2=\"").append(W - RIGHT)
                .append("\" y2=\"").append(H - BOTTOM).append("\" stroke=\"#888\"/>");
        int step = Math.max(1, (int) Math.ceil(max / 5.0));
        for (int v = 0; v <= max; v += step) {
            double y = H - BOTTOM - v * ys;
            b.append("<text x=\"").append(LEFT - 4).append("\" y=\"").append(f(y + 4)).append("\" text-anchor=\"end\" font-size=\"11\" fill=\"#555\">")
                    .append(v).append("</text>");
        }
        if (!race.isEmpty()) {
            b.append("<text x=\"").append(LEFT).append("\" y=\"").append(H - 8).append("\" font-size=\"11\" fill=\"#555\">")
                    .append(PageModel.esc(race.get(0).code())).append("</text>");
            b.append("<text x=\"").append(W - RIGHT).append("\" y=\"").append(H - 8).append("\" text-anchor=\"end\" font-size=\"11\" fill=\"#555\">")
                    .append(PageModel.esc(race.get(race.size() - 1).code())).append("</text>");
        }
        Map<String, Integer> last = race.isEmpty() ? Map.of() : at(race.get(race.size() - 1), k);
        int row = 0;
        for (String p : powers) {
            String colour = colours.getOrDefault(p, "#444");
            StringBuilder pts = new StringBuilder();
            for (int i = 0; i < race.size(); i++) {
                int v = at(race.get(i), k).getOrDefault(p, 0);
                pts.append(f(LEFT + i * xs)).append(',').append(f(H - BOTTOM - v * ys)).append(' ');
            }
            b.append("<polyline fill=\"none\" stroke-width=\"2\" stroke=\"").append(PageModel.esc(colour)).append("\" points=\"")
                    .append(pts.toString().strip()).append("\"><title>").append(PageModel.esc(p)).append("</title></polyline>");
            double ly = TOP + 10 + row++ * 14;
            if (ly < H - BOTTOM) {
                b.append("<rect x=\"").append(W - RIGHT + 8).append("\" y=\"").append(f(ly - 8)).append("\" width=\"9\" height=\"9\" fill=\"")
                        .append(PageModel.esc(colour)).append("\"/><text x=\"").append(W - RIGHT + 21).append("\" y=\"").append(f(ly))
                        .append("\" font-size=\"11\">").append(PageModel.esc(p)).append(' ').append(last.getOrDefault(p, 0)).append("</text>");
            }
        }
        return b.append("</svg>").toString();
    }

    /** Measure {@code k} at one phase; nothing when the phase has fewer measures. */
    private static Map<String, Integer> at(PageModel.Point c, int k) {
        return k < c.measures().size() ? c.measures().get(k).byPower() : Map.of();
    }

    private static String f(double d) { return Long.toString(Math.round(d)); }
}
