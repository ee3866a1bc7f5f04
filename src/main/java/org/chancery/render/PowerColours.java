package org.chancery.render;

import java.awt.Color;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.chancery.engine.Board;
import org.chancery.engine.Province;
import org.chancery.variant.Power;
import org.chancery.variant.Variant;

/**
 * Each power's colour. Standard: the variant's own colours. Colour-blind: chosen for the board from colours
 * made for colour-blind readers (Okabe and Ito 2008; Paul Tol's bright and muted schemes), so that neighbouring
 * powers stay furthest apart by CIEDE2000 under normal vision and simulated protanopia, deuteranopia and
 * tritanopia. Powers are neighbours when their home centres (on a board without any, the centres and units they
 * start with) lie within {@link #NEAR} moves of each other by the board's own adjacency.
 */
public final class PowerColours {
    public static final int NEAR = 3;
    static final List<Color> CANDIDATES = List.of(
            new Color(0xE69F00), new Color(0x56B4E9), new Color(0x009E73), new Color(0xF0E442), new Color(0x0072B2),
            new Color(0xD55E00), new Color(0xCC79A7), new Color(0x332288), new Color(0x44AA99), new Color(0x882255),
            new Color(0x999933), new Color(0xAA3377), new Color(0x66CCEE), new Color(0x117733), new Color(0xEE6677),
            new Color(0xDDCC77), new Color(0x4477AA), new Color(0x6F4E37), new Color(0xBB5566))
            .stream().filter(PowerColours::standsApart).toList();
    private static final Map<String, Map<String, Color>> CACHE = new ConcurrentHashMap<>();

    private PowerColours() {}

    /** Far enough from the neutral units' colour and from failure's under every vision simulated. */
    static boolean standsApart(Color c) {
        return ColourDifference.worst(c, MapPainter.NEUTRAL) >= 15 && ColourDifference.worst(c, Glyphs.FAIL) >= 15;
    }

    /** Power name to colour for a variant in a palette. */
    public static Map<String, Color> of(Variant v, Palette p) {
        return CACHE.computeIfAbsent(v.id() + "/" + p, k -> p == Palette.COLOURBLIND ? chosen(v) : standard(v));
    }

    private static Map<String, Color> standard(Variant v) {
        Map<String, Color> out = new LinkedHashMap<>();
        for (Power p : v.powers()) out.put(p.name(), Palette.parse(p.colour()));
        return out;
    }

    /** Pairs of power indices whose home centres are within {@link #NEAR} moves. */
    public static boolean[][] neighbours(Variant v) {
        List<Power> powers = v.powers();
        Board board = v.board();
        int[][] dist = new int[powers.size()][];
        org.chancery.engine.GameState start = v.start();
        List<List<Province>> next = steps(board);
        for (int i = 0; i < powers.size(); i++) dist[i] = distances(board, start, powers.get(i).name(), next);
        boolean[][] out = new boolean[powers.size()][powers.size()];
        for (int i = 0; i < powers.size(); i++) {
            for (int j = 0; j < powers.size(); j++) {
                if (i == j) continue;
                for (Province p : board.provinces()) {
                    if (dist[j][p.index()] == 0 && dist[i][p.index()] <= NEAR) out[i][j] = true;
                }
            }
        }
        return out;
    }

    /** Each province's (by index) army neighbours, then the provinces its locations' fleets reach, in board order. */
    private static List<List<Province>> steps(Board board) {
        List<List<Province>> next = new ArrayList<>();
        for (Province p : board.provinces()) next.add(new ArrayList<>(board.armyNeighbours(p)));
        for (org.chancery.engine.Location l : board.locations()) {
            List<Province> to = next.get(l.province().index());
            for (org.chancery.engine.Location m : board.fleetNeighbours(l)) to.add(m.province());
        }
        return next;
    }

