package org.chancery.variant.iceandfire;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.variant.heirs.Heir;
import org.chancery.variant.heirs.HeirOrder;
import org.chancery.variant.heirs.Heirs;
import org.chancery.variant.heirs.Marriages;

/**
 * The heir orders of a Spring or Fall movement phase, in this order: hostages are executed or returned, then
 * matching marriages are made (so an heir whose spouse was executed may remarry in the same turn).
 */
final class HeirTurn {
    private final IafSetup setup;
    private final Hostages hostages;
    private final HeirOrderEntry entry;

    HeirTurn(IafSetup setup, Hostages hostages, HeirOrderEntry entry) {
        this.setup = setup;
        this.hostages = hostages;
        this.entry = entry;
    }

    record Result(Heirs heirs, IafState state, List<Outcome> outcomes, List<String> notes) {}

    Result resolve(GameState s, Heirs start, IafState st, List<Order.Special> orders) {
        List<Outcome> outcomes = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        List<Order.Special> live = new ArrayList<>();
        Map<String, Integer> perHeir = new HashMap<>();
        for (Order.Special o : orders) if (!o.args().isEmpty()) perHeir.merge(o.power() + "|" + o.args().get(0), 1, Integer::sum);
        for (Order.Special o : orders) {
            if (o.args().isEmpty() || !List.of(IafOrders.MARRY, IafOrders.HOLD, IafOrders.EXECUTE, IafOrders.RETURN,
                    IafOrders.LEAVE).contains(o.kind())) {
                outcomes.add(Outcome.failed(o, "not an order for a movement phase"));
            } else if (perHeir.get(o.power() + "|" + o.args().get(0)) > 1) {
                outcomes.add(Outcome.failed(o, "conflicting orders for " + IafOrders.heir(o.args().get(0)) + "; none carried out"));
            } else {
                live.add(o);
            }
        }
        Heirs heirs = start;
        List<Order.Special> marriages = new ArrayList<>();
        for (Order.Special o : live) {
            Heir h = start.byId(o.args().get(0)).orElse(null);
            if (h == null) {
                outcomes.add(Outcome.failed(o, IafOrders.heir(o.args().get(0)) + " is dead"));
                continue;
            }
            switch (o.kind()) {
                case IafOrders.HOLD, IafOrders.LEAVE -> outcomes.add(Outcome.ok(o));
                case IafOrders.MARRY -> marriages.add(o);
                default -> {
                    String holder = hostages.holder(s, h);
                    if (!o.power().equals(holder)) {
                        outcomes.add(Outcome.failed(o, IafOrders.heir(h.id()) + " is not " + o.power() + "'s hostage"));
                        continue;
                    }
                    if (o.kind().equals(IafOrders.RETURN)) {
                        String why = entry.returnRefusal(s, start, h, holder);
                        if (why != null) {
                            outcomes.add(Outcome.failed(o, why));
                            continue;
                        }
                        heirs = heirs.with(h.movedTo(setup.capitalOf(h.power()).id()));
                        notes.add(holder + " returns " + IafOrders.heir(h.id()) + " from " + hostages.place(h) + " to "
                                + setup.capitalOf(h.power()).name() + ".");
                    } else {
                        heirs = execute(heirs, h);
                        st = st.withExecution(new IafState.Execution(holder, h.power(), h.id(), s.phase().code()));
                        notes.add(holder + " executes " + IafOrders.heir(h.id()) + " at " + hostages.place(h) + ". "
                                + h.power() + "'s units may never again support " + holder + "'s.");
                    }
                    outcomes.add(Outcome.ok(o));
                }
            }
        }
        return marry(s, heirs, st, marriages, outcomes, notes);
    }

    /** The heir dies; its spouse is free to remarry. */
    static Heirs execute(Heirs heirs, Heir h) {
        Heirs out = heirs.without(List.of(h));
        if (h.spouse() != null) {
            Heir sp = out.byId(h.spouse()).orElse(null);
            if (sp != null) out = out.with(new Heir(sp.id(), sp.power(), sp.at(), null));
        }
        return out;
    }

