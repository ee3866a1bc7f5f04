package org.chancery.bench;

import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Turn;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One Europe 1615 turn as the service plays it: the Spring 1615 movement with every power's orders and a full
 * deployment (INFs, the states' orders, Ottoman suggestions, an attack), statuses, the 49-unit adjudication and
 * the move to Summer; and a Fall 1615 with the captures, Winter and the scoring that close the year.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class E1615TurnBenchmark {
    private Ruleset rules;
    private GameState spring;
    private GameState fall;
    private List<Order> orders;
    private Map<String, List<String>> deployments;

    @Setup
    public void setUp() {
        rules = Rulesets.of("europe-1615");
        spring = rules.start();
        fall = spring.toBuilder().phase(rules.variant().calendar().parse("F1615M")).build();
        orders = new java.util.ArrayList<>();
        for (String[] o : new String[][] {{"France", "A par - cha"}, {"France", "A norm S A par - cha"},
                {"Spain", "A cas - cat"}, {"England", "F lon - nth"}, {"Denmark", "A hol - brm"}, {"Austria", "A boh - sil"}}) {
            orders.add(((ParseResult.Ok) rules.parse(spring, o[0], o[1])).order());
        }
        deployments = Map.of(
                "France", List.of("9: WUR", "3: RHI", "1: LOWR", "4: LOR", "4: SAV", "SAV HOLD", "LOR S PAR-CHA"),
                "Spain", List.of("6: LOR", "5: CAT", "A ser - bos", "LOR - CHA", "LOR > France"),
                "England", List.of("5: SAX", "5: HES", "A ser H", "SAX - BOH"),
                "Denmark", List.of("8: BRA", "4: MEC", "BRA - SIL"),
                "Austria", List.of("8: BAV", "6: SAX", "BAV HOLD", "SAX > England"));
    }

    @Benchmark
    public Turn springMovement() { return rules.play(spring, orders, deployments); }

    @Benchmark
    public Turn fallMovementWinterAndScoring() { return rules.play(fall, orders, deployments); }
}
