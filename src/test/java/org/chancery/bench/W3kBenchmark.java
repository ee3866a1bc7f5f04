package org.chancery.bench;

import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.chancery.engine.MovementAdjudicator;
import org.chancery.engine.MovementResult;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Turn;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * A 70-unit W3K movement phase on the 384-region board: the whole of W3K's play (proxies, the adjudication,
 * conversions, the next phase), the engine's adjudication alone (of the plain unit orders), and every unit's
 * legal orders.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class W3kBenchmark {
    private Positions.Scenario scenario;
    private Ruleset rules;
    private MovementAdjudicator adjudicator;
    private java.util.List<org.chancery.engine.Order> unitOrders;

    @Setup
    public void setUp() {
        scenario = W3kPositions.summer1642();
        rules = W3kPositions.rules();
        adjudicator = new MovementAdjudicator(scenario.state().board());
        unitOrders = scenario.orders().stream().filter(o -> !(o instanceof org.chancery.engine.Order.Special)).toList();
    }

    @Benchmark
    public Turn movementPhase() {
        return rules.play(scenario.state(), scenario.orders(), Map.of());
    }

    @Benchmark
    public MovementResult adjudicationOnly() {
        return adjudicator.adjudicate(scenario.state(), unitOrders);
    }

    /** Every legal order of every one of the 70 units: what autocomplete and {@code moves} pay, a unit at a time. */
    @Benchmark
    public int everyLegalOrder() {
        int n = 0;
        for (org.chancery.engine.Unit u : scenario.state().units()) n += rules.legalOrders(scenario.state(), u).size();
        return n;
    }
}
