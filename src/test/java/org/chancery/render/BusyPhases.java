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
 * Played phases of a variant for the results maps' tests and benchmarks: a game from the start, every unit given an
 * aggressive order in each movement phase ({@link #attacks}, seeded, so the same phases every run), retreats and
 * adjustments left to the rules' defaults. Such orders spread dislodgements and captured centres over the board.
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

        /** How much a results post has to show: centres changed, units dislodged or destroyed where they stood. */
        public int events() { return Framing.mustShow(before, after, outcomes).size(); }
    }

    private BusyPhases() {}

    /** The first {@code count} phases of a seeded game of the variant. */
    public static List<Phase> of(String variant, long seed, int count) {
        Ruleset rules = Rulesets.of(variant);
        SplittableRandom random = new SplittableRandom(seed);
        GameState s = rules.begin(rules.start(), seed).state();
        List<Phase> out = new ArrayList<>();
        while (out.size() < count && rules.end(s).isEmpty()) {
            List<Order> orders = s.phase().type() == PhaseType.MOVEMENT ? attacks(rules, s, random) : List.of();
            Turn t = rules.play(s, orders, Map.of());
            out.add(new Phase(s, t.result().outcomes(), t.next()));
            s = t.next();
        }
        return out;
    }

    /**
     * Orders that make things happen: each unit, in a random turn, attacks a neighbour's unit with the support of
     * another of its power's units where it can; otherwise it moves into a centre its power does not own, or
     * anywhere, or takes any legal order.
     */
    public static List<Order> attacks(Ruleset rules, GameState s, SplittableRandom random) {
        List<Unit> units = new ArrayList<>(s.units());
        for (int i = units.size() - 1; i > 0; i--) java.util.Collections.swap(units, i, random.nextInt(i + 1));
        Map<Unit, List<Order>> legal = new java.util.HashMap<>();
        for (Unit u : units) legal.put(u, rules.legalOrders(s, u));
        java.util.Set<Unit> done = new java.util.HashSet<>();
        List<Order> out = new ArrayList<>();
        for (Unit u : units) {
            if (done.contains(u) || legal.get(u).isEmpty()) continue;
            List<Order.Move> moves = legal.get(u).stream().filter(Order.Move.class::isInstance).map(Order.Move.class::cast).toList();
            Order pick = null, support = null;
            for (Order.Move m : moves) {
                Unit there = s.unitAt(m.to().province());
                if (there == null || there.power().equals(u.power())) continue;
                for (Unit v : units) {
                    if (v == u || done.contains(v) || !v.power().equals(u.power())) continue;
                    for (Order o : legal.get(v)) {
                        if (o instanceof Order.SupportMove sm && sm.supported().equals(u) && sm.to() == m.to().province()) support = o;
                    }
                    if (support != null) {
                        done.add(v);
                        break;
                    }
                }
                if (support != null) {
                    pick = m;
                    break;
                }
            }
            if (pick == null) {
                List<Order.Move> centres = moves.stream().filter(m -> m.to().province().isSupplyCenter()
                        && !u.power().equals(s.ownerOf(m.to().province()))).toList();
                List<? extends Order> from = !centres.isEmpty() ? centres : !moves.isEmpty() ? moves : legal.get(u);
                pick = from.get(random.nextInt(from.size()));
            }
            done.add(u);
            out.add(pick);
            if (support != null) out.add(support);
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
