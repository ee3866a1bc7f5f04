package org.chancery.variant.allocation;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;

/**
 * The Attacking and Allocating rule: a power whose unit moves against a minor power's unit, or supports
 * such a move, may not allocate to that minor power in the same turn.
 */
public final class AttackingRule {
    private AttackingRule() {}

    /** The owners of units that {@code power} attacks or helps attack with these orders. */
    public static Set<String> attacked(GameState s, String power, List<Order> orders) {
        Set<String> out = new TreeSet<>();
        for (Order o : orders) {
            if (o.unit() == null || !power.equals(o.unit().power())) continue;
            Province target = null;
            if (o instanceof Order.Move m) target = m.to().province();
            if (o instanceof Order.SupportMove sm) target = sm.to();
            if (target == null) continue;
            Unit there = s.unitAt(target);
            if (there != null && !there.power().equals(power)) out.add(there.power());
        }
        return out;
    }
}
