package org.chancery.variant.dragon;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chancery.engine.AdjustmentAdjudicator;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.LegalOrders;
import org.chancery.engine.Order;
import org.chancery.engine.Unit;
import org.chancery.variant.Duties;
import org.chancery.variant.heirs.Heir;
import org.chancery.variant.heirs.HeirOrder;
import org.chancery.variant.heirs.Heirs;

/**
 * What each player owes, and may do, in Order of the Dragon. A major owes its own units' orders, retreats,
 * builds and removals. Building an heir is a "may" (§8.1), and so are a vassal's retreats and adjustments,
 * which either controller may order (§10.5): neither is owed, so neither is ever a missed phase.
 */
final class DragonDuties {
    private final DragonSetup setup;
    private final AdjustmentAdjudicator adjustments;
    private final LegalOrders legal;
    private final DragonOrderEntry entry;

    DragonDuties(DragonSetup setup, AdjustmentAdjudicator adjustments, LegalOrders legal, DragonOrderEntry entry) {
        this.setup = setup;
        this.adjustments = adjustments;
        this.legal = legal;
        this.entry = entry;
    }

    Map<String, Integer> owed(GameState s) {
        DragonState d = DragonState.read(s);
        Map<String, Integer> out = new TreeMap<>();
        switch (s.phase().type()) {
            case MOVEMENT -> {
                for (Unit u : s.units()) if (setup.isMajor(u.power())) out.merge(u.power(), 1, Integer::sum);
                for (Heir h : Heirs.read(s).all()) if (!h.married()) out.merge(h.power(), 1, Integer::sum);
            }
            case RETREAT -> {
                for (Dislodgement x : s.dislodged()) {
                    String p = x.unit().power();
                    if (setup.isMajor(p)) out.merge(p, 1, Integer::sum);
                    for (String c : d.liveControllers(p)) out.putIfAbsent(c, 0);
                }
            }
            case ADJUSTMENT -> {
                for (String m : setup.majors()) {
                    if (d.eliminated().contains(m)) continue;
                    int n = adjustmentsOwed(s, m);
                    if (n > 0) out.put(m, n);
                    else if (entry.heirBuildRefusal(s, m) == null) out.put(m, 0);
                }
                for (String v : d.vassals().keySet()) {
                    if (adjustmentsOwed(s, v) == 0) continue;
                    for (String c : d.liveControllers(v)) out.putIfAbsent(c, 0);
                }
            }
        }
        return out;
    }

    /** The builds a power may make or the removals it must make this Winter, as a count. */
    int adjustmentsOwed(GameState s, String power) {
        int b = AdjustmentAdjudicator.balance(s, power);
        return b < 0 || (b > 0 && adjustments.hasBuildSite(s, power)) ? Math.abs(b) : 0;
    }

    /** Why a unit of this power may not be removed now: its power owes no removal. Null when it may. */
    static String removalRefusal(GameState s, String power) {
        int centres = s.centresOf(power).size(), units = s.unitsOf(power).size();
        if (centres < units) return null;
        return power + " owes no removals: " + centres + (centres == 1 ? " centre and " : " centres and ") + units
                + (units == 1 ? " unit" : " units");
    }

    List<String> duties(GameState s, String power) {
        DragonState d = DragonState.read(s);
        List<String> out = new ArrayList<>();
        if (!setup.isMajor(power) || d.eliminated().contains(power)) return out;
        List<String> vassals = new ArrayList<>();
        for (String v : d.vassalsOf(power)) if (d.liveControllers(v).contains(power)) vassals.add(v);
        switch (s.phase().type()) {
            case RETREAT -> {
                List<Unit> mine = dislodged(s, power);
                if (!mine.isEmpty()) out.add(Duties.retreats(power, mine, true));
                for (String v : vassals) {
                    List<Unit> theirs = dislodged(s, v);
                    if (!theirs.isEmpty()) out.add(Duties.retreats("The vassal " + v, theirs, true) + shared(d, v));
                }
            }
            case ADJUSTMENT -> {
                adjustment(s, power, power, out);
                int before = out.size();
                for (String v : vassals) {
                    adjustment(s, v, "The vassal " + v, out);
                    if (out.size() > before) out.set(out.size() - 1, out.get(out.size() - 1) + shared(d, v));
                    before = out.size();
                }
                if (entry.heirBuildRefusal(s, power) == null) {
                    out.add(Duties.optional(power, List.of(new HeirOrder.Build(power, setup.capital(power)).toOrder())));
                }
            }
            default -> { }
        }
        return out;
    }

    private void adjustment(GameState s, String power, String who, List<String> out) {
        int b = AdjustmentAdjudicator.balance(s, power);
        int n = adjustmentsOwed(s, power);
        if (n == 0) return;
        if (b > 0) {
            out.add(Duties.builds(who, n, legal.builds(s, power)));
        } else {
            List<Order> removes = new ArrayList<>();
            for (Unit u : s.unitsOf(power)) removes.add(new Order.Remove(u));
            out.add(Duties.removals(who, n, removes));
        }
    }

    private static List<Unit> dislodged(GameState s, String power) {
        List<Unit> out = new ArrayList<>();
        for (Dislodgement x : s.dislodged()) if (x.unit().power().equals(power)) out.add(x.unit());
        return out;
    }

    private static String shared(DragonState d, String vassal) {
        return " Either of " + String.join(" and ", d.liveControllers(vassal)) + " may order it (§10.5).";
    }
}
