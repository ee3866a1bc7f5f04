package org.chancery.engine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;

/**
 * Resolves a retreat phase: a retreat succeeds if it is legal and no other unit retreats to the same
 * province; two retreats to one province both fail. Units without a valid retreat are disbanded. A unit that
 * retreats becomes its kind's {@link UnitKind#afterRetreat()}.
 */
public final class RetreatAdjudicator {
    private final Board board;
    private final BiPredicate<Province, Province> barred;

    public RetreatAdjudicator(Board board) { this(board, (a, b) -> false); }

    /** With crossings no retreat may use (a unit retreating across a strait is destroyed). */
    public RetreatAdjudicator(Board board, BiPredicate<Province, Province> barred) {
        this.board = board;
        this.barred = barred;
    }

    /** Legal retreat destinations for a dislodged unit. */
    public List<Location> options(GameState s, Dislodgement d) {
        List<Location> out = new ArrayList<>();
        Unit u = d.unit();
        if (s.isStationary(u)) return out;
        for (Location l : candidates(u)) {
            Province p = l.province();
            if (s.unitAt(p) != null || s.isStandoff(p)) continue;
            if (p == d.attackerFrom() && !d.byConvoy()) continue;
            if (barred.test(u.province(), p)) continue;
            out.add(l);
        }
        return out;
    }

    private List<Location> candidates(Unit u) {
        if (u.kind().isNaval()) return board.fleetNeighbours(u.location());
        List<Location> out = new ArrayList<>();
        for (Province p : board.armyNeighbours(u.province())) out.add(p.main());
        return out;
    }

    public PhaseResult adjudicate(GameState s, List<Order> orders) {
        Map<Province, Order> byUnit = new HashMap<>();
        for (Order o : orders) byUnit.put(o.province(), o);
        Map<Province, Integer> targets = new HashMap<>();
        for (Dislodgement d : s.dislodged()) {
            Order o = byUnit.get(d.unit().province());
            if (o instanceof Order.Retreat r && options(s, d).contains(r.to())) {
                targets.merge(r.to().province(), 1, Integer::sum);
            }
        }
        List<Outcome> outcomes = new ArrayList<>();
        GameState.Builder b = s.toBuilder().clearDislodged();
        for (Dislodgement d : s.dislodged()) {
            Order o = byUnit.get(d.unit().province());
            if (o instanceof Order.Retreat r) {
                if (!options(s, d).contains(r.to())) {
                    outcomes.add(Outcome.failed(o, "cannot retreat there; disbanded"));
                } else if (targets.get(r.to().province()) > 1) {
                    outcomes.add(Outcome.failed(o, "bounced with another retreat; disbanded"));
                } else {
                    outcomes.add(Outcome.ok(o));
                    b.unit(new Unit(d.unit().power(), d.unit().kind().afterRetreat(), r.to()));
                }
            } else if (o instanceof Order.Disband) {
                outcomes.add(Outcome.ok(o));
            } else {
                outcomes.add(Outcome.failed(new Order.Disband(d.unit()), "no retreat ordered; disbanded"));
            }
        }
        return new PhaseResult(outcomes, b.build());
    }
}
