package org.chancery.variant.europe1615;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.chancery.engine.Combat;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.MovementAdjudicator;
import org.chancery.engine.MovementResult;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.PhaseResult;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;
import org.chancery.variant.allocation.Auction;
import org.chancery.variant.allocation.AuctionPolicy;
import org.chancery.variant.allocation.Bid;

/**
 * A movement phase: the sanctions' choices applied, INFs deployed, diplomatic attacks resolved, statuses decided,
 * then the states' units take their aligned power's orders, the Ottoman units the order with the most weight,
 * bribed units hold, and the movement is adjudicated with aligned states on their power's side (and allies under
 * a sanction), fortified centres worth two in defence, forced marches' second orders, and attrition-marked armies
 * unable to stand off alone. Dislodged units of the states and of the Ottomans, and marked armies, are disbanded,
 * unless a sanction lets them retreat.
 */
final class MovementTurn {
    private final E1615Setup setup;
    private final Deployment deployment;
    private final Faiths faiths;
    private final Sanctions sanctions;

    MovementTurn(E1615Setup setup, Deployment deployment, Sanctions sanctions) {
        this.setup = setup;
        this.deployment = deployment;
        this.faiths = new Faiths(setup);
        this.sanctions = sanctions;
    }

    PhaseResult play(GameState s, List<Order> orders, Map<String, List<String>> allocations, List<String> notes,
                     Map<String, List<String>> secret) {
        E1615State st = E1615State.read(s);
        Map<String, Deployment.Read> reads = new TreeMap<>();
        Map<String, List<String>> lines = new TreeMap<>();
        for (Map.Entry<String, List<String>> e : new TreeMap<>(allocations).entrySet()) {
            Deployment.Read r = deployment.read(s, e.getKey(), e.getValue());
            if (r.submission().check(st.left(e.getKey())).ok()) {
                reads.put(e.getKey(), r);
                lines.put(e.getKey(), r.sanctionLines());
            } else secret.computeIfAbsent(e.getKey(), k -> new ArrayList<>()).add("Your deployment did not count: "
                    + String.join("; ", r.submission().check(st.left(e.getKey())).errors()) + ".");
        }
        Sanctions.Moves moves = sanctions.movement(s, lines, orders, notes, secret);
        s = moves.position(s);
        st = E1615State.read(s);
        refuseNewlyBarred(new Politics(setup, s, st), reads, secret);
        st = deploy(s, st, reads, notes, secret);
        Politics pol = new Politics(setup, s, st);
        notes.addAll(Reports.statuses(pol));
        List<Order> given = new ArrayList<>();
        for (Order o : orders) {
            if (o.unit() != null && setup.isMajor(o.unit().power()) && !(o instanceof Order.Special)) given.add(o);
        }
        given.addAll(stateOrders(pol, reads, notes));
        if (sanctions.ottomansNeutral(pol)) notes.add("The Ottoman units hold: the Empire has declared neutrality.");
        else given.addAll(ottomanOrders(s, st, reads));
        given = moves.orders(pol, given, notes);
        Map<Province, Outcome> voided = new HashMap<>();
        List<Order> kept = new ArrayList<>();
        for (Order o : given) {
            String why = refusal(pol, o);
            if (why == null) kept.add(o);
            else voided.put(o.province(), Outcome.failed(o, "void: " + why));
        }
        MovementAdjudicator judge = new MovementAdjudicator(setup.board, combat(pol));
        MovementResult m = judge.adjudicate(s, kept, fortified(pol), moves.seconds());
        for (List<Order> behind = followers(pol, m, kept); !behind.isEmpty(); behind = followers(pol, m, kept)) {
            for (Order o : behind) {
                kept.remove(o);
                voided.put(o.province(), Outcome.failed(o, "void: the foreign unit left neutral "
                        + pol.stateAt(((Order.Move) o).to().province()).power() + ", which no other unit may then enter"));
            }
            m = judge.adjudicate(s, kept, fortified(pol), moves.seconds());
        }
        List<Outcome> outcomes = new ArrayList<>();
        int units = m.outcomes().size() - moves.seconds().size();
        for (int i = 0; i < m.outcomes().size(); i++) {
            Outcome o = m.outcomes().get(i);
            Outcome v = i < units ? voided.get(o.order().province()) : null;
            outcomes.add(v == null ? o : o.succeeded() ? v : Outcome.failed(v.order(), v.reason() + "; " + o.reason()));
        }
        GameState after = disband(pol, m.after(), st, notes);
        st = st.withAttrition(Attrition.afterMovement(st, m, moves.seconds(), after));
        after = moves.after(pol, m, st.write(after), notes);
        return new PhaseResult(outcomes, after);
    }

