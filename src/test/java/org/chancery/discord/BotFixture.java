package org.chancery.discord;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chancery.command.RenderedMaps;
import org.chancery.discord.fake.FakeChannel;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.fake.FakeGuild;
import org.chancery.discord.fake.FakeInteraction;
import org.chancery.discord.fake.FakeUser;
import org.chancery.discord.fake.InteractionResponse;
import org.chancery.discord.fake.Posted;
import org.chancery.discord.gateway.DiscordBot;
import org.chancery.discord.posting.Sleeper;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;

/** The real bot on the wire-protocol fake, in one server with one game channel and the users given: for variant tests. */
final class BotFixture implements AutoCloseable {
    static final Duration WAIT = ChanceryOnDiscordTest.WAIT;
    /**
     * How long a post with maps may take: a board's first maps in this JVM take seconds of CPU (W3K's several), and a
     * loaded machine gives a test a fraction of a core. Only a failure waits it out.
     */
    static final Duration DRAWN = Duration.ofSeconds(120);
    final FakeDiscord fake;
    final FakeChannel channel;
    final List<FakeUser> users = new ArrayList<>();
    final GameService service;
    private final Database db;
    private final ChanceryBot bot;

    BotFixture(String server, String channelName, String... userNames) throws Exception {
        fake = FakeDiscord.start();
        FakeGuild guild = fake.guild(server, fake.user("owner"));
        channel = guild.textChannel(channelName);
        for (String n : userNames) {
            FakeUser u = fake.user(n);
            guild.join(u);
            users.add(u);
        }
        db = Database.inMemory();
        service = new GameService(db, TestClock.at("2030-03-01T12:00:00Z"));
        bot = ChanceryBot.start(new DiscordConfig(fake.token(), Optional.empty(), Optional.empty()), fake.endpoints(),
                service, new RenderedMaps(), DiscordBot.DEFER_AFTER, Sleeper.REAL, Duration.ofMillis(200));
    }

    /** The final answer to an interaction, after a deferral if there was one. */
    InteractionResponse answer(FakeInteraction ix) { return ChanceryOnDiscordTest.answer(fake, ix); }

    /** The text of the first message posted in the game channel that contains {@code part}. */
    String awaitPost(String part) {
        Posted p = fake.await(() -> fake.channelMessages(channel.id()).stream()
                .filter(m -> text(m.message()).contains(part)).findFirst().orElse(null), DRAWN);
        assertNotNull(p, "nothing with '" + part + "' posted: " + fake.channelMessages(channel.id()));
        return text(p.message());
    }

    static InteractionResponse answerOf(FakeDiscord fake, FakeInteraction ix) { return ChanceryOnDiscordTest.answer(fake, ix); }

    static String text(InteractionResponse r) { return ChanceryOnDiscordTest.text(r); }

    static String text(com.fasterxml.jackson.databind.JsonNode m) { return ChanceryOnDiscordTest.text(m); }

    @Override
    public void close() throws Exception {
        if (bot != null) bot.close();
        if (db != null) db.close();
        if (fake != null) fake.close();
    }
}
