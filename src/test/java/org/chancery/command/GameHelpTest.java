package org.chancery.command;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;

/** help in a game's channel gives examples from that game: its board, its pieces, its allocations and GM actions. */
class GameHelpTest {
    private static String help(String variant, String power) {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            Commands commands = new Commands(service, (v, s, o) -> Optional.empty());
            Caller gm = new Caller("u-gm", "Gina", "g1", "c1", false, false);
            Caller player = new Caller("u-pl", "Pat", "g1", "c1", false, false);
            commands.run("game create", gm, Map.of("variant", variant));
            commands.run("join", player, Map.of("power", power));
            commands.run("game start", gm, Map.of());
            return commands.run("help", player, Map.of()).plain();
        }
    }

    @Test
    void orderOfTheDragonHelpShowsItsOwnOrdersAllocationsAndActions() {
        String h = help("order-of-the-dragon", "Ottomans");
        assertTrue(h.contains("In game #1 (Order of the Dragon, Spring 1405 Movement)"), h);
        assertTrue(h.contains("'A ama-"), "the Ottomans' own army in Amasya: " + h);
        assertTrue(h.contains("'Heir Ottomans Marry "), h);
        assertTrue(h.contains("allocate") && h.contains("'1 A "), h);
        assertTrue(h.contains("cycle-cap <n>"), h);
    }

    @Test
    void iceAndFireHelpShowsAMarriageItCouldOrder() {
        String h = help("ice-and-fire", "Stark");
        assertTrue(h.contains("'A wfl-"), h);
        assertTrue(h.contains("'Heir Stark weds Heir "), h);
        assertFalse(h.contains("'1 "), "no allocations in Ice and Fire: " + h);
    }

    @Test
    void withoutAGameHelpIsTheCommandsAlone() {
        try (Database db = Database.inMemory()) {
            Commands commands = new Commands(new GameService(db, TestClock.at("2030-01-01T00:00:00Z")), (v, s, o) -> Optional.empty());
            String h = commands.run("help", new Caller("u-x", "X", "g1", "c9", false, false), Map.of()).plain();
            assertTrue(h.contains("Player commands"), h);
            assertFalse(h.contains("In game #"), h);
        }
    }
}
