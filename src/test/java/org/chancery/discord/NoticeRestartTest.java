package org.chancery.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.chancery.command.RenderedMaps;
import org.chancery.discord.fake.FakeChannel;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.fake.FakeGuild;
import org.chancery.discord.fake.FakeUser;
import org.chancery.discord.fake.Posted;
import org.chancery.discord.gateway.DiscordBot;
import org.chancery.discord.posting.Sleeper;
import org.chancery.game.Actor;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.store.Database;
import org.chancery.store.NoticeRow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Results are stored before they are posted: Discord's server errors are retried, and a restart posts what is left. */
class NoticeRestartTest {
    static final Duration WAIT = Duration.ofSeconds(30);

    @TempDir Path dir;
    FakeDiscord fake;
    FakeChannel channel;
    FakeUser gm;
    FakeUser france;
    String route;

    @BeforeEach
    void start() throws Exception {
        fake = FakeDiscord.start();
        gm = fake.user("gwen");
        france = fake.user("francis");
        FakeGuild guild = fake.guild("Club", gm);
        guild.join(france);
        channel = guild.textChannel("game");
        route = "POST /channels/" + channel.id() + "/messages -> ";
    }

    @AfterEach
    void stop() throws Exception {
        fake.close();
    }

    ChanceryBot bot(GameService service, Sleeper sleeper) throws InterruptedException {
        var config = new DiscordConfig(fake.token(), Optional.empty(), Optional.empty());
        return ChanceryBot.start(config, fake.endpoints(), service, new RenderedMaps(), DiscordBot.DEFER_AFTER, sleeper,
                Duration.ofMillis(100));
    }

    /** A started classic game in the fake's channel with France seated and ordered; returns its id. */
    long game(GameService service) {
        Actor gwen = new Actor(Long.toUnsignedString(gm.id()), "gwen", false);
        Actor francis = new Actor(Long.toUnsignedString(france.id()), "francis", false);
        long id = service.create(gwen, Long.toUnsignedString(channel.guildId()), Long.toUnsignedString(channel.id()),
                "Restart", "classic", GameSettings.defaults());
        service.join(francis, id, "France");
        service.start(gwen, id);
        service.orders().submit(francis, id, null, "A par-bur; A mar-spa; F bre-mao", false);
        return id;
    }

    List<Posted> results() {
        return fake.channelMessages(channel.id()).stream()
                .filter(p -> p.message().toString().contains("Spring 1901 Movement results")).toList();
    }

    @Test
    void aServerErrorWhilePostingIsRetriedAndTheResultsAreNotLost() throws Exception {
        List<Duration> waits = new CopyOnWriteArrayList<>();
        try (Database db = Database.h2File(dir.resolve("store"))) {
            GameService service = new GameService(db, Clock.systemUTC());
            try (ChanceryBot bot = bot(service, waits::add)) {
                fake.failNext("POST", "/channels/" + channel.id() + "/messages", 503, 8);
                long id = game(service);
                service.force(new Actor(Long.toUnsignedString(gm.id()), "gwen", false), id, null);
                bot.poster().wake();
                assertNotNull(fake.await(() -> results().isEmpty() ? null : results(), WAIT), "results never posted");
                assertNotNull(fake.await(() -> service.pendingNotices().isEmpty() ? true : null, WAIT),
                        "notices left pending: " + service.pendingNotices());
            }
        }
        assertEquals(8, fake.requests().stream().filter(r -> r.equals(route + "503")).count());
        assertEquals(1, results().size(), "posted once");
        // JDA retries a server error a few times itself; beyond that the outbox backs off and tries again.
        assertTrue(!waits.isEmpty(), "the outbox never backed off");
    }

