package org.chancery.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import org.chancery.discord.fake.InteractionResponse;
import org.chancery.discord.fake.Posted;
import org.chancery.discord.gateway.DiscordBot;
import org.chancery.discord.posting.Sleeper;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every variant played long through the bot and the fake, every power seated and every unit given its longest
 * legal order each phase, the GM adjudicating by {@code /game adjudicate}: every results post reaches the channel
 * whole (the fake refuses what Discord refuses), then {@code /history} of the largest phase and {@code /game log}
 * answer. Years played: {@code -Dchancery.longGames.years} (1 in the suite; 40 for the long version).
 */
class LongGamesOnDiscordTest {
    static final Duration WAIT = Duration.ofSeconds(60);
    static final int YEARS = Integer.getInteger("chancery.longGames.years", 1);

    /** Every variant, or those named in {@code -Dchancery.longGames.variants=classic,europe-1615}. */
    static List<String> variants() {
        String named = System.getProperty("chancery.longGames.variants", "");
        return named.isBlank() ? org.chancery.variant.VariantLoader.ids() : List.of(named.split(","));
    }

    @ParameterizedTest
    @MethodSource("variants")
    void playsLongEveryPostWhole(String variant) throws Exception {
        try (FakeDiscord fake = FakeDiscord.start(); Database db = Database.inMemory()) {
            fake.forgetFileBytes();
            FakeUser gm = fake.user("gwen");
            FakeGuild guild = fake.guild("Club", fake.user("owner"));
            guild.join(gm);
            FakeChannel channel = guild.textChannel("game");
            GameService service = new GameService(db, TestClock.at("2030-03-01T12:00:00Z"));
            List<Long> players = new ArrayList<>();
            for (int i = 0; i < org.chancery.game.Rulebook.of(variant).rules().playablePowers().size(); i++) {
                FakeUser u = fake.user("player-" + i);
                guild.join(u);
                players.add(u.id());
            }
            BigPhases game = new BigPhases(service, Long.toUnsignedString(gm.id()), channel.guildId(), channel.id(),
                    variant, players);
            try (ChanceryBot bot = ChanceryBot.start(new DiscordConfig(fake.token(), Optional.empty(), Optional.empty()),
                    fake.endpoints(), service, new RenderedMaps(), DiscordBot.DEFER_AFTER, Sleeper.REAL, Duration.ofMillis(100))) {
                int firstYear = game.state().phase().year();
                int phases = 0, courted = 0;
                while (game.state().phase().year() < firstYear + YEARS && !"ENDED".equals(service.game(game.game).status())) {
                    game.orderLongest();
                    courted += game.allocateEverywhere();
                    String code = game.state().phase().code();
                    InteractionResponse r = ChanceryOnDiscordTest.answer(fake, fake.slash(gm, channel, "game phase adjudicate",
                            Map.of("phase", code)));
                    assertTrue(BotFixture.text(r).contains("adjudicated") || !code.equals(game.state().phase().code()),
                            code + ": " + BotFixture.text(r));
                    phases++;
                }
                // the maps are drawn behind the adjudications: wait while the poster makes progress
                awaitPosted(fake, service, WAIT);
                List<String> refused = fake.requests().stream().filter(q -> q.matches(".* -> 4\\d\\d")).toList();
                assertEquals(List.of(), refused, "Discord refused");
                Map<String, List<Integer>> posts = resultsPosts(fake, channel);
                assertTrue(posts.size() >= phases, posts.keySet() + " of " + phases);
                String largest = null;
                for (var e : posts.entrySet()) {
                    if (largest == null || total(e.getValue()) > total(posts.get(largest))) largest = e.getKey();
                }
                if (variant.equals("europe-1615")) assertTrue(courted >= 20, "every state courted: " + courted);
                System.out.println("LONG GAME " + variant + ": " + phases + " phases, " + courted + " targets courted; largest results post " + largest
                        + ": " + posts.get(largest).size() + " messages, characters " + posts.get(largest));
                String history = BotFixture.text(ChanceryOnDiscordTest.answer(fake, fake.slash(gm, channel, "game log", Map.of())));
                assertTrue(history.contains("Newest first"), history);
            }
        }
    }

    /** Waits while the poster makes progress (a notice posted within {@code wait}), until no notice is left. */
    static void awaitPosted(FakeDiscord fake, GameService service, Duration wait) {
        for (int left = service.pendingNotices().size(); left > 0; ) {
            int before = left;
            Integer now = fake.await(() -> {
                int n = service.pendingNotices().size();
                return n < before ? n : null;
            }, wait);
            assertNotNull(now, "no notice posted in " + wait + "; still unposted: " + before);
            left = now;
        }
    }

    /** The characters of each results post's messages (embeds counted as Discord counts them), by title. */
    static Map<String, List<Integer>> resultsPosts(FakeDiscord fake, FakeChannel channel) {
        Map<String, List<Integer>> out = new LinkedHashMap<>();
        String current = null;
        for (Posted p : fake.channelMessages(channel.id())) {
            String title = p.embeds().path(0).path("title").asText("");
            if (title.endsWith(" results")) current = title;
            else if (!title.endsWith("results (continued)") && !title.contains("the whole board") && !title.contains("the map at")) {
                current = null;
            }
            if (current != null) {
                out.computeIfAbsent(current, k -> new ArrayList<>()).add(BigResultsOnDiscordTest.EmbedText.length(p.message()));
            }
        }
        return out;
    }

    static int total(List<Integer> sizes) {
        return sizes.stream().mapToInt(Integer::intValue).sum();
    }
}
