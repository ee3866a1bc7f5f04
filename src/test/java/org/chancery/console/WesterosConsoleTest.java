package org.chancery.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chancery.engine.GameState;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;

/** Ice and Fire's year 298 at the local table: a marriage, an execution, a promotion and a wildling rebuild. */
class WesterosConsoleTest {
    @Test
    void theYear298PlaysThroughTheConsole() throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            String out = ConsoleScriptTest.play(service, getClass().getResourceAsStream("/console/westeros-year.txt"));
            assertFalse(out.contains("!"), "no command was refused: " + out);
            assertTrue(out.contains("Heir Stark and Heir Targaryen 1 marry, to live at Dragonstone."), out);
            assertTrue(out.contains("The wildling army Beyond the Wall is dislodged and destroyed."), out);
            assertTrue(out.contains("Targaryen executes Heir Stark at Dragonstone."), out);
            assertTrue(out.contains("Stark promotes a new heir at Winterfell"), out);
            assertTrue(out.contains("The wildlings raise a new army Beyond the Wall."), out);
            assertTrue(out.contains("Remove A har (removed by the auto-destroy order)"), "the Greyjoys' correction: " + out);

            long game = service.gameIn(Console.GUILD, "table").id();
            GameState s = service.views().status(game).state();
            assertEquals("S299M", s.phase().code());
            assertEquals("Wildlings", s.unitAt(s.board().find("btw").orElseThrow()).power());
            assertEquals(2, s.unitsOf("Stark").size());
        }
    }
}
