package org.chancery.engine;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Resolves an adjustment phase. A power builds up to the number of centres it has beyond its units, in the
 * order given, and removes down to its centre count; removals it failed to order follow
 * {@link CivilDisorder}. Orders beyond what is owed fail.
 */
public final class AdjustmentAdjudicator {
    private final Board board;
    private final Rules rules;

    public AdjustmentAdjudicator(Board board, Rules rules) {
        this.board = board;
        this.rules = rules;
    }

    /** Centres minus units: positive means builds owed, negative removals. */
    /** "5 centres and 4 units", for telling a power what it owes. */
    public static String describe(GameState s, String power) {
        int centres = s.centresOf(power).size(), units = s.unitsOf(power).size();
        return centres + (centres == 1 ? " centre and " : " centres and ") + units + (units == 1 ? " unit" : " units");
    }

    public static int balance(GameState s, String power) {
        return s.centreCount(power) - s.unitCount(power);
    }

    /** Whether any power has a build it can make or a removal it must make. */
    public boolean anythingToDo(GameState s) {
        List<String> powers = s.livePowers();
        int[] balances = s.balances(powers);
        for (int i = 0; i < balances.length; i++) {
            if (balances[i] < 0) return true;
            if (balances[i] > 0 && hasBuildSite(s, powers.get(i))) return true;
        }
        return false;
    }

    public boolean hasBuildSite(GameState s, String power) {
        for (Province p : board.provinces()) {
            if (rules.buildPolicy().refusal(s, power, p) == null) return true;
        }
        return false;
    }

    public PhaseResult adjudicate(GameState s, List<Order> orders) {
        List<Outcome> outcomes = new ArrayList<>();
        GameState.Builder b = s.toBuilder();
        List<String> powers = s.livePowers();
        int[] balances = s.balances(powers);
        for (int i = 0; i < balances.length; i++) {
            String power = powers.get(i);
            int balance = balances[i];
            List<Order> mine = new ArrayList<>();
            for (Order o : orders) if (power.equals(powerOf(o))) mine.add(o);
            if (balance >= 0) build(s, power, balance, mine, outcomes, b);
            else remove(s, power, -balance, mine, outcomes, b);
        }
        return new PhaseResult(outcomes, b.build());
    }

    /**
     * Applies one power's build and waive orders, up to {@code owed}, by this adjudicator's build rules;
     * for variants that work out what is owed themselves.
     */
    public void build(GameState s, String power, int owed, List<Order> mine, List<Outcome> outcomes,
                      GameState.Builder b) {
        Set<Province> used = new HashSet<>();
        int built = 0;
        for (Order o : mine) {
            if (o instanceof Order.Build build) {
                String refusal = rules.buildPolicy().refusal(s, power, build.at().province());
                if (built >= owed) outcomes.add(Outcome.failed(o, "no build owed"));
                else if (refusal != null) outcomes.add(Outcome.failed(o, refusal));
                else if (!used.add(build.at().province())) outcomes.add(Outcome.failed(o, "already building there"));
                else if (!build.kind().canStandOn(build.at().province())) {
                    outcomes.add(Outcome.failed(o, build.kind().name() + " cannot stand there"));
                } else {
                    built++;
                    outcomes.add(Outcome.ok(o));
                    b.unit(new Unit(power, build.kind(), build.at()));
                }
            } else if (o instanceof Order.Waive) {
                outcomes.add(built < owed ? Outcome.ok(o) : Outcome.failed(o, "no build owed"));
                if (built < owed) built++;
            } else {
                outcomes.add(Outcome.failed(o, owed == 0 ? "no adjustment owed" : "builds are owed, not removals"));
            }
        }
    }

    private void remove(GameState s, String power, int owed, List<Order> mine, List<Outcome> outcomes,
                        GameState.Builder b) {
        Set<Province> removed = new HashSet<>();
        for (Order o : mine) {
            if (o instanceof Order.Remove r && s.unitAt(r.province()) != null
                    && power.equals(s.unitAt(r.province()).power())) {
                if (removed.size() >= owed) outcomes.add(Outcome.failed(o, "no more removals owed"));
                else if (!removed.add(r.province())) outcomes.add(Outcome.failed(o, "already removed"));
                else {
                    outcomes.add(Outcome.ok(o));
                    b.removeUnit(r.province());
                }
            } else {
                outcomes.add(Outcome.failed(o, "removals are owed, not this"));
            }
        }
        if (removed.size() < owed) {
            List<Unit> left = new ArrayList<>();
            for (Unit u : s.unitsOf(power)) if (!removed.contains(u.province())) left.add(u);
            for (Unit u : new CivilDisorder(board).removals(s, power, left, owed - removed.size())) {
                outcomes.add(new Outcome(new Order.Remove(u), true, "removed in civil disorder"));
                b.removeUnit(u.province());
            }
        }
    }

    static String powerOf(Order o) {
        if (o instanceof Order.Build b) return b.power();
        if (o instanceof Order.Waive w) return w.power();
        if (o instanceof Order.Remove r) return r.unit().power();
        if (o instanceof Order.Disband d) return d.unit().power();
        return null;
    }
}
