package org.chancery.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
import org.chancery.game.Rulebook;
import org.chancery.game.Scheduler;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.Test;

/**
 * Many games, one deadline (issue 32 §6): games of every variant in channels of their own, all started at the same
 * instant, so one tick of the clock passes every deadline at once. Every game's results post, maps included, must reach
 * its own channel whole and once, against a fake that holds the bot to Discord's global 50 requests a second and to
 * each channel's bucket: a 429 is a wait the bot honours, never a post lost or made twice.
 * {@code -Dchancery.oneDeadline.games=N} plays more games (18 in the suite, three of each board).
 */
class OneDeadlineOnDiscordTest {
    static final int GAMES = Integer.getInteger("chancery.oneDeadline.games", 18);
    static final Duration WAIT = Duration.ofMinutes(5);

    /**
     * Every game started at one instant, before the bot comes up: every player's DMs are opened and sent, and every
     * game's channel posted to, at once. Every request of the bot's (its start-up, command registration, the posts)
     * stays within Discord's global limit: none is answered 429 for it.
     */
    @Test
    void gamesStartedAtOnceStayWithinTheGlobalLimit() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start(); Database db = Database.inMemory()) {
            TestClock clock = TestClock.at("2030-03-01T12:00:00Z");
            GameService service = new GameService(db, clock);
            Map<Long, FakeChannel> channels = startGames(fake, service);
            try (ChanceryBot bot = ChanceryBot.start(new DiscordConfig(fake.token(), Optional.empty(), Optional.empty()),
                    fake.endpoints(), service, new RenderedMaps(), DiscordBot.DEFER_AFTER, Sleeper.REAL, Duration.ofMillis(100))) {
                LongGamesOnDiscordTest.awaitPosted(fake, service, WAIT);
                long dms = fake.requests().stream().filter(q -> q.contains("/users/@me/channels")).count();
                System.out.printf("START BURST: %d games, %d requests, %d DM opens, %d over the global limit%n",
                        channels.size(), fake.requests().size(), dms, fake.globalLimited());
                assertEquals(0, fake.globalLimited(), "requests over Discord's global limit of 50 a second");
            }
        }
    }

    @Test
    void everyGameAtOneDeadlinePostsItsResultsOnce() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start(); Database db = Database.inMemory()) {
            TestClock clock = TestClock.at("2030-03-01T12:00:00Z");
            GameService service = new GameService(db, clock);
            Map<Long, FakeChannel> channels = startGames(fake, service);
            try (ChanceryBot bot = ChanceryBot.start(new DiscordConfig(fake.token(), Optional.empty(), Optional.empty()),
                    fake.endpoints(), service, new RenderedMaps(), DiscordBot.DEFER_AFTER, Sleeper.REAL, Duration.ofMillis(100))) {
                LongGamesOnDiscordTest.awaitPosted(fake, service, WAIT);
                int requestsBefore = fake.requests().size();
                int overBefore = fake.globalLimited();
                Map<Long, Integer> seqs = new LinkedHashMap<>();
                for (long id : channels.keySet()) seqs.put(id, service.game(id).phaseSeq());
                clock.advance(Duration.ofDays(4));
                long t0 = System.nanoTime();
                Scheduler deadlines = new Scheduler(service);
                deadlines.whenAdjudicated(bot.poster()::wake);
                for (int i = 0; i < 10 && channels.keySet().stream().anyMatch(id -> service.game(id).phaseSeq() == seqs.get(id)); i++) {
                    deadlines.tick();
                }
                for (long id : channels.keySet()) {
                    assertEquals(seqs.get(id) + 1, service.game(id).phaseSeq(), "game #" + id + " adjudicated once at its deadline");
                }
                LongGamesOnDiscordTest.awaitPosted(fake, service, WAIT);
                double seconds = (System.nanoTime() - t0) / 1e9;
                List<String> wrong = new ArrayList<>();
                int messages = 0;
                for (var e : channels.entrySet()) {
                    Map<String, Integer> titles = new LinkedHashMap<>();
                    for (Posted p : fake.channelMessages(e.getValue().id())) {
                        String title = p.embeds().path(0).path("title").asText("");
                        if (title.endsWith(" results")) titles.merge(title, 1, Integer::sum);
                        messages++;
                    }
                    if (titles.size() != 1 || titles.values().iterator().next() != 1) {
                        wrong.add("game #" + e.getKey() + " (" + service.game(e.getKey()).variant() + "): " + titles);
                    }
                }
                // a 429 is a wait JDA honours (a channel's own bucket), not a refusal; the posts above arrived once each
                long waits = fake.requests().stream().skip(requestsBefore).filter(q -> q.endsWith("-> 429")).count();
                List<String> refused = fake.requests().stream().skip(requestsBefore).filter(q -> q.matches(".* -> 4\\d\\d") && !q.endsWith("-> 429"))
                        .toList();
                System.out.printf("ONE DEADLINE: %d games, %d requests, %d messages in their channels, all posted %.1f s"
                                + " after the deadline passed; %d refused, %d told to wait, %d over the global limit (%d before, at start)%n", GAMES,
                        fake.requests().size() - requestsBefore, messages, seconds, refused.size(), waits,
                        fake.globalLimited() - overBefore, overBefore);
                assertEquals(List.of(), wrong, "each game's results posted once in its own channel");
                assertEquals(List.of(), refused, "Discord refused");
                assertEquals(0, fake.globalLimited(), "requests over Discord's global limit of 50 a second");
            }
        }
    }

    /** {@link #GAMES} games of every board in channels of their own, each with players and one Chancery seat, started. */
    static Map<Long, FakeChannel> startGames(FakeDiscord fake, GameService service) {
        fake.forgetFileBytes();
        FakeUser gm = fake.user("gwen");
        FakeGuild guild = fake.guild("Club", fake.user("owner"));
        guild.join(gm);
        List<FakeUser> people = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            FakeUser u = fake.user("player-" + i);
            guild.join(u);
            people.add(u);
        }
        org.chancery.bots.ClockPlayer.install(service);
        Actor master = new Actor(Long.toUnsignedString(gm.id()), "gwen", false);
        List<String> variants = VariantLoader.ids();
        Map<Long, FakeChannel> channels = new LinkedHashMap<>();
        for (int i = 0; i < GAMES; i++) {
            String variant = variants.get(i % variants.size());
            FakeChannel channel = guild.textChannel("game-" + i);
            long id = service.create(master, Long.toUnsignedString(guild.id()), Long.toUnsignedString(channel.id()),
                    "Game " + i, variant, GameSettings.defaults());
            List<String> powers = Rulebook.of(variant).rules().playablePowers();
            for (int p = 0; p < powers.size(); p++) {
                FakeUser u = people.get(p % people.size());
                if (p < people.size() && p < powers.size() - 1) service.assign(master, id, powers.get(p), Long.toUnsignedString(u.id()), u.name());
            }
            // one seat Chancery's, so the phase has orders and is played at its deadline, not paused
            service.gm().seatBot(master, id, powers.get(powers.size() - 1), true);
            service.start(master, id);
            channels.put(id, channel);
        }
        return channels;
    }
}
