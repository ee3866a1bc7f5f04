package org.chancery.variant.heirs;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.chancery.engine.Order;

/** Pairs of marriage orders that match: each heir names the other, and both name the same place. */
public final class Marriages {
    private Marriages() {}

    /** Two heirs' matching marry orders. */
    public record Pair(Order.Special first, Order.Special second) {
        public String firstHeir() { return first.args().get(0); }
        public String secondHeir() { return second.args().get(0); }
        /** The place both named, or null. */
        public String place() { return HeirOrder.place(first); }
    }

    /** The matching heir-to-heir pairs among these orders; each heir is in at most one pair. */
    public static List<Pair> matching(List<Order> orders) {
        List<Order.Special> marry = new ArrayList<>();
        for (Order o : orders) {
            if (o instanceof Order.Special s && HeirOrder.MARRY.equals(s.kind()) && HeirOrder.partnerHeir(s) != null) {
                marry.add(s);
            }
        }
        List<Pair> out = new ArrayList<>();
        List<String> used = new ArrayList<>();
        for (int i = 0; i < marry.size(); i++) {
            Order.Special a = marry.get(i);
            for (int j = i + 1; j < marry.size(); j++) {
                Order.Special b = marry.get(j);
                String ha = a.args().get(0), hb = b.args().get(0);
                if (used.contains(ha) || used.contains(hb)) continue;
                if (hb.equals(HeirOrder.partnerHeir(a)) && ha.equals(HeirOrder.partnerHeir(b))
                        && Objects.equals(HeirOrder.place(a), HeirOrder.place(b))) {
                    out.add(new Pair(a, b));
                    used.add(ha);
                    used.add(hb);
                }
            }
        }
        return out;
    }
}
