package org.chancery.variant.europe1615;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chancery.engine.AdjustmentAdjudicator;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.PhaseResult;
import org.chancery.engine.Province;
import org.chancery.engine.Rules;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;

/**
 * Winter after the captures: Early Winter's required disbands (a captured state's units go by themselves, the
 * rest as ordered, or the farthest from its centres when none is ordered), Late Winter's builds (the states rebuild by themselves, their aligned
 * power may order it), then the scoring phase and the status check that opens the next year.
 */
final class Adjustments {
    /** A major's order for a unit or a build of a state aligned with it. */
    static final String STATE_REMOVE = "state-remove", STATE_BUILD = "state-build";

    private final E1615Setup setup;
    private final Winter winter;
    private final AdjustmentAdjudicator engine;
    private final Ending ending;
    private final Rules rules;

    Adjustments(E1615Setup setup, Winter winter, Rules rules, Ending ending) {
        this.setup = setup;
        this.winter = winter;
        this.rules = rules;
        this.engine = new AdjustmentAdjudicator(setup.board, rules);
        this.ending = ending;
    }

    /**
     * What each power owes in Winter: its own removals (Early) or the builds it can make (Late), and those of
     * the states aligned with it.
     */
    Map<String, Integer> owed(GameState s, boolean late) {
        Map<String, Integer> out = new TreeMap<>();
        E1615State st = E1615State.read(s);
        Politics pol = new Politics(setup, s, st);
        for (String p : setup.majors) {
            int n = st.isEliminated(p) ? 0 : adjustment(s, p, late);
            if (n > 0) out.merge(p, n, Integer::sum);
        }
        for (MinorState m : pol.all()) {
            String a = pol.alignedWith(m);
            if (a == null || pol.ofPower(m.power()) != m) continue;
            int n = adjustment(s, m.power(), late);
            if (n > 0) out.merge(a, n, Integer::sum);
        }
        return out;
    }

    /** Removals owed in Early Winter, or builds that can be made in Late Winter. */
    private int adjustment(GameState s, String power, boolean late) {
        int b = AdjustmentAdjudicator.balance(s, power);
        if (!late) return Math.max(0, -b);
        MinorState m = setup.stateOf(s, power);
        List<Province> candidates = new ArrayList<>();
        if (m == null) candidates.addAll(setup.homeCentres(power));
        else for (String id : m.provinces()) candidates.add(setup.province(id));
        int sites = 0;
        for (Province p : candidates) if (rules.buildPolicy().refusal(s, power, p) == null) sites++;
        return Math.max(0, Math.min(b, sites));
    }

    /** As Early Winter begins: abandoned powers are dissolved, and captured states' units disband. */
    GameState enterEarlyWinter(GameState s, List<String> notes) {
        GameState cur = s;
        for (String p : E1615State.read(s).abandoned()) {
            if (E1615State.read(cur).isEliminated(p)) continue;
            notes.add(p + " was abandoned and is dissolved: its units disband and its centres become states of their own.");
            cur = winter.dissolve(cur, p, notes);
        }
        Politics pol = Politics.of(setup, cur);
        GameState.Builder b = cur.toBuilder();
        for (Unit u : cur.units()) {
            MinorState m = pol.ofPower(u.power());
            if (m != null && !m.ottoman() && pol.captured(m)) {
                b.removeUnit(u.province());
                notes.add(u.power() + "'s " + u.displayName() + " disbands: its home centre has been captured.");
            }
        }
        cur = b.build();
        E1615State st = E1615State.read(cur);
        return st.withAttrition(Attrition.standing(st, cur)).write(cur);
    }

    /** Early Winter: removals only. */
    PhaseResult earlyWinter(GameState s, List<Order> orders) {
        List<Outcome> refused = new ArrayList<>();
        List<Order> kept = new ArrayList<>();
        for (Order o : stateOrders(s, orders)) {
            if (o instanceof Order.Build || o instanceof Order.Waive) refused.add(Outcome.failed(o, "builds come in Late Winter"));
            else kept.add(o);
        }
        return finish(s, engine.adjudicate(s, kept), refused);
    }

