package org.chancery.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.game.scoring.ScoringSystem;
import org.chancery.variant.GameEnd;

/**
 * The scores of a game's end under its scoring system, written after the end's words into the stored outcome, so
 * the results post, the end notice, {@code status}, the game page and the export all carry them.
 */
final class EndScores {
    private EndScores() {}

    /** The outcome to store: {@code words}, then each power's score when the game has a scoring system. */
    static String outcome(Rulebook rb, String settingsJson, GameState s, GameEnd end, String words) {
        ScoringSystem sys = GameSettings.fromJson(settingsJson).scoringSystem();
        if (sys == null) return words;
        List<Map.Entry<String, Double>> scores = new ArrayList<>(sys.score(rb.rules().finish(s, end)).entrySet());
        scores.sort(Map.Entry.<String, Double>comparingByValue().reversed());
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, Double> e : scores) parts.add(e.getKey() + " " + number(e.getValue()));
        return words + (words.endsWith(".") ? "" : ".") + " Scores (" + sys.id() + "): " + String.join(", ", parts) + ".";
    }

    /**
     * How the GM's own words end the game, for scoring: the rules' end if the position has one; else a solo when
     * the words begin with a power's name and "wins"; else a draw among the powers the words name when they say
     * "draw"; else (null) a draw among every surviving power.
     */
    static GameEnd fromWords(Rulebook rb, GameState s, String words) {
        var own = rb.rules().end(s);
        if (own.isPresent()) return own.get();
        String w = words.toLowerCase(Locale.ROOT);
        List<String> named = new ArrayList<>();
        for (String p : rb.rules().playablePowers()) {
            String n = p.toLowerCase(Locale.ROOT);
            if (w.startsWith(n + " wins")) return GameEnd.solo(p, words);
            if (w.matches("(?s).*\\b" + java.util.regex.Pattern.quote(n) + "\\b.*")) named.add(p);
        }
        return w.contains("draw") && !named.isEmpty() ? GameEnd.draw(named, words) : null;
    }

    /** A score with at most two decimals and no trailing zeros: 1, 0.33, 6500.5. */
    static String number(double v) {
        String t = String.format(Locale.ROOT, "%.2f", v);
        return t.replaceAll("\\.?0+$", "");
    }
}
