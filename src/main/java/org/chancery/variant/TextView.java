package org.chancery.variant;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A variant's position in words, for what only the map shows otherwise: {@code summary} lines for the
 * status (victory progress first), a note per power for the status table (such as "removed"), and the
 * sections of the full board view, each a small table.
 */
public record TextView(List<String> summary, Map<String, String> notes, List<Section> sections) {
    public TextView {
        summary = List.copyOf(summary);
        notes = Map.copyOf(notes);
        sections = List.copyOf(sections);
    }

    /** One part of the board view: a title and rows under headers. */
    public record Section(String title, List<String> headers, List<List<String>> rows) {
        public Section {
            headers = List.copyOf(headers);
            List<List<String>> copy = new ArrayList<>();
            for (List<String> r : rows) copy.add(List.copyOf(r));
            rows = List.copyOf(copy);
        }
    }

    /**
     * "Hungary 14 of 18, Ottomans 12 of 18 and Naples 9 of 18": the leaders' totals towards victory, most first,
     * ties by name. When the cut falls inside a tie, it says so: "... and England 3 of 18 (ties by name: 4 more
     * have 3)".
     */
    public static String progress(Map<String, Integer> totals, int target, int leaders) {
        List<Map.Entry<String, Integer>> sorted = mostFirst(totals);
        List<String> parts = new ArrayList<>();
        int shown = Math.min(leaders, sorted.size());
        for (Map.Entry<String, Integer> e : sorted.subList(0, shown)) {
            parts.add(e.getKey() + " " + e.getValue() + " of " + target);
        }
        int more = 0;
        for (Map.Entry<String, Integer> e : sorted.subList(shown, sorted.size())) {
            if (e.getValue().equals(sorted.get(shown - 1).getValue())) more++;
        }
        String tie = more == 0 ? "" : " (ties by name: " + more + " more " + (more == 1 ? "has " : "have ")
                + sorted.get(shown - 1).getValue() + ")";
        if (parts.size() <= 1) return String.join("", parts) + tie;
        return String.join(", ", parts.subList(0, parts.size() - 1)) + " and " + parts.get(parts.size() - 1) + tie;
    }

    /** The victory table: each power's total towards the target, most first. */
    public static Section victory(String title, Map<String, Integer> totals, int target) {
        List<Map.Entry<String, Integer>> sorted = mostFirst(totals);
        List<List<String>> rows = new ArrayList<>();
        for (Map.Entry<String, Integer> e : sorted) rows.add(List.of(e.getKey(), e.getValue() + " of " + target));
        return new Section(title, List.of("Power", "Centres"), rows);
    }

    /** The totals, most first, then by name. */
    public static List<Map.Entry<String, Integer>> mostFirst(Map<String, Integer> totals) {
        List<Map.Entry<String, Integer>> sorted = new ArrayList<>(totals.entrySet());
        sorted.sort((a, b) -> b.getValue() != a.getValue().intValue() ? b.getValue() - a.getValue() : a.getKey().compareTo(b.getKey()));
        return sorted;
    }
}
