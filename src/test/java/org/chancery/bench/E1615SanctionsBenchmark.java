package org.chancery.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Turn;
import org.chancery.variant.europe1615.sanctions.Sanction;
import org.chancery.variant.europe1615.sanctions.SanctionState;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The Spring 1615 turn of {@link E1615TurnBenchmark} with sanctions in effect: the Union and the League (one side
 * in combat), a fortified Paris and London, an embargo, a Spanish forced march and a bribe; and a Late Winter
 * with all five submissions and the selection.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class E1615SanctionsBenchmark {
    private Ruleset rules;
    private GameState spring;
    private GameState winter;
    private List<Order> orders;
    private Map<String, List<String>> deployments;
    private Map<String, List<String>> submissions;

    @Setup
    public void setUp() {
        rules = Rulesets.of("europe-1615");
        GameState s = rules.begin(rules.start(), 1615).state();
        SanctionState ss = SanctionState.read(s);
        ss = ss.add(effect(Sanction.PROTESTANT_UNION, Map.of(), List.of()));
        ss = ss.add(effect(Sanction.CATHOLIC_LEAGUE, Map.of(), List.of()));
        ss = ss.add(effect(Sanction.STRONGHOLD_II, Map.of("France", List.of("par", "lon")), List.of()));
        ss = ss.add(effect(Sanction.EMBARGO_ON_AUSTRIA, Map.of("England", List.of("SAX")), List.of()));
        ss = ss.add(effect(Sanction.FORCED_MARCH, Map.of(), List.of("Spain")));
        ss = ss.add(effect(Sanction.BRIBE_A_UNIT, Map.of(), List.of("England")));
        spring = ss.write(s);
        orders = new ArrayList<>();
        for (String[] o : new String[][] {{"France", "A par - cha"}, {"France", "A norm S A par - cha"},
                {"Spain", "A mil - swi || swi S fla - lor"}, {"Spain", "A fla - lor"}, {"England", "F lon - nth"},
                {"Denmark", "A hol - brm"}, {"Austria", "A boh - sil"}}) {
            orders.add(((ParseResult.Ok) rules.parse(spring, o[0], o[1])).order());
        }
        deployments = Map.of(
                "France", List.of("1: LOWR", "4: LOR", "4: SAV", "SAV HOLD"),
                "Spain", List.of("6: LOR", "5: CAT", "A ser - bos"),
                "England", List.of("5: SAX", "5: HES", "A ser H", "A vie H BRIBE"),
                "Denmark", List.of("8: BRA", "4: MEC", "BRA - SIL"),
                "Austria", List.of("8: BAV", "BAV HOLD"));
        winter = s.toBuilder().phase(rules.variant().calendar().parse("LW1615A")).build();
        submissions = Map.of("England", List.of("Kejserkrig"), "Denmark", List.of("Protestant Union"),
                "Spain", List.of("Forced march"), "France", List.of("Polish intervention"), "Austria", List.of("Catholic League"));
    }

    private static SanctionState.Effect effect(Sanction s, Map<String, List<String>> choices, List<String> pending) {
        return new SanctionState.Effect(s, 1615, List.of("England"), choices, pending, null, null);
    }

    @Benchmark
    public Turn springMovementWithSanctions() { return rules.play(spring, orders, deployments); }

    @Benchmark
    public Turn lateWinterSelection() { return rules.play(winter, List.of(), submissions); }
}
