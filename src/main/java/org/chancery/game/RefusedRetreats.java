package org.chancery.game;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.PhaseType;
import org.chancery.store.EventRow;
import org.chancery.store.Logs;
import org.chancery.store.PhaseRow;

/**
 * A power whose retreat orders were all refused is not one that gave none: the game log notes the refusal (not the
 * orders), and the results then say the retreats given were refused rather than "no orders given".
 */
final class RefusedRetreats {
    static final String KIND = "refused";

    private RefusedRetreats() {}

    /** Notes that {@code power} gave retreat orders in this retreat phase that were refused. */
    static void note(Connection c, long gameId, int seq, GameState s, String power, long now) throws SQLException {
        if (s.phase().type() != PhaseType.RETREAT) return;
        boolean dislodged = false;
        for (Dislodgement d : s.dislodged()) dislodged |= d.unit().power().equals(power);
        if (!dislodged) return;
        Logs.event(c, gameId, new EventRow(now, power, KIND, power + " gave retreat orders that were refused, "
                + s.phase().displayName() + " (phase " + seq + ")"));
    }

    /** The missed retreat lines of powers whose retreats were refused this phase, said so. */
    static List<ResultLine> mark(Connection c, long gameId, PhaseRow phase, GameState s, List<ResultLine> lines) throws SQLException {
        if (s.phase().type() != PhaseType.RETREAT) return lines;
        Set<String> refused = new HashSet<>();
        String tail = "(phase " + phase.seq() + ")";
        for (EventRow e : Logs.events(c, gameId)) {
            if (KIND.equals(e.kind()) && e.at() >= phase.startedAt() && e.detail() != null && e.detail().endsWith(tail)) refused.add(e.actor());
        }
        if (refused.isEmpty()) return lines;
        List<ResultLine> out = new ArrayList<>();
        for (ResultLine l : lines) {
            out.add(l.missed() && refused.contains(l.power())
                    ? new ResultLine(l.power(), l.order(), false, "the retreats " + l.power() + " gave were refused; disbanded")
                    : l);
        }
        return out;
    }
}
