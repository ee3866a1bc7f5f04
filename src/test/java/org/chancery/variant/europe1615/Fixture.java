package org.chancery.variant.europe1615;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chancery.engine.Board;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.ParseResult;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.Positions;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Turn;

/** Helpers for Europe 1615 tests on the real board. */
public final class Fixture {
    public static final E1615Ruleset R = (E1615Ruleset) Rulesets.of("europe-1615");
    public static final Board B = R.variant().board();
    public static final E1615Setup SETUP = R.setup();

    private Fixture() {}

    public static Province p(String id) { return B.find(id).orElseThrow(); }

    /** Orders, "Power: order", each of which must parse. */
    public static List<Order> orders(GameState s, String... lines) {
        List<Order> out = new ArrayList<>();
        for (String l : lines) {
            String[] w = l.split(": ", 2);
            ParseResult r = R.parse(s, w[0], w[1]);
            out.add(assertInstanceOf(ParseResult.Ok.class, r, l + " -> " + r).order());
        }
        return out;
    }

    /** Deployments, "Power: 9: WUR" or "Power: BRU S SAX HOLD". */
    public static Map<String, List<String>> inf(String... lines) { return Positions.byPower(lines); }

    public static Turn play(GameState s, List<Order> orders, Map<String, List<String>> inf) { return R.play(s, orders, inf); }

    public static GameState phase(GameState s, String code) { return Positions.phase(R, s, code); }

    /** Places a unit ("Spain A lor"), replacing whatever stood there. */
    public static GameState put(GameState s, String spec) { return Positions.put(R, s, spec); }

    public static GameState remove(GameState s, String at) { return s.toBuilder().removeUnit(p(at)).build(); }

    public static GameState own(GameState s, String centre, String power) { return s.toBuilder().owner(p(centre), power).build(); }

    /** Sets the INFs of one state: "LOR", "England", 5, "France", 10 ... */
    public static GameState influence(GameState s, String state, Object... powerAndInf) {
        E1615State st = E1615State.read(s);
        Map<String, Map<String, Integer>> inf = new TreeMap<>(st.influence());
        Map<String, Integer> in = new TreeMap<>();
        for (int i = 0; i < powerAndInf.length; i += 2) in.put((String) powerAndInf[i], (Integer) powerAndInf[i + 1]);
        inf.put(state, in);
        return st.withInfluence(inf).write(s);
    }

    public static E1615State st(GameState s) { return E1615State.read(s); }

    public static Politics pol(GameState s) { return Politics.of(SETUP, s); }

    public static MinorState state(String key) { return SETUP.states.get(key); }

    public static Unit unit(GameState s, String at) { return s.unitAt(p(at)); }

    /** The outcome of the order for the unit in a province. */
    public static Outcome outcome(Turn t, String at) {
        for (Outcome o : t.result().outcomes()) if (o.order().province() != null && o.order().province().id().equals(at)) return o;
        throw new AssertionError("no outcome for " + at + " in " + t.result().outcomes());
    }

    public static String notes(Turn t) { return String.join("\n", t.notes()); }
}
