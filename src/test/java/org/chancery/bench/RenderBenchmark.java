package org.chancery.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.chancery.cli.ScenarioRunner;
import org.chancery.engine.GameState;
import org.chancery.render.BoardShapes;
import org.chancery.render.Framing;
import org.chancery.render.MapRenderer;
import org.chancery.render.RenderOptions;
import org.chancery.variant.Variant;
import org.chancery.variant.VariantLoader;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * A 2,000-pixel-wide classic map of Fall 1901 with its orders, as PNG (encoded) and as SVG; and a results post's
 * three images together: the close-up of the action, the whole board with the orders, the new position; and the post as
 * it is now, with every close-up that together frame every order of action ({@link Framing#actions}: seven for this
 * phase) in place of the one.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class RenderBenchmark {
    private Variant variant;
    private GameState state;
    private RenderOptions options;
    private GameState before;
    private RenderOptions board;
    private RenderOptions closeUp;
    private RenderOptions position;
    private java.util.List<RenderOptions> closeUps;

    @Setup
    public void setUp() throws IOException {
        variant = VariantLoader.load("classic");
        String line = Files.readString(Path.of("src/test/resources/render/fall1901.jsonl"));
        ScenarioRunner.Adjudicated a = new ScenarioRunner(variant).adjudicate(new ObjectMapper().readTree(line));
        state = a.before();
        before = a.before();
        options = RenderOptions.defaults().width(2000).orders(a.orders(), a.result().outcomes());
        board = RenderOptions.defaults().orders(a.orders(), a.result().outcomes());
        closeUp = board.closeUp(Framing.action(BoardShapes.of(variant), before, a.result().after(), a.result().outcomes()), "Where the action was");
        position = RenderOptions.defaults();
        closeUps = Framing.actions(BoardShapes.of(variant), before, a.result().after(), a.result().outcomes()).stream()
                .map(where -> board.closeUp(where, "Where the action was")).toList();
        System.out.println(closeUps.size() + " close-ups");
        after = a.result().after();
        byte[] png = MapRenderer.png(variant, state, options);
        String svg = MapRenderer.svg(variant, state, options);
        System.out.println("PNG " + png.length + " bytes, SVG " + svg.length() + " chars");
    }

    @Benchmark
    public byte[] png() { return MapRenderer.png(variant, state, options); }

    @Benchmark
    public String svg() { return MapRenderer.svg(variant, state, options); }

    private GameState after;

    @Benchmark
    public int resultsPost() {
        return MapRenderer.png(variant, before, closeUp).length + MapRenderer.png(variant, before, board).length
                + MapRenderer.png(variant, after, position).length;
    }

    @Benchmark
    public int resultsPostEveryCloseUp() {
        int n = MapRenderer.png(variant, before, board).length + MapRenderer.png(variant, after, position).length;
        for (RenderOptions c : closeUps) n += MapRenderer.png(variant, before, c).length;
        return n;
    }
}
