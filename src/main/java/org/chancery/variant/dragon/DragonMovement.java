package org.chancery.variant.dragon;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.PhaseResult;
import org.chancery.engine.PhaseRunner;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.allocation.Auction;
import org.chancery.variant.allocation.Bid;
import org.chancery.variant.heirs.Heir;
import org.chancery.variant.heirs.HeirNames;
import org.chancery.variant.heirs.HeirOrder;
import org.chancery.variant.heirs.Heirs;

/**
 * Order of the Dragon's movement phase: the players' own orders, the minors' and thralls' orders won by secret
 * Diplomacy Points (a voided allocation told only to its owner), then the marriages.
 */
final class DragonMovement {
    private final DragonDp dp;
    private final PhaseRunner runner;
    private final HeirNames names;
    private final DragonMarriages marriages;

    DragonMovement(DragonDp dp, PhaseRunner runner, HeirNames names, DragonMarriages marriages) {
        this.dp = dp;
        this.runner = runner;
        this.names = names;
        this.marriages = marriages;
    }

    PhaseResult play(GameState s, List<Order> orders, Map<String, List<String>> allocations, List<String> notes,
                     Map<String, List<String>> secret) {
        DragonState d = DragonState.read(s);
        List<Order> unitOrders = new ArrayList<>();
        List<Order.Special> heirOrders = new ArrayList<>();
        Map<String, List<Order>> own = new LinkedHashMap<>();
        for (Order o : orders) {
            if (o instanceof Order.Special sp && sp.unit() == null) {
                if (HeirOrder.MARRY.equals(sp.kind()) || HeirOrder.HOLD.equals(sp.kind())) heirOrders.add(sp);
                continue;
            }
            if (o.unit() == null || d.isBiddable(o.unit().power()) || o instanceof Order.Special) continue;
            unitOrders.add(o);
            own.computeIfAbsent(o.unit().power(), k -> new ArrayList<>()).add(o);
        }
        List<Bid> bids = new ArrayList<>();
        for (Map.Entry<String, List<String>> e : new TreeMap<>(allocations).entrySet()) {
            bids.addAll(dp.bids(s, e.getKey(), e.getValue()));
        }
        Auction.Result auction = new Auction(dp.policy(s)).resolve(s, own, bids, DragonDp.biddable(s));
        for (Auction.Voided v : auction.voided()) {
            secret.computeIfAbsent(v.bid().power(), k -> new ArrayList<>()).add("Your allocation " + v.bid().text()
                    + " did not count: " + v.reason() + ".");
        }
        Map<Province, Order> bidOrders = new LinkedHashMap<>();
        for (Order o : auction.orders()) {
            Bid win = auction.winners().get(o.province());
            Order given = o;
            if (win != null && win.marry() != null) {
                HeirNames.Found f = names.find(Heirs.read(s), win.marry());
                if (f instanceof HeirNames.Found.Ok ok) given = minorMarry(o.unit(), ok.heir());
            }
            bidOrders.put(o.province(), given);
            unitOrders.add(given);
        }
        PhaseResult r = runner.adjudicate(s, unitOrders);
        DragonMarriages.Result m = marriages.judge(s, r.after(), heirOrders, bidOrders, notes);
        List<Outcome> outcomes = new ArrayList<>(r.outcomes());
        outcomes.addAll(m.outcomes());
        GameState after = m.state().write(m.heirs().write(r.after().toBuilder())).build();
        return new PhaseResult(outcomes, after);
    }

    /** A minor's unit marrying an heir: the order a winning bid with a marriage gives it. */
    static Order.Special minorMarry(Unit unit, Heir h) {
        return new Order.Special(unit.power(), unit, unit.province(), HeirOrder.MARRY, List.of(h.id()),
                unit.shortName() + " marry " + HeirNames.canonical(h));
    }
}
