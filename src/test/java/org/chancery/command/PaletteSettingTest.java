package org.chancery.command;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;

/** The GM's palette setting reaches the maps a game draws. */
class PaletteSettingTest {
    @Test
    void aColourblindGameDrawsColourblindMaps() {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            Commands commands = new Commands(service, new RenderedMaps());
            Caller gm = new Caller("u-gm", "Gm", "g1", "c1", false, true);
            commands.run("game create", gm, Map.of("variant", "classic", "name", "Test"));
            byte[] standard = commands.run("map", gm, Map.of()).attachments().get(0).data();
            Reply bad = commands.run("game settings", gm, Map.of("key", "palette", "value", "sepia"));
            assertTrue(bad.error() && bad.plain().contains("standard or colourblind"), bad.plain());
            Reply set = commands.run("game settings", gm, Map.of("key", "palette", "value", "colourblind"));
            assertFalse(set.error(), set.plain());
            assertTrue(set.plain().contains("palette colourblind"), set.plain());
            byte[] colourblind = commands.run("map", gm, Map.of()).attachments().get(0).data();
            assertFalse(java.util.Arrays.equals(standard, colourblind), "the palette changed the drawing");
            commands.run("game settings", gm, Map.of("key", "palette", "value", "standard"));
            assertArrayEquals(standard, commands.run("map", gm, Map.of()).attachments().get(0).data());
        }
    }
}
