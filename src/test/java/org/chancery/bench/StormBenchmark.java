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
 * and checks that every game was adjudicated once and every results post made once. The fake keeps each map's
 * size and dimensions, not its bytes (a thousand posts' maps would only grow its heap and its collector's work).
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
            fake.forgetFileBytes();
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
                Thread.sleep(Math.max(0, deadline - System.currentTimeMillis()));
                Map<String, Duration> cpuBefore = cpu(processes, server.getPort());
                long done = waitForResults(fake, channels, deadline, Duration.ofMinutes(20));
                System.out.printf("deadline storm: %d games due at once, two processes: last results post %.1f s after"
                        + " the deadline%n", games, (done - deadline) / 1e3);
                Map<String, Duration> cpuAfter = cpu(processes, server.getPort());
                cpuAfter.forEach((who, t) -> System.out.printf("  CPU of %s from the deadline to the last post: %.1f s%n",
                        who, (t.toMillis() - cpuBefore.getOrDefault(who, Duration.ZERO).toMillis()) / 1e3));
                check(service, fake, channels);
            } finally {
                for (Process p : processes) {
                    p.getOutputStream().close();
                    p.destroy();
                }
            }
        }
    }

    /**
     * CPU time used so far by each Chancery process, by this JVM (the fake, the benchmark's polling) and by the
     * PostgreSQL server listening on {@code port} with the backends of its open connections.
     */
    static Map<String, Duration> cpu(List<Process> processes, int port) {
        Map<String, Duration> out = new java.util.LinkedHashMap<>();
        for (int i = 0; i < processes.size(); i++) {
            out.put("process " + i + "/" + processes.size(), processes.get(i).info().totalCpuDuration().orElse(Duration.ZERO));
        }
        var os = (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        out.put("the fake and the benchmark (this JVM)", Duration.ofNanos(os.getProcessCpuTime()));
        Duration pg = ProcessHandle.allProcesses()
                .filter(h -> h.info().command().orElse("").endsWith("/bin/postgres"))
                .filter(h -> List.of(h.info().arguments().orElse(new String[0])).contains(String.valueOf(port)))
                .flatMap(h -> java.util.stream.Stream.concat(java.util.stream.Stream.of(h), h.descendants()))
                .map(h -> h.info().totalCpuDuration().orElse(Duration.ZERO)).reduce(Duration.ZERO, Duration::plus);
        out.put("PostgreSQL", pg);
        return out;
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

    /**
     * Polls the fake every 50 ms (the channels still waiting) until every game's channel has its results; returns when
     * the last one came.
     */
    static long waitForResults(FakeDiscord fake, Map<Long, FakeChannel> channels, long deadline, Duration limit)
            throws InterruptedException {
        long end = System.currentTimeMillis() + limit.toMillis();
        int reported = -1;
        List<FakeChannel> waiting = new ArrayList<>(channels.values());
        while (System.currentTimeMillis() < end) {
            waiting.removeIf(c -> fake.channelMessages(c.id()).stream().anyMatch(StormBenchmark::isResults));
            int posted = channels.size() - waiting.size();
            long now = System.currentTimeMillis();
            if (waiting.isEmpty()) return now;
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
