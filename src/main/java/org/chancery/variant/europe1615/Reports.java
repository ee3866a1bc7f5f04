package org.chancery.variant.europe1615;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The public lines of a phase's results: statuses and markers, the round's table. Never an amount of INFs. */
final class Reports {
    private Reports() {}

    /** "Statuses: LOR aligned with Spain (Catholic marker); SAX neutral; ... Captured: MEC." */
    static List<String> statuses(Politics pol) {
        List<String> set = new ArrayList<>(), captured = new ArrayList<>();
        int unaligned = 0;
        for (MinorState m : pol.all()) {
            if (m.ottoman()) continue;
            Influence.Status x = pol.status(m);
            if (x == null) {
                if (!m.dormant() || pol.state().awake().contains(m.key())) captured.add(m.key());
                continue;
            }
            String marker = pol.marker(m);
            if (x.kind() == Influence.Kind.UNALIGNED && (marker == null || m.papal())) {
                unaligned++;
                continue;
            }
            set.add(m.key() + " " + x.describe() + (marker == null ? "" : " (" + marker + " marker)"));
        }
        List<String> out = new ArrayList<>();
        String rest = unaligned == 0 ? "" : (set.isEmpty() ? "all " + unaligned + " states unaligned" : "the other " + unaligned + " unaligned");
        if (!set.isEmpty() || unaligned > 0) {
            out.add("Statuses: " + String.join("; ", set) + (set.isEmpty() || rest.isEmpty() ? rest : "; " + rest) + ".");
        }
        if (!captured.isEmpty()) out.add("Captured, not pliant: " + String.join(", ", captured) + ".");
        return out;
    }

    /** "Round 1615: Spain 41, France 29, ... Winner: Spain." */
    static String round(E1615State.Round r, Map<String, Integer> won) {
        List<String> parts = new ArrayList<>();
        r.scores().entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue())
                .forEach(e -> parts.add(e.getKey() + " " + e.getValue()));
        String who = r.winner() == null ? "no winner (a tie at the top)" : r.winner() + " (" + won.getOrDefault(r.winner(), 0)
                + " round" + (won.getOrDefault(r.winner(), 0) == 1 ? "" : "s") + " won)";
        return "Round " + r.year() + " scores: " + String.join(", ", parts) + ". Winner: " + who + ".";
    }
}
