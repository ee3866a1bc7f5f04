package org.chancery.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.chancery.command.MapImages;
import org.chancery.command.RenderedMaps;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.Unit;
import org.chancery.game.Rulebook;
import org.chancery.variant.Power;
import org.chancery.variant.Turn;

/**
 * The CPU time of results posts' images as a deadline storm draws them: {@code games} classic games (300 by
 * default), every power ordered at random as in {@link StormBenchmark} so that no two maps are alike, each
 * adjudicated; for each, the three images its results post carries (the close-ups of the action, the whole board
 * with the orders, the new position) drawn and encoded through {@link RenderedMaps}, as the poster draws them.
 * Thread CPU time, not wall time, so other work on the machine does not count; then the whole process's CPU
 * time per post, which adds the garbage collector's and the compiler's. A first pass over other games warms
 * up. Run: {@code java -cp target/test-classes:target/classes:$(cat target/jmh.classpath)
 * org.chancery.bench.ResultsPostCpu [games]}.
 */
public final class ResultsPostCpu {
    private static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();

    private ResultsPostCpu() {}

    record Game(GameState before, GameState after, List<Outcome> outcomes) {}

    public static void main(String[] args) {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 300;
        Rulebook rb = Rulebook.of("classic");
        MapImages maps = new RenderedMaps();
        measure(rb, maps, games(rb, games, 1_000_000), false);
        measure(rb, maps, games(rb, games, 0), true);
    }

    /** Games from the start, every power's units ordered at random (seeded by the game's number). */
    static List<Game> games(Rulebook rb, int count, int firstSeed) {
        List<Game> out = new ArrayList<>();
        GameState start = rb.start();
        for (int g = 0; g < count; g++) {
            SplittableRandom random = new SplittableRandom(firstSeed + g);
            List<Order> orders = new ArrayList<>();
            for (Power p : rb.variant().powers()) {
                for (Unit u : start.unitsOf(p.name())) {
                    List<Order> legal = rb.legalOrders(start, u);
                    if (!legal.isEmpty()) orders.add(legal.get(random.nextInt(legal.size())));
                }
            }
            Turn turn = rb.rules().play(start, orders, Map.of());
            out.add(new Game(start, turn.next(), turn.result().outcomes()));
        }
        return out;
    }

    private static void measure(Rulebook rb, MapImages maps, List<Game> games, boolean report) {
        long[] cpu = new long[3];
        long[] bytes = new long[3];
        long worst = 0;
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long process = os.getProcessCpuTime();
        for (Game g : games) {
            long t0 = MX.getCurrentThreadCpuTime();
            long action = 0;
            for (byte[] b : maps.actions(rb.variant(), g.before(), g.after(), g.outcomes())) action += b.length;
            long t1 = MX.getCurrentThreadCpuTime();
            byte[] board = maps.results(rb.variant(), g.before(), g.after(), g.outcomes()).orElseThrow();
            long t2 = MX.getCurrentThreadCpuTime();
            byte[] position = maps.png(rb.variant(), g.after(), List.of()).orElseThrow();
            long t3 = MX.getCurrentThreadCpuTime();
            cpu[0] += t1 - t0;
            cpu[1] += t2 - t1;
            cpu[2] += t3 - t2;
            bytes[0] += action;
            bytes[1] += board.length;
            bytes[2] += position.length;
            worst = Math.max(worst, t3 - t0);
        }
        process = os.getProcessCpuTime() - process;
        if (!report) return;
        int n = games.size();
        String[] names = {"close-ups of the action", "whole board with the orders", "new position"};
        System.out.printf("%d results posts of different classic games, thread CPU time:%n", n);
        for (int i = 0; i < 3; i++) {
            System.out.printf("  %-28s %6.1f ms, %4d KB%n", names[i], cpu[i] / 1e6 / n, bytes[i] / 1024 / n);
        }
        System.out.printf("  %-28s %6.1f ms (worst %.1f ms)%n", "a post's three images", (cpu[0] + cpu[1] + cpu[2]) / 1e6 / n,
                worst / 1e6);
        System.out.printf("  %-28s %6.1f ms%n", "the process's CPU per post", process / 1e6 / n);
    }
}
