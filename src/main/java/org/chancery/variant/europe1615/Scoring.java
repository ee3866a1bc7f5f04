package org.chancery.variant.europe1615;

import java.util.Map;
import java.util.TreeMap;
import org.chancery.engine.Province;
import org.chancery.variant.Tally;

/**
 * The scoring phase, each year a round: captured centres beyond the home centres score their value; each
 * pliant state aligned with a power scores it 12 plus the values of the state's centres (Poland 24); each
 * marker of the power's confession in a pliant state scores 10, except the Papal States' for the Catholics.
 */
final class Scoring {
    static final int ALIGNMENT = 12, MARKER = 10;

    private Scoring() {}

    /** Every surviving power's score this round. */
    static Map<String, Integer> scores(E1615Setup setup, Politics pol, Sanctions sanctions) {
        Map<String, Integer> out = new TreeMap<>();
        for (String p : setup.majors) if (!pol.state().isEliminated(p)) out.put(p, 0);
        for (Province c : pol.position().board().provinces()) {
            String owner = pol.position().ownerOf(c);
            if (c.isSupplyCenter() && owner != null && out.containsKey(owner) && !owner.equals(c.home())) out.merge(owner, setup.value(c), Integer::sum);
        }
        for (MinorState m : pol.all()) {
            String a = pol.alignedWith(m);
            if (a != null && out.containsKey(a)) out.merge(a, alignmentValue(setup, pol, m), Integer::sum);
            String marker = pol.marker(m);
            if (marker == null || !sanctions.markerScores(pol, m)) continue;
            for (String p : out.keySet()) {
                if (marker.equals(setup.confession(p)) && !(m.papal() && setup.catholic(p))) out.merge(p, MARKER, Integer::sum);
            }
        }
        return out;
    }

    /** 12 plus the values of the centres in the state's dominion. */
    static int alignmentValue(E1615Setup setup, Politics pol, MinorState m) {
        int v = ALIGNMENT;
        for (Province c : pol.centres(m)) v += setup.value(c);
        return v;
    }

    /** The round's winner: the one top score; a tie at the top has none. */
    static String winner(Map<String, Integer> scores) { return Tally.soleLeader(scores).orElse(null); }
}
