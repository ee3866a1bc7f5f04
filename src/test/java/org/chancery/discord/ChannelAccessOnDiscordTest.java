package org.chancery.discord;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.chancery.command.RenderedMaps;
import org.chancery.discord.fake.FakeChannel;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.fake.FakeGuild;
import org.chancery.discord.fake.FakeRole;
import org.chancery.discord.fake.FakeUser;
import org.chancery.discord.fake.InteractionResponse;
import org.chancery.discord.gateway.DiscordBot;
import org.chancery.discord.posting.Sleeper;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A game in a channel where the bot cannot post would lose every post: at game create the bot checks its own
 * permissions there and tells the GM exactly what is missing, before any game exists.
 */
class ChannelAccessOnDiscordTest {
    FakeDiscord fake;
    FakeGuild guild;
    FakeUser gm;
    Database db;
    GameService service;
    ChanceryBot bot;

    @BeforeEach
    void start() throws Exception {
        fake = FakeDiscord.start();
        gm = fake.user("gwen");
        guild = fake.guild("Club", gm);
        db = Database.inMemory();
        service = new GameService(db, TestClock.at("2030-03-01T12:00:00Z"));
    }

    void connect() throws Exception {
        bot = ChanceryBot.start(new DiscordConfig(fake.token(), Optional.empty(), Optional.empty()), fake.endpoints(),
                service, new RenderedMaps(), DiscordBot.DEFER_AFTER, Sleeper.REAL, Duration.ofMillis(200));
    }

    @AfterEach
    void stop() throws Exception {
        if (bot != null) bot.close();
        if (db != null) db.close();
        if (fake != null) fake.close();
    }

    @Test
    void aPrivateChannelWithoutTheBotIsRefusedWithWhatIsMissing() throws Exception {
        FakeChannel hidden = guild.privateChannel("secret-game", gm);
        connect();
        InteractionResponse r = BotFixture.answerOf(fake, fake.slash(gm, hidden, "game create", Map.of("variant", "classic")));
        String text = BotFixture.text(r);
        assertTrue(r.ephemeral());
        assertTrue(text.contains("lacks View Channel"), text);
        assertNull(service.gameIn(Long.toUnsignedString(guild.id()), Long.toUnsignedString(hidden.id())), "no game made");
    }

    @Test
    void aChannelWithoutAttachFilesIsRefusedAndOneWithEverythingIsNot() throws Exception {
        guild.everyone(FakeRole.EVERYONE & ~FakeRole.ATTACH_FILES);
        FakeChannel plain = guild.textChannel("no-maps");
        FakeGuild other = fake.guild("Other club", gm);
        connect();
        String text = BotFixture.text(BotFixture.answerOf(fake, fake.slash(gm, plain, "game create", Map.of("variant", "classic"))));
        assertTrue(text.contains("Attach Files") && !text.contains("View Channel"), text);
        FakeChannel fine = other.textChannel("fine");
        String made = BotFixture.text(BotFixture.answerOf(fake, fake.slash(gm, fine, "game create", Map.of("variant", "classic"))));
        assertTrue(made.contains("created"), made);
    }

    @Test
    void aThreadWithoutSendMessagesInThreadsIsRefusedNamingIt() throws Exception {
        guild.everyone(FakeRole.EVERYONE & ~FakeRole.SEND_MESSAGES_IN_THREADS);
        FakeChannel parent = guild.textChannel("games");
        FakeChannel thread = guild.thread(parent, "spring-game");
        connect();
        InteractionResponse r = BotFixture.answerOf(fake, fake.slash(gm, thread, "game create", Map.of("variant", "classic")));
        String text = BotFixture.text(r);
        assertTrue(r.ephemeral());
        assertTrue(text.contains("lacks Send Messages in Threads."), text);
        assertFalse(text.contains("View Channel") || text.contains("Attach Files") || text.contains("Embed Links"), text);
        assertNull(service.gameIn(Long.toUnsignedString(guild.id()), Long.toUnsignedString(thread.id())), "no game made");
    }

    @Test
    void aGameInAThreadWhereTheBotMayPostGetsItsResultsThere() throws Exception {
        FakeChannel parent = guild.textChannel("games");
        FakeChannel thread = guild.thread(parent, "spring-game");
        FakeUser france = fake.user("francine");
        guild.join(france);
        connect();
        String made = BotFixture.text(BotFixture.answerOf(fake, fake.slash(gm, thread, "game create", Map.of("variant", "classic"))));
        assertTrue(made.contains("created"), made);
        assertTrue(made.contains("GM: /game settings, /game seat assign, then /game start."), made);
        long id = service.gameIn(Long.toUnsignedString(guild.id()), Long.toUnsignedString(thread.id())).id();
        org.chancery.game.Actor gmActor = new org.chancery.game.Actor(Long.toUnsignedString(gm.id()), gm.name(), false);
        service.join(new org.chancery.game.Actor(Long.toUnsignedString(france.id()), france.name(), false), id, "France");
        service.start(gmActor, id);
        fake.awaitResponses(fake.slash(gm, thread, "game phase adjudicate", Map.of("phase", "S1901M")), 2, Duration.ofSeconds(30));
        bot.poster().wake();
        assertTrue(fake.await(() -> fake.channelMessages(thread.id()).stream().anyMatch(TwoProcessesTest::isResults)
                ? true : null, Duration.ofSeconds(30)) != null, "the results post lands in the thread");
        assertTrue(fake.channelMessages(parent.id()).stream().noneMatch(TwoProcessesTest::isResults), "not in its parent");
    }
}
