package org.chancery.engine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The second moves of units that move in two stages, played in the retreat phase together with the retreats.
 * A second move is given with the first and published with the movement results. It takes no support and cuts
 * none. It bounces where a province on its way is occupied, was left empty by a standoff, is entered by another
 * second move at the same step, or is the target of a retreat; along a road it stops in the last province it
 * entered. A retreat into a province a second move tries to enter bounces too, and the retreating unit is
 * destroyed. Retreats among themselves follow the {@link RetreatAdjudicator}.
 */
public final class SecondMoves {
    private final RetreatAdjudicator retreats;

    public SecondMoves(RetreatAdjudicator retreats) { this.retreats = retreats; }

    /**
     * Plays the retreat phase: {@code pending} are the second moves, each a move of the unit from where its
     * first move ended (those whose unit no longer stands there are dropped); {@code orders} the retreats and
     * disbands.
     */
    public PhaseResult adjudicate(GameState s, List<Order.Move> pending, List<Order> orders) {
        Map<Province, Order> retreatAt = new HashMap<>();
        for (Order o : orders) if (o instanceof Order.Retreat r) retreatAt.put(r.province(), r);
        Set<Province> retreatTargets = new HashSet<>();
        for (Dislodgement d : s.dislodged()) {
            Order o = retreatAt.get(d.unit().province());
            if (o instanceof Order.Retreat r && retreats.options(s, d).contains(r.to())) retreatTargets.add(r.to().province());
        }
        List<Journey> journeys = new ArrayList<>();
        for (Order.Move m : pending) if (m.unit().equals(s.unitAt(m.province()))) journeys.add(new Journey(m));
        Set<Province> contested = new HashSet<>();
        for (int step = 0; ; step++) {
            Map<Province, List<Journey>> entering = new HashMap<>();
            for (Journey m : journeys) {
                if (m.movesAt(step)) {
                    entering.computeIfAbsent(m.route.get(step), k -> new ArrayList<>()).add(m);
                }
            }
            if (entering.isEmpty()) break;
            for (Map.Entry<Province, List<Journey>> e : entering.entrySet()) {
                Province q = e.getKey();
                contested.add(q);
                String why = blocked(s, q, e.getValue(), journeys);
                if (why == null && retreatTargets.contains(q)) why = "a unit retreats there";
                for (Journey m : e.getValue()) {
                    if (why == null) {
                        m.reached = step;
                    } else {
                        m.stopped = true;
                        m.why = why;
                    }
                }
            }
        }
        List<Order> kept = new ArrayList<>();
        List<Outcome> outcomes = new ArrayList<>();
        for (Order o : orders) {
            if (o instanceof Order.Retreat r && contested.contains(r.to().province())) {
                outcomes.add(Outcome.failed(o, "bounced with a second move into " + r.to().province().name() + "; destroyed"));
            } else {
                kept.add(o);
            }
        }
        PhaseResult rr = retreats.adjudicate(s, kept);
        for (Outcome o : rr.outcomes()) {
            boolean bounced = outcomes.stream().anyMatch(x -> x.order().province() == o.order().province());
            if (!bounced) outcomes.add(o);
        }
        GameState.Builder b = rr.after().toBuilder();
        for (Journey m : journeys) {
            Unit u = m.order.unit();
            if (m.reached >= 0) {
                b.removeUnit(u.province());
                b.unit(u.at(m.reached == m.route.size() - 1 ? m.order.to() : m.route.get(m.reached).main()));
            }
            outcomes.add(outcome(m));
        }
        return new PhaseResult(outcomes, b.build());
    }

    /** Why the second moves entering q together bounce there, or null. */
    private static String blocked(GameState s, Province q, List<Journey> entering, List<Journey> journeys) {
        if (entering.size() > 1) return "bounced with another second move";
        if (s.isStandoff(q)) return q.name() + " was left empty by a standoff";
        boolean stands = s.unitAt(q) != null;
        for (Journey other : journeys) {
            if (other.order.province() == q) stands = true;
            if (!entering.contains(other) && other.reached >= 0 && other.at() == q) stands = true;
        }
        return stands ? q.name() + " is occupied" : null;
    }

    private static Outcome outcome(Journey m) {
        if (m.arrived()) return new Outcome(m.order, true, null);
        String where = m.reached < 0 ? "stays in " + m.order.unit().province().name()
                : "stopped in " + m.route.get(m.reached).name();
        return Outcome.failed(m.order, "second move bounced: " + m.why + "; " + where);
    }
}