    @Test
    void resultsPendingWhenTheBotStopsArePostedWhenItStartsAgain() throws Exception {
        Sleeper shortWaits = d -> Thread.sleep(20);
        try (Database db = Database.h2File(dir.resolve("store"))) {
            GameService service = new GameService(db, Clock.systemUTC());
            try (ChanceryBot bot = bot(service, shortWaits)) {
                fake.failNext("POST", "/channels/" + channel.id() + "/messages", 500, 1_000_000);
                long id = game(service);
                service.force(new Actor(Long.toUnsignedString(gm.id()), "gwen", false), id, null);
                bot.poster().wake();
                assertNotNull(fake.await(() -> fake.requests().stream().filter(r -> r.equals(route + "500")).count() > 3
                        ? true : null, WAIT), "the poster never tried");
            }
            List<NoticeRow> left = service.pendingNotices();
            assertTrue(left.stream().anyMatch(NoticeRow::results), "the results are still pending: " + left);
        }
        assertTrue(results().isEmpty());
        fake.clearFaults();
        try (Database db = Database.h2File(dir.resolve("store"))) {
            GameService service = new GameService(db, Clock.systemUTC());
            try (ChanceryBot bot = bot(service, shortWaits)) {
                assertNotNull(fake.await(() -> results().isEmpty() ? null : results(), WAIT), "results never posted");
                assertNotNull(fake.await(() -> service.pendingNotices().isEmpty() ? true : null, WAIT));
            }
        }
        assertEquals(1, results().size());
        assertTrue(fake.channelMessages(channel.id()).get(0).content().contains("has started"),
                "the notices keep their order");
    }

    /**
     * Discord made the results post but its answer was lost (a timeout, then the bot stopped); the bot starts again
     * after Discord has forgotten the nonce (2 minutes in the fake). The post is found in the channel, not made twice
     * (issue 32 §6). The game's clock runs 3 minutes behind, so its notices are as old as after a long restart.
     */
    @Test
    void aPostWhoseAnswerWasLostIsNotMadeTwiceAfterTheNonceWindow() throws Exception {
        lostAnswerThenRestartAfterTheNonceWindow(Clock.offset(Clock.systemUTC(), Duration.ofMinutes(-3)));
    }

    /**
     * The same on a game clock that runs ahead of the host's, 200 times as fast (as in the press relay trials, where
     * three notices were each delivered twice): a notice's stamp is read as an age on the host's clock, so it is not
     * taken for one made in the future, whose resend only the forgotten nonce could have stopped.
     */
    @Test
    void aGameClockAheadOfTheHostsDoesNotMakeALostPostTwice() throws Exception {
        lostAnswerThenRestartAfterTheNonceWindow(new PressRelayProcess.Fast(System.currentTimeMillis(), 200).clock());
    }

    private void lostAnswerThenRestartAfterTheNonceWindow(Clock behind) throws Exception {
        Sleeper shortWaits = d -> Thread.sleep(20);
        try (Database db = Database.h2File(dir.resolve("store"))) {
            GameService service = new GameService(db, behind);
            try (ChanceryBot bot = bot(service, shortWaits)) {
                long id = game(service);
                bot.poster().wake();
                assertNotNull(fake.await(() -> service.pendingNotices().isEmpty() ? true : null, Duration.ofSeconds(90)));
                fake.loseAnswerNext("POST", "/channels/" + channel.id() + "/messages", 1_000_000);
                service.force(new Actor(Long.toUnsignedString(gm.id()), "gwen", false), id, null);
                bot.poster().wake();
                assertNotNull(fake.await(() -> results().isEmpty() ? null : true, Duration.ofSeconds(90)),
                        "the post was never made: " + fake.requests());
            }
        }
        fake.clearFaults();
        fake.advance(Duration.ofMinutes(3));
        try (Database db = Database.h2File(dir.resolve("store"))) {
            GameService service = new GameService(db, behind);
            try (ChanceryBot bot = bot(service, shortWaits)) {
                bot.poster().wake();
                assertNotNull(fake.await(() -> service.pendingNotices().isEmpty() ? true : null, WAIT),
                        "notices left pending: " + service.pendingNotices());
            }
        }
        assertEquals(1, results().size(), "made once: " + fake.requests());
        assertTrue(fake.requests().stream().anyMatch(r -> r.startsWith("GET /channels/" + channel.id() + "/messages")),
                "the bot looked in the channel");
    }
}
