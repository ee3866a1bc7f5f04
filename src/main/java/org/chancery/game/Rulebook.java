package org.chancery.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import org.chancery.engine.AdjustmentAdjudicator;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.LegalOrders;
import org.chancery.engine.Order;
import org.chancery.engine.OrderParser;
import org.chancery.engine.ParseResult;
import org.chancery.engine.PhaseRunner;
import org.chancery.engine.Unit;
import org.chancery.variant.Variant;
import org.chancery.variant.VariantLoader;

/** A variant with its parser, legal-order lister and phase runner, built once per variant id. */
public record Rulebook(Variant variant, OrderParser parser, LegalOrders legal, PhaseRunner runner,
                       AdjustmentAdjudicator adjustments) {
    private static final Map<String, Rulebook> CACHE = new ConcurrentHashMap<>();

    public static Rulebook of(String variantId) {
        return CACHE.computeIfAbsent(variantId, id -> {
            Variant v = VariantLoader.load(id);
            return new Rulebook(v, new OrderParser(v.board(), v.rules()), new LegalOrders(v.board(), v.rules()),
                    new PhaseRunner(v.board(), v.rules()), new AdjustmentAdjudicator(v.board(), v.rules()));
        });
    }

    public GameState state(String json) { return StateJson.read(variant.board(), json); }

    /** The power an order belongs to. */
    public static String powerOf(Order o) {
        if (o instanceof Order.Build b) return b.power();
        if (o instanceof Order.Waive w) return w.power();
        if (o instanceof Order.Hold h) return h.unit().power();
        if (o instanceof Order.Move m) return m.unit().power();
        if (o instanceof Order.SupportHold sh) return sh.unit().power();
        if (o instanceof Order.SupportMove sm) return sm.unit().power();
        if (o instanceof Order.Convoy c) return c.unit().power();
        if (o instanceof Order.Retreat r) return r.unit().power();
        if (o instanceof Order.Disband d) return d.unit().power();
        return ((Order.Remove) o).unit().power();
    }

    /** Where an order is kept: one per ordered province; waives get a number of their own. */
    public static String slot(Order o, int waiveNo) {
        return o.province() == null ? "waive-" + waiveNo : o.province().id();
    }

    /** Re-reads stored order texts against the state; any that no longer parse are left out. */
    public List<Order> reparse(GameState s, String power, List<String> texts) {
        List<Order> out = new ArrayList<>();
        for (String t : texts) {
            if (parser.parse(s, power, t) instanceof ParseResult.Ok ok) out.add(ok.order());
        }
        return out;
    }

    /**
     * What each power owes this phase: the number of units to order (movement), units to retreat, or the
     * absolute build/removal balance (adjustment). Powers owing nothing are left out.
     */
    public Map<String, Integer> owed(GameState s) {
        Map<String, Integer> out = new TreeMap<>();
        switch (s.phase().type()) {
            case MOVEMENT -> {
                for (Unit u : s.units()) out.merge(u.power(), 1, Integer::sum);
            }
            case RETREAT -> {
                for (Dislodgement d : s.dislodged()) out.merge(d.unit().power(), 1, Integer::sum);
            }
            case ADJUSTMENT -> {
                for (String p : s.livePowers()) {
                    int b = AdjustmentAdjudicator.balance(s, p);
                    if (b < 0 || (b > 0 && adjustments.hasBuildSite(s, p))) out.put(p, Math.abs(b));
                }
            }
        }
        return out;
    }
}
