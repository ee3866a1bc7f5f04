package org.chancery.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.chancery.engine.Board;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.engine.Unit;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Turn;
import org.chancery.variant.roads.Roads;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * A crowded Diplomacy of the Empire movement phase played by its rules: 38 legions, 31 cities with their roads,
 * seven road moves (some crossing, some blocked), six two-stage moves, catapults, a strait, a convoy, supports and
 * fortified capitals; the second moves and the end of the season included.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class EmpireBenchmark {
    private Ruleset rules;
    private GameState state;
    private List<Order> orders;

    /** Power, its territories (each with a city), then its legions and their orders. */
    static final String[][] POWERS = {
        {"Hispania", "his lus bea aqu nar lug bel",
            "Inf his|Inf his-nar-lug", "Cav bea|Cav bea-tin then cea", "Cat aqu|Cat aqu S Inf his-lug", "F mca|F mca-oat then obr",
            "Inf bel|Inf bel-ger", "Inf lus|Inf lus-bea-his"},
        {"Italia", "ita rhe nor pan nea sic",
            "Inf ita|Inf ita-rhe-nor-pan", "Inf rhe|Inf rhe-ger", "Cav nor|Cav nor-pan then dac", "F mty|F mty-mna then mnu",
            "Inf sic|Inf sic H", "Inf nea|Inf nea-ita-rhe"},
        {"Macedonia", "mac dal moe thr ach",
            "Inf mac|Inf mac-dal", "Inf ach|Inf ach-mac-moe", "Cat thr|Cat thr-asi", "F mae|F mae S Cat thr-asi", "Inf moe|Inf moe H"},
        {"Galatia", "gal asi pon cap cil",
            "Inf asi|Inf asi H", "F mrh|F mrh S Inf asi", "Inf gal|Inf gal S Inf asi", "Cav cap|Cav cap-arm then mes",
            "Cat pon|Cat pon H", "F mpo|F mpo S Inf asi"},
        {"Mesopotamia", "mes arm syr ara jud",
            "Inf arm|Inf arm H", "Cat mes|Cat mes S Inf arm", "Cav syr|Cav syr-cil then gal", "Inf ara|Inf ara-egy", "Inf jud|Inf jud-cyp"},
        {"Egyptus", "egy cyr",
            "Inf egy|Inf egy H", "F mal|F mal S Inf egy", "Cav cyr|Cav cyr-afr then num", "F mpe|F mpe C Inf jud-cyp"},
        {"Numidia", "num afr cea tin",
            "Inf num|Inf num-cea-tin", "Inf afr|Inf afr H", "F mnu|F mnu S Inf num-cea", "Cat tin|Cat tin-bea"},
    };

    @Setup
    public void setUp() {
        rules = Rulesets.of("diplomacy-of-the-empire");
        Board board = rules.variant().board();
        GameState.Builder b = rules.start().toBuilder().clearUnits();
        Roads roads = Roads.read(rules.start());
        for (String[] p : POWERS) {
            for (String id : p[1].split(" ")) {
                b.owner(board.find(id).orElseThrow(), p[0]);
                if (!roads.hasCity(board.find(id).orElseThrow())) roads = roads.withCity(board.find(id).orElseThrow(), false);
            }
            for (int i = 2; i < p.length; i++) {
                String[] unit = p[i].split("\\|")[0].split(" ");
                b.unit(new Unit(p[0], board.unitKind(unit[0]).orElseThrow(), board.location(unit[1])));
            }
        }
        GameState s = roads.write(b).build();
        // the roads join each owner's neighbouring cities, never across a strait, as the game does when cities are built
        var network = new org.chancery.variant.roads.RoadNetwork(board, (a, c) -> isStrait(a.id(), c.id()));
        state = network.connect(Roads.read(s), s).write(s.toBuilder()).build();
        orders = new ArrayList<>();
        for (String[] p : POWERS) {
            for (int i = 2; i < p.length; i++) {
                String text = p[i].split("\\|")[1];
                ParseResult r = rules.parse(state, p[0], text);
                if (!(r instanceof ParseResult.Ok ok)) throw new IllegalStateException(p[0] + ": " + text + " -> " + r);
                orders.add(ok.order());
            }
        }
    }

    private static boolean isStrait(String a, String b) {
        String pair = a.compareTo(b) < 0 ? a + "-" + b : b + "-" + a;
        return List.of("asi-thr", "bea-tin", "nea-sic", "bel-bri").contains(pair);
    }

    @Benchmark
    public Turn play() {
        return rules.play(state, orders, Map.of());
    }

    /** Runs the phase once and prints what happened, to check the position. */
    public static void main(String[] args) {
        EmpireBenchmark b = new EmpireBenchmark();
        b.setUp();
        Turn t = b.play();
        t.result().outcomes().forEach(o -> System.out.println(o.describe()));
        System.out.println(t.notes());
        System.out.println(t.next().phase() + " " + t.next().units().size() + " units, roads " + Roads.read(b.state).roads().size());
    }
}
