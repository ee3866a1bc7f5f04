package org.chancery.game;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chancery.engine.GameState;
import org.chancery.store.PhaseRow;
import org.chancery.store.Phases;

/**
 * When each power of a game fell, read from its positions phase by phase, so the scoring systems rank the
 * eliminated by the order they went out in (later ranks higher). A power is in the game while its variant counts
 * it among those who vote on a draw.
 */
final class Fallen {
    private Fallen() {}

    /**
     * The game's stored positions before phase {@code last}, then {@code end} as phase {@code last}, read for when
     * each power fell.
     */
    static Map<String, Integer> of(Connection c, long gameId, Rulebook rb, int last, GameState end) throws SQLException {
        List<GameState> positions = new ArrayList<>();
        for (PhaseRow p : Phases.all(c, gameId)) if (p.seq() < last) positions.add(rb.state(p.state()));
        positions.add(end);
        return of(rb, positions);
    }

    /**
     * For each power out of the game in the last of {@code positions} (phase numbers 0, 1, ...) that was in it
     * earlier: the number of the first phase after the last one it was in. A power never in the game is left out.
     */
    static Map<String, Integer> of(Rulebook rb, List<GameState> positions) {
        Map<String, Integer> lastIn = new HashMap<>();
        for (int i = 0; i < positions.size(); i++) {
            for (String p : rb.rules().drawVoters(positions.get(i))) lastIn.put(p, i);
        }
        Set<String> still = rb.rules().drawVoters(positions.get(positions.size() - 1));
        Map<String, Integer> out = new HashMap<>();
        lastIn.forEach((p, i) -> { if (!still.contains(p)) out.put(p, i + 1); });
        return out;
    }
}
