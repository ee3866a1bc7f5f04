package org.chancery.variant;

import java.util.Map;
import java.util.Optional;

/** Counting helpers shared by rule modules: the one key with strictly the highest count. */
public final class Tally {
    private Tally() {}

    /** The key with strictly the highest count; empty when the map is empty or the top count is shared. */
    public static Optional<String> soleLeader(Map<String, Integer> counts) {
        String best = null;
        int most = Integer.MIN_VALUE;
        boolean tie = false;
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            if (e.getValue() > most) {
                best = e.getKey();
                most = e.getValue();
                tie = false;
            } else if (e.getValue() == most) {
                tie = true;
            }
        }
        return tie ? Optional.empty() : Optional.ofNullable(best);
    }
}
