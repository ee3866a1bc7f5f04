package org.chancery.variant.allocation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.Tally;

/**
 * Turns secret bids into orders for units no player owns. For each unit the choice with the most weighted
 * points wins; a tie, or no bid at all, means Hold. Bids that break the Attacking and Allocating rule, as
 * judged against the final orders, are void.
 */
public final class Auction {
    private final AuctionPolicy policy;

    public Auction(AuctionPolicy policy) { this.policy = policy; }

    /** A bid that did not count, and why; shown only to the power that made it. */
    public record Voided(Bid bid, String reason) {}

    /** The winning bid per unit (null where the unit holds by default), the orders, and the void bids. */
    public record Result(Map<Province, Bid> winners, List<Order> orders, List<Voided> voided) {}

    /**
     * @param s           the position being adjudicated
     * @param ownOrders   every power's final orders for its own units
     * @param bids        every power's bids
     * @param biddable    owners whose units are ordered by bids
     */
    public Result resolve(GameState s, Map<String, List<Order>> ownOrders, List<Bid> bids, Set<String> biddable) {
        Map<String, Set<String>> attacks = new HashMap<>();
        ownOrders.forEach((power, orders) -> attacks.put(power, AttackingRule.attacked(s, power, orders)));
        Map<Province, Map<String, Integer>> tally = new LinkedHashMap<>();
        Map<Province, Map<String, Bid>> sample = new HashMap<>();
        List<Voided> voided = new ArrayList<>();
        for (Bid b : bids) {
            Unit u = s.unitAt(b.unitProvince());
            String why = refusal(u, b, biddable, attacks);
            if (why != null) {
                voided.add(new Voided(b, why));
                continue;
            }
            tally.computeIfAbsent(b.unitProvince(), k -> new LinkedHashMap<>())
                    .merge(b.choice(), b.points() * policy.weight(b.power(), u.power()), Integer::sum);
            sample.computeIfAbsent(b.unitProvince(), k -> new HashMap<>()).putIfAbsent(b.choice(), b);
        }
        Map<Province, Bid> winners = new LinkedHashMap<>();
        List<Order> orders = new ArrayList<>();
        for (Unit u : s.units()) {
            if (!biddable.contains(u.power())) continue;
            Bid win = winner(tally.get(u.province()), sample.get(u.province()));
            winners.put(u.province(), win);
            orders.add(win == null ? new Order.Hold(u) : win.order());
        }
        return new Result(winners, orders, voided);
    }

    private String refusal(Unit u, Bid b, Set<String> biddable, Map<String, Set<String>> attacks) {
        if (u == null || !u.equals(b.order().unit())) return "there is no such unit in " + b.unitProvince().name();
        if (!biddable.contains(u.power())) return "the unit in " + b.unitProvince().name() + " is not ordered by bids";
        String why = policy.refusal(b.power(), u.power());
        if (why != null) return why;
        if (policy.attackingRuleApplies(u.power()) && attacks.getOrDefault(b.power(), Set.of()).contains(u.power())) {
            return b.power() + " attacks " + u.power() + " this turn, so may not allocate to it";
        }
        return null;
    }

    private static Bid winner(Map<String, Integer> tally, Map<String, Bid> sample) {
        if (tally == null) return null;
        return Tally.soleLeader(tally).map(sample::get).orElse(null);
    }
}
