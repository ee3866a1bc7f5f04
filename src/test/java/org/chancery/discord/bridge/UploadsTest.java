package org.chancery.discord.bridge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.Map;
import org.chancery.command.CommandSpec;
import org.chancery.command.Commands;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;

/** A file attached to a command is held to its option's size before it is fetched (issue 35's 600 MB board). */
class UploadsTest {
    @Test
    void aBoardDeclaredAt600MbIsRefusedUnfetched() throws Exception {
        try (Database db = Database.inMemory()) {
            CommandSpec upload = new Commands(new GameService(db, TestClock.at("2030-01-01T00:00:00Z")), null).find("variant upload");
            Map<String, String> options = new LinkedHashMap<>();
            options.put("json", "file:629145600|https://cdn.example/board.json|variant.json");
            Uploads.Refusal r = assertThrows(Uploads.Refusal.class, () -> Uploads.fetch(options, (url, max) -> {
                throw new AssertionError("fetched");
            }, upload));
            assertEquals("variant.json is 629145 KB; a file given here may be at most 1 MB.", r.getMessage());
            options.put("json", "file:1100000|https://cdn.example/board.json|variant.json");
            assertThrows(Uploads.Refusal.class, () -> Uploads.fetch(options, (url, max) -> new byte[0], upload), "past 1 MiB");
        }
    }
}
