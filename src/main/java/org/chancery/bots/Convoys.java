package org.chancery.bots;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.chancery.engine.Board;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;

/**
 * Convoys by a power's own fleets: an army moves by convoy to a place across the sea when the army there and its fleets
 * staying at sea are worth more than where the army and those fleets were going, and those fleets convoy it. Each line is one the variant's
 * rules accept, read as the order desk reads a player's; a board without convoys accepts none, and nothing changes.
 */
final class Convoys {
    /** The rules' reading of an order: the order as they accept it, or null. */
    interface Reader extends Function<Order, Order> {}

    private Convoys() {}

    /** Changes {@code chosen} (and {@code claimed}) for every convoy worth making; the armies best served first. */
    static void plan(GameState s, String power, Map<Unit, Order> chosen, Set<Province> claimed, double[] value, Reader rules) {
        Board b = s.board();
        List<Unit> armies = new ArrayList<>();
        for (Unit u : chosen.keySet()) if (u.kind() == UnitKind.ARMY) armies.add(u);
        armies.sort(Comparator.comparing((Unit u) -> u.province().id()));
        Set<Unit> busy = new HashSet<>();
        Set<Province> entered = new HashSet<>();
        for (Order o : chosen.values()) if (o instanceof Order.Move m) entered.add(m.to().province());
        for (Unit army : armies) {
            Route best = best(s, power, army, chosen, claimed, entered, busy, value);
            if (best == null) continue;
            Order move = rules.apply(new Order.Move(army, best.to.main(), true));
            if (move == null) continue;
            List<Order> convoys = new ArrayList<>();
            for (Unit f : best.fleets) {
                Order c = rules.apply(new Order.Convoy(f, army, best.to));
                if (c == null) break;
                convoys.add(c);
            }
            if (convoys.size() != best.fleets.size()) continue;
            claimed.remove(target(chosen.get(army)));
            for (Unit f : best.fleets) {
                claimed.remove(target(chosen.get(f)));
                if (chosen.get(f) instanceof Order.Move m) entered.remove(m.to().province());
            }
            chosen.put(army, move);
            claimed.add(best.to);
            entered.add(best.to);
            for (int i = 0; i < convoys.size(); i++) {
                chosen.put(best.fleets.get(i), convoys.get(i));
                claimed.add(best.fleets.get(i).province());
                busy.add(best.fleets.get(i));
            }
            busy.add(army);
        }
    }

    private record Route(Province to, List<Unit> fleets) {}

    /**
     * The place the army reaches by a chain of the power's fleets free to convoy with the most gain over what the army
     * and those fleets were to do (a place one of them was going to is free to it); null when none gains.
     */
    private static Route best(GameState s, String power, Unit army, Map<Unit, Order> chosen, Set<Province> claimed,
                              Set<Province> entered, Set<Unit> busy, double[] value) {
        Board b = s.board();
        int n = b.size();
        int[] from = new int[n];
        java.util.Arrays.fill(from, -2);
        ArrayDeque<Province> queue = new ArrayDeque<>();
        for (Province p : fleetsNext(s, power, army.province(), chosen, entered, busy)) {
            from[p.index()] = -1;
            queue.add(p);
        }
        Route best = null;
        double bestGain = 0;
        while (!queue.isEmpty()) {
            Province sea = queue.poll();
            List<Province> links = fleetsNext(s, power, sea, chosen, entered, busy);
            for (Province q : neighbours(b, sea)) {
                if (from[q.index()] != -2) continue;
                if (links.contains(q)) {
                    from[q.index()] = sea.index();
                    queue.add(q);
                    continue;
                }
                if (q == army.province() || !UnitKind.ARMY.canStandOn(q)) continue;
                Unit there = s.unitAt(q);
                if (there != null && there.power().equals(power)) continue; // an own unit: leave it be
                List<Unit> fleets = chain(s, b, from, sea);
                // before: the army and its fleets each where they were going; after: the army there, the fleets at sea
                double before = value[target(chosen.get(army)).index()], after = value[q.index()];
                boolean taken = claimed.contains(q);
                for (Unit f : fleets) {
                    Province went = target(chosen.get(f));
                    taken &= went != q;
                    before += value[went.index()];
                    after += value[f.province().index()];
                }
                if (taken || after - before <= bestGain) continue;
                best = new Route(q, fleets);
                bestGain = after - before;
            }
        }
        return best;
    }

    /** The fleets from the first to {@code last}, following the search's links back. */
    private static List<Unit> chain(GameState s, Board b, int[] from, Province last) {
        List<Unit> out = new ArrayList<>();
        for (int i = last.index(); i >= 0; i = from[i]) out.add(s.unitAt(b.province(i)));
        Collections.reverse(out);
        return out;
    }

    /** The convoy spaces next to {@code p} holding a fleet of the power that is free to convoy. */
    private static List<Province> fleetsNext(GameState s, String power, Province p, Map<Unit, Order> chosen,
                                             Set<Province> entered, Set<Unit> busy) {
        List<Province> out = new ArrayList<>();
        for (Province q : neighbours(s.board(), p)) {
            if (!s.board().isConvoySpace(q)) continue;
            Unit f = s.unitAt(q);
            if (f == null || !f.power().equals(power) || !f.kind().isNaval() || busy.contains(f) || !chosen.containsKey(f)) continue;
            if (entered.contains(q)) continue; // an own unit moves in behind it: it must leave
            out.add(q);
        }
        return out;
    }

    private static List<Province> neighbours(Board b, Province p) {
        List<Province> out = new ArrayList<>();
        for (int q : Graph.of(b).near[p.index()]) {
            Province x = b.province(q);
            if (b.fleetAdjacent(p, x)) out.add(x);
        }
        return out;
    }

    private static Province target(Order o) {
        if (o instanceof Order.Move m) return m.to().province();
        return o.province();
    }
}
