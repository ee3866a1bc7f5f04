package org.chancery.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.chancery.engine.GameState;
import org.chancery.engine.PhaseType;
import org.chancery.store.EventRow;
import org.chancery.store.GameRow;
import org.chancery.store.Games;
import org.chancery.store.Logs;
import org.chancery.store.OrderRow;
import org.chancery.store.Phases;
import org.chancery.store.PlayerRow;

/**
 * Presses the button at the deadline. Each tick reads the pending deadlines from the store, so after a restart
 * the first tick adjudicates every phase that fell due while Chancery was down. Games are handled one at a
 * time, in deadline order. Time comes from the service's clock, so tests can run months in milliseconds.
 */
public final class Scheduler implements AutoCloseable {
    private final GameService service;
    private ScheduledExecutorService timer;

    public Scheduler(GameService service) { this.service = service; }

    /** What one tick did. */
    public record Tick(List<String> adjudicated, List<String> reminded) {}

    /** Sends due reminders, then adjudicates every phase whose deadline (and grace, if orders are missing) has passed. */
    public synchronized Tick tick() {
        List<String> reminded = remind();
        List<String> done = new ArrayList<>();
        long now = service.clock().millis();
        List<GameRow> due = service.db().inTransaction(c -> Games.dueBy(c, now));
        for (GameRow g : due) {
            GameSettings s = GameSettings.fromJson(g.settings());
            boolean graceOver = now >= g.deadline() + s.grace() * 60_000L;
            if (!graceOver && !missing(g).isEmpty()) continue;
            if (pausedUnattended(g, now)) continue;
            Adjudicator.Report r = service.adjudicator().adjudicate(g.id(), g.phaseSeq(), "deadline");
            if (r.done()) done.add("#" + g.id() + " " + r.phase());
        }
        return new Tick(done, reminded);
    }

    /**
     * A movement phase whose deadline passed without a single order is not played on by the clock: nobody is
     * there, and a game left alone (or one of very short phases) would run itself into civil disorder. The
     * game pauses with the phase's full length on the clock, and the GM is told.
     */
    private boolean pausedUnattended(GameRow g, long now) {
        return service.db().inTransaction(c -> {
            GameRow row = Games.find(c, g.id());
            if (row == null || row.version() != g.version()) return false;
            Rulebook rb = Rulebook.of(g.variant());
            GameState s = rb.state(Phases.find(c, g.id(), g.phaseSeq()).state());
            if (s.phase().type() != PhaseType.MOVEMENT || !Phases.orders(c, g.id(), g.phaseSeq(), null).isEmpty()) {
                return false;
            }
            long left = Deadlines.minutesFor(GameSettings.fromJson(g.settings()), s.phase().type()) * 60_000L;
            if (!Games.update(c, Lookup.with(g, g.phaseSeq(), null, left, false, GameStatus.ACTIVE, null), g.version())) {
                return false;
            }
            String text = "Nobody gave orders for " + s.phase().displayName() + " by the deadline, so game #" + g.id()
                    + " is paused rather than played on with nobody there. Resume it with game resume (a full "
                    + GameSettings.describe(left / 60_000) + " on the clock), or adjudicate it with game adjudicate "
                    + s.phase().code() + ".";
            Logs.event(c, g.id(), new EventRow(now, "Chancery", "pause", text));
            Logs.notice(c, g.id(), now, "gm", text);
            return true;
        });
    }

    /** Reminds powers with missing orders once per phase, when the deadline is near. */
    private List<String> remind() {
        long now = service.clock().millis();
        List<String> out = new ArrayList<>();
        for (GameRow g : service.db().inTransaction(Games::active)) {
            GameSettings s = GameSettings.fromJson(g.settings());
            if (g.reminded() || g.deadline() == null || s.remind() <= 0) continue;
            if (now < g.deadline() - s.remind() * 60_000L) continue;
            Set<String> missing = missing(g);
            boolean sent = service.db().inTransaction(c -> {
                if (!Games.update(c, Lookup.with(g, g.phaseSeq(), g.deadline(), null, true, GameStatus.ACTIVE, null),
                        g.version())) {
                    return false;
                }
                for (String p : missing) {
                    Logs.notice(c, g.id(), now, "power:" + p, "Reminder: game #" + g.id() + " (" + g.name()
                            + ") needs your orders for " + Phases.find(c, g.id(), g.phaseSeq()).code()
                            + " by " + Views.moment(g.deadline()) + ".", g.phaseSeq());
                }
                return true;
            });
            if (sent) for (String p : missing) out.add("#" + g.id() + " " + p);
        }
        return out;
    }

    /** Seated powers (not in civil disorder) that owe orders and have given none; one that only may act owes none. */
    private Set<String> missing(GameRow g) {
        return service.db().inTransaction(c -> {
            Rulebook rb = Rulebook.of(g.variant());
            GameState s = rb.state(Phases.find(c, g.id(), g.phaseSeq()).state());
            Map<String, Integer> owed = rb.owed(s);
            Set<String> given = new TreeSet<>();
            for (OrderRow o : Phases.orders(c, g.id(), g.phaseSeq(), null)) given.add(o.power());
            Set<String> out = new TreeSet<>();
            for (PlayerRow p : Games.players(c, g.id())) {
                if (p.userId() != null && !p.disorder() && owed.getOrDefault(p.power(), 0) > 0 && !given.contains(p.power())) {
                    out.add(p.power());
                }
            }
            return out;
        });
    }

    /** Ticks now and then every {@code seconds} on one background thread. */
    public synchronized void start(long seconds) {
        if (timer != null) return;
        timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "chancery-scheduler");
            t.setDaemon(true);
            return t;
        });
        timer.scheduleWithFixedDelay(() -> {
            try {
                tick();
            } catch (RuntimeException e) {
                System.err.println("scheduler: " + e.getMessage());
            }
        }, 0, seconds, TimeUnit.SECONDS);
    }

    @Override
    public synchronized void close() {
        if (timer != null) timer.shutdownNow();
        timer = null;
    }
}
