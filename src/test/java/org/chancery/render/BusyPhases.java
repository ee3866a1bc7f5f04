package org.chancery.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Turn;

/**
 * Played phases of a variant for the results maps' tests and benchmarks: a game from the start, every unit given a
 * random legal order in each movement phase (seeded, so the same phases every run), retreats and adjustments left
 * to the rules' defaults. Random orders spread dislodgements and captured centres over the whole board.
 */
public final class BusyPhases {
    /** One adjudicated phase: the position before, its outcomes, the position after. */
    public record Phase(GameState before, List<Outcome> outcomes, GameState after) {
        /** The centres whose owner changed. */
        public List<Province> changed() {
            List<Province> out = new ArrayList<>();
            for (Province p : before.board().provinces()) {
                if (p.isSupplyCenter() && !Objects.equals(before.ownerOf(p), after.ownerOf(p))) out.add(p);
            }
            return out;
        }

        /** How much a results post has to show: centres changed and units dislodged. */
        public int events() { return changed().size() + after.dislodged().size(); }
    }

    private BusyPhases() {}

    /** The first {@code count} phases of a seeded game of the variant. */
    public static List<Phase> of(String variant, long seed, int count) {
        Ruleset rules = Rulesets.of(variant);
        SplittableRandom random = new SplittableRandom(seed);
        GameState s = rules.begin(rules.start(), seed).state();
        List<Phase> out = new ArrayList<>();
        while (out.size() < count && rules.end(s).isEmpty()) {
            List<Order> orders = new ArrayList<>();
            if (s.phase().type() == PhaseType.MOVEMENT) {
                for (Unit u : s.units()) {
                    List<Order> legal = rules.legalOrders(s, u);
                    if (!legal.isEmpty()) orders.add(legal.get(random.nextInt(legal.size())));
                }
            }
            Turn t = rules.play(s, orders, Map.of());
            out.add(new Phase(s, t.result().outcomes(), t.next()));
            s = t.next();
        }
        return out;
    }

    /** The phase with the most to show among the first {@code count} of a seeded game. */
    public static Phase busiest(String variant, long seed, int count) {
        Phase best = null;
        for (Phase p : of(variant, seed, count)) if (best == null || p.events() > best.events()) best = p;
        return best;
    }
}
