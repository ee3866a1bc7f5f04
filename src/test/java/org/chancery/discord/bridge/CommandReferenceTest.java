package org.chancery.discord.bridge;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.chancery.command.Commands;
import org.chancery.command.RenderedMaps;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;

/** docs/commands.md is what the command definitions make; -Dchancery.docs.write=true writes it again. */
class CommandReferenceTest {
    private static final Path FILE = Path.of("docs/commands.md");

    @Test
    void theCommittedReferenceIsTheCommands() throws Exception {
        try (Database db = Database.inMemory()) {
            String made = CommandReference.markdown(
                    new Commands(new GameService(db, TestClock.at("2030-03-01T12:00:00Z")), new RenderedMaps()).all());
            if (Boolean.getBoolean("chancery.docs.write")) Files.writeString(FILE, made);
            String committed = Files.exists(FILE) ? Files.readString(FILE) : "";
            assertEquals(made, committed, "docs/commands.md differs from the commands; regenerate it with "
                    + CommandReference.REGENERATE);
        }
    }
}
