package org.chancery.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chancery.engine.GameState;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.chancery.variant.economy.Treasury;
import org.chancery.variant.roads.Roads;
import org.junit.jupiter.api.Test;

/**
 * Diplomacy of the Empire's first two years at the local table, in the rulebook's order formats: blank territories
 * taken, tribute, a payment, builds that fail for lack of money, a cavalry's and a fleet's second moves, a strait,
 * and a city that joins its capital by road.
 */
class EmpireConsoleTest {
    @Test
    void theYears43And42BcPlayThroughTheConsole() throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            String out = ConsoleScriptTest.play(service, getClass().getResourceAsStream("/console/empire-two-years.txt"));
            assertFalse(out.contains("!"), "no command was refused: " + out);
            assertFalse(out.contains("rejected"), "every order was accepted: " + out);
            assertTrue(out.contains("Tribute for 43 BC: Hispania 30, Italia 30, Macedonia 25, Galatia 30, Mesopotamia 30,"
                    + " Egyptus 25, Numidia 25."), out);
            assertTrue(out.contains("Build City nea (not enough money: the builds cost 40 talents and Italia holds 20; none is made)"), out);
            assertTrue(out.contains("PAY 10 Galatia"), out);
            assertTrue(out.contains("Cav his-lus then bea") && out.contains("Cav lus-bea"), out);
            assertTrue(out.contains("F gal-mrh then mal") && out.contains("F mrh-mal"), out);
            assertTrue(out.contains("Nobody has to retreat, so the second moves are played at once."), out);
            assertTrue(out.contains("Tribute for 42 BC: Hispania 50,"), out);
            assertTrue(out.contains("[to Hispania] Game #1, Fall 43 BC Movement: Fall 43 BC: tribute +30 (balance 30)"), out);

            long game = service.gameIn(Console.GUILD, "table").id();
            GameState s = service.views().status(game).state();
            assertEquals("S41BCM", s.phase().code());
            assertEquals("Hispania", s.unitAt(s.board().find("tin").orElseThrow()).power(), "across the strait");
            assertTrue(Roads.read(s).hasRoad(s.board().find("his").orElseThrow(), s.board().find("nar").orElseThrow()));
            Treasury t = Treasury.read(s);
            assertEquals(0, t.balance("Hispania"));
            assertEquals(40, t.balance("Numidia"), "40 + 10 paid - 10 upkeep; the cavalry and the fortified city cost 70: neither is made");
        }
    }
}
