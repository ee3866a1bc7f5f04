package org.chancery.variant.europe1615.sanctions;

import static org.chancery.variant.europe1615.Fixture.R;
import static org.chancery.variant.europe1615.Fixture.SETUP;
import static org.chancery.variant.europe1615.Fixture.phase;
import static org.chancery.variant.europe1615.Fixture.pol;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chancery.engine.GameState;
import org.chancery.variant.Allocations;
import org.chancery.variant.Turn;

/** Helpers for the sanctions' tests, beside the Europe 1615 {@link org.chancery.variant.europe1615.Fixture}. */
final class SanctionFixture {
    private SanctionFixture() {}

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

    static String secret(Turn t, String power) { return String.join("\n", t.privateNotes().getOrDefault(power, List.of())); }

    /** Why a power may not deploy to a state now (null when it may). */
    static String refusal(GameState s, String power, String state) {
        return SETUP.sanctions().deploymentRefusal(pol(s), power, pol(s).get(state));
    }

    /** The allocation check of a set of lines. */
    static Allocations.Check check(GameState s, String power, String... lines) {
        return R.allocations().orElseThrow().check(s, power, List.of(lines), List.of());
    }
}
