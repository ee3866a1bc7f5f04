package org.chancery.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chancery.engine.GameState;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;

/** Issue 35 at the table: a GM uploads Six Crowns, the table plays a year of it, and a refused upload keeps nothing. */
class BoardUploadAtTheTableTest {
    @Test
    void aGmUploadsABoardAndTheTablePlaysIt() throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            String out = ConsoleScriptTest.play(service, ConsoleScriptTest.text("""
                    as gm
                    variant upload src/test/resources/upload/six-crowns.json
                    variant list
                    new six-crowns
                    as Aurel
                    order F aur-mid; A sol-roo; F gil-ash
                    as Brenn
                    order F bre-mar
                    as gm
                    game adjudicate S1M
                    """));
            System.out.println(out);
            assertTrue(out.contains("Board 'six-crowns' (Six Crowns) passed every check"), out);
            assertTrue(out.contains("six-crowns  Six Crowns"), out);
            long game = service.gameIn(Console.GUILD, "table").id();
            GameState s = service.views().status(game).state();
            assertEquals("F1M", s.phase().code().replace("1M", "1M"));
            assertFalse(out.contains("Something went wrong"), out);
        }
    }
}
