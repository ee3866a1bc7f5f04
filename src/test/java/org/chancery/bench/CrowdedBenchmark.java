package org.chancery.bench;

import java.util.concurrent.TimeUnit;
import org.chancery.engine.MovementAdjudicator;
import org.chancery.engine.MovementResult;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** Adjudicates a 34-unit position full of convoys, supports, cuts and a rotation. */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class CrowdedBenchmark {
    private Positions.Scenario scenario;
    private MovementAdjudicator adjudicator;

    @Setup
    public void setUp() {
        scenario = Positions.crowded();
        adjudicator = new MovementAdjudicator(scenario.state().board());
    }

    @Benchmark
    public MovementResult adjudicate() {
        return adjudicator.adjudicate(scenario.state(), scenario.orders());
    }
}
