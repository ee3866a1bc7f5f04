package org.chancery.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chancery.command.MapImages;
import org.chancery.discord.fake.FakeChannel;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.fake.FakeGuild;
import org.chancery.discord.fake.FakeUser;
import org.chancery.discord.fake.Posted;
import org.chancery.discord.gateway.DiscordBot;
import org.chancery.game.Actor;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.store.Database;
import org.chancery.store.IndexFaults;
import org.chancery.store.NoticeRow;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fault of the 10,042-message press relay, made on purpose: the bot is killed just after England's second message to
 * France was stored, and the store comes back with that message's delivery in its table but outside its indexes (what
 * H2 left after one of the run's kills). The bot started again must still give France the three messages in the order
 * sent; before the store made its indexes anew, the second never came while the third went out.
 */
class PressOrderAfterKillTest {
    @TempDir Path dir;

    @Test
    void aDeliveryLeftOutsideTheIndexesByAKillStillGoesOutInItsPlace() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start()) {
            FakeUser gm = fake.user("gwen");
            FakeUser england = fake.user("edith");
            FakeUser france = fake.user("francis");
            FakeGuild guild = fake.guild("Club", gm);
            guild.join(england);
            guild.join(france);
            FakeChannel channel = guild.textChannel("game");
            Actor master = new Actor(Long.toUnsignedString(gm.id()), "gwen", false);
            Actor edith = new Actor(Long.toUnsignedString(england.id()), "edith", false);
            List<Long> toFrance;
            try (Database db = Database.h2File(dir.resolve("live"))) {
                GameService service = new GameService(db, Clock.systemUTC());
                long game = service.create(master, Long.toUnsignedString(guild.id()), Long.toUnsignedString(channel.id()),
                        "Relay", "classic", GameSettings.defaults().with("press", "relay"));
                service.assign(master, game, "England", edith.userId(), "edith");
                service.assign(master, game, "France", Long.toUnsignedString(france.id()), "francis");
                service.start(master, game);
                db.inTransaction(c -> {
                    // a store that has lived, so the query for what waits goes through its index, and what was posted
                    try (var s = c.prepareStatement("INSERT INTO notices (game_id, at, audience, text, delivered_at)"
                            + " VALUES (?, 1, 'public', 'old', 2)")) {
                        s.setLong(1, game);
                        for (int i = 0; i < 3000; i++) s.addBatch();
                        s.executeBatch();
                    }
                    c.createStatement().executeUpdate("UPDATE notices SET delivered_at=2 WHERE delivered_at IS NULL");
                    return null;
                });
                for (String m : List.of("m1", "m2", "m3")) service.press().send(edith, game, null, "France", m + " hello");
                toFrance = service.pendingNotices(game).stream().filter(NoticeRow::press).map(NoticeRow::id).toList();
                assertEquals(3, toFrance.size());
                IndexFaults.dropEntries(db, "notices", toFrance.get(1), "notices_pending", "notices_game_pending");
                IndexFaults.copyAsKilled(db, dir.resolve("live.mv.db"), dir.resolve("killed.mv.db"));
            }
            long dm = fake.dmChannel(france).id();
            try (Database db = Database.h2File(dir.resolve("killed"))) {
                GameService service = new GameService(db, Clock.systemUTC());
                var config = new DiscordConfig(fake.token(), Optional.empty(), Optional.empty());
                try (ChanceryBot bot = ChanceryBot.start(config, fake.endpoints(), service, MapImages.NONE,
                        DiscordBot.DEFER_AFTER, d -> Thread.sleep(20), Duration.ofMillis(100))) {
                    bot.poster().wake();
                    fake.await(() -> tokens(fake.channelMessages(dm)).size() >= 3 ? true : null, Duration.ofSeconds(20));
                    fake.await(() -> service.pendingNotices().isEmpty() ? true : null, Duration.ofSeconds(20));
                }
            }
            assertEquals(List.of("m1", "m2", "m3"), tokens(fake.channelMessages(dm)), "France's messages, in the order sent");
        }
    }

    /** The tokens of the press messages in a place, in the order they arrived. */
    private static List<String> tokens(List<Posted> posted) {
        List<String> out = new ArrayList<>();
        for (Posted p : posted) {
            if (!p.content().startsWith("From ")) continue;
            var m = java.util.regex.Pattern.compile("\\bm\\d+\\b").matcher(p.content());
            if (m.find()) out.add(m.group());
        }
        return out;
    }
}