    private Result marry(GameState s, Heirs heirs, IafState st, List<Order.Special> given, List<Outcome> outcomes,
                         List<String> notes) {
        List<Order.Special> orders = settle(heirs, given, outcomes);
        List<Order> valid = new ArrayList<>();
        for (Order.Special o : orders) {
            String why = marriageRefusal(s, heirs, o);
            if (why != null) outcomes.add(Outcome.failed(o, why));
            else valid.add(o);
        }
        Set<Order> matched = new HashSet<>();
        for (Marriages.Pair p : Marriages.matching(valid)) {
            Heir a = heirs.byId(p.firstHeir()).orElseThrow(), b = heirs.byId(p.secondHeir()).orElseThrow();
            heirs = heirs.with(a.marriedTo(b.id(), p.place())).with(b.marriedTo(a.id(), p.place()));
            matched.add(p.first());
            matched.add(p.second());
            notes.add(IafOrders.heir(a.id()) + " and " + IafOrders.heir(b.id()) + " marry, to live at "
                    + setup.board.find(p.place()).orElseThrow().name() + ".");
        }
        for (Order o : valid) {
            if (matched.contains(o)) {
                outcomes.add(Outcome.ok(o));
            } else {
                String partner = HeirOrder.partnerHeir((Order.Special) o);
                outcomes.add(Outcome.failed(o, "no matching order from " + IafOrders.heir(partner)
                        + " (both must name each other and the same place)"));
            }
        }
        return new Result(heirs, st, outcomes, notes);
    }

    /**
     * Marriages that leave open which heir of a House ("Heir Stark weds Heir Targaryen"): the heir of that House
     * whose own order names this heir at the same place is meant. Without exactly one such order the marriage
     * fails, saying which heirs it could have been.
     */
    private List<Order.Special> settle(Heirs heirs, List<Order.Special> orders, List<Outcome> outcomes) {
        List<Order.Special> out = new ArrayList<>();
        for (Order.Special o : orders) {
            String house = HeirOrder.partnerHouse(o);
            if (house == null) {
                out.add(o);
                continue;
            }
            List<String> answering = new ArrayList<>();
            for (Order.Special x : orders) {
                Heir h = heirs.byId(x.args().get(0)).orElse(null);
                if (h != null && h.power().equals(house) && o.args().get(0).equals(HeirOrder.partnerHeir(x))
                        && java.util.Objects.equals(HeirOrder.place(o), HeirOrder.place(x))) {
                    answering.add(h.id());
                }
            }
            if (answering.size() == 1) {
                out.add(new Order.Special(o.power(), o.unit(), o.province(), o.kind(),
                        List.of(o.args().get(0), "heir:" + answering.get(0), o.args().get(2)), o.text()));
                continue;
            }
            List<String> names = new ArrayList<>();
            for (Heir h : heirs.of(house)) names.add(IafOrders.heir(h.id()));
            outcomes.add(Outcome.failed(o, answering.isEmpty()
                    ? "no order of " + String.join(" or ", names) + " names " + IafOrders.heir(o.args().get(0))
                            + " at the same place; say which heir of House " + house + " you mean"
                    : "more than one heir of House " + house + " was ordered to marry " + IafOrders.heir(o.args().get(0))
                            + "; say which: " + String.join(" or ", names)));
        }
        return out;
    }

    /** Null if the marriage order still stands once executions are done. */
    private String marriageRefusal(GameState s, Heirs heirs, Order.Special o) {
        Heir a = heirs.byId(o.args().get(0)).orElse(null);
        Heir b = heirs.byId(HeirOrder.partnerHeir(o)).orElse(null);
        if (a == null) return IafOrders.heir(o.args().get(0)) + " has died";
        if (b == null) return IafOrders.heir(HeirOrder.partnerHeir(o)) + " has died";
        String place = HeirOrder.place(o);
        if (place == null) return "no place named";
        String why = entry.placeRefusal(s, a.power(), b.power(), setup.board.find(place).orElseThrow());
        if (why != null) return why;
        for (Heir h : List.of(a, b)) {
            if (hostages.holder(s, h) != null) return IafOrders.heir(h.id()) + " is held hostage by " + hostages.holder(s, h);
            if (h.married()) return IafOrders.heir(h.id()) + " is married to " + IafOrders.heir(h.spouse());
        }
        return null;
    }
}
