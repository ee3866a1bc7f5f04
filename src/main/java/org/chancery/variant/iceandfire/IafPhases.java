package org.chancery.variant.iceandfire;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.chancery.engine.Calendar;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.MovementAdjudicator;
import org.chancery.engine.MovementResult;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.Phase;
import org.chancery.engine.PhaseResult;
import org.chancery.engine.PhaseRunner;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.RetreatAdjudicator;
import org.chancery.engine.Unit;
import org.chancery.variant.heirs.Heirs;

/**
 * Ice and Fire's movement and retreat phases and the passage between phases: heir orders beside the units', the
 * support ban, removed Houses and the wildlings destroyed when dislodged, and at the Autumn handover the hostages
 * and the wildlings' end.
 */
final class IafPhases {
    private final IafSetup setup;
    private final Hostages hostages;
    private final HeirTurn heirTurn;
    private final UnitOrderRules unitRules;
    private final IafAdjustments winter;
    private final Calendar calendar;

    IafPhases(IafSetup setup, Hostages hostages, HeirTurn heirTurn, UnitOrderRules unitRules, IafAdjustments winter,
              Calendar calendar) {
        this.setup = setup;
        this.hostages = hostages;
        this.heirTurn = heirTurn;
        this.unitRules = unitRules;
        this.winter = winter;
        this.calendar = calendar;
    }

    /** A House gives orders until it is removed; the wildlings never do. */
    boolean ordersFrom(IafState st, String power) { return setup.isHouse(power) && !st.isRemoved(power); }

    PhaseResult movement(GameState s, List<Order> orders, List<String> notes) {
        List<Order.Special> specials = new ArrayList<>();
        List<Order> unitOrders = new ArrayList<>();
        for (Order o : orders) {
            if (o instanceof Order.Special x) specials.add(x);
            else unitOrders.add(o);
        }
        HeirTurn.Result hr = heirTurn.resolve(s, Heirs.read(s), IafState.read(s), specials);
        IafState st = hr.state();
        List<Order> kept = new ArrayList<>();
        Map<Province, Outcome> voided = new HashMap<>();
        for (Order o : unitOrders) {
            String why = o.unit() == null ? "not an order for a movement phase" : unitRules.refusal(st, o);
            if (why == null) kept.add(o);
            else if (o.unit() != null) voided.put(o.province(), Outcome.failed(o, "void: " + why));
        }
        MovementResult m = new MovementAdjudicator(setup.board).adjudicate(s, kept);
        List<Outcome> outcomes = new ArrayList<>();
        for (Outcome o : m.outcomes()) {
            Outcome v = voided.get(o.order().province());
            if (v == null) outcomes.add(o);
            else outcomes.add(o.succeeded() ? v : Outcome.failed(v.order(), v.reason() + "; " + o.reason()));
        }
        notes.addAll(hr.notes());
        outcomes.addAll(hr.outcomes());
        GameState.Builder b = m.after().toBuilder();
        hr.heirs().write(b);
        st = removals(m.after(), hr.heirs(), st, b, notes);
        st.write(b);
        GameState after = b.build();
        return new PhaseResult(outcomes, destroyStationary(after, notes));
    }

    /** Dislodged units that never retreat (the wildlings, removed Houses) are destroyed at once. */
    private GameState destroyStationary(GameState s, List<String> notes) {
        GameState.Builder b = s.toBuilder().clearDislodged();
        for (Province p : s.standoffs()) b.standoff(p);
        for (Dislodgement d : s.dislodged()) {
            if (!s.isStationary(d.unit())) {
                b.dislodged(d);
            } else if (d.unit().power().equals(setup.wildlings)) {
                notes.add("The wildling army " + d.unit().province().name() + " is dislodged and destroyed.");
            } else {
                notes.add(d.unit().power() + "'s " + d.unit().kind().name().toLowerCase() + " in "
                        + d.unit().province().name() + " is dislodged and destroyed (House removed).");
            }
        }
        return b.build();
    }

    PhaseResult retreat(GameState s, List<Order> orders) {
        List<Order> kept = new ArrayList<>();
        List<Outcome> refused = new ArrayList<>();
        IafState st = IafState.read(s);
        for (Order o : orders) {
            if (o.unit() == null) refused.add(Outcome.failed(o, "not an order for a retreat phase"));
            else if (!ordersFrom(st, o.unit().power())) refused.add(Outcome.failed(o, "void: " + o.unit().power() + " gives no orders"));
            else kept.add(o);
        }
        PhaseResult r = new RetreatAdjudicator(setup.board).adjudicate(s, kept);
        List<Outcome> outcomes = new ArrayList<>(r.outcomes());
        outcomes.addAll(refused);
        return new PhaseResult(outcomes, r.after());
    }

    /** Marks the Houses whose last heir is dead while another House holds their capital. */
    private IafState removals(GameState s, Heirs heirs, IafState st, GameState.Builder b, List<String> notes) {
        for (String house : setup.houses()) {
            if (st.isRemoved(house) || heirs.hasLiving(house)) continue;
            Province capital = setup.capitalOf(house);
            String owner = s.ownerOf(capital);
            if (owner == null || owner.equals(house)) continue;
            st = st.withRemoved(house);
            b.stationary(house, true);
            notes.add("House " + house + " is removed from the game: its last heir is dead and " + owner + " holds "
                    + capital.name() + ". Its units hold, are destroyed if dislodged, and are disbanded by the "
                    + "auto-destroy order.");
        }
        return st;
    }

    /**
     * Moves on to the next phase that needs orders. Passing the Autumn retreats hands over centres (never to the
     * wildlings), takes heirs at captured capitals hostage and may remove Houses; a Winter with no choice for any
     * player is still played by itself (the wildlings' rebuild, removed Houses' disbands).
     */
    GameState advance(GameState s, List<String> notes) {
        GameState cur = s;
        while (true) {
            Phase from = cur.phase();
            Phase to = calendar.next(from);
            GameState.Builder b = PhaseRunner.enter(cur, to);
            boolean handover = calendar.ownershipChangesBetween(from, to);
            if (handover) {
                for (Unit u : cur.units()) {
                    if (u.province().isSupplyCenter() && setup.isHouse(u.power())) b.owner(u.province(), u.power());
                }
            }
            GameState next = b.build();
            if (handover) next = afterHandover(cur, next, notes);
            cur = next;
            if (to.type() == PhaseType.RETREAT && cur.dislodged().isEmpty()) continue;
            if (to.type() == PhaseType.ADJUSTMENT && !winter.playersHaveSomethingToDo(cur)) {
                PhaseResult auto = winter.adjudicate(cur, List.of(), notes);
                for (Outcome o : auto.outcomes()) {
                    if (o.order() instanceof Order.Remove r) {
                        notes.add(r.unit().power() + "'s " + r.unit().kind().name().toLowerCase() + " in "
                                + r.province().name() + " is disbanded (" + o.reason() + ").");
                    }
                }
                cur = auto.after();
                continue;
            }
            return cur;
        }
    }

    private GameState afterHandover(GameState before, GameState s, List<String> notes) {
        IafState st = IafState.read(s);
        Heirs heirs = Heirs.read(s);
        GameState.Builder b = s.toBuilder();
        Province btw = setup.beyondTheWall;
        if (!st.wildlingsGone() && s.ownerOf(btw) != null) {
            st = st.withWildlingsGone();
            notes.add(s.ownerOf(btw) + " has taken " + btw.name() + ": the wildlings will never return.");
        }
        heirs = hostages.take(before, s, heirs, notes);
        heirs.write(b);
        st = removals(s, heirs, st, b, notes);
        return st.write(b).build();
    }
}
