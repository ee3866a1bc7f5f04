package org.chancery.bench;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.chancery.discord.ChanceryProcess;
import org.chancery.discord.fake.FakeChannel;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.fake.FakeGuild;
import org.chancery.discord.fake.FakeUser;
import org.chancery.discord.fake.Posted;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Unit;
import org.chancery.game.Actor;
import org.chancery.game.GameService;
import org.chancery.game.Rulebook;
import org.chancery.store.Database;
import org.chancery.store.NoticeRow;
import org.chancery.store.PoolSettings;
import org.chancery.store.TestStores;
import org.chancery.variant.Power;

/**
 * A deadline storm: {@code games} classic games (1,000 by default, seven players each, every power with orders
 * of its own so that no two maps are alike) all due at the same moment, served by two Chancery processes
 * ({@link ChanceryProcess}, shards 0/2 and 1/2) on one PostgreSQL (embedded, default durability) and the Discord
 * fake. Reports the time from the deadline to the last results post (embed and maps) received by the fake,
 * and checks that every game was adjudicated once and every results post made once.
 * Run: {@code java -cp target/test-classes:target/classes:$(cat target/jmh.classpath)
 * org.chancery.bench.StormBenchmark [games]}.
 */
public final class StormBenchmark {
    static final int PER_GUILD = 100;
    static final Duration START_MARGIN = Duration.ofSeconds(60);

    private StormBenchmark() {}

    public static void main(String[] args) throws Exception {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 1_000;
        var server = TestStores.start(true);
        String url = server.getJdbcUrl("postgres", "postgres");
        try (FakeDiscord fake = FakeDiscord.start(); Database db = Database.open(url, "postgres", "", PoolSettings.DEFAULT)) {
            fake.recommendShards(2);
            GameService service = new GameService(db, Clock.systemUTC());
            long t0 = System.nanoTime();
            Map<Long, FakeChannel> channels = setUp(fake, service, games);
            System.out.printf("set up %d games with orders in %.1f s%n", games, (System.nanoTime() - t0) / 1e9);
            long deadline = System.currentTimeMillis() + START_MARGIN.toMillis();
            db.inTransaction(c -> {
                try (var s = c.prepareStatement("UPDATE games SET deadline=?")) {
                    s.setLong(1, deadline);
                    return s.executeUpdate();
                }
            });
            List<Process> processes = new ArrayList<>();
            try {
                for (String shards : List.of("0/2", "1/2")) {
                    processes.add(ChanceryProcess.launch(url, fake, shards, 60, 30, true));
                }
                for (Process p : processes) ChanceryProcess.awaitReady(p);
                if (System.currentTimeMillis() >= deadline) throw new IllegalStateException("processes started too late");
                System.out.printf("both processes ready %.1f s before the deadline; %s%n",
                        (deadline - System.currentTimeMillis()) / 1e3, fake.connectedShards());
                long done = waitForResults(fake, channels, deadline, Duration.ofMinutes(20));
                System.out.printf("deadline storm: %d games due at once, two processes: last results post %.1f s after"
                        + " the deadline%n", games, (done - deadline) / 1e3);
                check(service, fake, channels);
            } finally {
                for (Process p : processes) {
                    p.getOutputStream().close();
                    p.destroy();
                }
            }
        }
    }

    /** Games in channels of guilds alternating between shard 0 and 1, every power ordered; notices marked sent. */
    static Map<Long, FakeChannel> setUp(FakeDiscord fake, GameService service, int games) throws Exception {
        FakeUser owner = fake.user("owner");
        Rulebook rb = Rulebook.of("classic");
        List<Power> powers = rb.variant().powers();
        GameState start = rb.variant().start();
        Actor gm = new Actor(Long.toUnsignedString(owner.id()), "owner", false);
        List<FakeGuild> guilds = new ArrayList<>();
        for (int g = 0; g * PER_GUILD < games; g++) guilds.add(fake.guild("Storm " + g, owner, g % 2, 2));
        Map<Long, FakeChannel> out = new java.util.concurrent.ConcurrentHashMap<>();
        BenchGames.inParallel(games, game -> {
            BenchGames.Seated g = BenchGames.start(fake, service, guilds.get(game / PER_GUILD), gm, "Storm " + game);
            SplittableRandom random = new SplittableRandom(game);
            for (int p = 0; p < powers.size(); p++) {
                service.orders().submit(g.actors().get(p), g.id(), null,
                        randomOrders(rb, start, powers.get(p).name(), random), false);
            }
            out.put(g.id(), g.channel());
        });
        for (NoticeRow n : service.pendingNotices()) service.delivered(n.id());
        return out;
    }

    static String randomOrders(Rulebook rb, GameState s, String power, SplittableRandom random) {
        StringBuilder b = new StringBuilder();
        for (Unit u : s.unitsOf(power)) {
            List<Order> legal = rb.legalOrders(s, u);
            b.append(legal.isEmpty() ? u.shortName() + " H" : legal.get(random.nextInt(legal.size())).text()).append("; ");
        }
        return b.toString();
    }

    static boolean isResults(Posted p) {
        return p.embeds().size() > 0 && p.embeds().get(0).path("title").asText().contains("results");
    }

    /** Polls the fake every 50 ms until every game's channel has its results; returns when the last one came. */
    static long waitForResults(FakeDiscord fake, Map<Long, FakeChannel> channels, long deadline, Duration limit)
            throws InterruptedException {
        long end = System.currentTimeMillis() + limit.toMillis();
        int reported = -1;
        while (System.currentTimeMillis() < end) {
            int posted = 0;
            for (FakeChannel c : channels.values()) if (fake.channelMessages(c.id()).stream().anyMatch(StormBenchmark::isResults)) posted++;
            long now = System.currentTimeMillis();
            if (posted == channels.size()) return now;
            if (now >= deadline && posted / 100 != reported) {
                reported = posted / 100;
                System.out.printf("  %.1f s: %d results posted%n", (now - deadline) / 1e3, posted);
            }
            Thread.sleep(50);
        }
        throw new IllegalStateException("not every game's results were posted within " + limit);
    }

    /** Every game adjudicated once, every results post made once. */
    static void check(GameService service, FakeDiscord fake, Map<Long, FakeChannel> channels) {
        Map<String, Integer> problems = new TreeMap<>();
        for (Map.Entry<Long, FakeChannel> e : channels.entrySet()) {
            long adjudications = service.log(Actor.system(), e.getKey()).stream()
                    .filter(x -> x.kind().equals("adjudicate")).count();
            if (adjudications != 1) problems.merge("adjudicated " + adjudications + " times", 1, Integer::sum);
            long posts = fake.channelMessages(e.getValue().id()).stream().filter(StormBenchmark::isResults).count();
            if (posts != 1) problems.merge("results posted " + posts + " times", 1, Integer::sum);
        }
        System.out.println(problems.isEmpty() ? "every game adjudicated once, every results post made once"
                : "PROBLEMS: " + problems);
    }
}
