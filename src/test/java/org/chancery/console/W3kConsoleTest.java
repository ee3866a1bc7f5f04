package org.chancery.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chancery.engine.GameState;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;

/** A scripted W3K year at the local table: a proxy, a conversion and a supply transfer, in the rulebook's words. */
class W3kConsoleTest {
    @Test
    void summer1642ToSpring1643() throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            String out = ConsoleScriptTest.play(service, getClass().getResourceAsStream("/console/w3k-year.txt"));
            assertFalse(out.contains("!") || out.contains("rejected"), "no command or order was refused: " + out);
            assertTrue(out.contains("[to Crown] Game #1 (Powick Bridge), Summer 1642 Movement: Newcastle places Army Honour of"
                    + " Richmond under your orders"), out);
            assertTrue(out.contains("A richmond-nyorkshire (ordered by Crown, by proxy)"), out);
            assertTrue(out.contains("Newcastle's fleet in York is converting to an army"), "status shows it: " + out);
            assertTrue(out.contains("F york converts to A (converted: now an army)"), out);
            assertTrue(out.contains("Send 1 unit's supply to Manchester"), out);

            long game = service.gameIn(Console.GUILD, "table").id();
            GameState s = service.views().status(game).state();
            assertEquals("S1643M", s.phase().code());
            assertEquals("A york", s.unitAt(s.board().find("york").orElseThrow()).shortName());
            assertEquals("Newcastle", s.unitAt(s.board().find("nyorkshire").orElseThrow()).power());
            assertEquals(10, s.unitsOf("Manchester").size(), "two centres taken, one unit's supply received");
            assertEquals(7, s.unitsOf("Crown").size(), "the Crown gave its build away");
            assertEquals("Crown", s.ownerOf(s.board().find("newsarum").orElseThrow()));
        }
    }

    /** A place named in several words is read whole at the table: "moves Lyme Bay", "map Scotland". */
    @Test
    void placesInSeveralWords() throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            String out = ConsoleScriptTest.play(service, ConsoleScriptTest.text("""
                    game create wars-of-the-three-kingdoms
                    seats
                    game start
                    moves Lyme Bay
                    map Scotland
                    quit
                    """));
            assertTrue(out.contains("No unit is in Lyme Bay"), "the sea is read whole: " + out);
            assertFalse(out.contains("!"), "'Scotland' is the close-up's area, not a wrong choice: " + out);
        }
    }
}
