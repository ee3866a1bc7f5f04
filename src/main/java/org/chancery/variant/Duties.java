package org.chancery.variant;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Unit;

/**
 * What a power must, and may, do in a retreat or adjustment phase, in the words of the private notice it
 * gets when the phase begins. Each example order is one the rules would accept on this board.
 */
public final class Duties {
    private Duties() {}

    /** The standard duties: retreats of the power's dislodged units; its builds or removals; other orders it may give. */
    public static List<String> standard(Ruleset r, GameState s, String power) {
        List<String> out = new ArrayList<>();
        if (s.phase().type() == PhaseType.RETREAT) {
            List<Unit> mine = new ArrayList<>();
            for (Dislodgement d : s.dislodged()) if (d.unit().power().equals(power) && !s.isStationary(d.unit())) mine.add(d.unit());
            if (!mine.isEmpty()) out.add(retreats(power, mine, true));
            return out;
        }
        if (s.phase().type() != PhaseType.ADJUSTMENT) return out;
        Map<String, Integer> owed = r.owed(s);
        if (!owed.containsKey(power)) return out;
        int n = owed.get(power);
        List<Order> builds = r.legalBuilds(s, power);
        List<Order> units = new ArrayList<>();
        List<Order> others = new ArrayList<>();
        for (Order o : builds) (o instanceof Order.Build || o instanceof Order.Waive ? units : others).add(o);
        if (n > 0 && units.stream().anyMatch(o -> o instanceof Order.Build)) out.add(builds(power, n, units));
        else if (n > 0) out.add(removals(power, n, removalsOf(r, s, power)));
        if (!others.isEmpty()) out.add(optional(power, others));
        return out;
    }

    /** The Remove orders the rules offer for the power's units. */
    public static List<Order> removalsOf(Ruleset r, GameState s, String power) {
        List<Order> out = new ArrayList<>();
        for (Unit u : s.unitsOf(power)) for (Order o : r.legalOrders(s, u)) if (o instanceof Order.Remove) out.add(o);
        return out;
    }

    /** "England must retreat or disband F nth and A yor. ..." ({@code must} false: "may order the retreat of"). */
    public static String retreats(String who, List<Unit> units, boolean must) {
        List<String> names = new ArrayList<>();
        for (Unit u : units) names.add(u.shortName());
        return who + (must ? " must retreat or disband " : " may order the retreat or disband of ") + String.join(", ", names)
                + ". See the choices with /moves <province>, then give them with /order.";
    }

    /** "France may build 2 units: give them with /order, e.g. Build A par; Waive any you do not want." */
    public static String builds(String who, int n, List<Order> choices) {
        String example = "";
        for (Order o : choices) if (o instanceof Order.Build) { example = ", e.g. " + o.text(); break; }
        return who + " may build " + n + " " + units(n) + ": give them with /order" + example + "; Waive any you do not want.";
    }

    /** "Lithuania must remove 2 units: give them with /order, e.g. Remove A kie; otherwise the rules choose." */
    public static String removals(String who, int n, List<Order> choices) {
        String example = choices.isEmpty() ? "" : ", e.g. " + choices.get(0).text();
        return who + " must remove " + n + " " + units(n) + ": give them with /order" + example + "; otherwise the rules choose.";
    }

    /** "Lithuania may order Build Heir; nothing is owed if it does not." */
    public static String optional(String who, List<Order> choices) {
        List<String> texts = new ArrayList<>();
        for (Order o : choices) texts.add(o.text());
        return who + " may order " + String.join(" or ", texts) + "; nothing is owed if it does not.";
    }

    private static String units(int n) { return n == 1 ? "unit" : "units"; }
}
