package org.chancery.variant.dragon;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.OrderParser;
import org.chancery.engine.ParseResult;
import org.chancery.engine.PhaseType;

/**
 * A vassal's retreats and adjustments, which either controller may order without points (§10.5). A
 * controller's orders travel as a Special of kind {@link #KIND} holding the order's text; here the orders
 * that stand are chosen: one controller's only; else the legal set over an illegal one; else the dowry
 * receiver's in retreats and the dowry giver's in adjustments.
 */
final class VassalOrders {
    static final String KIND = "vassal";

    private VassalOrders() {}

    static Order.Special wrap(String controller, Order o) {
        return new Order.Special(controller, o.unit(), o.province(), KIND, List.of(o.text()), o.text());
    }

    /**
     * @param orders every order given; wrapped vassal orders are replaced by the ones that stand, the
     *               others pass through
     */
    static List<Order> choose(GameState s, OrderParser parser, List<Order> orders, java.util.function.Predicate<Order> legal) {
        DragonState d = DragonState.read(s);
        List<Order> out = new ArrayList<>();
        Map<String, Map<String, List<Order>>> byVassal = new LinkedHashMap<>();
        for (Order o : orders) {
            if (!(o instanceof Order.Special sp) || !KIND.equals(sp.kind())) {
                out.add(o);
                continue;
            }
            ParseResult r = parser.parse(s, null, sp.args().get(0));
            if (!(r instanceof ParseResult.Ok ok)) continue;
            Order inner = ok.order();
            String vassal = inner instanceof Order.Build b ? b.power() : inner.unit().power();
            if (!d.isVassal(vassal) || !d.liveControllers(vassal).contains(sp.power())) continue;
            String key = s.phase().type() == PhaseType.RETREAT ? vassal + "@" + inner.province().id() : vassal;
            byVassal.computeIfAbsent(key, k -> new LinkedHashMap<>())
                    .computeIfAbsent(sp.power(), k -> new ArrayList<>()).add(inner);
        }
        for (Map.Entry<String, Map<String, List<Order>>> e : byVassal.entrySet()) {
            String vassal = e.getKey().split("@")[0];
            DragonState.Vassal v = d.vassals().get(vassal);
            Map<String, List<Order>> sets = e.getValue();
            if (sets.size() == 1) {
                out.addAll(sets.values().iterator().next());
                continue;
            }
            List<Order> giver = sets.get(v.giver());
            List<Order> receiver = sets.get(v.receiver());
            boolean giverLegal = giver.stream().allMatch(legal);
            boolean receiverLegal = receiver.stream().allMatch(legal);
            if (giverLegal != receiverLegal) out.addAll(giverLegal ? giver : receiver);
            else if (s.phase().type() == PhaseType.RETREAT) out.addAll(receiver);
            else out.addAll(giver);
        }
        return out;
    }
}
