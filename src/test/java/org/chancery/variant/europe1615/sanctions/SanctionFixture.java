package org.chancery.variant.europe1615.sanctions;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
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
import org.chancery.engine.UnitKind;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Turn;
import org.chancery.variant.europe1615.E1615Ruleset;
import org.chancery.variant.europe1615.E1615Setup;
import org.chancery.variant.europe1615.E1615State;
import org.chancery.variant.europe1615.Politics;

/** Helpers for the sanctions' tests on the real Europe 1615 board. */
final class SanctionFixture {
    static final E1615Ruleset R = (E1615Ruleset) Rulesets.of("europe-1615");
    static final Board B = R.variant().board();
    static final E1615Setup SETUP = R.setup();

    private SanctionFixture() {}

    static Province p(String id) { return B.find(id).orElseThrow(); }

    /** The start, dealt from a fixed seed. */
    static GameState dealt() { return R.begin(R.start(), 1615).state(); }

    /** A sanction in effect since 1615, carried by {@code holders}, with choices "Power=a,b" (none pending). */
    static GameState with(GameState s, Sanction x, List<String> holders, String... choices) {
        Map<String, List<String>> c = new TreeMap<>();
        for (String ch : choices) {
            String[] w = ch.split("=", 2);
            c.put(w[0], w[1].isEmpty() ? List.of() : List.of(w[1].split(",")));
        }
        return SanctionState.read(s).add(new SanctionState.Effect(x, 1615, holders, c, List.of(), null, null)).write(s);
    }

    /** A sanction in effect with powers still to choose or act. */
    static GameState pending(GameState s, Sanction x, List<String> holders, List<String> pending) {
        return SanctionState.read(s).add(new SanctionState.Effect(x, 1615, holders, Map.of(), pending, "S1615M", null)).write(s);
    }

    static SanctionState ss(GameState s) { return SanctionState.read(s); }

    /** The position in a phase ("LW1615A"), dealt, with these lists ("Denmark=Protestant Union,Kejserkrig"). */
    static GameState handsAt(GameState s, String code, String... hands) {
        Map<String, List<Sanction>> h = new TreeMap<>();
        for (String p : SETUP.majors()) h.put(p, List.of());
        for (String x : hands) {
            String[] w = x.split("=", 2);
            List<Sanction> list = new ArrayList<>();
            for (String n : w[1].split(",")) if (!n.isBlank()) list.add(Sanction.fromJson(n.strip()));
            h.put(w[0], list);
        }
        return SanctionState.read(s).withDeal(1, h, Map.of()).write(phase(s, code));
    }

    /** Orders, "Power: order", each of which must parse. */
    static List<Order> orders(GameState s, String... lines) {
        List<Order> out = new ArrayList<>();
        for (String l : lines) {
            String[] w = l.split(": ", 2);
            ParseResult r = R.parse(s, w[0], w[1]);
            out.add(assertInstanceOf(ParseResult.Ok.class, r, l + " -> " + r).order());
        }
        return out;
    }

    /** Deployments, "Power: 9: WUR". */
    static Map<String, List<String>> inf(String... lines) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (String l : lines) {
            String[] w = l.split(": ", 2);
            out.computeIfAbsent(w[0], k -> new ArrayList<>()).add(w[1]);
        }
        return out;
    }

    static Turn play(GameState s, List<Order> orders, Map<String, List<String>> inf) { return R.play(s, orders, inf); }

    static GameState phase(GameState s, String code) { return s.toBuilder().phase(R.variant().calendar().parse(code)).build(); }

    /** Places a unit ("Spain A lor"), replacing whatever stood there. */
    static GameState put(GameState s, String spec) {
        String[] w = spec.split(" ");
        String power = String.join(" ", Arrays.copyOf(w, w.length - 2));
        UnitKind kind = w[w.length - 2].equals("F") ? UnitKind.FLEET : UnitKind.ARMY;
        var at = B.location(w[w.length - 1]);
        return s.toBuilder().removeUnit(at.province()).unit(new Unit(power, kind, at)).build();
    }

    static GameState remove(GameState s, String at) { return s.toBuilder().removeUnit(p(at)).build(); }

    static GameState own(GameState s, String centre, String power) { return s.toBuilder().owner(p(centre), power).build(); }

    /** Sets the INFs of one state: "LOR", "England", 5, "France", 10 ... */
    static GameState influence(GameState s, String state, Object... powerAndInf) {
        E1615State st = E1615State.read(s);
        Map<String, Map<String, Integer>> inf = new TreeMap<>(st.influence());
        Map<String, Integer> in = new TreeMap<>();
        for (int i = 0; i < powerAndInf.length; i += 2) in.put((String) powerAndInf[i], (Integer) powerAndInf[i + 1]);
        inf.put(state, in);
        return st.withInfluence(inf).write(s);
    }

    static E1615State st(GameState s) { return E1615State.read(s); }

    static Politics pol(GameState s) { return Politics.of(SETUP, s); }

    static Unit unit(GameState s, String at) { return s.unitAt(p(at)); }

    /** The outcome of the order for the unit in a province. */
    static Outcome outcome(Turn t, String at) {
        for (Outcome o : t.result().outcomes()) if (o.order().province() != null && o.order().province().id().equals(at)) return o;
        throw new AssertionError("no outcome for " + at + " in " + t.result().outcomes());
    }

    static String notes(Turn t) { return String.join("\n", t.notes()); }

    static String secret(Turn t, String power) { return String.join("\n", t.privateNotes().getOrDefault(power, List.of())); }

    /** Why a power may not deploy to a state now (null when it may). */
    static String refusal(GameState s, String power, String state) {
        return SETUP.sanctions().deploymentRefusal(pol(s), power, pol(s).get(state));
    }

    /** The allocation check of a set of lines. */
    static org.chancery.variant.Allocations.Check check(GameState s, String power, String... lines) {
        return R.allocations().orElseThrow().check(s, power, List.of(lines), List.of());
    }
}
