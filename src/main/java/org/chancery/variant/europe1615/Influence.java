package org.chancery.variant.europe1615;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import org.chancery.variant.Tally;

/** The rulebook's arithmetic of influence: a state's status, its religious marker, and diplomatic attacks. */
public final class Influence {
    private Influence() {}

    public enum Kind { ALIGNED, NEUTRAL, UNALIGNED }

    /** A pliant state's status; {@code power} is set when aligned. */
    public record Status(Kind kind, String power) {
        public static final Status UNALIGNED = new Status(Kind.UNALIGNED, null);
        public static final Status NEUTRAL = new Status(Kind.NEUTRAL, null);

        public boolean aligned() { return kind == Kind.ALIGNED; }

        public String describe() {
            return switch (kind) {
                case ALIGNED -> "aligned with " + power;
                case NEUTRAL -> "neutral";
                case UNALIGNED -> "unaligned";
            };
        }
    }

    /**
     * ALIGNED with the one power holding the most, when it holds 50% or more; NEUTRAL when the top is shared
     * (50/50) or nobody reaches 50%; UNALIGNED when nobody has invested.
     */
    public static Status status(Map<String, Integer> inf) {
        Map<String, Integer> held = new TreeMap<>();
        int total = 0;
        for (Map.Entry<String, Integer> e : inf.entrySet()) {
            if (e.getValue() > 0) {
                held.put(e.getKey(), e.getValue());
                total += e.getValue();
            }
        }
        if (total == 0) return Status.UNALIGNED;
        String leader = Tally.soleLeader(held).orElse(null);
        if (leader != null && 2 * held.get(leader) >= total) return new Status(Kind.ALIGNED, leader);
        return Status.NEUTRAL;
    }

    /**
     * The religious marker: the confession that alone holds INFs in the state, or holds twice the other's;
     * null for none. {@code confession} gives each power's ("protestant" or "catholic").
     */
    public static String marker(Map<String, Integer> inf, Function<String, String> confession) {
        int prot = 0, cath = 0;
        for (Map.Entry<String, Integer> e : inf.entrySet()) {
            String c = confession.apply(e.getKey());
            if (E1615Setup.PROTESTANT.equals(c)) prot += e.getValue();
            if (E1615Setup.CATHOLIC.equals(c)) cath += e.getValue();
        }
        if (prot > 0 && prot >= 2 * cath) return E1615Setup.PROTESTANT;
        if (cath > 0 && cath >= 2 * prot) return E1615Setup.CATHOLIC;
        return null;
    }

    /** One diplomatic attack: "LOR > France". */
    public record Attack(String attacker, String state, String target) {
        public String text() { return state + " > " + target; }
    }

    /** What an attack did, for the attacker's private note. */
    public record Resolved(Attack attack, int reduction) {}

    /**
     * The order attacks are resolved in: least influential first (fewest INFs this year), then fewest centres,
     * then lowest score last year; in the first year, {@code firstYear} decides ties instead.
     */
    public static Comparator<String> sequence(Map<String, Integer> budgets, Map<String, Integer> centres,
                                              Map<String, Integer> lastScores, List<String> firstYear) {
        Comparator<String> c = Comparator.comparingInt(p -> budgets.getOrDefault(p, 0));
        c = c.thenComparingInt(p -> centres.getOrDefault(p, 0));
        if (lastScores != null) c = c.thenComparingInt(p -> lastScores.getOrDefault(p, 0));
        return c.thenComparingInt(p -> firstYear.indexOf(p)).thenComparing(Comparator.naturalOrder());
    }

    /**
     * Resolves attacks in {@code order} by mutual reduction: the one with fewer INFs in the state loses them
     * all, the other loses as many. An attack where either side has nothing left does nothing.
     */
    public static List<Resolved> attack(Map<String, Map<String, Integer>> influence, List<Attack> attacks,
                                        Comparator<String> order) {
        List<Attack> sorted = new ArrayList<>(attacks);
        sorted.sort(Comparator.comparing(Attack::attacker, order));
        List<Resolved> out = new ArrayList<>();
        for (Attack a : sorted) {
            Map<String, Integer> in = influence.computeIfAbsent(a.state(), k -> new TreeMap<>());
            int mine = in.getOrDefault(a.attacker(), 0), theirs = in.getOrDefault(a.target(), 0);
            int cut = Math.min(mine, theirs);
            if (cut > 0) {
                in.put(a.attacker(), mine - cut);
                in.put(a.target(), theirs - cut);
                in.values().removeIf(v -> v == 0);
            }
            out.add(new Resolved(a, cut));
        }
        return out;
    }
}