    /**
     * Moves that succeeded into a neutral state's province without dislodging the foreign unit that made it open:
     * that unit moved out, and "no other unit can enter". They are voided and the phase adjudicated again.
     */
    private static List<Order> followers(Politics pol, MovementResult m, List<Order> kept) {
        Set<Province> dislodgedFrom = new java.util.HashSet<>();
        for (Dislodgement x : m.after().dislodged()) dislodgedFrom.add(x.unit().province());
        Set<Order> given = new java.util.HashSet<>(kept);
        List<Order> out = new ArrayList<>();
        for (Outcome o : m.outcomes()) {
            if (o.succeeded() && o.order() instanceof Order.Move mv && given.contains(mv)
                    && pol.closedOnceLeft(mv.to().province(), mv.unit().power()) && !dislodgedFrom.contains(mv.to().province())) {
                out.add(mv);
            }
        }
        return out;
    }

    /** Extra hold strength of the units in fortified centres, by province; null for none. */
    private double[] fortified(Politics pol) {
        double[] out = null;
        for (Unit u : pol.position().units()) {
            double f = sanctions.fortification(pol, u);
            if (f == 0) continue;
            if (out == null) out = new double[setup.board.size()];
            out[u.province().index()] = f;
        }
        return out;
    }

    /** Grants that a sanction chosen this phase now bars are refused; their INFs stay with the power. */
    private void refuseNewlyBarred(Politics pol, Map<String, Deployment.Read> reads, Map<String, List<String>> secret) {
        reads.replaceAll((power, r) -> {
            List<Deployment.Grant> kept = new ArrayList<>();
            for (Deployment.Grant g : r.grants()) {
                String why = deployment.refusal(pol, power, pol.get(g.state()));
                if (why == null) kept.add(g);
                else secret.computeIfAbsent(power, k -> new ArrayList<>()).add("Your " + g.text() + " was refused: " + why
                        + " (chosen this phase); those INFs stay yours to deploy.");
            }
            return kept.size() == r.grants().size() ? r
                    : new Deployment.Read(kept, r.orders(), r.ottoman(), r.attack(), r.sanctionLines(), r.submission());
        });
    }

    /** Adds every counted deployment, then resolves the diplomatic attacks; who deployed where is public. */
    private E1615State deploy(GameState s, E1615State st, Map<String, Deployment.Read> reads, List<String> notes,
                              Map<String, List<String>> secret) {
        Map<String, Map<String, Integer>> inf = new TreeMap<>();
        st.influence().forEach((k, v) -> inf.put(k, new TreeMap<>(v)));
        Map<String, Integer> spent = new TreeMap<>(st.spent());
        Map<String, Set<String>> who = new TreeMap<>();
        List<Influence.Attack> attacks = new ArrayList<>();
        reads.forEach((power, r) -> {
            for (Deployment.Grant g : r.grants()) {
                inf.computeIfAbsent(g.state(), k -> new TreeMap<>()).merge(power, g.points(), Integer::sum);
                spent.merge(power, g.points(), Integer::sum);
                who.computeIfAbsent(g.state(), k -> new TreeSet<>()).add(power);
            }
            if (r.attack() != null) attacks.add(r.attack());
        });
        if (!who.isEmpty()) {
            List<String> parts = new ArrayList<>();
            who.forEach((state, powers) -> parts.add(state + ": " + String.join(", ", powers)));
            notes.add("INFs deployed to " + String.join("; ", parts) + ".");
        }
        Map<String, Integer> centres = s.centreCounts();
        E1615State.Round last = st.lastRound();
        for (Influence.Resolved x : Influence.attack(inf, attacks, Influence.sequence(st.budgets(), centres,
                last == null ? null : last.scores(), setup.firstYearOrder))) {
            Influence.Attack a = x.attack();
            secret.computeIfAbsent(a.attacker(), k -> new ArrayList<>()).add("Your diplomatic attack " + a.text()
                    + (x.reduction() == 0 ? " did nothing: one side had no INFs there by then."
                    : " took " + x.reduction() + " INFs from " + a.target() + " and from you."));
            if (x.reduction() > 0) {
                secret.computeIfAbsent(a.target(), k -> new ArrayList<>()).add(a.attacker()
                        + "'s diplomatic attack in " + a.state() + " took " + x.reduction() + " of your INFs there.");
            }
        }
        return st.withInfluence(inf).withSpent(spent);
    }

