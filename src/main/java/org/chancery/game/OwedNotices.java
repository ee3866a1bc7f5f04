package org.chancery.game;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chancery.engine.AdjustmentAdjudicator;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.PhaseType;
import org.chancery.store.GameRow;
import org.chancery.store.Games;
import org.chancery.store.Logs;
import org.chancery.store.PlayerRow;

/** Tells each seated power, privately, what retreat or adjustment decision it owes in the phase to come. */
final class OwedNotices {
    private OwedNotices() {}

    static void write(Connection c, GameRow g, Rulebook rb, GameState next, Long deadline, long now) throws SQLException {
        if (next.phase().type() == PhaseType.MOVEMENT) return;
        Map<String, Integer> owed = rb.owed(next);
        for (PlayerRow p : Games.players(c, g.id())) {
            Integer n = owed.get(p.power());
            if (p.userId() == null || p.disorder() || n == null || n == 0) continue;
            Logs.notice(c, g.id(), now, "power:" + p.power(), text(rb, g, next, p.power(), n, deadline));
        }
    }

    static String text(Rulebook rb, GameRow g, GameState next, String power, int owed, Long deadline) {
        StringBuilder b = new StringBuilder("Game #").append(g.id()).append(" (").append(g.name()).append("), ")
                .append(next.phase().displayName()).append(": ");
        if (next.phase().type() == PhaseType.RETREAT) {
            List<String> units = new ArrayList<>();
            for (Dislodgement d : next.dislodged()) if (d.unit().power().equals(power)) units.add(d.unit().shortName());
            b.append(power).append(" must retreat or disband ").append(String.join(", ", units))
                    .append(". See the choices with /moves <province>, then give them with /order.");
        } else if (rb.rules().owedNotice(next, power, owed) != null) {
            b.append(rb.rules().owedNotice(next, power, owed));
        } else {
            int balance = AdjustmentAdjudicator.balance(next, power);
            String units = owed == 1 ? "unit" : "units";
            List<Order> choices = balance > 0 ? rb.legalBuilds(next, power) : List.of();
            String example = choices.isEmpty() ? "" : ", e.g. " + choices.get(0).text();
            if (balance > 0) b.append(power).append(" may build ").append(owed).append(' ').append(units)
                    .append(": give them with /order").append(example).append("; Waive any you do not want.");
            else b.append(power).append(" must remove ").append(owed).append(' ').append(units)
                    .append(": give them with /order, e.g. Remove ").append(next.unitsOf(power).get(0).shortName())
                    .append("; otherwise the rules choose.");
        }
        if (deadline != null) b.append(" Deadline: ").append(Views.when(deadline)).append('.');
        return b.toString();
    }
}
