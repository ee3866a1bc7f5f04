package org.chancery.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import org.chancery.game.GameService;
import org.chancery.game.Rulebook;
import org.chancery.store.Database;
import org.chancery.store.PhaseRow;
import org.chancery.store.Phases;
import org.junit.jupiter.api.Test;

/**
 * Games of bots alone, through the order desk: the variants' own orders are given and taken, not only written. W3K's
 * bots convert units and the Empire's buy legions, with nothing refused.
 */
class VariantOrdersInPlayTest {
    @Test
    void w3kBotsConvertAndTheEmpiresBuy() {
        String w3k = results("wars-of-the-three-kingdoms", 4);
        assertTrue(w3k.contains("converts to"), "no W3K bot converted in four years");
        String empire = results("diplomacy-of-the-empire", 4);
        assertTrue(empire.contains("Build "), "no Empire bot built in four years");
    }

    /** Every phase's results of one seeded game of bots, after checking nothing was refused. */
    private static String results(String variant, int years) {
        try (Database db = Database.inMemory()) {
            SelfPlay play = new SelfPlay(new GameService(db, Clock.systemUTC()));
            SelfPlay.Result r = play.play(variant, Seats.parse(Rulebook.named(variant).rules(), "bot"), 1, years, 1);
            assertEquals(0, r.illegal(), variant + ": the desk refused a bot's order");
            StringBuilder out = new StringBuilder();
            db.inTransaction(c -> {
                for (PhaseRow p : Phases.all(c, 1)) if (p.results() != null) out.append(p.results()).append('\n');
                return null;
            });
            return out.toString();
        }
    }
}