    private static int[] distances(Board board, org.chancery.engine.GameState start, String power, List<List<Province>> steps) {
        int[] d = new int[board.size()];
        java.util.Arrays.fill(d, Integer.MAX_VALUE);
        Deque<Province> queue = new ArrayDeque<>();
        for (Province p : board.provinces()) {
            if (power.equals(p.home())) {
                d[p.index()] = 0;
                queue.add(p);
            }
        }
        // a board without home centres (W3K): where the power starts, its centres and its units
        if (queue.isEmpty() && start != null) {
            for (Province p : board.provinces()) {
                boolean held = power.equals(start.ownerOf(p)) || (start.unitAt(p) != null && power.equals(start.unitAt(p).power()));
                if (held) {
                    d[p.index()] = 0;
                    queue.add(p);
                }
            }
        }
        while (!queue.isEmpty()) {
            Province p = queue.poll();
            for (Province q : steps.get(p.index())) {
                if (d[q.index()] == Integer.MAX_VALUE) {
                    d[q.index()] = d[p.index()] + 1;
                    queue.add(q);
                }
            }
        }
        return d;
    }

    /** Neighbours closer than this under some vision, or of one hue family, count as a clash. */
    static final double CLASH = 12;

    /**
     * Hill-climbs from fixed pseudo-random starts (the same every run): swap a power's colour while it lowers
     * the clashes between neighbours, then raises the smallest difference between neighbours, then between any.
     */
    private static Map<String, Color> chosen(Variant v) {
        List<Power> powers = v.powers();
        int n = powers.size(), k = CANDIDATES.size();
        double[][] diff = new double[k][k];
        boolean[][] family = new boolean[k][k];
        for (int a = 0; a < k; a++) {
            for (int b = a + 1; b < k; b++) {
                Color x = CANDIDATES.get(a), y = CANDIDATES.get(b);
                diff[a][b] = diff[b][a] = ColourDifference.worst(x, y);
                family[a][b] = family[b][a] = ColourDifference.sameHueFamily(x, y);
            }
        }
        boolean[][] near = neighbours(v);
        java.util.Random random = new java.util.Random(1405);
        int[] best = null;
        double[] bestScore = null;
        for (int start = 0; start < 300; start++) {
            List<Integer> order = new ArrayList<>();
            for (int c = 0; c < k; c++) order.add(c);
            if (start > 0) java.util.Collections.shuffle(order, random);
            int[] pick = new int[n];
            for (int i = 0; i < n; i++) pick[i] = order.get(i % k);
            double[] s = climb(pick, diff, family, near);
            if (bestScore == null || better(s, bestScore)) {
                bestScore = s;
                best = pick.clone();
            }
        }
        Map<String, Color> out = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) out.put(powers.get(i).name(), CANDIDATES.get(best[i]));
        return out;
    }

    private static double[] climb(int[] pick, double[][] diff, boolean[][] family, boolean[][] near) {
        double[] best = score(pick, diff, family, near);
        boolean improved = true;
        while (improved) {
            improved = false;
            for (int i = 0; i < pick.length; i++) {
                for (int c = 0; c < diff.length; c++) {
                    int old = pick[i], other = -1;
                    for (int j = 0; j < pick.length; j++) if (pick[j] == c) other = j;
                    pick[i] = c;
                    if (other >= 0) pick[other] = old;
                    double[] s = score(pick, diff, family, near);
                    if (better(s, best)) {
                        best = s;
                        improved = true;
                    } else {
                        pick[i] = old;
                        if (other >= 0) pick[other] = c;
                    }
                }
            }
        }
        return best;
    }

    private static boolean better(double[] a, double[] b) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] > b[i] + 1e-9) return true;
            if (a[i] < b[i] - 1e-9) return false;
        }
        return false;
    }

    /** Minus the clashes between neighbours, the smallest difference between neighbours, then between any two. */
    private static double[] score(int[] pick, double[][] diff, boolean[][] family, boolean[][] near) {
        double nb = Double.MAX_VALUE, all = Double.MAX_VALUE, clashes = 0;
        for (int i = 0; i < pick.length; i++) {
            for (int j = i + 1; j < pick.length; j++) {
                double d = pick[i] == pick[j] ? 0 : diff[pick[i]][pick[j]];
                all = Math.min(all, d);
                if (near[i][j] || near[j][i]) {
                    nb = Math.min(nb, d);
                    if (d < CLASH || pick[i] == pick[j] || family[pick[i]][pick[j]]) clashes++;
                }
            }
        }
        return new double[] {-clashes, nb, all};
    }

    /**
     * Neighbours' fills as drawn at least this far apart (CIEDE2000): closer tints read as one power at a glance.
     * Fills of one hue family, or two greys, are told apart by lightness alone and stand at least
     * {@link #FILLS_APART_ALIKE} apart (the Dragon's slate Burgundy and pale grey Naples were 13.3 apart).
     */
    public static final double FILLS_APART = 15, FILLS_APART_ALIKE = 20;
    private static final Map<String, Map<String, Color>> FILLS = new ConcurrentHashMap<>();

    /** How far apart two neighbours' fills must stand: {@link #FILLS_APART}, or more for one hue family. */
    public static double fillsApart(Color a, Color b) {
        return ColourDifference.sameHueFamily(a, b) ? FILLS_APART_ALIKE : FILLS_APART;
    }

    /** Power name to the fill of the land it controls, for a variant in a palette. */
    public static Map<String, Color> fills(Variant v, Palette p) {
        return FILLS.computeIfAbsent(v.id() + "/" + p, k -> parted(v, p));
    }

    /**
     * Each power's tint ({@link Palette#tint}); where two neighbours' tints stand closer than {@link #fillsApart},
     * one of them is drawn lighter or darker (more or less of its colour kept, its hue the same): the change that
     * parts the pair most, the smallest such, without bringing that fill nearer the sea, plain land or its other
     * neighbours.
     */
    private static Map<String, Color> parted(Variant v, Palette p) {
        Map<String, Color> colours = of(v, p);
        List<Color> base = new ArrayList<>(colours.values());
        int n = base.size();
        double[] keep = new double[n], first = new double[n];
        for (int i = 0; i < n; i++) keep[i] = first[i] = p.keep(base.get(i));
        boolean[][] near = neighbours(v);
        for (int round = 0; round < 4 * n; round++) {
            int wi = -1, wj = -1;
            double worst = 0;
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    if (!near[i][j] && !near[j][i]) continue;
                    double s = shortfall(base, keep, i, j);
                    if (s < worst) {
                        worst = s;
                        wi = i;
                        wj = j;
                    }
                }
            }
            if (wi < 0) break;
            int who = -1;
            double to = 0, bestM = -Double.MAX_VALUE;
            for (int x : new int[] {wi, wj}) {
                double was = keep[x], now = closest(base, keep, near, x);
                double ground = Math.min(Palette.FROM_GROUND, p.fromGround(Palette.shade(base.get(x), was)));
                for (int step = 6; step <= 20; step++) {
                    double k = step * 0.05;
                    if (Math.abs(k - was) < 1e-9 || p.fromGround(Palette.shade(base.get(x), k)) < ground) continue;
                    keep[x] = k;
                    double m = closest(base, keep, near, x);
                    keep[x] = was;
                    boolean nearer = who < 0 || Math.abs(k - first[x]) < Math.abs(to - first[who]);
                    if (m > now + 1e-9 && (m > bestM + 1e-9 || (m > bestM - 1e-9 && nearer))) {
                        bestM = m;
                        who = x;
                        to = k;
                    }
                }
            }
            if (who < 0) break;
            keep[who] = to;
        }
        Map<String, Color> out = new LinkedHashMap<>();
        int i = 0;
        for (String name : colours.keySet()) out.put(name, Palette.shade(base.get(i), keep[i++]));
        return out;
    }

    /** How far two powers' fills fall short of standing apart (negative), or 0. */
    private static double shortfall(List<Color> base, double[] keep, int i, int j) {
        Color a = Palette.shade(base.get(i), keep[i]), b = Palette.shade(base.get(j), keep[j]);
        return Math.min(0, ColourDifference.delta(a, b, ColourDifference.Vision.NORMAL) - fillsApart(a, b));
    }

    /** The worst shortfall between power x's fill and its neighbours'. */
    private static double closest(List<Color> base, double[] keep, boolean[][] near, int x) {
        double m = 0;
        for (int y = 0; y < base.size(); y++) {
            if (y != x && (near[x][y] || near[y][x])) m = Math.min(m, shortfall(base, keep, x, y));
        }
        return m;
    }

    /** For reports and tests: the pairs of neighbouring powers by name. */
    public static List<String[]> neighbourPairs(Variant v) {
        boolean[][] near = neighbours(v);
        List<String[]> out = new ArrayList<>();
        List<Power> ps = v.powers();
        for (int i = 0; i < ps.size(); i++) {
            for (int j = i + 1; j < ps.size(); j++) if (near[i][j] || near[j][i]) out.add(new String[] {ps.get(i).name(), ps.get(j).name()});
        }
        return out;
    }
}
