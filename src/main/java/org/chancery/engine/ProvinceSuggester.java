package org.chancery.engine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.text.similarity.JaroWinklerSimilarity;
import org.apache.commons.text.similarity.LevenshteinDistance;

/** Suggests provinces for a misspelt name, by edit distance over every name the board accepts. */
final class ProvinceSuggester {
    private static final JaroWinklerSimilarity JARO_WINKLER = new JaroWinklerSimilarity();
    private static final LevenshteinDistance[] LEVENSHTEIN = {
        null, new LevenshteinDistance(1), new LevenshteinDistance(2), new LevenshteinDistance(3)};

    private final List<Map.Entry<String, Province>> names;

    ProvinceSuggester(Board board) {
        names = new ArrayList<>(board.names().entrySet());
    }

    /** Up to {@code max} provinces whose names are close to {@code typed}, best first. */
    List<Province> suggest(String typed, int max) {
        String key = Board.normalize(typed);
        if (key.isEmpty()) return List.of();
        int limit = key.length() <= 4 ? 1 : key.length() <= 8 ? 2 : 3;
        Map<Province, Score> best = new HashMap<>();
        for (Map.Entry<String, Province> e : names) {
            String name = e.getKey();
            int d = LEVENSHTEIN[limit].apply(key, name);
            if (key.length() >= 3 && name.startsWith(key)) d = d < 0 ? 1 : Math.min(d, 1);
            if (d < 0) continue;
            Score s = new Score(e.getValue(), d, JARO_WINKLER.apply(key, name));
            best.merge(e.getValue(), s, (a, b) -> a.better(b) ? a : b);
        }
        List<Score> scores = new ArrayList<>(best.values());
        scores.sort((a, b) -> a.better(b) ? -1 : b.better(a) ? 1 : 0);
        List<Province> out = new ArrayList<>();
        for (int i = 0; i < scores.size() && i < max; i++) out.add(scores.get(i).province);
        return out;
    }

    /** "; did you mean X, Y or Z?", or "" when there is nothing to suggest. */
    static String didYouMean(List<Province> provinces) {
        if (provinces.isEmpty()) return "";
        List<String> names = new ArrayList<>();
        for (Province p : provinces) names.add(p.name());
        return "; did you mean " + orList(names) + "?";
    }

    /** "a", "a or b", "a, b or c". */
    static String orList(List<String> items) { return list(items, " or "); }

    /** "a", "a and b", "a, b and c". */
    static String andList(List<String> items) { return list(items, " and "); }

    private static String list(List<String> items, String last) {
        if (items.size() == 1) return items.get(0);
        return String.join(", ", items.subList(0, items.size() - 1)) + last + items.get(items.size() - 1);
    }

    private record Score(Province province, int distance, double similarity) {
        boolean better(Score o) {
            if (distance != o.distance) return distance < o.distance;
            if (similarity != o.similarity) return similarity > o.similarity;
            return province.index() < o.province.index();
        }
    }
}
