package org.chancery.variant.iceandfire;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.chancery.engine.AdjustmentAdjudicator;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.PhaseResult;
import org.chancery.engine.Province;
import org.chancery.engine.Rules;
import org.chancery.engine.Unit;
import org.chancery.variant.heirs.Heir;
import org.chancery.variant.heirs.Heirs;

/**
 * The Winter: promotions of new heirs (each counts as a unit for ever), builds anywhere (and Harlaw for the
 * Greyjoys), removals with the auto-destroy order for those not ordered and for removed Houses, and the
 * wildlings' new army while Beyond the Wall is neutral and vacant.
 */
final class IafAdjustments {
    private final IafSetup setup;
    private final Rules rules;
    private final AdjustmentAdjudicator engine;
    private final AutoDisband auto;
    private final HeirOrderEntry entry;

    IafAdjustments(IafSetup setup, Rules rules, AutoDisband auto, HeirOrderEntry entry) {
        this.setup = setup;
        this.rules = rules;
        this.engine = new AdjustmentAdjudicator(setup.board, rules);
        this.auto = auto;
        this.entry = entry;
    }

    /** Centres minus units minus heirs ever promoted: positive means builds, negative removals. */
    static int balance(GameState s, Heirs heirs, String house) {
        return s.centresOf(house).size() - s.unitsOf(house).size() - heirs.built(house).size();
    }

    /** The Houses that take part in adjustments (not the wildlings). */
    List<String> houses(GameState s) {
        List<String> out = new ArrayList<>();
        for (String p : s.livePowers()) if (setup.isHouse(p)) out.add(p);
        return out;
    }

    boolean mayPromote(GameState s, Heirs heirs, IafState st, String house) {
        return !st.isRemoved(house) && entry.promotionRefusal(s, heirs, house) == null;
    }

    /** What a House owes or may do this Winter: -1 for nothing. */
    int owed(GameState s, Heirs heirs, IafState st, String house) {
        if (st.isRemoved(house)) return -1;
        int b = balance(s, heirs, house);
        if (b < 0 || (b > 0 && engine.hasBuildSite(s, house))) return Math.abs(b);
        return mayPromote(s, heirs, st, house) ? 0 : -1;
    }

    /** Whether any player has a choice to make this Winter. */
    boolean playersHaveSomethingToDo(GameState s) {
        Heirs heirs = Heirs.read(s);
        IafState st = IafState.read(s);
        for (String h : houses(s)) if (owed(s, heirs, st, h) >= 0) return true;
        return false;
    }

    PhaseResult adjudicate(GameState s, List<Order> orders, List<String> notes) {
        Heirs heirs = Heirs.read(s);
        IafState st = IafState.read(s);
        List<Outcome> outcomes = new ArrayList<>();
        GameState.Builder b = s.toBuilder();
        for (String house : houses(s)) {
            List<Order> mine = new ArrayList<>();
            for (Order o : orders) if (house.equals(powerOf(o))) mine.add(o);
            if (st.isRemoved(house)) {
                for (Order o : mine) outcomes.add(Outcome.failed(o, "House " + house + " has been removed from the game"));
                autoRemove(s, house, -balance(s, heirs, house), new HashSet<>(), outcomes, b, "House removed");
                continue;
            }
            List<Order> rest = new ArrayList<>();
            boolean promoted = false;
            for (Order o : mine) {
                if (o instanceof Order.Special x && IafOrders.PROMOTE.equals(x.kind())) {
                    String why = promoted ? "only one new heir at a time" : entry.promotionRefusal(s, heirs, house);
                    if (why != null) {
                        outcomes.add(Outcome.failed(o, why));
                    } else {
                        promoted = true;
                        heirs = heirs.with(new Heir(heirs.nextId(house), house, setup.capitalOf(house).id(), null))
                                .withBuilt(house, s.phase().year());
                        outcomes.add(Outcome.ok(o));
                        notes.add(house + " promotes a new heir at " + setup.capitalOf(house).name()
                                + "; it counts as one of " + house + "'s units for ever.");
                    }
                } else if (o instanceof Order.Special) {
                    outcomes.add(Outcome.failed(o, "not an order for a Winter"));
                } else {
                    rest.add(o);
                }
            }
            int balance = balance(s, heirs, house);
            if (balance >= 0) engine.build(s, house, balance, rest, outcomes, b);
            else remove(s, house, -balance, rest, outcomes, b);
        }
        heirs.write(b);
        rebuildWildlings(s, st, b, outcomes, notes);
        return new PhaseResult(outcomes, b.build());
    }

    private void remove(GameState s, String house, int owed, List<Order> mine, List<Outcome> outcomes, GameState.Builder b) {
        Set<Province> removed = new HashSet<>();
        for (Order o : mine) {
            Unit u = o instanceof Order.Remove r ? s.unitAt(r.province()) : null;
            if (u != null && house.equals(u.power())) {
                if (removed.size() >= owed) outcomes.add(Outcome.failed(o, "no more removals owed"));
                else if (!removed.add(u.province())) outcomes.add(Outcome.failed(o, "already removed"));
                else {
                    outcomes.add(Outcome.ok(o));
                    b.removeUnit(u.province());
                }
            } else {
                outcomes.add(Outcome.failed(o, "removals are owed, not this"));
            }
        }
        autoRemove(s, house, owed - removed.size(), removed, outcomes, b, "removed by the auto-destroy order");
    }

    private void autoRemove(GameState s, String house, int count, Set<Province> done, List<Outcome> outcomes,
                            GameState.Builder b, String why) {
        if (count <= 0) return;
        List<Unit> left = new ArrayList<>();
        for (Unit u : s.unitsOf(house)) if (!done.contains(u.province())) left.add(u);
        for (Unit u : auto.removals(s, house, left, count)) {
            outcomes.add(new Outcome(new Order.Remove(u), true, why));
            b.removeUnit(u.province());
        }
    }

    /** A new wildling army while Beyond the Wall is neutral and vacant and no House has ever taken it. */
    private void rebuildWildlings(GameState s, IafState st, GameState.Builder b, List<Outcome> outcomes, List<String> notes) {
        Province btw = setup.beyondTheWall;
        if (st.wildlingsGone() || s.ownerOf(btw) != null || s.unitAt(btw) != null) return;
        Order.Build build = new Order.Build(setup.wildlings, setup.wildlingKind, btw.main());
        b.unit(new Unit(setup.wildlings, setup.wildlingKind, btw.main()));
        outcomes.add(Outcome.ok(build));
        notes.add("The wildlings raise a new army " + btw.name() + ".");
    }

    static String powerOf(Order o) {
        if (o instanceof Order.Build b) return b.power();
        if (o instanceof Order.Waive w) return w.power();
        if (o instanceof Order.Special x) return x.power();
        return o.unit() == null ? null : o.unit().power();
    }
}
