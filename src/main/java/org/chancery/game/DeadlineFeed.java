package org.chancery.game;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.chancery.engine.Phase;
import org.chancery.store.EventRow;
import org.chancery.store.GameRow;
import org.chancery.store.Logs;
import org.chancery.store.PhaseRow;
import org.chancery.store.Phases;

/**
 * A game's deadlines as calendar events: one a phase, with an id that stays the same and a sequence that only
 * rises, so a pause, an extension or an adjudication updates a subscribed calendar rather than adding a copy.
 * A played phase's event stands at the time it was adjudicated; the current one at its deadline, or, while the
 * game is paused, where the deadline would fall if the GM resumed now, marked cancelled.
 */
public final class DeadlineFeed {
    /** One deadline. {@code cancelled}: the clock is stopped. */
    public record Deadline(String uid, int sequence, Instant at, String summary, boolean cancelled) {}

    private final GameService service;

    public DeadlineFeed(GameService service) { this.service = service; }

    public List<Deadline> deadlines(long gameId) {
        long now = service.clock().millis();
        return service.db().inTransaction(c -> {
            GameRow g = Lookup.game(c, gameId);
            Rulebook rb = Rulebook.of(g.variant());
            List<EventRow> log = Logs.events(c, gameId);
            List<Deadline> out = new ArrayList<>();
            for (PhaseRow p : Phases.all(c, gameId)) {
                boolean current = p.seq() == g.phaseSeq() && Lookup.status(g) == GameStatus.ACTIVE;
                Long at = p.adjudicatedAt() != null ? p.adjudicatedAt() : current ? due(g, now) : null;
                if (at == null) continue;
                long asOf = p.adjudicatedAt() != null ? p.adjudicatedAt() : now;
                int sequence = (int) log.stream().filter(e -> e.at() <= asOf).count();
                Phase phase = rb.state(p.state()).phase();
                String what = p.adjudicatedAt() != null ? " (adjudicated)" : g.deadline() == null ? " (paused)" : "";
                out.add(new Deadline("chancery-game-" + gameId + "-phase-" + p.seq(), sequence, Instant.ofEpochMilli(at),
                        g.name() + ": " + phase.displayName() + " deadline" + what, current && g.deadline() == null));
            }
            return out;
        });
    }

    private static Long due(GameRow g, long now) {
        if (g.deadline() != null) return g.deadline();
        return g.pausedLeft() == null ? null : now + g.pausedLeft();
    }

    /** The game's name, for the calendar's title. */
    public String title(long gameId) { return "Chancery #" + gameId + " " + service.game(gameId).name(); }
}
