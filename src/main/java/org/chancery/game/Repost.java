package org.chancery.game;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.store.EventRow;
import org.chancery.store.GameRow;
import org.chancery.store.Logs;
import org.chancery.store.PhaseRow;
import org.chancery.store.Phases;

/**
 * A phase's results posted again, as a new notice: for a results post Discord refused (a permission the GM has since
 * given) or that was lost in the channel. Only an adjudicated phase still in the game's history can be posted again:
 * its orders and results are public already, so nothing secret goes out.
 */
final class Repost {
    private Repost() {}

    /** Queues the results of phase {@code code} again; returns what was done, in words. */
    static String queue(Connection c, GameRow g, String code, String actor, long now) throws SQLException {
        if (Lookup.status(g) == GameStatus.FORMING) throw new GameException("Game #" + g.id() + " has not started.");
        Rulebook rb = Rulebook.of(g.variant());
        String wanted = code == null ? "" : rb.phaseCode(code);
        List<PhaseRow> all = Phases.all(c, g.id());
        PhaseRow phase = null, next = null;
        List<String> done = new ArrayList<>();
        for (int i = 0; i + 1 < all.size(); i++) {
            PhaseRow p = all.get(i);
            if (p.results() == null) continue;
            done.add(p.code());
            if (p.code().equalsIgnoreCase(wanted)) {
                phase = p;
                next = all.get(i + 1);
            }
        }
        if (phase == null) {
            String shown = code == null ? "" : Durations.cut(code);
            throw new GameException("'" + shown + "' is not an adjudicated phase of game #" + g.id() + "; its results"
                    + " can be posted again for " + (done.isEmpty() ? "none yet" : String.join(", ", done))
                    + (done.isEmpty() ? "." : ", e.g. game repost " + done.get(done.size() - 1) + "."));
        }
        GameState before = rb.state(phase.state()), after = rb.state(next.state());
        // "Game over" only on the results that ended the game: an earlier phase's post says what came next then
        GameRow shown = next.seq() == g.phaseSeq() ? g
                : Lookup.with(g, g.phaseSeq(), g.deadline(), g.pausedLeft(), g.reminded(), Lookup.status(g), null);
        String text = ResultsText.format(g, before, after, ResultLine.fromJson(phase.results()), Views.notes(phase),
                Adjudicator.eliminated(rb, before, after), shown);
        Logs.event(c, g.id(), new EventRow(now, actor, "repost", phase.code()));
        Logs.notice(c, g.id(), now, "public", ResultsText.REPOSTED + text, phase.seq());
        return "the results of " + before.phase().displayName() + " go to the game channel again, with their maps.";
    }
}
