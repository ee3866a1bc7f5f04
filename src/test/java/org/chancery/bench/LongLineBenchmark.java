package org.chancery.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.chancery.cli.ScenarioRunner;
import org.chancery.engine.GameState;
import org.chancery.engine.OrderParser;
import org.chancery.engine.ParseResult;
import org.chancery.variant.Allocations;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.VariantLoader;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One long hostile line (the variant's own words at random, no colon, no line break) through each parser, unbounded:
 * a variant's order entry, its allocations (Europe 1615's sanctions read every line), and a whole scenario line of
 * {@code adjudicate}. Linear parsers answer 100 KB in about ten times what they take for 10 KB.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class LongLineBenchmark {
    @Param({"classic", "europe-1615", "diplomacy-of-the-empire", "wars-of-the-three-kingdoms", "order-of-the-dragon", "ice-and-fire"})
    public String variant;

    @Param({"10000", "100000"})
    public int length;

    private Ruleset rules;
    private GameState start;
    private String power, line, scenario;
    private ScenarioRunner runner;

    @Setup
    public void setUp() {
        rules = Rulesets.of(variant);
        start = rules.start();
        power = rules.playablePowers().get(0);
        Random r = new Random(length);
        List<String> words = new java.util.ArrayList<>(List.of("A", "F", "-", "S", "H", "5", "weds", "pay", "Build"));
        rules.variant().board().provinces().forEach(p -> words.add(p.name()));
        StringBuilder b = new StringBuilder();
        while (b.length() < length) b.append(words.get(r.nextInt(words.size()))).append(' ');
        line = b.substring(0, length);
        ObjectMapper json = new ObjectMapper();
        scenario = json.createObjectNode().put("variant", variant)
                .set("allocations", json.createObjectNode().set(power, json.createArrayNode().add(line))).toString();
        runner = new ScenarioRunner(VariantLoader.load("classic"));
    }

    @Benchmark
    public ParseResult orderEntry() { return rules.parse(start, power, line); }

    @Benchmark
    public Object allocations() {
        Allocations a = rules.allocations().orElse(null);
        return a == null ? null : a.check(start, power, OrderParser.lines(line), List.of());
    }

    @Benchmark
    public String scenarioLine() { return runner.runLine(scenario); }
}
