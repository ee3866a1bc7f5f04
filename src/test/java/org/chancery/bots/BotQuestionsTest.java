package org.chancery.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chancery.engine.GameState;
import org.chancery.engine.Unit;
import org.chancery.game.Actor;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.game.GameStatus;
import org.chancery.game.Rulebook;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.chancery.variant.BotAdvice;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.junit.jupiter.api.Test;

/** The questions a variant asks a player, answered by Chancery's seats by the rules in docs/bots.md. */
class BotQuestionsTest {
    /** Every human votes for a draw; the bot, with its units, does not, so the game goes on. */
    @Test
    void aBotWithUnitsNeverVotesForADraw() {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-03-01T12:00:00Z"));
            ClockPlayer.install(service);
            Actor gm = new Actor("gm-1", "Gamemaster", false);
            long id = service.create(gm, "guild-1", "channel-1", "Draw", "classic", GameSettings.defaults());
            for (String p : Rulebook.named("classic").rules().playablePowers()) {
                if (!p.equals("France")) service.join(new Actor("user-" + p.toLowerCase(), p + " player", false), id, p);
            }
            service.gm().seatBot(gm, id, "France", true);
            service.start(gm, id);
            assertTrue(service.orders().readyPowers(id).contains("France"), "the bot has ordered");
            for (String p : Rulebook.named("classic").rules().playablePowers()) {
                if (!p.equals("France")) service.orders().voteDraw(new Actor("user-" + p.toLowerCase(), p + " player", false), id, p, true);
            }
            assertEquals(GameStatus.ACTIVE, GameStatus.valueOf(service.views().status(id).game().status()), "no draw without France");
            assertEquals(null, service.orders().myVote(ChanceryPlayer.actor("France"), id, "France"), "the bot gave no vote");
        }
    }

    @Test
    void aPowerWithoutUnitsVotesForOne() {
        Ruleset classic = Rulesets.of("classic");
        GameState s = classic.start();
        BotAdvice advice = classic.botAdvice();
        assertFalse(advice.votesDraw(s, "France"));
        GameState.Builder b = s.toBuilder();
        for (Unit u : s.unitsOf("France")) b.removeUnit(u.province());
        assertTrue(advice.votesDraw(b.build(), "France"));
    }
}
