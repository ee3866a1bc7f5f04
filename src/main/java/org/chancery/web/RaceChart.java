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
    /**
     * The chart's size in its own units: it is drawn at most 480 CSS pixels wide (page.css), and about 370 on a phone,
     * where its text of {@link #FONT} units is still 11 pixels.
     */
    private static final int W = 480, H = 260, LEFT = 36, RIGHT = 165, TOP = 8, BOTTOM = 30, FONT = 15;
    private static final double LINE = 2.5;

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

    /**
     * Measure {@code k} over the phases: one line per power that ever had a number in it. Powers level at a phase are
     * drawn side by side, a line's width apart around their number, so that none hides another; the legend gives each
     * power's number now, the highest first, and the axis names the years.
     */
    static String svg(List<PageModel.Point> race, int k, String name, Map<String, String> colours) {
        TreeSet<String> powers = new TreeSet<>();
        int max = 1;
        for (PageModel.Point c : race) {
            Map<String, Integer> m = at(c, k);
            powers.addAll(m.keySet());
            for (int v : m.values()) max = Math.max(max, v);
        }
        int n = Math.max(1, race.size() - 1);
        // the most powers level at one phase, spread a line's width apart: the plot keeps half their spread inside
        int most = 1;
        for (PageModel.Point c : race) {
            Map<Integer, Integer> count = new java.util.HashMap<>();
            for (String p : powers) most = Math.max(most, count.merge(at(c, k).getOrDefault(p, 0), 1, Integer::sum));
        }
        double half = (most - 1) / 2.0 * (LINE + 0.5) + LINE / 2, base = H - BOTTOM - half;
        double xs = (W - LEFT - RIGHT) / (double) n, ys = (base - TOP - half) / max;
        StringBuilder b = new StringBuilder("<svg class=\"chart\" viewBox=\"0 0 " + W + " " + H
                + "\" role=\"img\" aria-label=\"" + PageModel.esc(name + " per power over the phases")
                + "\" xmlns=\"http://www.w3.org/2000/svg\">");
        b.append("<line x1=\"").append(LEFT).append("\" y1=\"").append(H - BOTTOM).append("\" x2=\"").append(W - RIGHT)
                .append("\" y2=\"").append(H - BOTTOM).append("\" stroke=\"#888\"/>");
        int step = Math.max(1, (int) Math.ceil(max / 5.0));
        for (int v = 0; v <= max; v += step) {
            double y = base - v * ys;
            b.append("<text x=\"").append(LEFT - 5).append("\" y=\"").append(f(y + FONT * 0.35)).append("\" text-anchor=\"end\" font-size=\"")
                    .append(FONT).append("\" fill=\"#555\">").append(v).append("</text>");
        }
        years(b, race, xs);
        double[][] ys0 = new double[powers.size()][race.size()];
        List<String> order = new ArrayList<>(powers);
        for (int i = 0; i < race.size(); i++) {
            Map<String, Integer> m = at(race.get(i), k);
            Map<Integer, List<String>> level = new java.util.TreeMap<>();
            for (String p : order) level.computeIfAbsent(m.getOrDefault(p, 0), v -> new ArrayList<>()).add(p);
            for (Map.Entry<Integer, List<String>> e : level.entrySet()) {
                List<String> same = e.getValue();
                double gap = Math.min(LINE + 0.5, 0.9 * ys / same.size());
                for (int j = 0; j < same.size(); j++) {
                    ys0[order.indexOf(same.get(j))][i] = base - e.getKey() * ys - (j - (same.size() - 1) / 2.0) * gap;
                }
            }
        }
        Map<String, Integer> last = race.isEmpty() ? Map.of() : at(race.get(race.size() - 1), k);
        for (int p = 0; p < order.size(); p++) {
            String colour = colours.getOrDefault(order.get(p), "#444");
            StringBuilder pts = new StringBuilder();
            for (int i = 0; i < race.size(); i++) pts.append(f1(LEFT + i * xs)).append(',').append(f1(ys0[p][i])).append(' ');
            b.append("<polyline fill=\"none\" stroke-width=\"").append(LINE).append("\" stroke-linejoin=\"round\" stroke=\"")
                    .append(PageModel.esc(colour)).append("\" points=\"").append(pts.toString().strip()).append("\"><title>")
                    .append(PageModel.esc(order.get(p))).append("</title></polyline>");
        }
        List<String> ranked = new ArrayList<>(order);
        ranked.sort(Comparator.comparing((String p) -> -last.getOrDefault(p, 0)).thenComparing(p -> p));
        int row = 0;
        for (String p : ranked) {
            double ly = TOP + FONT + row++ * (FONT + 4);
            if (ly > H - BOTTOM) break;
            b.append("<rect x=\"").append(W - RIGHT + 8).append("\" y=\"").append(f(ly - FONT * 0.8)).append("\" width=\"")
                    .append(FONT - 3).append("\" height=\"").append(FONT - 3).append("\" fill=\"")
                    .append(PageModel.esc(colours.getOrDefault(p, "#444"))).append("\"/><text x=\"").append(W - RIGHT + 8 + FONT)
                    .append("\" y=\"").append(f(ly)).append("\" font-size=\"").append(FONT).append("\">").append(PageModel.esc(p))
                    .append(' ').append(last.getOrDefault(p, 0)).append("</text>");
        }
        return b.append("</svg>").toString();
    }

    /** The years along the axis: a tick where each begins, named as often as the names fit. */
    private static void years(StringBuilder b, List<PageModel.Point> race, double xs) {
        List<Integer> starts = new ArrayList<>();
        for (int i = 0; i < race.size(); i++) {
            if (i == 0 || race.get(i).phase().year() != race.get(i - 1).phase().year()) starts.add(i);
        }
        if (starts.isEmpty()) return;
        int widest = 0;
        for (int i : starts) widest = Math.max(widest, race.get(i).phase().yearName().length());
        double room = widest * FONT * 0.6 + 10, apart = starts.size() > 1 ? xs * (race.size() - 1) / (starts.size() - 1.0) : room;
        int every = Math.max(1, (int) Math.ceil(room / Math.max(1, apart)));
        double taken = Double.NEGATIVE_INFINITY; // where the last name ends: the first is set from its tick rightwards
        for (int j = 0; j < starts.size(); j++) {
            double x = LEFT + starts.get(j) * xs;
            b.append("<line x1=\"").append(f1(x)).append("\" y1=\"").append(H - BOTTOM).append("\" x2=\"").append(f1(x))
                    .append("\" y2=\"").append(H - BOTTOM + 5).append("\" stroke=\"#888\"/>");
            double w = race.get(starts.get(j)).phase().yearName().length() * FONT * 0.6, left = j == 0 ? x : x - w / 2;
            if (j % every != 0 || left < taken + 8 || left + w > W - RIGHT + 30) continue;
            taken = left + w;
            b.append("<text x=\"").append(f1(x)).append("\" y=\"").append(H - BOTTOM + 6 + FONT).append("\" text-anchor=\"")
                    .append(j == 0 ? "start" : "middle").append("\" font-size=\"").append(FONT).append("\" fill=\"#555\">")
                    .append(PageModel.esc(race.get(starts.get(j)).phase().yearName())).append("</text>");
        }
    }

    /** Measure {@code k} at one phase; nothing when the phase has fewer measures. */
    private static Map<String, Integer> at(PageModel.Point c, int k) {
        return k < c.measures().size() ? c.measures().get(k).byPower() : Map.of();
    }

    private static String f(double d) { return Long.toString(Math.round(d)); }

    private static String f1(double d) { return String.format(java.util.Locale.ROOT, "%.1f", d); }
}
