package org.chancery.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chancery.discord.fake.FakeChannel;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.fake.FakeGuild;
import org.chancery.discord.fake.FakeUser;
import org.chancery.discord.fake.Posted;
import org.chancery.game.Actor;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.store.Database;
import org.chancery.store.EventRow;
import org.chancery.store.NoticeRow;
import org.chancery.store.TestStores;
import org.junit.jupiter.api.Test;

/**
 * The proof of several processes: two Chancery processes (child JVMs, shards 0/2 and 1/2) on one embedded
 * PostgreSQL and the Discord fake, 200 games in four servers (two on each shard) due at the same moment. One
 * process is killed in the middle, holding claims; the other finishes: every phase is adjudicated once and
 * every results post made once, the dead process's games included, in servers of the shard it does not serve.
 */
class TwoProcessesTest {
    static final int GAMES = 200;
    static final Duration WAIT = Duration.ofSeconds(150);

    @Test
    void twoProcessesShareADeadlineStormAndTheSurvivorFinishesTheWorkOfTheDead() throws Exception {
        String url = TestStores.freshUrl(TestStores.Kind.POSTGRESQL);
        try (FakeDiscord fake = FakeDiscord.start(); Database db = Database.open(url, "postgres", "")) {
            fake.recommendShards(2);
            GameService service = new GameService(db, Clock.systemUTC(), "test", Duration.ofSeconds(3));
            Map<Long, FakeChannel> channels = games(fake, service);
            Process a = ChanceryProcess.launch(url, fake, "0/2", 3, 1, false);
            Process b = ChanceryProcess.launch(url, fake, "1/2", 3, 1, false);
            try {
                String nameA = ChanceryProcess.awaitReady(a);
                ChanceryProcess.awaitReady(b);
                assertEquals(Map.of(0, 2, 1, 2), fake.connectedShards(), "each process runs its own shard of two");
                db.inTransaction(c -> c.createStatement().executeUpdate(
                        "UPDATE games SET deadline = " + System.currentTimeMillis()));

                // Kill the first process while it holds claims, once part of the storm is through. The process is
                // frozen first, so its claims are counted while it cannot release them, and killed only if it holds any.
                int heldAtKill = killHoldingClaims(a, db, nameA, () -> results(fake, channels) >= GAMES / 10);
                int atKill = results(fake, channels);
                assertTrue(atKill < GAMES, "killed in the middle, with results still to post: " + atKill);

                assertNotNull(fake.await(() -> results(fake, channels) == GAMES && service.pendingNotices().isEmpty()
                        ? true : null, WAIT), "the survivor did not finish: " + results(fake, channels) + " posted");
                Map<String, Integer> problems = new TreeMap<>();
                for (Map.Entry<Long, FakeChannel> e : channels.entrySet()) {
                    long adjudicated = service.log(Actor.system(), e.getKey()).stream().map(EventRow::kind)
                            .filter("adjudicate"::equals).count();
                    if (adjudicated != 1) problems.merge("adjudicated " + adjudicated + " times", 1, Integer::sum);
                    long posts = fake.channelMessages(e.getValue().id()).stream().filter(TwoProcessesTest::isResults).count();
                    if (posts != 1) problems.merge("results posted " + posts + " times", 1, Integer::sum);
                    if (service.game(e.getKey()).phaseSeq() != 1) problems.merge("not in its second phase", 1, Integer::sum);
                }
                assertEquals(Map.of(), problems, "every phase adjudicated once and every results post made once");
                assertTrue(heldAtKill > 0, "the dead process held claims when it died");
                assertEquals(0, liveClaimsOf(db, nameA), "and they ran out");
            } finally {
                for (Process p : List.of(a, b)) {
                    p.getOutputStream().close();
                    p.destroyForcibly().waitFor();
                }
            }
        }
    }

    /** Four servers, two on each of two shards, with 50 games each; France seated and ordered in every game. */
    static Map<Long, FakeChannel> games(FakeDiscord fake, GameService service) {
        FakeUser owner = fake.user("owner");
        Actor gm = new Actor(Long.toUnsignedString(owner.id()), "owner", false);
        List<FakeGuild> guilds = new ArrayList<>();
        for (int g = 0; g < 4; g++) guilds.add(fake.guild("Server " + g, owner, g % 2, 2));
        Map<Long, FakeChannel> out = new TreeMap<>();
        for (int i = 0; i < GAMES; i++) {
            FakeGuild guild = guilds.get(i % 4);
            FakeChannel channel = guild.textChannel("game-" + i);
            FakeUser player = fake.user("france-" + i);
            guild.join(player);
            Actor france = new Actor(Long.toUnsignedString(player.id()), player.name(), false);
            long id = service.create(gm, Long.toUnsignedString(guild.id()), Long.toUnsignedString(channel.id()),
                    "Game " + i, "classic", GameSettings.defaults());
            service.join(france, id, "France");
            service.start(gm, id);
            service.orders().submit(france, id, null, i % 2 == 0 ? "A par-bur; A mar-spa" : "F bre-mao; A par-pic", false);
            out.put(id, channel);
        }
        for (NoticeRow n : service.pendingNotices()) service.delivered(n.id());
        return out;
    }

    static boolean isResults(Posted p) {
        return p.embeds().size() > 0 && p.embeds().get(0).path("title").asText().contains("results");
    }

    static int results(FakeDiscord fake, Map<Long, FakeChannel> channels) {
        int n = 0;
        for (FakeChannel c : channels.values()) if (fake.channelMessages(c.id()).stream().anyMatch(TwoProcessesTest::isResults)) n++;
        return n;
    }

    /**
     * Waits until {@code ready}, then freezes the process (SIGSTOP), counts its live claims and kills it if it holds
     * any; otherwise lets it run on (SIGCONT) and tries again, for at most {@link #WAIT}. Returns the claims held.
     */
    static int killHoldingClaims(Process p, Database db, String owner, java.util.function.BooleanSupplier ready)
            throws Exception {
        long until = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < until) {
            if (ready.getAsBoolean()) {
                signal(p, "STOP");
                int held = liveClaimsOf(db, owner);
                if (held > 0) {
                    p.destroyForcibly().waitFor();
                    return held;
                }
                signal(p, "CONT");
            }
            Thread.sleep(20);
        }
        throw new AssertionError("the first process never held a claim mid-storm");
    }

    static void signal(Process p, String signal) throws Exception {
        int rc = new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).inheritIO().start().waitFor();
        assertEquals(0, rc, "kill -" + signal + " " + p.pid());
    }

    /** Claims (to adjudicate or to post) of a process that have not run out. */
    static int liveClaimsOf(Database db, String owner) {
        long now = System.currentTimeMillis();
        return db.inTransaction(c -> {
            try (var s = c.prepareStatement("SELECT COUNT(*) FROM games WHERE (deadline_owner=? AND deadline_until>?)"
                    + " OR (post_owner=? AND post_until>?)")) {
                s.setString(1, owner);
                s.setLong(2, now);
                s.setString(3, owner);
                s.setLong(4, now);
                try (var r = s.executeQuery()) {
                    r.next();
                    return r.getInt(1);
                }
            }
        });
    }
}
