package org.chancery.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Unit;
import org.chancery.game.Actor;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.game.Rulebook;
import org.chancery.game.SubmitResult;
import org.chancery.store.Database;
import org.chancery.variant.Power;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Order submissions against the embedded H2 file store holding 1,000 active classic games: each submission
 * locks the game row, parses and validates the orders, writes them and commits (written to the file before
 * it returns). JMH's sample mode reports p50 and p99 per submission:
 * {@code bench/run-jmh StoreLoad}. {@link #main} runs exactly 10,000 timed submissions and prints p50/p99.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 5, time = 4)
public class StoreLoadBenchmark {
    static final int GAMES = 1_000;

    private Path dir;
    private Database db;
    private GameService service;
    private final List<long[]> seats = new ArrayList<>();
    private final List<String> orderTexts = new ArrayList<>();
    private final SplittableRandom random = new SplittableRandom(42);

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        dir = Files.createTempDirectory("chancery-load");
        db = Database.h2File(dir.resolve("load"));
        service = new GameService(db, Clock.systemUTC());
        Rulebook rb = Rulebook.of("classic");
        List<Power> powers = rb.variant().powers();
        GameState start = rb.variant().start();
        for (Power p : powers) orderTexts.add(ordersFor(rb, start, p.name()));
        Actor gm = new Actor("gm", "GM", false);
        for (int g = 0; g < GAMES; g++) {
            long id = service.create(gm, "guild", "channel-" + g, "Load " + g, "classic", GameSettings.defaults());
            for (int p = 0; p < powers.size(); p++) {
                service.join(actor(g, p), id, powers.get(p).name());
                seats.add(new long[] {id, g, p});
            }
            service.start(gm, id);
        }
    }

    /** One legal order per unit: the first legal move if there is one, else a hold. */
    private static String ordersFor(Rulebook rb, GameState s, String power) {
        StringBuilder b = new StringBuilder();
        for (Unit u : s.unitsOf(power)) {
            String pick = u.shortName() + " H";
            for (Order o : rb.legalOrders(s, u)) if (o instanceof Order.Move) { pick = o.text(); break; }
            b.append(pick).append("; ");
        }
        return b.toString();
    }

    private static Actor actor(int game, int power) { return new Actor("u" + game + "-" + power, "P" + power, false); }

    @Benchmark
    public SubmitResult submit() {
        long[] seat = seats.get(random.nextInt(seats.size()));
        SubmitResult r = service.orders().submit(actor((int) seat[1], (int) seat[2]), seat[0], null,
                orderTexts.get((int) seat[2]), false);
        if (!r.rejected().isEmpty()) throw new IllegalStateException("rejected: " + r.rejected());
        return r;
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        db.close();
        try (var files = Files.walk(dir)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    /** 1,000 games, 2,000 warm-up submissions, then exactly 10,000 timed ones; prints p50 and p99. */
    public static void main(String[] args) throws Exception {
        StoreLoadBenchmark b = new StoreLoadBenchmark();
        long t0 = System.nanoTime();
        b.setUp();
        System.out.printf("set up %d active games in %.1f s%n", GAMES, (System.nanoTime() - t0) / 1e9);
        for (int i = 0; i < 2_000; i++) b.submit();
        int n = 10_000;
        long[] nanos = new long[n];
        long start = System.nanoTime();
        for (int i = 0; i < n; i++) {
            long s = System.nanoTime();
            b.submit();
            nanos[i] = System.nanoTime() - s;
        }
        double total = (System.nanoTime() - start) / 1e9;
        Arrays.sort(nanos);
        System.out.printf("%d submissions in %.1f s: p50 %.2f ms, p99 %.2f ms, max %.2f ms%n", n, total,
                nanos[n / 2] / 1e6, nanos[n * 99 / 100] / 1e6, nanos[n - 1] / 1e6);
        b.tearDown();
    }
}
