package org.chancery.game;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.PhaseType;
import org.chancery.store.GameRow;
import org.chancery.store.Games;
import org.chancery.store.Logs;
import org.chancery.store.PlayerRow;

/** Tells each seated power, privately, what retreat or adjustment decisions it owes, or may make, in the phase to come. */
final class OwedNotices {
    private OwedNotices() {}

    static void write(Connection c, GameRow g, Rulebook rb, GameState next, Long deadline, long now) throws SQLException {
        if (next.phase().type() == PhaseType.MOVEMENT) return;
        for (PlayerRow p : Games.players(c, g.id())) {
            if (p.userId() == null || p.disorder()) continue;
            List<String> duties = rb.rules().duties(next, p.power());
            if (duties.isEmpty()) continue;
            Logs.notice(c, g.id(), now, "power:" + p.power(), text(g, next, duties, deadline));
        }
    }

    static String text(GameRow g, GameState next, List<String> duties, Long deadline) {
        StringBuilder b = new StringBuilder("Game #").append(g.id()).append(" (").append(g.name()).append("), ")
                .append(next.phase().displayName()).append(": ").append(String.join(" ", duties));
        if (deadline != null) b.append(" Deadline: ").append(Views.moment(deadline)).append('.');
        return b.toString();
    }
}
