package org.chancery.variant.europe1615;

import java.util.ArrayList;
import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.PhaseType;
import org.chancery.variant.Allocations;

/**
 * Influence by DM or {@code /allocate}: a power's whole deployment for the phase, checked as a whole and never
 * more than it has left this year. The same flow as Order of the Dragon's Diplomacy Points. In Late Winter the
 * same flow carries the power's secret sanction submission for the year.
 */
final class E1615Allocations implements Allocations {
    private final E1615Setup setup;
    private final Deployment deployment;
    private final E1615Ruleset rules;

    E1615Allocations(E1615Setup setup, Deployment deployment, E1615Ruleset rules) {
        this.setup = setup;
        this.deployment = deployment;
        this.rules = rules;
    }

    private boolean sanctions(GameState s) { return rules.lateWinter(s.phase()); }

    @Override
    public int budget(GameState s, String power) { return sanctions(s) ? 0 : E1615State.read(s).left(power); }

    @Override
    public Check check(GameState s, String power, List<String> lines, List<Order> ownOrders) {
        if (sanctions(s)) return setup.sanctions().submission(s, power, lines);
        return deployment.read(s, power, lines).submission().check(budget(s, power));
    }

    /** "This year France has 21 INFs: 12 were left to deploy, 3 are left after these"; a refused set spends nothing. */
    @Override
    public String summary(GameState s, String power, Check check) {
        if (sanctions(s)) {
            return "One sanction a year, from your own list, with your builds; /sanctions shows your list and those in effect.";
        }
        E1615State st = E1615State.read(s);
        String has = "This year " + power + " has " + st.budgets().getOrDefault(power, 0) + " INFs: " + st.left(power);
        int left = st.left(power);
        return (check.ok() ? has + (left == 1 ? " was" : " were") + " left to deploy, " + check.remaining()
                + (check.remaining() == 1 ? " is" : " are") + " left after these."
                : has + (left == 1 ? " is" : " are") + " left to deploy; this set was refused, so nothing was spent.")
                + " Unused INFs do not carry over.";
    }

    /** In Late Winter a submission names a sanction, with no points. */
    @Override
    public boolean pointed(GameState s) { return !sanctions(s); }

    /** What may follow the points: each state the power may deploy to now ("SAX", so "1 SAX"); in Late Winter, a sanction. */
    @Override
    public List<String> suggestions(GameState s, String power) {
        List<String> out = new ArrayList<>();
        if (sanctions(s)) return setup.sanctions().suggestions(s, power);
        if (s.phase().type() != PhaseType.MOVEMENT || !setup.isMajor(power)) return out;
        Politics pol = Politics.of(setup, s);
        for (MinorState m : pol.all()) if (deployment.refusal(pol, power, m) == null) out.add(m.key());
        return out;
    }
}
