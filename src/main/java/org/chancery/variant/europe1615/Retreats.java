package org.chancery.variant.europe1615;

import java.util.ArrayList;
import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.PhaseResult;
import org.chancery.engine.PhaseRunner;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;

/**
 * A retreat phase: no retreat into a neutral state (unless a sanction opens it) or where a sanction forbids it;
 * a state's unit that a sanction lets retreat takes its aligned power's order; armies that retreat take an
 * attrition mark.
 */
final class Retreats {
    /** A major's order for the dislodged unit of a state aligned with it. */
    static final String STATE_RETREAT = "state-retreat";

    private final E1615Setup setup;
    private final PhaseRunner runner;

    Retreats(E1615Setup setup, PhaseRunner runner) {
        this.setup = setup;
        this.runner = runner;
    }

    /**
     * Why the unit may not retreat into the province, or null. A state's unit retreats only under its intervention:
     * "no retreats are allowed for units of the minor states" (a scenario may give one as dislodged).
     */
    String refusal(Politics pol, Unit u, Province to) {
        if (!setup.isMajor(u.power()) && !setup.sanctions().mayRetreat(pol, u)) {
            return u.power() + "'s units may not retreat: a state's dislodged unit is disbanded";
        }
        if (pol.closedTo(to, u.power())) return to.name() + " lies in a neutral state";
        return setup.sanctions.retreatRefusal(pol, u, to);
    }

    PhaseResult play(GameState s, List<Order> orders) {
        Politics pol = Politics.of(setup, s);
        List<Order> kept = new ArrayList<>();
        List<Outcome> refused = new ArrayList<>();
        for (Order given : orders) {
            Order o = given instanceof Order.Special x && STATE_RETREAT.equals(x.kind()) ? stateOrder(pol, x) : given;
            if (o == null || o instanceof Order.Special) continue;
            String why = o instanceof Order.Retreat r ? refusal(pol, r.unit(), r.to().province()) : null;
            if (why != null) refused.add(Outcome.failed(o, "void: " + why + "; disbanded"));
            else kept.add(o);
        }
        PhaseResult r = runner.adjudicate(s, kept);
        List<Outcome> out = new ArrayList<>(r.outcomes());
        out.addAll(refused);
        E1615State st = E1615State.read(r.after());
        return new PhaseResult(out, st.withAttrition(Attrition.afterRetreat(st, r.outcomes())).write(r.after()));
    }

    /** The retreat or disband a power gave a state's unit, if the state is still aligned with it. */
    private Order stateOrder(Politics pol, Order.Special x) {
        if (!x.power().equals(pol.alignedWith(pol.ofPower(x.unit().power())))) return null;
        if (x.args().get(0).equals("disband")) return new Order.Disband(x.unit());
        return new Order.Retreat(x.unit(), pol.position().board().location(x.args().get(1)));
    }

    /** A power's retreat or disband for a state's unit, as its own order. */
    static Order.Special stateOrder(String power, Order o) {
        if (o instanceof Order.Retreat r) {
            return new Order.Special(power, r.unit(), r.unit().province(), STATE_RETREAT, List.of("retreat", r.to().id()), o.text());
        }
        return new Order.Special(power, o.unit(), o.unit().province(), STATE_RETREAT, List.of("disband"), o.text());
    }
}
