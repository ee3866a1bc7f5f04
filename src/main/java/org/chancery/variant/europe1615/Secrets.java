package org.chancery.variant.europe1615;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.chancery.engine.GameState;

/**
 * Europe 1615's secrets in a position: the INFs each power holds in each state and what it has deployed this year.
 * The results publish who deployed where and each state's status, never an amount.
 */
final class Secrets {
    private Secrets() {}

    /** The position with only {@code keep}'s INFs and spending; the others' are left out, as if never deployed. */
    static GameState without(GameState s, Set<String> keep) {
        if (!s.extras().containsKey(E1615State.KEY)) return s;
        E1615State st = E1615State.read(s);
        Map<String, Map<String, Integer>> influence = new TreeMap<>();
        st.influence().forEach((state, by) -> {
            Map<String, Integer> mine = new TreeMap<>(by);
            mine.keySet().retainAll(keep);
            influence.put(state, mine);
        });
        Map<String, Integer> spent = new TreeMap<>(st.spent());
        spent.keySet().retainAll(keep);
        return new E1615State(influence, st.budgets(), spent, st.attrition(), st.territory(), st.waivers(), st.rounds(),
                st.eliminated(), st.abandoned(), st.raised(), st.awake(), st.end()).write(s);
    }
}
