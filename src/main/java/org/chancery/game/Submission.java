package org.chancery.game;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;

/**
 * What one submission of orders came to, gathered while it is stored: each order accepted once however
 * often it was given, orders it replaced, surplus builds or removals, and refusals counted by line. Text
 * given by the player is cut in the answer, so a huge line is never echoed whole.
 */
final class Submission {
    static final int ECHO = 60;
    static final int REASON = 240;

    private final String power;
    private final List<String> accepted = new ArrayList<>();
    private final Map<String, Integer> given = new LinkedHashMap<>();
    private final List<String> notes = new ArrayList<>();
    private final Map<SubmitResult.Rejected, Integer> rejected = new LinkedHashMap<>();

    Submission(String power) { this.power = power; }

    /** Whether this order was accepted already in this submission (it is then counted, not stored again). */
    boolean repeated(String order) {
        Integer n = given.get(order);
        if (n == null) return false;
        given.put(order, n + 1);
        return true;
    }

    void accept(String order) {
        accepted.remove(order);
        accepted.add(order);
        given.put(order, 1);
    }

    void replaced(String old, String by) {
        accepted.remove(old);
        given.remove(old);
        notes.add("replaced: " + old + ", by " + by + " (one order a unit; the last one stands)");
    }

    void surplus(String order, int owed, List<String> standing) {
        notes.add("surplus: " + order + " - " + power + " owes " + owed + " build" + (owed == 1 ? "" : "s")
                + " or removal" + (owed == 1 ? "" : "s") + " this phase, and " + String.join("; ", standing)
                + (standing.size() == 1 ? " stands" : " stand") + ". Not stored; clear or replace one first.");
    }

    /** A warning from the rules about an order accepted (one that counts only with another power's consent). */
    void warn(String warning) {
        notes.add("warning: " + warning);
    }

    boolean anyRejected() { return !rejected.isEmpty(); }

    void reject(String input, String reason) {
        rejected.merge(new SubmitResult.Rejected(cut(input, ECHO), cut(reason, REASON)), 1, Integer::sum);
    }

    SubmitResult result(String phase, List<String> standing) {
        List<String> all = new ArrayList<>(notes);
        given.forEach((order, n) -> {
            if (n > 1) all.add(order + " was given " + String.format("%,d", n) + " times; it counts once.");
        });
        List<SubmitResult.Rejected> refused = new ArrayList<>();
        rejected.forEach((r, n) -> refused.add(n == 1 ? r
                : new SubmitResult.Rejected(r.input(), r.reason() + " (the same line came " + String.format("%,d", n)
                        + " times)")));
        return new SubmitResult(power, phase, List.copyOf(accepted), refused, standing, all);
    }

    /** Whether an order is one of the builds, waives or removals a power owes in an adjustment phase. */
    static boolean adjusts(Order o) {
        return o instanceof Order.Build || o instanceof Order.Waive || o instanceof Order.Remove
                || o instanceof Order.Disband;
    }

    /** The builds, waives and removals among a power's stored order texts. */
    static List<String> adjustments(Rulebook rb, GameState s, String power, Collection<String> texts) {
        List<String> out = new ArrayList<>();
        for (Order o : rb.reparse(s, power, new ArrayList<>(texts))) if (adjusts(o)) out.add(o.text());
        return out;
    }

    static String cut(String text, int max) {
        return text.length() <= max ? text : text.substring(0, max - 1) + "\u2026";
    }
}
