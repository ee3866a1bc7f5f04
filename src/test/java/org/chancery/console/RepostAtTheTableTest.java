package org.chancery.console;

import static org.chancery.console.ConsoleScriptTest.play;
import static org.chancery.console.ConsoleScriptTest.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;

/** game repost prints a phase's results again with their maps, as Discord posts them again (issue 32 §6). */
class RepostAtTheTableTest {
    @Test
    void anAdjudicatedPhaseIsPostedAgainAndAnyOtherRefusedWithThePhasesThatCan() throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            String out = play(service, text("""
                    new
                    as France
                    order A par-bur
                    as gm
                    game adjudicate S1901M
                    as France
                    order A bur-mun
                    game repost S1901M
                    as gm
                    game repost F1901M
                    game repost s1901m
                    quit
                    """));
            assertTrue(out.contains("'F1901M' is not an adjudicated phase of game #1; its results can be posted again"
                    + " for S1901M, e.g. game repost S1901M."), out);
            String again = out.substring(out.indexOf("[channel] Posted again by the GM: Game #1: results of Spring 1901"));
            assertTrue(again.contains("A par - bur") || again.contains("A par-bur") || again.contains("A Paris"), again);
            assertTrue(again.contains("Next: Fall 1901 Movement"), again);
            assertTrue(out.contains("Done: the results of Spring 1901 Movement go to the game channel again"), out);
            assertEquals(1, out.split("Posted again by the GM", -1).length - 1, "France may not repost: " + out);
        }
    }
}
