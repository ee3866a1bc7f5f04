package org.chancery.variant.allocation;

import org.chancery.engine.Order;
import org.chancery.engine.Province;

/**
 * One secret allocation: a power puts Diplomacy Points on an order for a unit it does not own. A Marry is
 * a Hold in combat but a distinct choice when points are counted, so it carries the heir it names.
 */
public record Bid(String power, int points, Order order, String marry) {
    public Bid {
        if (points < 1) throw new IllegalArgumentException("a bid needs at least 1 point");
    }

    public Bid(String power, int points, Order order) { this(power, points, order, null); }

    public Province unitProvince() { return order.province(); }

    /** What the points are counted for: the order's text, or the marriage it proposes. */
    public String choice() {
        return marry == null ? order.text() : order.unit().kind().letter() + " " + order.province().id()
                + " marry " + marry;
    }

    /** As a player writes it: "2 A ber-pru" or "1 F tun marry heir ama". */
    public String text() { return points + " " + choice(); }
}
