package org.chancery.render;

import java.util.ArrayList;
import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.Unit;
import org.chancery.variant.Ruleset;

/** Busy positions for drawing tests: every unit ordered (moves, supports, holds in turn), every third failing. */
final class Scenes {
    private Scenes() {}

    static List<Order> orders(Ruleset rules, GameState s) {
        List<Order> out = new ArrayList<>();
        int i = 0;
        for (Unit u : s.units()) {
            List<Order> legal = rules.legalOrders(s, u);
            Class<?> want = switch (i++ % 4) {
                case 0, 2 -> Order.Move.class;
                case 1 -> Order.SupportMove.class;
                default -> Order.SupportHold.class;
            };
            Order pick = legal.stream().filter(want::isInstance).findFirst()
                    .orElse(legal.stream().filter(Order.Hold.class::isInstance).findFirst().orElse(null));
            if (pick != null) out.add(pick);
        }
        return out;
    }

    /** A random legal order for every unit that has one, from a seed (FirstMaps' own orders are seed 42). */
    static List<Order> random(Ruleset rules, GameState s, long seed) {
        java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
        List<Order> out = new ArrayList<>();
        for (Unit u : s.units()) {
            List<Order> legal = rules.legalOrders(s, u);
            if (!legal.isEmpty()) out.add(legal.get(random.nextInt(legal.size())));
        }
        return out;
    }

    static List<Outcome> outcomes(List<Order> orders) {
        List<Outcome> out = new ArrayList<>();
        for (int i = 0; i < orders.size(); i++) out.add(new Outcome(orders.get(i), i % 3 != 2, i % 3 == 2 ? "bounced" : null));
        return out;
    }

    /** Drawing options for a phase's outcomes on the position before: the variant's marks and every order with its outcome. */
    static org.chancery.render.RenderOptions options(Ruleset rules, GameState s, List<Outcome> outcomes) {
        return RenderOptions.defaults().marks(rules.marks(s)).orders(outcomes.stream().map(Outcome::order).toList(), outcomes);
    }
}
