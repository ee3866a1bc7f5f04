package org.chancery.variant.dote;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.chancery.engine.Board;
import org.chancery.engine.GameState;
import org.chancery.engine.Location;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;

/**
 * A bot's home province in the Empire (docs/bots.md): losing it costs the treasury, the year's tribute and every
 * build. So when another power's unit could move into it this movement, one of the bot's units ends the movement in
 * it; when one could be there by the next movement, one ends it there or where it can move into it.
 */
final class HomeGuard {
    private final DoteRuleset rules;

    HomeGuard(DoteRuleset rules) { this.rules = rules; }

    /**
     * The orders with the home kept: unchanged when nothing threatens it or an order already keeps it; else the own
     * unit whose planned place is worth least among those that can keep it does so. With {@code cities} (the cities it
     * may build at, given when a build follows and it can pay one), one of them is left free of its units if it can be:
     * the capital too, unless another power's unit could move into it now.
     */
    List<Order> guard(GameState s, String power, Province home, List<Order> chosen, double[] value, Set<Province> cities) {
        if (!power.equals(s.ownerOf(home))) return chosen;
        boolean near = threatened(s, power, home, 2);
        boolean occupy = near && threatened(s, power, home, 1);
        List<Order> out = near ? keep(s, power, home, chosen, value, occupy, !cities.isEmpty()) : chosen;
        Set<Province> open = new HashSet<>(cities);
        if (occupy) open.remove(home);
        return open.isEmpty() ? out : free(s, power, home, out, value, open, near && !occupy);
    }

    /**
     * One of the {@code open} cities left free for a build: when its own units would end in all of them, the one whose
     * city is worth least goes instead to the most valuable place that is none of them (one from which it can move home
     * when {@code near}); unchanged when none can.
     */
    private List<Order> free(GameState s, String power, Province home, List<Order> chosen, double[] value, Set<Province> open,
                             boolean near) {
        Set<Province> ends = new HashSet<>();
        for (Order o : chosen) if (o.unit() != null && o.unit().power().equals(power)) ends.add(end(o));
        for (Province c : open) {
            Unit there = s.unitAt(c);
            if (!ends.contains(c) && (there == null || there.power().equals(power))) return chosen;
        }
        List<Integer> in = new ArrayList<>();
        for (int i = 0; i < chosen.size(); i++) {
            Order o = chosen.get(i);
            if (o.unit() != null && o.unit().power().equals(power) && open.contains(end(o))) in.add(i);
        }
        in.sort(Comparator.comparingDouble(i -> value[end(chosen.get(i)).index()]));
        for (int i : in) {
            Unit u = chosen.get(i).unit();
            Order away = keeper(s, power, u, home, value, ends,
                    end -> !open.contains(end) && end != home && (!near || steps(s.board(), u.kind(), end, home, 1) <= 1));
            if (away == null) continue;
            List<Order> out = new ArrayList<>(chosen);
            out.set(i, away);
            return out;
        }
        return chosen;
    }

    private List<Order> keep(GameState s, String power, Province home, List<Order> chosen, double[] value, boolean occupy,
                             boolean keepFree) {
        Set<Province> ends = new HashSet<>();
        for (Order o : chosen) {
            Province end = end(o);
            if (o.unit() == null || !o.unit().power().equals(power)) continue;
            if (end == home || (!occupy && steps(s.board(), o.unit().kind(), end, home, 1) <= 1)) return chosen;
            ends.add(end);
        }
        int best = -1;
        Order replacement = null;
        for (int i = 0; i < chosen.size(); i++) {
            Order o = chosen.get(i);
            Unit u = o.unit();
            if (u == null || !u.power().equals(power)) continue;
            Order keep = keeper(s, power, u, home, value, ends, end -> occupy ? end == home
                    : end != home ? steps(s.board(), u.kind(), end, home, 1) <= 1 : !keepFree);
            if (keep != null && (best < 0 || value[end(o).index()] < value[end(chosen.get(best)).index()])) {
                best = i;
                replacement = keep;
            }
        }
        if (best < 0) return chosen;
        List<Order> out = new ArrayList<>(chosen);
        out.set(best, replacement);
        return out;
    }

    /**
     * This unit's hold or one-step move to the most valuable place that {@code fits}, not a place another of its orders
     * goes to; null when there is none.
     */
    private Order keeper(GameState s, String power, Unit u, Province home, double[] value, Set<Province> taken,
                         java.util.function.Predicate<Province> fits) {
        List<Order> options = new ArrayList<>();
        options.add(new Order.Hold(u));
        if (u.kind().isNaval()) {
            for (Location l : s.board().fleetNeighbours(u.location())) options.add(new Order.Move(u, l, false));
        } else {
            for (Province p : s.board().armyNeighbours(u.province())) options.add(new Order.Move(u, p.main(), false));
        }
        Order best = null;
        for (Order o : options) {
            Province end = end(o);
            if (o instanceof Order.Move && taken.contains(end)) continue;
            if (!fits.test(end) || (best != null && value[end.index()] <= value[end(best).index()])) continue;
            if (rules.parse(s, power, o.text()) instanceof ParseResult.Ok ok && ok.order().getClass() == o.getClass()) best = ok.order();
        }
        return best;
    }

    /** Whether another power's unit could stand in the home within {@code phases} movements (two steps a phase for two-stage kinds). */
    private static boolean threatened(GameState s, String power, Province home, int phases) {
        for (Unit e : s.units()) {
            if (e.power().equals(power)) continue;
            int reach = phases * e.kind().stages();
            if (steps(s.board(), e.kind(), e.province(), home, reach) <= reach) return true;
        }
        return false;
    }

    /** The fewest steps a unit of this kind takes from one province to another, or more than {@code max}. */
    static int steps(Board b, UnitKind kind, Province from, Province to, int max) {
        Set<Province> seen = new HashSet<>(List.of(from));
        List<Province> frontier = List.of(from);
        for (int n = 0; n <= max; n++) {
            if (frontier.contains(to)) return n;
            List<Province> next = new ArrayList<>();
            for (Province p : frontier) {
                for (Province q : neighbours(b, kind, p)) if (seen.add(q)) next.add(q);
            }
            frontier = next;
        }
        return max + 1;
    }

    private static List<Province> neighbours(Board b, UnitKind kind, Province p) {
        if (!kind.isNaval()) return b.armyNeighbours(p);
        List<Province> out = new ArrayList<>();
        List<Location> locs = new ArrayList<>(p.coasts());
        locs.add(p.main());
        for (Location l : locs) for (Location q : b.fleetNeighbours(l)) out.add(q.province());
        return out;
    }

    /** Where the order leaves its unit if it succeeds. */
    private static Province end(Order o) {
        if (o instanceof Order.Move m) return m.then() != null ? m.then().to().province() : m.to().province();
        return o.province();
    }
}
