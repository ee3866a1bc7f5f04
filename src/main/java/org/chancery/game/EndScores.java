package org.chancery.game;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.game.scoring.ScoringSystem;
import org.chancery.store.FinishRow;
import org.chancery.store.Finishes;
import org.chancery.store.GameRow;
import org.chancery.store.Games;
import org.chancery.store.PlayerRow;
import org.chancery.variant.Finish;
import org.chancery.variant.GameEnd;

/**
 * The scores of a game's end under its scoring system, written after the end's words into the stored outcome, so
 * the results post, the end notice, {@code status}, the game page and the export all carry them.
 */
final class EndScores {
    private EndScores() {}

    /**
     * Records the end of game {@code g} for the league (each power's finish, with the player holding it) and returns
     * the outcome to store: {@code words}, then each power's score when the game has a scoring system. Called in the
     * transaction that ends the game; {@code phases} is the number of phases it played.
     */
    static String outcome(Connection c, GameRow g, int phases, Rulebook rb, GameState s, GameEnd end, String words,
                          long now) throws SQLException {
        Finish finish = rb.rules().finish(s, end, Fallen.of(c, g.id(), rb, phases, s));
        record(c, g, finish, phases, now);
        ScoringSystem sys = GameSettings.fromJson(g.settings()).scoringSystem();
        if (sys == null) return words;
        List<Map.Entry<String, Double>> scores = new ArrayList<>(sys.score(finish).entrySet());
        scores.sort(Map.Entry.<String, Double>comparingByValue().reversed());
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, Double> e : scores) parts.add(e.getKey() + " " + number(e.getValue()));
        return words + (words.endsWith(".") ? "" : ".") + " Scores (" + sys.id() + "): " + String.join(", ", parts) + ".";
    }

    /** Writes each power's finish with the player who holds it now, as ended on the game's server. */
    private static void record(Connection c, GameRow g, Finish f, int phases, long now) throws SQLException {
        long gameId = g.id();
        Map<String, PlayerRow> seats = new HashMap<>();
        for (PlayerRow p : Games.players(c, gameId)) seats.put(p.power(), p);
        List<FinishRow> rows = new ArrayList<>();
        for (Finish.Power p : f.powers()) {
            PlayerRow seat = seats.get(p.name());
            String result = p.name().equals(f.winner()) ? "won" : f.drawn().contains(p.name()) ? "drawn"
                    : p.fellAt() > 0 ? "eliminated" : "survived";
            rows.add(new FinishRow(gameId, p.name(), seat == null ? null : seat.userId(), seat == null ? null : seat.userName(),
                    p.centres(), p.tiebreak(), p.fellAt(), result, phases, now, g.guildId()));
        }
        Finishes.replace(c, gameId, rows);
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

    /** A score as shown (see {@link ScoringSystem#shown}). */
    static String number(double v) { return ScoringSystem.shown(v); }
}
