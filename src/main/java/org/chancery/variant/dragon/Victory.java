package org.chancery.variant.dragon;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chancery.engine.GameState;
import org.chancery.variant.Tally;

/**
 * Victory at the Census (§3): 18 centres counting thralls and vassals (§3.1) and strictly the most; a sole
 * survivor wins; with no survivor all lose (§3.4); after the cycle cap the survivors draw (§3.2).
 */
final class Victory {
    private Victory() {}

    /** Each surviving player's total for victory: its own centres, its thralls' and its vassals'. */
    static Map<String, Integer> totals(DragonSetup setup, GameState s, DragonState d) {
        Map<String, Integer> out = new TreeMap<>();
        Map<String, Integer> counts = s.centreCounts();
        for (String major : setup.majors()) {
            if (d.eliminated().contains(major)) continue;
            int total = counts.getOrDefault(major, 0);
            for (String t : d.thrallsOf(major)) total += counts.getOrDefault(t, 0);
            for (String v : d.vassalsOf(major)) total += counts.getOrDefault(v, 0);
            out.put(major, total);
        }
        return out;
    }

    /** The end of the game at this Census, or null when it goes on. */
    static DragonState.End check(DragonSetup setup, GameState s, DragonState d, int year) {
        Map<String, Integer> totals = totals(setup, s, d);
        List<String> survivors = new ArrayList<>(totals.keySet());
        if (survivors.isEmpty()) return new DragonState.End(List.of(), false, "no player survives; all have lost");
        if (survivors.size() == 1) {
            return new DragonState.End(survivors, false, survivors.get(0) + " is the sole survivor and wins");
        }
        String best = Tally.soleLeader(totals).orElse(null);
        if (best != null && totals.get(best) >= setup.victoryCentres) {
            return new DragonState.End(List.of(best), false, best + " wins with " + totals.get(best) + " supply centres");
        }
        int cycle = (year - setup.firstYear) / setup.yearsPerCycle + 1;
        if (d.cycleCap() > 0 && cycle >= d.cycleCap()) {
            return new DragonState.End(survivors, true, "the cycle cap of " + d.cycleCap()
                    + " cycles is reached: a draw among " + String.join(", ", survivors));
        }
        return null;
    }
}
