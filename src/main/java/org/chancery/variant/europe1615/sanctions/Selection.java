package org.chancery.variant.europe1615.sanctions;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * The rulebook's selection of the year's sanctions from what each power submitted. The highest in priority goes
 * into effect; a sanction of the same rank but lower importance goes in with it when two or more powers submitted
 * it. An advantage submitted by a power of the other confession without SUPPORT is a challenge: it succeeds when
 * the challengers outnumber the confession's own submitters (and those supporting) by one or more, and then the
 * sanction is passed over and leaves the challengers' lists only. A challenge where nobody of the confession
 * submits is no challenge, and counts as an ordinary submission (the rulebook's examples).
 */
public final class Selection {
    private Selection() {}

    /** One power's submission. */
    public record Submitted(String power, Sanction sanction, boolean support) {}

    /** A sanction going into effect with the powers whose submissions carried it. */
    public record Chosen(Sanction sanction, List<String> holders) {}

    /** The year's selection: the sanctions into effect, copies lost in successful challenges, and what to publish. */
    public record Result(List<Chosen> inEffect, Map<String, List<Sanction>> lost, List<String> notes) {}

    /** One submitted sanction: its own side (with supporters) and its challengers. */
    private record Group(Sanction sanction, List<String> own, List<String> challengers) {
        boolean challenged() { return !challengers.isEmpty() && challengers.size() >= own.size() + 1; }
    }

    /** {@code confession} gives each power's confession ("protestant" or "catholic"). */
    public static Result select(List<Submitted> submissions, Function<String, String> confession) {
        Map<Sanction, Group> groups = new TreeMap<>(Sanction.PRIORITY);
        for (Submitted x : submissions) {
            Group g = groups.computeIfAbsent(x.sanction(), s -> new Group(s, new ArrayList<>(), new ArrayList<>()));
            String c = x.sanction().confession();
            boolean challenge = c != null && !c.equals(confession.apply(x.power())) && !x.support();
            (challenge ? g.challengers() : g.own()).add(x.power());
        }
        for (Group g : groups.values()) {
            if (g.own().isEmpty()) {
                g.own().addAll(g.challengers());
                g.challengers().clear();
            }
        }
        List<Chosen> chosen = new ArrayList<>();
        Map<String, List<Sanction>> lost = new TreeMap<>();
        List<String> notes = new ArrayList<>();
        Group top = null;
        for (Group g : groups.values()) {
            if (top != null) {
                if (g.sanction().rank != top.sanction().rank || g.own().size() < 2) continue;
            }
            if (g.challenged()) {
                challenge(g, lost, notes);
                continue;
            }
            if (top == null) top = g;
            if (!g.challengers().isEmpty()) {
                notes.add("The challenge to " + g.sanction().title + " by " + String.join(", ", g.challengers()) + " failed against "
                        + String.join(", ", g.own()) + ".");
            }
            chosen.add(new Chosen(g.sanction(), List.copyOf(g.own())));
        }
        return new Result(chosen, lost, notes);
    }

    private static void challenge(Group g, Map<String, List<Sanction>> lost, List<String> notes) {
        for (String p : g.challengers()) lost.computeIfAbsent(p, k -> new ArrayList<>()).add(g.sanction());
        notes.add("The challenge to " + g.sanction().title + " by " + String.join(", ", g.challengers()) + " succeeded against "
                + String.join(", ", g.own()) + ": it does not come into effect, and leaves the challengers' lists.");
    }
}