    /** The order each state's unit takes: its aligned power's, else a hold; whether it was followed is public. */
    private List<Order> stateOrders(Politics pol, Map<String, Deployment.Read> reads, List<String> notes) {
        List<Order> out = new ArrayList<>();
        List<String> lines = new ArrayList<>();
        int idle = 0;
        for (Unit u : pol.position().units()) {
            MinorState m = pol.ofPower(u.power());
            if (m == null || m.ottoman()) continue;
            String a = pol.alignedWith(m);
            Deployment.Read r = a == null ? null : reads.get(a);
            Order o = r == null ? null : r.orders().get(u.province());
            out.add(o == null ? new Order.Hold(u) : o);
            String who = u.shortName() + " (" + m.power() + ")";
            if (a != null) lines.add(who + (o == null ? " holds: no order from " + a : ": " + a + "'s order followed"));
            else if (pol.neutral(m)) lines.add(who + ": orders ignored, neutral");
            else if (!pol.pliant(m)) lines.add(who + " holds: captured");
            else idle++;
        }
        String rest = idle == 0 ? "" : (lines.isEmpty() ? "all " : "the other ") + idle + " units of unaligned states hold";
        if (!lines.isEmpty()) rest = String.join("; ", lines) + (rest.isEmpty() ? "" : "; " + rest);
        if (!rest.isEmpty()) notes.add("The states' units: " + rest + ".");
        return out;
    }

    /** The Ottoman units take the order backed by the most INFs this year, summed; a tie holds. */
    private List<Order> ottomanOrders(GameState s, E1615State st, Map<String, Deployment.Read> reads) {
        String ot = setup.ottomans().power();
        List<Bid> bids = new ArrayList<>();
        reads.forEach((power, r) -> r.ottoman().values().forEach(o -> bids.add(new Bid(power, 1, o))));
        AuctionPolicy weights = new AuctionPolicy() {
            public String refusal(String bidder, String owner) { return null; }
            public int weight(String bidder, String owner) { return st.budgets().getOrDefault(bidder, 0); }
            public boolean attackingRuleApplies(String owner) { return false; }
        };
        return new Auction(weights).resolve(s, Map.of(), bids, Set.of(ot)).orders();
    }

    private String refusal(Politics pol, Order o) {
        if (o instanceof Order.Move mv && pol.closedTo(mv.to().province(), mv.unit().power())) {
            return mv.to().province().name() + " lies in neutral " + pol.stateAt(mv.to().province()).power()
                    + ", which no unit may enter";
        }
        if (o instanceof Order.Move mv) {
            String why = sanctions.moveRefusal(pol, mv.unit(), mv.to().province());
            if (why != null) return why;
        }
        return faiths.refusal(pol, o);
    }

    private Combat combat(Politics pol) {
        E1615State st = pol.state();
        return new Combat() {
            public boolean sameSide(String a, String b) {
                String x = pol.side(a), y = pol.side(b);
                return x.equals(y) || sanctions.sameSide(pol, x, y);
            }

            public boolean cannotStandOffAlone(Unit u) {
                return u.kind().equals(UnitKind.ARMY) && st.marked(u.province().id());
            }

        };
    }

    /**
     * Dislodged units of the states and the Ottomans (unless a sanction lets them retreat), dislodged armies with an
     * attrition mark, and units a sanction disbands when dislodged are disbanded.
     */
    private GameState disband(Politics pol, GameState after, E1615State st, List<String> notes) {
        GameState.Builder b = after.toBuilder().clearDislodged();
        for (Province p : after.standoffs()) b.standoff(p);
        for (Dislodgement x : after.dislodged()) {
            Unit u = x.unit();
            if (!setup.isMajor(u.power()) && !sanctions.mayRetreat(pol, u)) {
                notes.add(u.power() + "'s " + u.displayName() + " was dislodged and is disbanded (no retreat).");
            } else if (setup.isMajor(u.power()) && sanctions.disbandReason(pol, x, after) != null) {
                notes.add(u.power() + "'s " + u.displayName() + " was dislodged and is disbanded: " + sanctions.disbandReason(pol, x, after) + ".");
            } else if (u.kind().equals(UnitKind.ARMY) && st.marked(u.province().id())) {
                notes.add(u.power() + "'s " + u.displayName() + " was dislodged a second time and is disbanded (attrition).");
            } else {
                b.dislodged(x);
            }
        }
        return b.build();
    }
}
