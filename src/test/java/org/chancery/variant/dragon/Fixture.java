package org.chancery.variant.dragon;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
import org.chancery.variant.heirs.Heir;
import org.chancery.variant.heirs.Heirs;

/** Helpers for Order of the Dragon tests on the real map. */
final class Fixture {
    static final DragonRuleset R = (DragonRuleset) Rulesets.of("order-of-the-dragon");
    static final Board B = R.variant().board();

    private Fixture() {}

    static Province p(String id) { return B.find(id).orElseThrow(); }

    /** Orders for one power, each of which must parse. */
    static List<Order> orders(GameState s, String power, String... lines) {
        List<Order> out = new ArrayList<>();
        for (String l : lines) {
            ParseResult r = R.parse(s, power, l);
            out.add(assertInstanceOf(ParseResult.Ok.class, r, power + ": " + l + " -> " + r).order());
        }
        return out;
    }

    /** Collects orders of several powers: "Power: order". */
    static List<Order> all(GameState s, String... lines) {
        List<Order> out = new ArrayList<>();
        for (String l : lines) {
            String[] w = l.split(": ", 2);
            out.addAll(orders(s, w[0], w[1]));
        }
        return out;
    }

    /** Allocations: "Power: 2 A bra-pru". */
    static Map<String, List<String>> dp(String... lines) { return Positions.byPower(lines); }

    static Turn play(GameState s, List<Order> orders, Map<String, List<String>> dp) { return R.play(s, orders, dp); }

    static GameState phase(GameState s, String code) { return Positions.phase(R, s, code); }

    /** Moves a unit (or places one: "Naples F tun"), replacing whatever stood there. */
    static GameState put(GameState s, String spec) { return Positions.put(R, s, spec); }

    static GameState remove(GameState s, String at) { return s.toBuilder().removeUnit(p(at)).build(); }

    static GameState own(GameState s, String centre, String power) { return s.toBuilder().owner(p(centre), power).build(); }

    /** Removes a minor or thrall power from the registry (after its centre was captured). */
    static GameState dropNeutral(GameState s, String name) {
        return DragonState.read(s).withNeutral(name, null).write(s.toBuilder().stationary(name, false)).build();
    }

    /** Example 10.4.1's Autumn 1405: Naples holds Tunis with a fleet; Castile and Naples have unmarried heirs at home. */
    static GameState tunisHeldByNaples() {
        GameState s = own(put(dropNeutral(phase(R.start(), "A1405M"), "Tunis"), "Naples F tun"), "tun", "Naples");
        return addHeir(addHeir(s, "Castile", "brg"), "Naples", "nap");
    }

    static GameState withHeirs(GameState s, Heirs h) { return h.write(s.toBuilder()).build(); }

    static GameState addHeir(GameState s, String power, String at) {
        Heirs h = Heirs.read(s);
        return withHeirs(s, h.with(new Heir(h.nextId(power), power, at, null)));
    }

    static String unit(GameState s, String at) {
        Unit u = s.unitAt(p(at));
        return u == null ? null : u.power() + " " + u.shortName();
    }

    static Outcome outcome(Turn t, String unitAt) {
        for (Outcome o : t.result().outcomes()) if (o.order().province() == p(unitAt)) return o;
        throw new AssertionError("no outcome for " + unitAt + " in " + t.result().outcomes());
    }

    static String heirAt(GameState s, String power) {
        List<Heir> h = Heirs.read(s).of(power);
        return h.isEmpty() ? null : h.get(0).at();
    }
}
