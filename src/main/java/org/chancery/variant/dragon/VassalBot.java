package org.chancery.variant.dragon;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.chancery.engine.AdjustmentAdjudicator;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.BotAdvice;
import org.chancery.variant.allocation.Helpers;

/**
 * Chancery's orders for the vassals its power controls (§10.5, docs/bots.md): in an orders phase a move for each of
 * their units to the most valuable place open to it, which its Diplomacy Points then carry; in a retreat phase each
 * dislodged unit to the most valuable free place, else a disband; in the Winter the build its capital takes, or the
 * removals of the units on the least valuable places. Retreats and adjustments go through the order desk as the
 * controller's own lines, which the rules wrap as the vassal's.
 */
final class VassalBot {
    /** The worth of a vassal unit's move into a supply centre, beside the shared rule's (Helpers). */
    static final int CENTRE_MOVE = Helpers.ATTACK;
    /** The worth of a vassal unit's other moves: below every help of the shared rule. */
    static final int MOVE = 1;

    private final DragonRuleset rules;

    VassalBot(DragonRuleset rules) { this.rules = rules; }

    /** The vassals whose orders {@code power} may give: those it controls, it still in the game. */
    static List<String> controlled(DragonState d, String power) {
        List<String> out = new ArrayList<>();
        for (String v : d.vassalsOf(power)) if (d.liveControllers(v).contains(power)) out.add(v);
        return out;
    }

    /** Whether a unit of this power is {@code power}'s own or one whose centres count towards its victory. */
    static boolean ours(DragonState d, String power, String other) {
        return other.equals(power) || d.vassalsOf(power).contains(other) || d.thrallsOf(power).contains(other);
    }

    /** The vassals' retreats or adjustments {@code power} gives beside its own {@code own}, as the desk reads them. */
    List<Order> retreatsAndAdjustments(GameState s, String power, List<Order> own, double[] value) {
        List<String> vassals = controlled(DragonState.read(s), power);
        List<Order> out = new ArrayList<>();
        if (vassals.isEmpty()) return out;
        switch (s.phase().type()) {
            case RETREAT -> retreats(s, power, vassals, own, value, out);
            case ADJUSTMENT -> {
                for (String v : vassals) adjustments(s, power, v, value, out);
            }
            default -> { }
        }
        return out;
    }

    private void retreats(GameState s, String power, List<String> vassals, List<Order> own, double[] value, List<Order> out) {
        Set<Province> claimed = new HashSet<>();
        for (Order o : own) if (o instanceof Order.Retreat r) claimed.add(r.to().province());
        for (Dislodgement x : s.dislodged()) {
            if (!vassals.contains(x.unit().power())) continue;
            List<Order> legal = new ArrayList<>(rules.legalOrders(s, x.unit()));
            legal.sort(Comparator.comparingDouble((Order o) -> o instanceof Order.Retreat r ? -value[r.to().province().index()] : 1e18));
            for (Order o : legal) {
                if (o instanceof Order.Retreat r && !claimed.add(r.to().province())) continue;
                if (!(o instanceof Order.Retreat || o instanceof Order.Disband)) continue;
                if (read(s, power, o, out)) break;
            }
        }
    }

    private void adjustments(GameState s, String power, String vassal, double[] value, List<Order> out) {
        int balance = AdjustmentAdjudicator.balance(s, vassal);
        if (balance > 0) {
            List<Order.Build> builds = new ArrayList<>();
            for (Order o : rules.legalBuilds(s, power)) if (o instanceof Order.Build b && b.power().equals(vassal)) builds.add(b);
            builds.sort(Comparator.comparingDouble((Order.Build b) -> -BotAdvice.reach(s.board(), b.kind(), b.at(), value)));
            Set<Province> used = new HashSet<>();
            int n = 0;
            for (Order.Build b : builds) if (n < balance && used.add(b.province()) && read(s, power, b, out)) n++;
        } else if (balance < 0) {
            List<Unit> units = new ArrayList<>(s.unitsOf(vassal));
            units.sort(Comparator.comparingDouble((Unit u) -> value[u.province().index()]));
            for (int i = 0; i < units.size() && i < -balance; i++) read(s, power, new Order.Remove(units.get(i)), out);
        }
    }

    /** Adds the order as the desk reads the controller's line for it; whether it was read. */
    private boolean read(GameState s, String power, Order o, List<Order> out) {
        if (!(rules.parse(s, power, o.text()) instanceof ParseResult.Ok ok)) return false;
        out.add(ok.order());
        return true;
    }

    /**
     * In an orders phase, each controlled vassal unit's move to the most valuable place it can reach, more valuable
     * than its own: not a place {@code own} orders go to or stay in, nor one a unit counting towards the power's
     * victory holds, nor a centre the power owns. Worth {@link #CENTRE_MOVE} into a supply centre, else {@link #MOVE}.
     */
    List<Helpers.Help> moves(GameState s, String power, List<Order> own, double[] value) {
        DragonState d = DragonState.read(s);
        List<Helpers.Help> out = new ArrayList<>();
        Set<Province> claimed = new HashSet<>();
        for (Order o : own) {
            if (o instanceof Order.Move m) claimed.add(m.to().province());
            else if (o.unit() != null && o.unit().power().equals(power)) claimed.add(o.province());
        }
        for (String v : controlled(d, power)) {
            for (Unit u : s.unitsOf(v)) {
                Order.Move best = null;
                double bestValue = value[u.province().index()];
                for (Order o : rules.legalOrders(s, u)) {
                    if (!(o instanceof Order.Move m) || m.viaConvoy()) continue;
                    Province t = m.to().province();
                    Unit there = s.unitAt(t);
                    if (claimed.contains(t) || (there != null && ours(d, power, there.power())) || power.equals(s.ownerOf(t))) continue;
                    if (value[t.index()] > bestValue) {
                        best = m;
                        bestValue = value[t.index()];
                    }
                }
                if (best == null) {
                    claimed.add(u.province());
                    continue;
                }
                claimed.add(best.to().province());
                out.add(new Helpers.Help(u, best, best.to().province().isSupplyCenter() ? CENTRE_MOVE : MOVE));
            }
        }
        return out;
    }
}
