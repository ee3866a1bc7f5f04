package org.chancery.console;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;

/** Issue 23's table inputs, typed as the report gave them, with their answers now. */
class WedgeAtTheTableTest {
    /** The table's output for a script played on a fresh in-memory store. */
    static String play(String script) throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            return ConsoleScriptTest.play(service, new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8)));
        }
    }

    @Test
    void aRolledBackPhaseAdjudicatedAgainPutsNobodyInCivilDisorder() throws Exception {
        String out = play("""
                new
                as England
                order F lon-nth; F edi-nwg; A lvp-yor
                as gm
                game adjudicate S1901M
                game rollback S1901M
                yes
                game adjudicate S1901M
                quit
                """);
        assertTrue(out.contains("Missed-phase counts are as they were then"), out);
        assertFalse(out.contains("civil disorder"), out);
        assertFalse(out.contains("missed 2 phases"), out);
    }

    @Test
    void europe1615WithScotlandRemovedAndUnownedPlaysThroughLateWinter() throws Exception {
        String out = play("""
                new europe-1615
                game edit remove-unit scot
                game edit set-owner scot none
                game adjudicate S1615M
                game adjudicate SU1615M
                game adjudicate F1615M
                game adjudicate LW1615A
                status
                quit
                """);
        assertFalse(out.contains("Something went wrong"), out);
        assertTrue(out.contains("Late Winter 1615 Adjustments adjudicated"), out);
        assertTrue(out.contains("Spring 1616 Movement"), out);
    }

    @Test
    void aPhaseNotDueNamesTheCommandAsTypedAtTheTable() throws Exception {
        String out = play("""
                new
                as gm
                game adjudicate
                quit
                """);
        assertTrue(out.contains("name the phase: game adjudicate S1901M."), out);
        assertTrue(out.contains("GM: game settings, game assign, then game start."), out);
        assertFalse(out.contains("/game"), out);
    }
}
