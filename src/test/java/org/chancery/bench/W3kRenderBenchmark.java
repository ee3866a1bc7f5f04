package org.chancery.bench;

import java.util.concurrent.TimeUnit;
import org.chancery.engine.GameState;
import org.chancery.render.MapRenderer;
import org.chancery.render.RenderOptions;
import org.chancery.variant.Ruleset;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** The W3K start map, 2,000 pixels wide, as PNG (encoded): 384 regions, 70 units, sea-area outlines. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class W3kRenderBenchmark {
    private Ruleset rules;
    private GameState start;
    private RenderOptions options;

    @Setup
    public void setUp() {
        rules = W3kPositions.rules();
        start = rules.start();
        options = RenderOptions.defaults().width(2000).marks(rules.marks(start));
        System.out.println("PNG " + MapRenderer.png(rules.variant(), start, options).length + " bytes");
    }

    @Benchmark
    public byte[] startMapPng() { return MapRenderer.png(rules.variant(), start, options); }
}
