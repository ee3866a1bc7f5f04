package org.chancery.bench;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.chancery.bots.Brain;
import org.chancery.bots.ChanceryPlayer;
import org.chancery.bots.Kind;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.PhaseType;
import org.chancery.game.Rulebook;
import org.chancery.variant.Ruleset;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * A Chancery player's phase on W3K's largest position: ten bots play four years from seed 1 (rules alone, no
 * store), and the movement phase with the most units on the board is kept; the benchmark is the bot's choice of
 * orders for the power with the most units there, from what that power may see.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class BotPhaseBenchmark {
    private Ruleset rules;
    private GameState largest;
    private String power;

    @Setup
    public void setUp() {
        rules = Rulebook.named("wars-of-the-three-kingdoms").rules();
        Random rnd = new Random(1);
        GameState s = rules.begin(rules.start(), 1).state();
        largest = s;
        int firstYear = s.phase().year();
        while (s.phase().year() - firstYear < 4) {
            if (s.phase().type() == PhaseType.MOVEMENT && s.units().size() > largest.units().size()) largest = s;
            List<Order> all = new ArrayList<>();
            for (String p : rules.playablePowers()) {
                if (rules.owed(s).containsKey(p)) all.addAll(new Brain(rules, Kind.BOT, rnd).orders(ChanceryPlayer.seen(rules, s, p), p));
            }
            s = rules.play(s, all, Map.of()).next();
        }
        GameState at = largest;
        power = rules.playablePowers().stream().max(Comparator.comparingInt(p -> at.unitsOf(p).size())).orElseThrow();
        System.out.println("# " + largest.phase().code() + ": " + largest.units().size() + " units; " + power + " has "
                + largest.unitsOf(power).size());
    }

    /** The whole of one bot's phase: its view, the values, and every unit's order. */
    @Benchmark
    public List<Order> botPhase() {
        return new Brain(rules, Kind.BOT, new Random(7)).orders(ChanceryPlayer.seen(rules, largest, power), power);
    }
}
