package org.chancery.web;

import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The race as a line chart in SVG made on the server (no script needed): each power's count per phase, in its
 * board colour, with the latest counts as a table beside it. Presentation attributes only, so the page's
 * policy needs no inline style.
 */
final class RaceChart {
    private static final int W = 640, H = 260, LEFT = 34, RIGHT = 120, TOP = 10, BOTTOM = 26;

    private RaceChart() {}

    static String svg(List<PageModel.Count> race, Map<String, String> colours) {
        TreeSet<String> powers = new TreeSet<>();
        int max = 1;
        for (PageModel.Count c : race) {
            powers.addAll(c.counts().keySet());
            for (int v : c.counts().values()) max = Math.max(max, v);
        }
        int n = Math.max(1, race.size() - 1);
        double xs = (W - LEFT - RIGHT) / (double) n, ys = (H - TOP - BOTTOM) / (double) max;
        StringBuilder b = new StringBuilder("<svg class=\"chart\" viewBox=\"0 0 " + W + " " + H
                + "\" role=\"img\" aria-label=\"Counts per power over the phases\" xmlns=\"http://www.w3.org/2000/svg\">");
        b.append("<line x1=\"").append(LEFT).append("\" y1=\"").append(H - BOTTOM).append("\" x2=\"").append(W - RIGHT)
                .append("\" y2=\"").append(H - BOTTOM).append("\" stroke=\"#888\"/>");
        int step = Math.max(1, max / 5);
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
        Map<String, Integer> last = race.isEmpty() ? Map.of() : race.get(race.size() - 1).counts();
        int row = 0;
        for (String p : powers) {
            String colour = colours.getOrDefault(p, "#444");
            StringBuilder pts = new StringBuilder();
            for (int i = 0; i < race.size(); i++) {
                int v = race.get(i).counts().getOrDefault(p, 0);
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

    private static String f(double d) { return Long.toString(Math.round(d)); }
}
