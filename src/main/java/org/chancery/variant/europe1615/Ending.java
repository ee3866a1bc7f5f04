package org.chancery.variant.europe1615;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Province;

/**
 * How Europe 1615 ends: a Protestant power capturing Rome wins at once; five rounds won wins; all Protestant
 * or all Catholic powers eliminated, the Ottomans holding 7 centres with 5 Christian ones, or the Ottomans
 * capturing Rome force a draw; and victory by agreement, where the GM names the winner by rounds won, then by
 * accumulated score.
 */
final class Ending {
    private final E1615Setup setup;

    Ending(E1615Setup setup) { this.setup = setup; }

    /** The end reached by captures and eliminations, or null. */
    E1615State.End afterCaptures(GameState s, E1615State st) {
        Province rome = setup.province(setup.rome);
        String holder = s.ownerOf(rome);
        List<String> alive = alive(st), prot = new ArrayList<>(), cath = new ArrayList<>();
        for (String p : alive) (setup.protestant(p) ? prot : cath).add(p);
        if (holder != null && setup.protestant(holder) && alive.contains(holder)) {
            return new E1615State.End(List.of(holder), false, holder + ", a Protestant power, has captured Rome");
        }
        String ot = setup.ottomans().power();
        if (ot.equals(holder) && !prot.isEmpty()) {
            return prot.size() == 1
                    ? new E1615State.End(alive, true, "the Ottomans have captured Rome with only one Protestant power left")
                    : new E1615State.End(prot, true, "the Ottomans have captured Rome: the Protestant powers draw");
        }
        int total = 0, christian = 0;
        for (Province c : s.centresOf(ot)) {
            total++;
            if (!setup.ottomans().provinces().contains(c.id())) christian++;
        }
        if (total >= setup.ottomanCentres && christian >= setup.ottomanChristian) {
            return new E1615State.End(alive, true, "the Ottomans hold " + total + " centres, " + christian + " of them Christian");
        }
        if (prot.isEmpty() && !cath.isEmpty()) return new E1615State.End(cath, true, "every Protestant power is eliminated");
        if (cath.isEmpty() && !prot.isEmpty()) return new E1615State.End(prot, true, "every Catholic power is eliminated");
        return null;
    }

    /** Five rounds won, after a scoring phase; or null. */
    E1615State.End afterScoring(E1615State st) {
        for (Map.Entry<String, Integer> e : st.roundsWon().entrySet()) {
            if (e.getValue() >= setup.victoryRounds && !st.isEliminated(e.getKey())) {
                return new E1615State.End(List.of(e.getKey()), false, e.getKey() + " has won " + e.getValue() + " rounds");
            }
        }
        return null;
    }

    /** Victory by agreement: the most rounds won, then the highest accumulated score; a tie on both is a draw. */
    E1615State.End byAgreement(E1615State st) {
        Map<String, Integer> won = st.roundsWon(), score = st.accumulated();
        List<String> best = new ArrayList<>();
        for (String p : alive(st)) {
            if (best.isEmpty()) { best.add(p); continue; }
            String b = best.get(0);
            int c = Integer.compare(won.getOrDefault(p, 0), won.getOrDefault(b, 0));
            if (c == 0) c = Integer.compare(score.getOrDefault(p, 0), score.getOrDefault(b, 0));
            if (c > 0) best.clear();
            if (c >= 0) best.add(p);
        }
        String how = "victory by agreement: the players agreed to stop, and the GM names the winner by rounds won, then accumulated score";
        return best.size() == 1 ? new E1615State.End(best, false, how) : new E1615State.End(best, true, how + " (tied)");
    }

    List<String> alive(E1615State st) {
        List<String> out = new ArrayList<>();
        for (String p : setup.majors) if (!st.isEliminated(p)) out.add(p);
        return out;
    }
}
