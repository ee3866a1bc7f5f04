package org.chancery.bots;

import java.util.HashMap;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.BotAdvice;

/**
 * What each province is worth to one power, after David Norman's published description of DumbBot: a supply
 * centre's own worth (another power's centre by that power's size, our own by the strongest enemy next to it, a
 * free one by the variant's price), spread to the provinces around it over several rounds, and summed with
 * weights that fall with distance.
 */
final class Values {
    /** How much each round of spreading counts: the province itself, then one step away, two, and so on. */
    private static final double[] WEIGHTS = {1000, 100, 30, 10, 6, 5, 4, 3, 2, 1};

    private Values() {}

    /** The worth of every province (by index) to {@code power} in this position. */
    static double[] of(GameState s, String power, BotAdvice advice) {
        Graph g = Graph.of(s.board());
        int n = s.board().size();
        Map<String, Integer> size = new HashMap<>(s.centreCounts());
        for (Unit u : s.units()) size.merge(u.power(), 0, Integer::sum);
        // the strongest enemy unit's power next to (or on) each province
        double[] threat = new double[n];
        for (Unit u : s.units()) {
            if (u.power().equals(power)) continue;
            double w = Math.max(1, size.getOrDefault(u.power(), 0));
            threat[u.province().index()] = Math.max(threat[u.province().index()], w);
            for (int q : g.near[u.province().index()]) threat[q] = Math.max(threat[q], w);
        }
        boolean autumnNext = s.phase().type() == PhaseType.MOVEMENT && advice.takesCentresNow(s);
        double[] base = new double[n];
        for (Province p : s.board().provinces()) {
            double worth = advice.worth(s, power, p);
            if (worth <= 0) continue;
            String owner = s.ownerOf(p);
            int i = p.index();
            if (power.equals(owner)) base[i] = worth * threat[i];
            else if (owner == null) base[i] = worth * advice.freeCentre(s);
            else base[i] = worth * Math.max(1, size.getOrDefault(owner, 0)) * (autumnNext ? 1.5 : 1);
        }
        double[] total = new double[n];
        double[] cur = base;
        for (double w : WEIGHTS) {
            for (int i = 0; i < n; i++) total[i] += w * cur[i];
            double[] next = new double[n];
            for (int i = 0; i < n; i++) {
                double sum = cur[i];
                for (int q : g.near[i]) sum += cur[q];
                next[i] = sum / 5;
            }
            cur = next;
        }
        return total;
    }
}
