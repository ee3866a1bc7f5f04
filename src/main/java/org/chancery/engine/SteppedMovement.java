package org.chancery.engine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * A movement phase in which some moves run along a road through several provinces. Units on roads move one
 * province at a time, all together: step 1 is the whole phase as usual, with each road move making its first
 * step; at each later step the road moves still under way make their next step while every other unit stands.
 * A road move that bounces stops in the last province it entered. A support for a road move counts at the step
 * that enters the province it names; a support to hold counts at every step; a fortification's hold bonus goes
 * to units that were not ordered to move. Without road moves this is exactly the {@link MovementAdjudicator}.
 * Use one instance per thread.
 */
public final class SteppedMovement {
    private final MovementAdjudicator adjudicator;

    public SteppedMovement(Board board) { this.adjudicator = new MovementAdjudicator(board); }

    /** A support for a road move into a province after its first step, given at that step. */
    private record Deferred(Order.SupportMove order, Journey mover, int step) {}

    /** Adjudicates the phase; {@code holdBonus} (by province, or null) as in the {@link MovementAdjudicator}. */
    public MovementResult adjudicate(GameState s, List<Order> orders, double[] holdBonus) {
        Map<Province, Journey> travellers = new HashMap<>();
        for (Order o : orders) {
            if (o instanceof Order.Move m && !m.road().isEmpty()) travellers.put(m.province(), new Journey(m));
        }
        if (travellers.isEmpty()) return adjudicator.adjudicate(s, orders, holdBonus);

        Map<Order, Order> original = new IdentityHashMap<>();
        Map<Order, Outcome> replaced = new IdentityHashMap<>();
        List<Deferred> deferred = new ArrayList<>();
        List<Order> first = new ArrayList<>();
        for (Order o : orders) {
            Order step = o;
            Journey t = travellers.get(o.province());
            if (t != null && t.order == o) {
                step = new Order.Move(t.unit, t.route.get(0).main(), false);
            } else if (o instanceof Order.SupportMove sm && travellers.containsKey(sm.supported().province())) {
                Journey mover = travellers.get(sm.supported().province());
                int at = mover.route.indexOf(sm.to());
                if (at > 0) {
                    deferred.add(new Deferred(sm, mover, at));
                    step = new Order.Hold(sm.unit());
                }
            }
            original.put(step, o);
            first.add(step);
        }
        MovementResult r = adjudicator.adjudicate(s, first, holdBonus);
        List<Outcome> outcomes = new ArrayList<>();
        Map<Province, Outcome> stepOutcome = new HashMap<>();
        for (Outcome out : r.outcomes()) {
            Order o = original.getOrDefault(out.order(), out.order());
            outcomes.add(new Outcome(o, out.succeeded(), out.reason()));
            stepOutcome.put(o.province(), out);
        }
        for (Journey t : travellers.values()) {
            Outcome out = stepOutcome.get(t.order.province());
            if (out.succeeded()) {
                t.reached = 0;
                t.unit = t.unit.at(t.route.get(0).main());
            } else {
                t.stopped = true;
                t.why = out.reason();
            }
        }
        List<Dislodgement> dislodged = new ArrayList<>(r.after().dislodged());
        List<Province> standoffs = new ArrayList<>(r.after().standoffs());
        GameState cur = r.after().toBuilder().clearDislodged().build();
        for (int step = 1; ; step++) {
            List<Journey> moving = new ArrayList<>();
            for (Journey t : travellers.values()) {
                if (t.movesAt(step)) moving.add(t);
            }
            if (moving.isEmpty()) break;
            cur = step(s, cur, step, moving, orders, deferred, holdBonus, replaced, dislodged, standoffs);
        }
        return new MovementResult(finish(outcomes, travellers, deferred, replaced, dislodged),
                result(cur, dislodged, standoffs));
    }

