package org.chancery.bench;

import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.render.BoardShapes;
import org.chancery.render.MapRenderer;
import org.chancery.render.RenderOptions;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Each board's whole map at its default size with every unit of the first movement phase ordered (random legal
 * orders, seed 42) and the outcomes, as a results post draws it, warm: PNG (encoded) and SVG.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class WholeBoardBenchmark {
    @Param({"classic", "order-of-the-dragon", "ice-and-fire", "wars-of-the-three-kingdoms", "diplomacy-of-the-empire",
        "europe-1615"})
    public String variant;

    private BoardShapes shapes;
    private GameState state;
    private RenderOptions board;

    @Setup
    public void setUp() {
        Ruleset rules = Rulesets.of(variant);
        state = rules.start();
        List<Order> orders = FirstMaps.orders(rules, state); // the same random orders as FirstMaps
        board = RenderOptions.defaults().marks(rules.marks(state)).orders(orders, rules.play(state, orders, Map.of()).result().outcomes());
        shapes = BoardShapes.of(rules.variant());
        for (int i = 0; i <= MapRenderer.DRAWN_BEFORE_KEPT; i++) MapRenderer.png(shapes, state, board);
    }

    @Benchmark
    public byte[] png() { return MapRenderer.png(shapes, state, board); }

    @Benchmark
    public String svg() { return MapRenderer.svg(shapes, state, board); }
}
