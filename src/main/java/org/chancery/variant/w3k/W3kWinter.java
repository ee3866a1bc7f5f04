package org.chancery.variant.w3k;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.chancery.engine.AdjustmentAdjudicator;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.PhaseResult;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;

/**
 * Winter adjustments with supply transfers. Each power's supply is its centres (one unit in the mercy position).
 * Transfers come first, in the order given, each only from the excess left; then a power builds in any empty
 * centre it owns, in the order listed, up to its supply after transfers, or removes down to it. A power may not
 * list both builds and removals. Removals nobody orders, and a shortfall such as a transfer the sender left out,
 * are drawn by lot with the Winter's seed, and the notes record each draw.
 */
final class W3kWinter {
    private final AdjustmentAdjudicator builds;
    private final List<String> players;

    W3kWinter(AdjustmentAdjudicator builds, List<String> players) {
        this.builds = builds;
        this.players = players;
    }

    /** Whether anyone has something to adjust: builds or transfers to give, or removals to make. */
    boolean anythingToDo(GameState s) {
        for (String p : powers(s)) if (Supply.balance(s, p) != 0) return true;
        return false;
    }

    List<String> powers(GameState s) {
        List<String> out = new ArrayList<>();
        for (String p : s.livePowers()) if (players.contains(p)) out.add(p);
        return out;
    }

    PhaseResult adjudicate(GameState s, List<Order> orders, List<String> notes) {
        W3kState st = W3kState.read(s);
        Map<String, List<Order>> mine = new LinkedHashMap<>();
        List<Outcome> outcomes = new ArrayList<>();
        Map<String, Integer> in = new LinkedHashMap<>(), out = new LinkedHashMap<>();
        Map<String, Integer> left = new LinkedHashMap<>();
        Set<String> alive = new HashSet<>(powers(s));
        Map<Integer, String> received = new LinkedHashMap<>();
        for (Order o : orders) {
            if (o instanceof Order.Special sp && W3kOrders.TRANSFER.equals(sp.kind())) {
                if (transfer(s, sp, alive, left, in, out, outcomes)) received.put(outcomes.size() - 1, sp.args().get(0));
            } else if (o instanceof Order.Special || powerOf(o) == null) {
                outcomes.add(Outcome.failed(o, "not an order for the Winter"));
            } else {
                mine.computeIfAbsent(powerOf(o), k -> new ArrayList<>()).add(o);
            }
        }
        GameState.Builder b = s.toBuilder();
        Set<Province> removed = new HashSet<>();
        Set<String> everyone = new LinkedHashSet<>(powers(s));
        everyone.addAll(mine.keySet());
        Map<String, Integer> owing = new LinkedHashMap<>();
        for (String power : everyone) {
            int owed = Supply.balance(s, power) - out.getOrDefault(power, 0) + in.getOrDefault(power, 0);
            owing.put(power, owed);
            List<Order> given = mine.getOrDefault(power, List.of());
            boolean both = given.stream().anyMatch(o -> o instanceof Order.Remove)
                    && given.stream().anyMatch(o -> !(o instanceof Order.Remove));
            String flow = flow(power, in, out);
            List<Order> kept = new ArrayList<>();
            for (Order o : given) {
                boolean removal = o instanceof Order.Remove;
                if (owed == 0) outcomes.add(Outcome.failed(o, "no adjustment owed" + flow));
                else if (both && removal == owed > 0) outcomes.add(Outcome.failed(o, "a power may not list both builds and removals"));
                else if (removal == owed > 0) outcomes.add(Outcome.failed(o, (owed > 0 ? "builds are owed" : "removals are owed") + flow));
                else kept.add(o);
            }
            if (owed > 0) builds.build(s, power, owed, kept, outcomes, b);
            else if (owed < 0) remove(s, st, power, -owed, kept, outcomes, b, removed, notes);
        }
        received.forEach((at, to) -> outcomes.set(at, new Outcome(outcomes.get(at).order(), true,
                used(s, to, owing.getOrDefault(to, 0), in.getOrDefault(to, 0), outcomes))));
        List<W3kState.Conversion> stay = new ArrayList<>();
        for (W3kState.Conversion c : st.converting()) {
            if (!removed.contains(s.board().location(c.at()).province())) stay.add(c);
        }
        st.withConverting(stay).write(b);
        return new PhaseResult(outcomes, b.build());
    }

