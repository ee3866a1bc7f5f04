package org.chancery.variant.w3k;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.ParseResult;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;

/**
 * Proxy orders: which order each unit obeys in a movement phase. A unit whose owner placed it under another
 * power's orders obeys that power's order for it, or holds if it gave none; any other power's order for a unit
 * is ignored. The unit stays its owner's for every rule (it never cuts its owner's support nor dislodges its
 * owner's units), which the adjudicator sees because the order is the unit's own.
 */
final class Proxies {
    /**
     * The orders of record, the outcomes of orders ignored for want of consent, and the units ordered by proxy
     * (province to grantee), or left without an order by their grantee.
     */
    record Record(List<Order> orders, List<Outcome> ignored, String[] byProxy, String[] silent, boolean anyProxy) {}

    interface Reader {
        ParseResult parse(GameState s, String power, String text);
    }

    private static final String BY = "ordered by ";
    private static final String BY_PROXY = ", by proxy";

    private Proxies() {}

    /** The power whose order an outcome's unit obeyed by proxy, or null. */
    static String grantee(Outcome o) {
        String r = o.reason();
        if (r == null || !r.contains(BY_PROXY) || !r.contains(BY)) return null;
        int from = r.indexOf(BY) + BY.length();
        return r.substring(from, r.indexOf(BY_PROXY, from));
    }

    static Record resolve(GameState s, List<Order> given, Reader reader) {
        int n = s.board().size();
        Order[] own = new Order[n];
        String[] grants = new String[n];
        List<Order.Special> foreign = new ArrayList<>();
        boolean[] foreignHere = new boolean[n];
        List<Order> orders = new ArrayList<>(given.size());
        for (Order o : given) {
            if (o instanceof Order.Special sp && W3kOrders.FOREIGN.equals(sp.kind())) {
                foreign.add(sp);
                foreignHere[sp.province().index()] = true;
            } else if (o instanceof Order.Special sp && W3kOrders.PROXY.equals(sp.kind())) {
                if (sp.unit().power().equals(sp.power())) grants[sp.province().index()] = sp.args().get(0);
            } else if (o.unit() != null) {
                own[o.province().index()] = o;
            } else {
                orders.add(o);
            }
        }
        String[] byProxy = new String[n];
        String[] silent = new String[n];
        boolean anyProxy = false;
        List<Outcome> ignored = new ArrayList<>();
        for (Province p : s.board().provinces()) {
            Unit u = s.unitAt(p);
            if (u == null) continue;
            String grantee = grants[p.index()];
            Map<String, Order.Special> others = foreignHere[p.index()] ? foreignAt(foreign, p) : Map.of();
            if (grantee != null) {
                Order inner = inner(s, others.get(grantee), reader);
                anyProxy = true;
                if (inner != null) {
                    orders.add(inner);
                    byProxy[p.index()] = grantee;
                } else {
                    silent[p.index()] = grantee;
                }
            } else if (own[p.index()] != null) {
                orders.add(own[p.index()]);
            }
            for (Map.Entry<String, Order.Special> e : others.entrySet()) {
                if (e.getKey().equals(grantee) && byProxy[p.index()] != null) continue;
                String why = e.getKey().equals(grantee) ? "void: no longer a legal order for this unit"
                        : "ignored: " + u.power() + " did not place its " + W3kOrders.kind(u) + " in " + p.name()
                        + " under " + e.getKey() + "'s orders";
                ignored.add(Outcome.failed(e.getValue(), why));
            }
        }
        return new Record(orders, ignored, byProxy, silent, anyProxy);
    }

    /** The orders others gave for the unit in p, by who gave them (the last one each). */
    private static Map<String, Order.Special> foreignAt(List<Order.Special> foreign, Province p) {
        Map<String, Order.Special> out = new LinkedHashMap<>();
        for (Order.Special sp : foreign) if (sp.province() == p) out.put(sp.power(), sp);
        return out;
    }

    private static Order inner(GameState s, Order.Special sp, Reader reader) {
        if (sp == null) return null;
        ParseResult r = reader.parse(s, null, sp.args().get(0));
        if (!(r instanceof ParseResult.Ok ok) || ok.order().unit() == null) return null;
        return ok.order().province() == sp.province() ? ok.order() : null;
    }

    /** The adjudicated outcomes, each proxied order marked with who gave it. */
    static List<Outcome> mark(Record r, List<Outcome> outcomes) {
        if (!r.anyProxy() && r.ignored().isEmpty()) return outcomes;
        List<Outcome> out = new ArrayList<>(outcomes.size() + r.ignored().size());
        for (Outcome o : outcomes) {
            Province p = o.order().province();
            String by = p == null ? null : r.byProxy()[p.index()];
            String quiet = p == null ? null : r.silent()[p.index()];
            if (by != null) {
                String note = BY + by + BY_PROXY;
                out.add(new Outcome(o.order(), o.succeeded(), o.reason() == null ? note : o.reason() + "; " + note));
            } else if (quiet != null) {
                String note = "under " + quiet + "'s orders by proxy, but " + quiet + " gave it none";
                out.add(new Outcome(o.order(), o.succeeded(), o.reason() == null ? note : o.reason() + "; " + note));
            } else {
                out.add(o);
            }
        }
        out.addAll(r.ignored());
        return out;
    }
}
