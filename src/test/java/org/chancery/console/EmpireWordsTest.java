package org.chancery.console;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;

/** Diplomacy of the Empire's words at the table: the history's column, civil disorder, the status after the end. */
class EmpireWordsTest {
    private static String play(String script) throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            return ConsoleScriptTest.play(service, ConsoleScriptTest.text("""
                    game create diplomacy-of-the-empire
                    game settings nmr 1
                    seats
                    game start
                    """ + script + "quit\n"));
        }
    }

    @Test
    void wordsThatMatchWhatHappened() throws Exception {
        String out = play("""
                as gm
                game adjudicate S43BCM
                game adjudicate F43BCM
                as Hispania
                order PAY 10 Italia
                as gm
                game adjudicate W43BCA
                status
                history S43BCM
                game end Draw between Hispania, Italia and Galatia
                yes
                status
                """);
        String spring = out.substring(out.indexOf("Spring 42 BC Movement. Deadline"));
        assertTrue(spring.contains("Italia (civil disorder)"), spring);
        assertFalse(spring.contains("Hispania (civil disorder)"), "a power that gave a payment is back in play: " + spring);
        String history = out.substring(out.indexOf("Game #1: Spring 43 BC Movement"));
        assertTrue(history.contains("Power        Territories  Units"), "history says what status says: " + history);
        String ended = out.substring(out.indexOf("Game over: Draw between Hispania, Italia and Galatia"));
        assertFalse(ended.contains("Victory to the last player standing"), ended);
        assertTrue(out.contains("warning: PAY 10 Italia: these orders need 20 talents (payments 10, upkeep 10 (1 legion)) and"
                + " Hispania holds 15: as they stand, 1 legion would be disbanded for want of upkeep"), out);
    }
}