    /**
     * What the supply sent to a power did, said once the Winter is over: "received by Manchester, which built 1 of
     * the 2 its supply then allowed", or the removals it spared.
     */
    private static String used(GameState s, String to, int owed, int received, List<Outcome> outcomes) {
        if (owed <= 0) {
            return "received by " + to + ", which then owed " + received + " fewer " + (received == 1 ? "removal" : "removals");
        }
        int built = 0;
        for (Outcome o : outcomes) if (o.succeeded() && o.order() instanceof Order.Build b && to.equals(b.power())) built++;
        String of = built == owed ? (owed == 1 ? "the one build" : "all " + owed + " builds")
                : built + " of the " + owed + (owed == 1 ? " build" : " builds");
        return "received by " + to + ", which built " + of + " its supply then allowed";
    }

    /** Sends supply if the sender has the excess left; true when sent. */
    private boolean transfer(GameState s, Order.Special sp, Set<String> alive, Map<String, Integer> left,
                          Map<String, Integer> in, Map<String, Integer> out, List<Outcome> outcomes) {
        String from = sp.power(), to = sp.args().get(0);
        int n = Integer.parseInt(sp.args().get(1));
        int excess = left.computeIfAbsent(from, k -> Supply.excess(s, k));
        if (!alive.contains(to)) {
            outcomes.add(Outcome.failed(sp, to + " is out of the game"));
        } else if (n > excess) {
            outcomes.add(Outcome.failed(sp, "supply is sent only from excess, and " + from + " has " + excess + " left"));
        } else {
            left.put(from, excess - n);
            out.merge(from, n, Integer::sum);
            in.merge(to, n, Integer::sum);
            outcomes.add(Outcome.ok(sp));
            return true;
        }
        return false;
    }

    private static String flow(String power, Map<String, Integer> in, Map<String, Integer> out) {
        int i = in.getOrDefault(power, 0), o = out.getOrDefault(power, 0);
        if (i == 0 && o == 0) return "";
        return " (after supply transfers: " + (i > 0 ? i + " received" : "") + (i > 0 && o > 0 ? ", " : "")
                + (o > 0 ? o + " sent" : "") + ")";
    }

    private void remove(GameState s, W3kState st, String power, int owed, List<Order> given, List<Outcome> outcomes,
                        GameState.Builder b, Set<Province> removed, List<String> notes) {
        int done = 0;
        for (Order o : given) {
            Order.Remove r = (Order.Remove) o;
            if (done >= owed) outcomes.add(Outcome.failed(o, "no more removals owed"));
            else if (!removed.add(r.province())) outcomes.add(Outcome.failed(o, "already removed"));
            else {
                done++;
                outcomes.add(Outcome.ok(o));
                b.removeUnit(r.province());
            }
        }
        if (done >= owed) return;
        List<Unit> candidates = new ArrayList<>();
        for (Unit u : s.unitsOf(power)) if (!removed.contains(u.province())) candidates.add(u);
        candidates.sort(Comparator.comparing(u -> u.province().id()));
        Random lots = new Random(st.seed() * 31 + power.hashCode());
        List<String> drawn = new ArrayList<>();
        String reason = "drawn by lot (seed " + st.seed() + ")";
        while (done < owed && !candidates.isEmpty()) {
            Unit u = candidates.remove(lots.nextInt(candidates.size()));
            done++;
            removed.add(u.province());
            b.removeUnit(u.province());
            outcomes.add(new Outcome(new Order.Remove(u), true, reason));
            drawn.add(u.displayName());
        }
        notes.add(power + " owed " + owed + (owed == 1 ? " removal" : " removals") + " it did not order; lots drawn with seed "
                + st.seed() + " remove " + String.join(", ", drawn) + ".");
    }

    static String powerOf(Order o) {
        if (o instanceof Order.Build b) return b.power();
        if (o instanceof Order.Waive w) return w.power();
        if (o instanceof Order.Remove r) return r.unit().power();
        return null;
    }
}
