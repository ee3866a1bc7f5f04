package org.chancery.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.OrderParser;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every parser answers a long line in linear time (issue 23: a 20,000-character Europe 1615 allocation once took
 * 9 s, 100,000 hung): each variant's order entry, its allocations, and the scenario reader. The bound here is
 * generous (500 ms of the thread's CPU per 10 KB against a target of 50 ms); {@code bench/long-lines} measures the figures.
 */
class LongLinesTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @ParameterizedTest
    @ValueSource(strings = {"classic", "order-of-the-dragon", "ice-and-fire", "wars-of-the-three-kingdoms",
            "diplomacy-of-the-empire", "europe-1615"})
    void everyParserAnswersALongLineInTime(String variant) throws Exception {
        Ruleset rules = Rulesets.of(variant);
        GameState s = rules.start();
        String power = rules.playablePowers().get(0);
        ScenarioRunner runner = new ScenarioRunner(VariantLoader.load("classic"));
        for (int length : List.of(10_000, 100_000)) {
            for (String line : LongLines.of(rules.variant(), length, length)) {
                long budget = 500L * length / 10_000;
                time(variant + " order entry", budget, () -> rules.parse(s, power, line));
                time(variant + " order lines", budget, () -> OrderParser.lines(line));
                rules.allocations().ifPresent(a -> time(variant + " allocations", budget,
                        () -> a.check(s, power, OrderParser.lines(line), List.of())));
                String scenario = JSON.createObjectNode().put("variant", variant)
                        .set("orders", JSON.createObjectNode().set(power, JSON.createArrayNode().add(line))).toString();
                time(variant + " scenario orders", budget, () -> runner.runLine(scenario));
                String allocated = JSON.createObjectNode().put("variant", variant)
                        .set("allocations", JSON.createObjectNode().set(power, JSON.createArrayNode().add(line))).toString();
                time(variant + " scenario allocations", budget, () -> runner.runLine(allocated));
                time(variant + " scenario JSON", budget, () -> runner.runLine("{\"variant\":\"" + variant + "\",\"phase\":\"" + line));
            }
        }
    }

    /** The bound is on this thread's CPU time: other processes on a loaded machine do not count against it. */
    private static void time(String what, long budgetMillis, Runnable r) {
        long ms = org.chancery.game.ThreadCpu.millis(() -> {
            try {
                r.run();
            } catch (RuntimeException refused) {
                // an answer, as long as it comes in time
            }
        });
        assertTrue(ms <= budgetMillis, what + " took " + ms + " ms of CPU (bound " + budgetMillis + " ms)");
    }
}
