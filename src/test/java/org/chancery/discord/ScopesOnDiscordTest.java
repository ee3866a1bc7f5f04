package org.chancery.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;
import org.chancery.command.RenderedMaps;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.fake.FakeGuild;
import org.chancery.discord.gateway.DiscordBot;
import org.chancery.discord.posting.Sleeper;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The README's smoke test registers the commands on a test server, then globally: Discord lists a guild command
 * and a global one of the same name both. So at start the bot empties the scope it does not use.
 */
class ScopesOnDiscordTest {
    FakeDiscord fake;
    Database db;

    @AfterEach
    void stop() throws Exception {
        if (db != null) db.close();
        if (fake != null) fake.close();
    }

    ChanceryBot start(Optional<Long> guild) throws Exception {
        return ChanceryBot.start(new DiscordConfig(fake.token(), guild, Optional.empty()), fake.endpoints(),
                new GameService(db, TestClock.at("2030-03-01T12:00:00Z")), new RenderedMaps(), DiscordBot.DEFER_AFTER,
                Sleeper.REAL, Duration.ofMillis(200));
    }

    @Test
    void aServerThenGlobalLeavesEachCommandOnceAndBack() throws Exception {
        fake = FakeDiscord.start();
        db = Database.inMemory();
        FakeGuild test = fake.guild("Test server", fake.user("owner"));
        FakeGuild other = fake.guild("Other server", fake.user("someone"));
        try (ChanceryBot onServer = start(Optional.of(test.id()))) {
            assertTrue(fake.guildCommands(test.id()).size() > 5);
            assertEquals(0, fake.globalCommands().size());
        }
        try (ChanceryBot global = start(Optional.empty())) {
            assertTrue(fake.globalCommands().size() > 5);
            assertEquals(0, fake.guildCommands(test.id()).size(), "the test server's copies are gone");
            assertEquals(0, fake.guildCommands(other.id()).size());
        }
        try (ChanceryBot onServer = start(Optional.of(test.id()))) {
            assertTrue(fake.guildCommands(test.id()).size() > 5);
            assertEquals(0, fake.globalCommands().size(), "running on one server, the global commands are gone");
        }
    }
}
