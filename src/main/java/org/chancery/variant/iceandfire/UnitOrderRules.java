package org.chancery.variant.iceandfire;

import org.chancery.engine.Order;
import org.chancery.engine.Unit;

/**
 * Ice and Fire's limits on unit orders, checked when an order is entered and again at adjudication (where
 * an order that breaks one is void and its unit holds): the wildling army only holds and is never supported to
 * move or convoyed; a removed House's units only hold; and no unit supports a House that executed its own House's heir.
 */
final class UnitOrderRules {
    private final IafSetup setup;

    UnitOrderRules(IafSetup setup) { this.setup = setup; }

    /** Null if the order stands, otherwise why it is invalid. */
    String refusal(IafState st, Order o) {
        Unit u = o.unit();
        if (u == null || o instanceof Order.Hold || o instanceof Order.Special) return null;
        if (u.power().equals(setup.wildlings)) return "the wildling army takes no orders: it only holds";
        if (o instanceof Order.Retreat || o instanceof Order.Disband || o instanceof Order.Remove) return null;
        if (st.isRemoved(u.power())) return "House " + u.power() + " has been removed from the game: its units only hold";
        if (o instanceof Order.Convoy c) {
            String army = c.convoyed().power();
            if (army.equals(setup.wildlings)) return "the wildling army never moves, so nobody convoys it";
            if (st.isRemoved(army)) return "House " + army + " has been removed from the game: its army only holds, so nobody convoys it";
        }
        Unit supported = o instanceof Order.SupportMove sm ? sm.supported() : o instanceof Order.SupportHold sh ? sh.supported() : null;
        if (supported == null) return null;
        if (o instanceof Order.SupportMove && supported.power().equals(setup.wildlings)) {
            return "the wildling army is never supported to move";
        }
        for (IafState.Execution e : st.executions()) {
            if (e.by().equals(supported.power()) && e.victim().equals(u.power())) {
                return e.by() + " executed " + e.victim() + "'s " + IafOrders.heir(e.heir()) + " (" + e.phase() + "), so "
                        + e.victim() + "'s units may never again support " + e.by() + "'s";
            }
        }
        return null;
    }
}
