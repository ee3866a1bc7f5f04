package org.chancery.command;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chancery.engine.Order;

/**
 * A unit's legal orders, one a line; when they would not fit one Discord message (a fleet in a sea area with
 * hundreds of convoys), grouped by kind, each with what follows the unit ("-lyme", "S A york-hull").
 */
final class MoveList {
    /** Characters the list may take; Discord allows 4,096 in a message's main text. */
    static final int LIMIT = 3600;

    private MoveList() {}

    static String format(List<Order> orders) {
        StringBuilder plain = new StringBuilder();
        for (Order o : orders) plain.append(o.text()).append('\n');
        if (plain.length() <= LIMIT) return plain.toString().strip();
        Map<String, List<String>> groups = new LinkedHashMap<>();
        for (Order o : orders) groups.computeIfAbsent(kind(o), k -> new ArrayList<>()).add(rest(o));
        int share = Math.max(200, LIMIT / Math.max(1, groups.size()));
        StringBuilder b = new StringBuilder();
        for (Map.Entry<String, List<String>> g : groups.entrySet()) {
            List<String> items = g.getValue();
            StringBuilder line = new StringBuilder(g.getKey()).append(" (").append(items.size()).append("): ");
            int shown = 0;
            for (String item : items) {
                if (line.length() + item.length() > share && shown > 0) break;
                line.append(shown++ == 0 ? "" : ", ").append(item);
            }
            if (shown < items.size()) line.append(", and ").append(items.size() - shown).append(" more");
            b.append(line).append('\n');
        }
        return b.toString().strip();
    }

    private static String kind(Order o) {
        if (o instanceof Order.Hold) return "Hold";
        if (o instanceof Order.Move) return "Move";
        if (o instanceof Order.SupportHold) return "Support to hold";
        if (o instanceof Order.SupportMove) return "Support a move";
        if (o instanceof Order.Convoy) return "Convoy";
        if (o instanceof Order.Retreat) return "Retreat";
        if (o instanceof Order.Disband) return "Disband";
        if (o instanceof Order.Build) return "Build";
        if (o instanceof Order.Remove) return "Remove";
        if (o instanceof Order.Waive) return "Waive";
        return "Other";
    }

    /** The order without its unit ("-lyme"), or the whole order when it has none. */
    private static String rest(Order o) {
        String t = o.text();
        if (o.unit() != null && t.startsWith(o.unit().shortName())) {
            String r = t.substring(o.unit().shortName().length()).strip();
            return r.isEmpty() ? t : r;
        }
        return t;
    }
}
