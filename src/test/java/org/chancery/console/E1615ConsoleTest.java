package org.chancery.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chancery.engine.GameState;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;

/** Europe 1615's first year at the local table: INFs by allocate, a diplomatic attack, the Ottomans and scoring. */
class E1615ConsoleTest {
    @Test
    void theYear1615PlaysThroughTheConsole() throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            String out = ConsoleScriptTest.play(service, getClass().getResourceAsStream("/console/e1615-year.txt"));
            assertFalse(out.contains("!"), "no command was refused: " + out);
            assertTrue(out.contains("Stored for S1615M: 9: WUR; 3: RHI; 1: LOWR; 4: LOR; 4: SAV; A sav H"), out);
            assertTrue(out.contains("This year France has 21 INFs: 21 were left to deploy, 0 are left after these."), out);
            String england = out.substring(out.indexOf("You are now England"), out.indexOf("You are now Denmark"));
            assertTrue(england.contains("Your allocations for S1615M: 5: SAX; 5: HES; A ser H"), england);
            assertFalse(england.contains("WUR"), "England never sees France's INFs");

            String spring = out.substring(out.indexOf("results of Spring 1615"), out.indexOf("results of Summer 1615"));
            assertTrue(spring.contains("A ser-bos"), "the Ottomans take Spain's 23 over England's 17: " + spring);
            assertTrue(spring.contains("LOR: France, Spain"), "who deployed where is public");
            assertTrue(spring.contains("LOR aligned with Spain"), spring);
            assertTrue(spring.contains("SAX aligned with Austria"), spring);
            assertTrue(spring.contains("A lor (Lorraine): Spain's order followed"), spring);
            assertFalse(spring.contains("9: WUR") || spring.contains("6: SAX"), "amounts stay secret");
            for (String line : spring.split("\n")) {
                if (line.contains("ser")) assertEquals("A ser-bos", line.strip(), "only the outcome, never who ordered it");
            }

            assertTrue(out.contains("[to England]") && out.contains("Your diplomatic attack SAX > Austria took 6 INFs from Austria and from you."), out);
            assertTrue(out.contains("[to Austria]") && out.contains("England's diplomatic attack in SAX took 6 of your INFs there."), out);
            String summer = out.substring(out.indexOf("results of Summer 1615"), out.indexOf("results of Fall 1615"));
            assertTrue(summer.contains("SAX aligned with England"), "England 7 - 6 against Austria 6 - 6: " + summer);

            String fall = out.substring(out.indexOf("results of Fall 1615"));
            assertTrue(fall.contains("Denmark annexes Bremen from the state of Lower Saxony."), fall);
            assertTrue(fall.contains("Round 1615 scores: France 132, Austria 99, Spain 85, England 52, Denmark 20. Winner: France (1 round won)."), fall);
            assertTrue(fall.contains("Status check for 1616: INFs this year Austria 18, Denmark 18, England 17, France 21, Spain 23."), fall);

            long game = service.gameIn(Console.GUILD, "table").id();
            GameState s = service.views().status(game).state();
            assertEquals("S1616M", s.phase().code());
        }
    }
}