    /** One later step: the travellers given make their next step; returns the position after it. */
    private GameState step(GameState start, GameState cur, int step, List<Journey> moving, List<Order> orders,
                           List<Deferred> deferred, double[] holdBonus, Map<Order, Outcome> replaced,
                           List<Dislodgement> dislodged, List<Province> standoffs) {
        List<Order> now = new ArrayList<>();
        Map<Order, Journey> moves = new IdentityHashMap<>();
        Map<Order, Deferred> supports = new IdentityHashMap<>();
        for (Journey t : moving) {
            Order m = new Order.Move(t.unit, t.route.get(step).main(), false);
            moves.put(m, t);
            now.add(m);
        }
        for (Deferred d : deferred) {
            if (d.step != step || !moving.contains(d.mover) || !inPlace(cur, d.order.unit())) continue;
            Order sm = new Order.SupportMove(d.order.unit(), d.mover.unit, d.order.to(), d.order.coast());
            supports.put(sm, d);
            now.add(sm);
        }
        List<Province> movers = new ArrayList<>();
        for (Order o : orders) if (o instanceof Order.Move) movers.add(o.province());
        for (Order o : orders) {
            if (o instanceof Order.SupportHold sh && inPlace(cur, sh.unit()) && inPlace(cur, sh.supported())
                    && !movers.contains(sh.supported().province())) {
                now.add(sh);
            }
        }
        double[] bonus = null;
        if (holdBonus != null) {
            bonus = new double[holdBonus.length];
            for (Province p : cur.board().provinces()) {
                Unit u = cur.unitAt(p);
                if (u != null && u.equals(start.unitAt(p)) && !movers.contains(p)) bonus[p.index()] = holdBonus[p.index()];
            }
        }
        MovementResult r = adjudicator.adjudicate(cur, now, bonus);
        for (Outcome out : r.outcomes()) {
            Journey t = moves.get(out.order());
            if (t != null) {
                if (out.succeeded()) {
                    t.reached = step;
                    t.unit = t.unit.at(t.route.get(step).main());
                } else {
                    t.stopped = true;
                    t.why = (out.reason().startsWith("bounced") ? "bounced entering " : out.reason() + " entering ")
                            + t.route.get(step).name();
                }
            }
            Deferred d = supports.get(out.order());
            if (d != null) replaced.put(d.order, new Outcome(d.order, out.succeeded(), out.reason()));
        }
        for (Dislodgement d : r.after().dislodged()) {
            Journey t = find(moving, d.unit());
            if (t != null) {
                t.stopped = true;
                if (t.why == null) t.why = "dislodged in " + d.unit().province().name();
            }
            dislodged.add(d);
        }
        standoffs.addAll(r.after().standoffs());
        return r.after().toBuilder().clearDislodged().build();
    }

    private static Journey find(List<Journey> travellers, Unit u) {
        for (Journey t : travellers) if (t.unit.equals(u)) return t;
        return null;
    }

    /** Whether exactly this unit still stands where it stood (not dislodged, not moved). */
    private static boolean inPlace(GameState s, Unit u) {
        return u.equals(s.unitAt(u.province()));
    }

    /** The outcomes of the orders as given: road moves by how far they went, deferred supports by their step. */
    private static List<Outcome> finish(List<Outcome> first, Map<Province, Journey> travellers, List<Deferred> deferred,
                                        Map<Order, Outcome> replaced, List<Dislodgement> dislodged) {
        for (Journey t : travellers.values()) {
            boolean lost = false;
            for (Dislodgement d : dislodged) lost |= d.unit().equals(t.unit);
            Outcome out;
            if (t.arrived() && !lost) out = Outcome.ok(t.order);
            else if (t.reached < 0) out = null;
            else out = Outcome.failed(t.order, t.why + "; stopped in " + t.route.get(t.reached).name()
                    + (lost ? ", dislodged" : ""));
            if (out != null) replaced.put(t.order, out);
        }
        for (Deferred d : deferred) {
            if (replaced.containsKey(d.order)) continue;
            boolean gone = dislodged.stream().anyMatch(x -> x.unit().equals(d.order.unit()));
            replaced.put(d.order, Outcome.failed(d.order, gone ? "dislodged"
                    : d.mover.order.unit().shortName() + " stopped before " + d.order.to().name()));
        }
        List<Outcome> out = new ArrayList<>();
        for (Outcome o : first) {
            Outcome r = replaced.get(o.order());
            if (r == null && o.succeeded() && o.order() instanceof Order.Hold h
                    && dislodged.stream().anyMatch(x -> x.unit().equals(h.unit()))) {
                r = Outcome.failed(o.order(), "dislodged");
            }
            out.add(r == null ? o : r);
        }
        return out;
    }

    /** The final position: every dislodgement of every step, and the standoffs left empty. */
    private static GameState result(GameState cur, List<Dislodgement> dislodged, List<Province> standoffs) {
        GameState.Builder b = cur.toBuilder().clearDislodged();
        List<Province> from = new ArrayList<>();
        for (Dislodgement d : dislodged) {
            if (from.contains(d.unit().province())) continue;
            from.add(d.unit().province());
            b.dislodged(d);
        }
        for (Province p : standoffs) if (cur.unitAt(p) == null) b.standoff(p);
        return b.build();
    }
}
