package org.chancery.bench;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import org.chancery.command.RenderedMaps;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Unit;
import org.chancery.game.Actor;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.store.Database;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Turn;

/**
 * The first maps of a variant after start, in a fresh JVM: with a running game of the variant in the store, the
 * time of the first map a player asks for (the whole board, as {@code /map}), then the maps of the first results
 * post (its close-ups, the whole board with the orders, the new position), each timed on its own. {@code cold}:
 * at once, as before the warm-up; {@code warm}: after the bot's background warm-up
 * ({@link RenderedMaps#warmUpInBackground}) has finished, whose time is reported too. One JVM a run, so each run's
 * first is a real first. Each time is wall time, then the process's CPU time (all threads: the compiler's and the
 * collector's too) in brackets, which a loaded machine moves less. A third argument names a directory to keep the
 * boards' shapes and details in (as the bot keeps them in {@code data/boards}): the run reads them from there if an
 * earlier run stored them. Run: {@code bench/first-maps}, or {@code java -cp
 * target/test-classes:target/classes:$(cat target/jmh.classpath) org.chancery.bench.FirstMaps <variant> cold|warm
 * [boards directory]}.
 */
public final class FirstMaps {
    private FirstMaps() {}

    public static void main(String[] args) throws Exception {
        String variant = args[0];
        boolean warm = args[1].equals("warm");
        if (args.length > 2) org.chancery.render.BoardShapes.keepOnDisk(java.nio.file.Path.of(args[2]));
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, Clock.systemUTC());
            Actor gm = new Actor("gm", "gm", false);
            long game = service.create(gm, "g", "c", "bench", variant, GameSettings.defaults(variant));
            Ruleset rules = Rulesets.of(variant);
            service.join(new Actor("p", "p", false), game, rules.playablePowers().get(0));
            service.start(gm, game);
            RenderedMaps maps = new RenderedMaps();
            StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "%-28s %-4s", variant, args[1]));
            if (warm) {
                long t0 = System.nanoTime(), c0 = cpu();
                maps.warmUpInBackground(service).join();
                out.append(String.format(Locale.ROOT, " warm-up %5d ms (%d) |", ms(t0), cpu() - c0));
            }
            GameState s = service.views().status(game).state();
            long t0 = System.nanoTime(), c0 = cpu(), m0 = threadCpu();
            maps.png(rules.variant(), s, List.of());
            out.append(String.format(Locale.ROOT, " first map %5d ms (%d, thread %d) |", ms(t0), cpu() - c0, threadCpu() - m0));
            Turn turn = rules.play(s, orders(rules, s), Map.of());
            t0 = System.nanoTime();
            c0 = cpu();
            int n = maps.actions(rules.variant(), s, turn.next(), turn.result().outcomes()).size();
            out.append(String.format(Locale.ROOT, " %d close-up(s) %5d ms (%d)", n, ms(t0), cpu() - c0));
            t0 = System.nanoTime();
            c0 = cpu();
            maps.results(rules.variant(), s, turn.next(), turn.result().outcomes());
            out.append(String.format(Locale.ROOT, ", whole board %5d ms (%d)", ms(t0), cpu() - c0));
            t0 = System.nanoTime();
            c0 = cpu();
            maps.png(rules.variant(), turn.next(), List.of());
            out.append(String.format(Locale.ROOT, ", position %5d ms (%d)", ms(t0), cpu() - c0));
            System.out.println(out.append(String.format(Locale.ROOT, " | process CPU %d ms", cpu())));
        }
        System.exit(0);
    }

    private static long ms(long t0) { return (System.nanoTime() - t0) / 1_000_000; }

    /** The calling thread's CPU time so far, in ms. */
    private static long threadCpu() {
        return java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() / 1_000_000;
    }

    /** The process's CPU time so far, all threads, in ms. */
    private static long cpu() {
        return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime() / 1_000_000;
    }

    /** Random legal orders, seeded differently from the warm-up's, so the results maps are not ones it drew. */
    public static List<Order> orders(Ruleset rules, GameState s) {
        SplittableRandom random = new SplittableRandom(42);
        List<Order> out = new ArrayList<>();
        for (Unit u : s.units()) {
            List<Order> legal = rules.legalOrders(s, u);
            if (!legal.isEmpty()) out.add(legal.get(random.nextInt(legal.size())));
        }
        return out;
    }
}
