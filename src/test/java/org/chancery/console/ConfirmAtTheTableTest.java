package org.chancery.console;

import static org.chancery.console.ConsoleScriptTest.play;
import static org.chancery.console.ConsoleScriptTest.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;

/** A rollback or the end of a game is described first and done only on "yes". */
class ConfirmAtTheTableTest {
    @Test
    void aRollbackWaitsForYesNamesTheOrdersThatStandAndKeepsTheErasedPhasesInTheLog() throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            String out = play(service, text("""
                    new
                    as France
                    order A par-bur; F bre-mao
                    as England
                    order F lon-nth
                    as gm
                    game adjudicate S1901M
                    as France
                    order A bur-mun
                    as gm
                    game adjudicate F1901M
                    game rollback S1901M
                    status
                    yes
                    game log
                    quit
                    """));
            String ask = out.substring(out.indexOf("Roll game #1 back to the start of Spring 1901 Movement"));
            assertTrue(ask.startsWith("Roll game #1 back to the start of Spring 1901 Movement. This erases the results of"
                    + " S1901M and the phases after it (F1901M, S1902M)"), ask);
            assertTrue(ask.contains("These orders of S1901M stand again: France: A par-bur, F bre-mao; England: F lon-nth."), ask);
            assertTrue(out.contains("Type yes to roll back to S1901M, or anything else to leave it."), out);
            assertTrue(out.contains("Not confirmed, so nothing was changed."), "status answered the question: " + out);
            int firstAsk = out.indexOf("Type yes to roll back");
            assertFalse(out.substring(firstAsk).contains("Done: rolled the game back"), "nothing rolled back: " + out);
            long game = service.gameIn(Console.GUILD, "table").id();
            assertEquals("S1902M", service.views().status(game).state().phase().code());
        }
    }

    @Test
    void yesCarriesItOut() throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            String out = play(service, text("""
                    new
                    as France
                    order A par-bur
                    ready
                    as gm
                    game adjudicate S1901M
                    game rollback S1901M
                    yes
                    game log
                    game end Draw between everyone
                    no
                    status
                    game end
                    yes
                    quit
                    """));
            assertTrue(out.contains("Done: rolled the game back to Spring 1901 Movement;"), out);
            assertTrue(out.contains("These orders stand again: France: A par-bur."), out);
            assertTrue(out.contains("Ready taken back for France: each marks ready again when its orders are in."), out);
            assertTrue(out.contains("erased: S1901M results cleared by the rollback; orders: France: A par-bur; results:"
                    + " France A par-bur, 21 units without orders"), out);
            assertTrue(out.contains("erased: F1901M erased by the rollback; orders: none; results: not adjudicated"), out);
            assertTrue(out.contains("End game #1 (Classic Diplomacy) with the result: Draw between everyone"), out);
            assertTrue(out.contains("Done: ended the game: Ended by the GM."), out);
            long game = service.gameIn(Console.GUILD, "table").id();
            assertEquals("Ended by the GM.", service.game(game).outcome());
        }
    }
}
