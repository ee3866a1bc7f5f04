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
 * tritanopia. Powers are neighbours when their home centres lie within {@link #NEAR} moves of each other.
 */
public final class PowerColours {
    public static final int NEAR = 3;
    static final List<Color> CANDIDATES = List.of(
            new Color(0xE69F00), new Color(0x56B4E9), new Color(0x009E73), new Color(0xF0E442), new Color(0x0072B2),
            new Color(0xD55E00), new Color(0xCC79A7), new Color(0x332288), new Color(0x44AA99), new Color(0x882255),
            new Color(0x999933), new Color(0xAA3377), new Color(0x66CCEE), new Color(0x117733), new Color(0xEE6677),
            new Color(0xDDCC77), new Color(0x4477AA), new Color(0x222222));
    private static final Map<String, Map<String, Color>> CACHE = new ConcurrentHashMap<>();

    private PowerColours() {}

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
        for (int i = 0; i < powers.size(); i++) dist[i] = distances(board, powers.get(i).name());
        boolean[][] out = new boolean[powers.size()][powers.size()];
        for (int i = 0; i < powers.size(); i++) {
            for (int j = 0; j < powers.size(); j++) {
                if (i == j) continue;
                for (Province p : board.provinces()) {
                    if (powers.get(j).name().equals(p.home()) && dist[i][p.index()] <= NEAR) out[i][j] = true;
                }
            }
        }
        return out;
    }

    private static int[] distances(Board board, String power) {
        int[] d = new int[board.size()];
        java.util.Arrays.fill(d, Integer.MAX_VALUE);
        Deque<Province> queue = new ArrayDeque<>();
        for (Province p : board.provinces()) {
            if (power.equals(p.home())) {
                d[p.index()] = 0;
                queue.add(p);
            }
        }
        while (!queue.isEmpty()) {
            Province p = queue.poll();
            for (Province q : board.provinces()) {
                if (d[q.index()] == Integer.MAX_VALUE && (board.armyAdjacent(p, q) || board.fleetAdjacent(p, q))) {
                    d[q.index()] = d[p.index()] + 1;
                    queue.add(q);
                }
            }
        }
        return d;
    }

    /** Hill-climbs from the candidates in order: swap any power's colour while the worst neighbour pair improves. */
    private static Map<String, Color> chosen(Variant v) {
        List<Power> powers = v.powers();
        int n = powers.size(), k = CANDIDATES.size();
        double[][] diff = new double[k][k];
        for (int a = 0; a < k; a++) for (int b = a + 1; b < k; b++) diff[a][b] = diff[b][a] = ColourDifference.worst(CANDIDATES.get(a), CANDIDATES.get(b));
        boolean[][] near = neighbours(v);
        int[] pick = new int[n];
        for (int i = 0; i < n; i++) pick[i] = i % k;
        double[] best = score(pick, diff, near);
        boolean better = true;
        while (better) {
            better = false;
            for (int i = 0; i < n; i++) {
                for (int c = 0; c < k; c++) {
                    int old = pick[i], other = -1;
                    for (int j = 0; j < n; j++) if (pick[j] == c) other = j;
                    pick[i] = c;
                    if (other >= 0) pick[other] = old;
                    double[] s = score(pick, diff, near);
                    if (s[0] > best[0] + 1e-9 || (Math.abs(s[0] - best[0]) <= 1e-9 && s[1] > best[1] + 1e-9)) {
                        best = s;
                        better = true;
                    } else {
                        pick[i] = old;
                        if (other >= 0) pick[other] = c;
                    }
                }
            }
        }
        Map<String, Color> out = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) out.put(powers.get(i).name(), CANDIDATES.get(pick[i]));
        return out;
    }

    /** The smallest difference between neighbours, then between any two powers (a repeat scores 0). */
    private static double[] score(int[] pick, double[][] diff, boolean[][] near) {
        double nb = Double.MAX_VALUE, all = Double.MAX_VALUE;
        for (int i = 0; i < pick.length; i++) {
            for (int j = i + 1; j < pick.length; j++) {
                double d = pick[i] == pick[j] ? 0 : diff[pick[i]][pick[j]];
                all = Math.min(all, d);
                if (near[i][j] || near[j][i]) nb = Math.min(nb, d);
            }
        }
        return new double[] {nb, all};
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
