package org.chancery.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;
import org.chancery.command.Commands;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** game=<n> anywhere in a typed line picks the game, even after the orders. */
class LineParserTest {
    private final Database db = Database.inMemory();
    private final Commands commands = new Commands(new GameService(db, TestClock.at("2030-01-01T00:00:00Z")),
            (v, s, o) -> Optional.empty());

    @AfterEach
    void close() { db.close(); }

    private Map<String, String> options(String line) { return LineParser.parse(commands, line).options(); }

    @Test
    void theGameNumberStandsAnywhere() {
        assertEquals(Map.of("orders", "A mar-spa", "game", "1"), options("order A mar-spa game=1"));
        assertEquals(Map.of("orders", "A mar-spa; F bre-mao", "game", "2"), options("order game=2 A mar-spa; F bre-mao"));
        assertEquals(Map.of("orders", "A mar-spa; F bre-mao", "game", "3"), options("order A mar-spa; GAME=3 F bre-mao"));
        assertEquals(Map.of("game", "2"), options("status game=2"));
        assertEquals(Map.of("orders", "A mar-spa"), options("order A mar-spa"));
    }

    @Test
    void anOrderWithTheGameAfterItIsStoredAtTheTable() throws Exception {
        String out = ConsoleScriptTest.play(new GameService(db, TestClock.at("2030-01-01T00:00:00Z")), ConsoleScriptTest.text(
                "new\nas France\norder A mar-spa game=1\nquit\n"));
        assertTrue(out.contains("accepted: A mar-spa"), out);
        assertFalse(out.contains("could not read"), out);
    }
}
