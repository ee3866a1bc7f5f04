package org.chancery.command;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;

/** history without a phase is the last adjudicated one: the results a player comes looking for. */
class HistoryCommandTest {
    @Test
    void historyWithoutAPhaseShowsTheLastResults() {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            Commands commands = new Commands(service, (v, s, o) -> Optional.empty());
            Caller gm = new Caller("u-gm", "Gina", "g1", "c1", false, false);
            Caller player = new Caller("u-pl", "Pat", "g1", "c1", false, false);
            commands.run("game create", gm, Map.of("variant", "classic"));
            commands.run("join", player, Map.of("power", "France"));
            commands.run("game start", gm, Map.of());
            Reply before = commands.run("history", player, Map.of());
            assertTrue(before.plain().contains("Not adjudicated yet"), "nothing adjudicated: the current phase: " + before.plain());
            commands.run("order", player, Map.of("orders", "A par-bur"));
            Reply forced = commands.run("game adjudicate", gm, Map.of("phase", "S1901M"));
            assertFalse(forced.error(), forced.plain());
            String last = commands.run("history", player, Map.of()).plain();
            assertTrue(last.contains("Spring 1901") && last.contains("A par-bur"), last);
            assertFalse(last.contains("Not adjudicated yet"), last);
            assertTrue(commands.run("history", player, Map.of("phase", "F1901M")).plain().contains("Not adjudicated yet"),
                    "the current phase, named, is still there");
        }
    }
}
