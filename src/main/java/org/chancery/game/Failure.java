package org.chancery.game;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.store.Database;
import org.chancery.store.EventRow;
import org.chancery.store.GameRow;
import org.chancery.store.Games;
import org.chancery.store.Logs;
import org.chancery.store.Phases;

/**
 * A phase whose adjudication threw. Its transaction has rolled back, so the game keeps the last good state; here
 * the game is paused (the deadline scheduler then leaves it alone instead of retrying), the GM is told once which
 * phase failed and what to correct, and the cause goes to the operator's log. Nothing of it reaches players.
 */
final class Failure {
    private static final System.Logger LOG = System.getLogger(Failure.class.getName());

    private Failure() {}

    /** The game log's kind for a failed adjudication. */
    static final String KIND = "failed";

    static Adjudicator.Report record(Database db, Clock clock, long gameId, int seq, String trigger, RuntimeException cause) {
        StackTraceElement[] at = cause.getStackTrace();
        LOG.log(System.Logger.Level.ERROR, "adjudication of game #" + gameId + " phase " + seq + " failed: " + cause
                + (at.length > 0 ? " at " + at[0] : "") + "; the game is paused and its GM told");
        LOG.log(System.Logger.Level.DEBUG, "adjudication failure", cause);
        long now = clock.millis();
        return db.inTransaction(c -> {
            GameRow g = Lookup.game(c, gameId);
            Rulebook rb = Rulebook.of(g.variant());
            GameState s = rb.state(Phases.find(c, gameId, seq).state());
            String code = s.phase().code();
            List<String> edits = edits(Logs.events(c, gameId), code);
            String text = "Chancery could not adjudicate " + s.phase().displayName() + " (" + code + ") of game #"
                    + gameId + ": the rules cannot be applied to the position as it stands. The game keeps its state"
                    + " before the phase" + (g.deadline() != null ? " and is paused, so the deadline no longer fires" : "")
                    + ". " + (edits.isEmpty()
                    ? "Correct the position with /game edit (every unit on a place it may stand, every centre owned by"
                    + " a power or by nobody), or go back with /game rollback,"
                    : "This phase's edits were: " + String.join("; ", edits) + ". Undo or correct them with /game edit,"
                    + " or go back with /game rollback,")
                    + " then adjudicate with /game adjudicate " + code + " (or /game resume).";
            if (g.phaseSeq() != seq || Lookup.status(g) != GameStatus.ACTIVE) return new Adjudicator.Report(false, code, text);
            if (g.deadline() != null) {
                long left = Math.max(0, g.deadline() - now);
                Games.update(c, Lookup.with(g, seq, null, left, g.reminded(), GameStatus.ACTIVE, null), g.version());
            }
            // the GM who pressed the button reads the answer; otherwise the GM is told, once a phase
            boolean told = Logs.events(c, gameId).stream().anyMatch(e -> KIND.equals(e.kind()) && e.detail() != null
                    && e.detail().startsWith(code + ": "));
            Logs.event(c, gameId, new EventRow(now, "Chancery", KIND, code + ": " + text));
            if (!trigger.startsWith("forced by") && !told) Logs.notice(c, gameId, now, "gm", text);
            return new Adjudicator.Report(false, code, text);
        });
    }

    /** The GM's board edits logged for this phase ("edited S1615M: removed ..."), newest last. */
    private static List<String> edits(List<EventRow> events, String code) {
        List<String> out = new ArrayList<>();
        String prefix = "edited " + code + ": ";
        for (EventRow e : events) if (e.detail() != null && e.detail().startsWith(prefix)) out.add(e.detail().substring(prefix.length()));
        return out.size() > 8 ? out.subList(out.size() - 8, out.size()) : out;
    }
}
