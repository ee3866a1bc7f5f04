package org.chancery.variant.europe1615;

import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;

/**
 * The rulebook's rules for Christian and Islamic units: a Christian unit never supports or convoys an Islamic
 * unit's move onto the Papal States or the provinces next to them (VEN, PIA, TUS, NAP); an Islamic unit never
 * supports a Christian unit's attack on an Islamic unit, nor supports or convoys a Christian unit into an
 * Islamic centre. Such an order is void: the unit holds.
 */
final class Faiths {
    private final E1615Setup setup;

    Faiths(E1615Setup setup) { this.setup = setup; }

    boolean islamic(Politics pol, String power) {
        MinorState m = pol.ofPower(power);
        return m != null && m.islamic();
    }

    /** Why the order is void under these rules, or null. */
    String refusal(Politics pol, Order o) {
        Unit u = o.unit();
        Unit helped;
        Province to;
        if (o instanceof Order.SupportMove sm) {
            helped = sm.supported();
            to = sm.to();
        } else if (o instanceof Order.Convoy c) {
            helped = c.convoyed();
            to = c.to();
        } else {
            return null;
        }
        boolean mine = islamic(pol, u.power()), theirs = islamic(pol, helped.power());
        if (!mine && theirs && setup.islamicBanned.contains(to.id())) {
            return "Christian units never help an Islamic unit onto the Papal States or the provinces next to them";
        }
        if (mine && !theirs) {
            GameState s = pol.position();
            Unit there = s.unitAt(to);
            if (o instanceof Order.SupportMove && there != null && islamic(pol, there.power())) {
                return "Islamic units never support a Christian attack on an Islamic unit";
            }
            if (to.isSupplyCenter() && islamic(pol, s.ownerOf(to))) {
                return "Islamic units never help a Christian unit into an Islamic centre";
            }
        }
        return null;
    }
}
