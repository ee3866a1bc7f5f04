package org.chancery.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chancery.engine.GameState;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;

/** Order of the Dragon's first cycle at the local table: orders, a marriage, DP allocations, a capture, a build. */
class DragonConsoleTest {
    @Test
    void theFirstCyclePlaysThroughTheConsole() throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            String out = ConsoleScriptTest.play(service, getClass().getResourceAsStream("/console/dragon-cycle.txt"));
            assertFalse(out.contains("!"), "no command was refused: " + out);
            assertTrue(out.contains("Stored for S1405M: 2 F tun marry heir ottomans"), out);
            assertTrue(out.contains("the Ottomans heir married Tunis: Tunis is now a thrall of Ottomans"), out);
            assertTrue(out.contains("A kra-hav (sortie)"), out);
            assertTrue(out.contains("A edr S A brs-con"), "the winning allocation is public: " + out);
            assertTrue(out.contains("Ottomans captured Constantinople, a minor power"), out);
            assertTrue(out.contains("results of Winter 1405 Adjustments"), out);

            String lithuania = out.substring(out.indexOf("You are now Lithuania"), out.indexOf("You are now Burgundy"));
            assertTrue(lithuania.contains("Your allocations for S1405M: 1 A bra S A vil-pru"), lithuania);
            assertFalse(lithuania.contains("1 A bra H"), "Lithuania never sees Hungary's allocations");
            assertFalse(out.substring(out.indexOf("results of Spring 1405")).contains("Hungary allocated"));

            long game = service.gameIn(Console.GUILD, "table").id();
            GameState s = service.views().status(game).state();
            assertEquals("S1410M", s.phase().code());
            assertEquals(3, s.unitsOf("Ottomans").size());
            assertEquals(3, s.centresOf("Ottomans").size());
            assertEquals(3, s.centresOf("Burgundy").size(), "Burgundy took Cologne with Mainz's support");
            assertTrue(service.views().phase(game, "S1405M").notes()
                    .contains("the Ottomans heir married Tunis: Tunis is now a thrall of Ottomans"), "notes are kept");
        }
    }

    /** §3.2: the cycle cap is set before the game begins. */
    @Test
    void theCycleCapIsSetBeforeTheStart() throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            String out = ConsoleScriptTest.play(service, ConsoleScriptTest.text("""
                    game create order-of-the-dragon Dragon
                    game rule cycle-cap 6
                    seats
                    game start
                    quit
                    """));
            assertTrue(out.contains("edited S1405M: cycle-cap 6."), out);
            assertFalse(out.contains("has not started"), out);
            long game = service.gameIn(Console.GUILD, "table").id();
            assertEquals(6, org.chancery.variant.dragon.DragonState.read(service.views().status(game).state()).cycleCap());
        }
    }

    @Test
    void theGmSetsTheCycleCapAndDropsAPlayer() throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            String out = ConsoleScriptTest.play(service, ConsoleScriptTest.text("""
                    game create order-of-the-dragon Dragon
                    seats
                    game start
                    game rule cycle-cap 12
                    game rule cycle-cap soon
                    game rule drop Narnia
                    game rule drop Hungary
                    as Hungary
                    game rule cycle-cap 3
                    quit
                    """));
            assertTrue(out.contains("edited S1405M: cycle-cap 12."), out);
            assertTrue(out.contains("the cycle cap is a whole number of cycles, such as 10; 0 for none."), out);
            assertTrue(out.contains("'Narnia' is not a major power; say one of Burgundy, Castile"), out);
            assertTrue(out.contains("edited S1405M: drop Hungary."), out);
            assertTrue(out.contains("Only the GM of game #1 may do that."), out);
            long game = service.gameIn(Console.GUILD, "table").id();
            GameState s = service.views().status(game).state();
            var d = org.chancery.variant.dragon.DragonState.read(s);
            assertEquals(12, d.cycleCap());
            assertTrue(d.dropped().contains("Hungary"));
        }
    }
}
