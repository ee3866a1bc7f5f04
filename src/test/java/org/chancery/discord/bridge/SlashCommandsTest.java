package org.chancery.discord.bridge;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.chancery.command.CommandSpec;
import org.chancery.command.Commands;
import org.chancery.command.OptionSpec;
import org.chancery.command.RenderedMaps;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;

/** Discord shows a description of at most 100 characters: every command's and option's fits whole, never cut. */
class SlashCommandsTest {
    @Test
    void everyDescriptionFitsDiscordWhole() throws Exception {
        try (Database db = Database.inMemory()) {
            List<String> tooLong = new ArrayList<>();
            for (CommandSpec s : new Commands(new GameService(db, TestClock.at("2030-03-01T12:00:00Z")), new RenderedMaps()).all()) {
                if (s.description().length() > SlashCommands.DESCRIPTION) tooLong.add(s.name() + ": " + s.description());
                for (OptionSpec o : s.options()) {
                    if (o.description().length() > SlashCommands.DESCRIPTION) tooLong.add(s.name() + " " + o.name() + ": " + o.description());
                }
            }
            assertTrue(tooLong.isEmpty(), "cut on Discord: " + tooLong);
        }
    }

    /** Discord refuses a set of commands in which two share a name (JDA: "Cannot have multiple commands ..."). */
    @Test
    void everyNameIsOnceAtEachLevel() throws Exception {
        try (Database db = Database.inMemory()) {
            var slash = SlashCommands.of(new Commands(new GameService(db, TestClock.at("2030-03-01T12:00:00Z")), new RenderedMaps()).all());
            List<String> twice = new ArrayList<>();
            twice(slash, "", twice);
            assertTrue(twice.isEmpty(), "named twice: " + twice);
            assertTrue(slash.stream().anyMatch(c -> c.name().equals("press-log")), "press log is /press-log beside /press");
            assertTrue(slash.stream().anyMatch(c -> c.name().equals("variant") && c.subcommands().size() == 4), "/variant has its four");
        }
    }

    private static void twice(List<org.chancery.discord.interaction.SlashCommand> level, String where, List<String> out) {
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (var c : level) {
            if (!seen.add(c.name())) out.add(where + c.name());
            twice(c.subcommands(), where + c.name() + " ", out);
        }
    }
}