    /** Late Winter: the builds ordered, then every state and the Ottomans rebuild by themselves; waivers end. */
    PhaseResult lateWinter(GameState s, List<Order> orders, List<String> notes) {
        List<Outcome> refused = new ArrayList<>();
        List<Order> kept = new ArrayList<>();
        for (Order o : stateOrders(s, orders)) {
            if (o instanceof Order.Remove) refused.add(Outcome.failed(o, "removals came in Early Winter"));
            else kept.add(o);
        }
        PhaseResult r = engine.adjudicate(s, kept);
        GameState after = r.after();
        GameState.Builder b = after.toBuilder();
        Politics pol = Politics.of(setup, after);
        for (MinorState m : pol.all()) {
            if (pol.ofPower(m.power()) != m || pol.captured(m)) continue;
            int owed = AdjustmentAdjudicator.balance(after, m.power());
            for (String id : m.provinces()) {
                Province p = setup.province(id);
                if (owed <= 0) break;
                if (rules.buildPolicy().refusal(after, m.power(), p) != null) continue;
                UnitKind kind = setup.rebuildKind(p);
                b.unit(new Unit(m.power(), kind, kind.isNaval() && p.hasSplitCoasts() ? p.coasts().get(0) : p.main()));
                notes.add(m.power() + " rebuilds " + (kind.isNaval() ? "a fleet" : "an army") + " in " + p.name() + ".");
                owed--;
            }
        }
        E1615State st = E1615State.read(after).withWaivers(Map.of());
        return finish(s, new PhaseResult(r.outcomes(), st.write(b.build())), refused);
    }

    private PhaseResult finish(GameState before, PhaseResult r, List<Outcome> refused) {
        List<Outcome> out = new ArrayList<>();
        for (Outcome o : r.outcomes()) {
            // the rulebook's civil disorder is abandonment; a removal nobody ordered is only that
            out.add(o.reason() != null && o.reason().equals("removed in civil disorder")
                    ? new Outcome(o.order(), true, "removed: none was ordered, so the unit farthest from its centres goes") : o);
        }
        out.addAll(refused);
        E1615State st = E1615State.read(r.after());
        return new PhaseResult(out, st.withAttrition(Attrition.standing(st, r.after())).write(r.after()));
    }

    /** A major's orders for its aligned states' units and builds, as the engine's removals and builds. */
    private List<Order> stateOrders(GameState s, List<Order> orders) {
        List<Order> out = new ArrayList<>();
        for (Order o : orders) {
            if (o instanceof Order.Special x && STATE_REMOVE.equals(x.kind()) && x.unit() != null) {
                out.add(new Order.Remove(x.unit()));
            } else if (o instanceof Order.Special x && STATE_BUILD.equals(x.kind())) {
                UnitKind kind = x.args().get(2).equals("F") ? UnitKind.FLEET : UnitKind.ARMY;
                out.add(new Order.Build(x.args().get(1), kind, s.board().location(x.args().get(0))));
            } else if (!(o instanceof Order.Special)) {
                out.add(o);
            }
        }
        return out;
    }

    /**
     * The scoring phase, the year's sanctions chosen from the powers' submissions, then the status check of the
     * next year: eliminated powers' INFs go, budgets are set.
     */
    GameState yearEnd(GameState s, Map<String, List<String>> submissions, List<String> notes,
                      Map<String, List<String>> secret) {
        E1615State st = E1615State.read(s);
        Politics pol = new Politics(setup, s, st);
        Map<String, Integer> scores = Scoring.scores(setup, pol, setup.sanctions);
        E1615State.Round round = new E1615State.Round(s.phase().year(), scores, Scoring.winner(scores));
        st = st.withRound(round);
        notes.add(Reports.round(round, st.roundsWon()));
        E1615State.End end = ending.afterScoring(st);
        if (end != null) return st.withEnd(end).write(s);
        s = setup.sanctions.select(st.write(s), submissions, notes, secret);
        st = E1615State.read(s);
        Map<String, Map<String, Integer>> inf = new TreeMap<>();
        for (Map.Entry<String, Map<String, Integer>> e : st.influence().entrySet()) {
            Map<String, Integer> keep = new TreeMap<>(e.getValue());
            keep.keySet().removeAll(st.eliminated());
            inf.put(e.getKey(), keep);
        }
        st = st.withInfluence(inf).withYear(budgets(s, st));
        List<String> parts = new ArrayList<>();
        st.budgets().forEach((p, v) -> parts.add(p + " " + v));
        notes.add("Status check for " + (s.phase().year() + 1) + ": INFs this year " + String.join(", ", parts) + ".");
        notes.addAll(Reports.statuses(new Politics(setup, s, st)));
        return st.write(s);
    }

    /** Each surviving power's INFs for the year: the values of the centres it holds. */
    Map<String, Integer> budgets(GameState s, E1615State st) { return new Politics(setup, s, st).yearlyInfluence(); }
}
