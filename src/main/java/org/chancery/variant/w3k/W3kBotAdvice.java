package org.chancery.variant.w3k;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.Location;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;
import org.chancery.variant.BotAdvice;
import org.chancery.variant.allocation.Helpers;

/**
 * W3K's own orders for Chancery's seats (docs/bots.md gives the rules): a unit with nothing better to do converts when
 * the other kind would reach more, or finishes a conversion under way, when no other power's unit can attack it; supply
 * it cannot build with goes to the weakest power owing removals that has no unit next to its own. It never places a
 * unit under another power's orders, and orders those placed under its own to support its moves and holds. Every line is read by the rules as the order desk reads it.
 */
final class W3kBotAdvice implements BotAdvice {
    /** How much more the other kind must reach than the unit reaches now before a conversion is begun. */
    static final double CONVERT_GAIN = 1.25;

    private final W3kRuleset rules;

    W3kBotAdvice(W3kRuleset rules) { this.rules = rules; }

    @Override
    public List<Order> orders(GameState s, String power, List<Order> chosen, double[] value) {
        if (s.phase().type() == PhaseType.MOVEMENT) return conversions(s, power, chosen, value);
        if (s.phase().type() == PhaseType.ADJUSTMENT) return transfers(s, power, chosen);
        return chosen;
    }

    /**
     * A unit placed under its orders gets the shared rule's most useful support of its own orders (of a move into a
     * place another power holds, else of a move into or a hold of a centre another power's unit borders); it is never
     * sent against anyone. With none, it holds: the bot takes the command and keeps the unit where it is.
     */
    @Override
    public List<Order> lent(GameState s, String power, List<Unit> lent, List<Order> own) {
        if (s.phase().type() != PhaseType.MOVEMENT || lent.isEmpty()) return List.of();
        List<Helpers.Help> helps = Helpers.helps(s, power, own, lent, null,
                t -> rules.parse(s, null, t) instanceof ParseResult.Ok ok ? ok.order() : null);
        List<Order> out = new ArrayList<>();
        for (Unit u : lent) {
            String text = new Order.Hold(u).text();
            for (Helpers.Help h : helps) if (h.unit().equals(u)) text = h.order().text();
            if (rules.parse(s, power, text) instanceof ParseResult.Ok ok) out.add(ok.order());
        }
        return out;
    }

    /** Each holding unit that may convert, is safe from attack, and gains by it (or has begun) converts instead. */
    List<Order> conversions(GameState s, String power, List<Order> chosen, double[] value) {
        W3kState st = W3kState.read(s);
        List<Order> out = new ArrayList<>(chosen.size());
        for (Order o : chosen) {
            Order c = o instanceof Order.Hold h ? conversion(s, power, h.unit(), st, value) : null;
            out.add(c == null ? o : c);
        }
        return out;
    }

    private Order conversion(GameState s, String power, Unit u, W3kState st, double[] value) {
        if (attackable(s, power, u.province())) return null;
        boolean begun = st.conversionAt(u.province().id()) != null;
        double now = BotAdvice.reach(s.board(), u.kind(), u.location(), value);
        Order best = null;
        double bestReach = 0;
        List<String> ways = u.kind().isNaval() || !u.province().hasSplitCoasts() ? List.of("")
                : u.province().coasts().stream().map(c -> " on the " + c.coast()).toList();
        for (String way : ways) {
            if (!(rules.parse(s, power, u.shortName() + " converts" + way) instanceof ParseResult.Ok ok)) continue;
            Order.Special sp = (Order.Special) ok.order();
            Location at = s.board().location(sp.args().get(0));
            UnitKind other = u.kind().isNaval() ? UnitKind.ARMY : UnitKind.FLEET;
            double r = BotAdvice.reach(s.board(), other, at, value);
            if (best == null || r > bestReach) {
                best = ok.order();
                bestReach = r;
            }
        }
        if (best == null) return null;
        return begun || bestReach > now * CONVERT_GAIN ? best : null;
    }

    /** Whether another power's unit could move into the province this movement (an attack disrupts a conversion). */
    static boolean attackable(GameState s, String power, Province p) {
        for (Unit e : s.units()) {
            if (!e.power().equals(power) && s.board().canReach(e.kind(), e.location(), p)) return true;
        }
        return false;
    }

    /**
     * Supply beyond what it builds and has empty centres for goes to powers owing removals, the weakest first, none of
     * whose units stands next to one of its own; each gets no more than it owes.
     */
    List<Order> transfers(GameState s, String power, List<Order> chosen) {
        int excess = Supply.excess(s, power);
        int builds = 0;
        for (Order o : chosen) if (o instanceof Order.Build) builds++;
        int spare = excess - builds;
        if (spare <= 0) return chosen;
        int sites = 0;
        for (Province p : s.centresOf(power)) if (s.unitAt(p) == null) sites++;
        spare = Math.min(spare, excess - Math.min(excess, sites));
        if (spare <= 0) return chosen;
        List<String> needy = new ArrayList<>();
        for (String other : rules.playablePowers()) {
            if (!other.equals(power) && Supply.balance(s, other) < 0 && !BotAdvice.borders(s, power, other)) needy.add(other);
        }
        needy.sort(Comparator.comparingInt((String p) -> s.centresOf(p).size()).thenComparing(p -> p));
        List<Order> out = new ArrayList<>(chosen);
        for (String to : needy) {
            if (spare <= 0) break;
            int n = Math.min(spare, -Supply.balance(s, to));
            if (rules.parse(s, power, "Send " + n + " units' supply to " + to) instanceof ParseResult.Ok ok) {
                out.add(ok.order());
                spare -= n;
            }
        }
        return out;
    }

}
