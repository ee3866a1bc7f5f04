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
import org.chancery.store.Leases;
import org.chancery.store.Logs;
import org.chancery.store.OrderRow;
import org.chancery.store.Phases;
import org.chancery.store.PlayerRow;

/**
 * Presses the button at the deadline. Each tick reads the pending deadlines from the store, so after a restart
 * the first tick adjudicates every phase that fell due while Chancery was down. Games are handled one at a
 * time, in deadline order; with several processes on one store, each takes the games it has claimed. Time comes from the service's clock, so tests can run months in milliseconds.
 */
public final class Scheduler implements AutoCloseable {
    /** How many due games one claim takes. */
    static final int BATCH = 16;
    private final GameService service;
    private ScheduledExecutorService timer;
    private volatile Runnable onAdjudicated = () -> {};
    /** Games whose handling threw, each with when it may be tried again. */
    private final Map<Long, Backoff> backoff = new java.util.concurrent.ConcurrentHashMap<>();
    static final long FIRST_BACKOFF = 60_000, LAST_BACKOFF = 3_600_000;

    public Scheduler(GameService service) { this.service = service; }

    /**
     * Runs {@code r} after each batch of due games in which one was adjudicated (the bot wakes its poster, so a
     * storm's results go out while the rest are adjudicated, not at its next look).
     */
    public void whenAdjudicated(Runnable r) { onAdjudicated = r; }

    /** What one tick did. */
    public record Tick(List<String> adjudicated, List<String> reminded) {}

    /**
     * Sends due reminders, then adjudicates every phase whose deadline (and grace, if orders are missing) has
     * passed. Due games are claimed a batch at a time (see {@link Claims}), so several processes on one store
     * share them; a game still in its grace period stays claimed until the end of the tick.
     */
    public synchronized Tick tick() {
        try {
            service.seatPlayer().play();
        } catch (RuntimeException e) {
            System.err.println("scheduler: Chancery's seats could not play (" + e + ").");
        }
        List<String> reminded = remind();
        List<String> done = new ArrayList<>();
        List<Long> waiting = new ArrayList<>();
        Claims claims = service.claims();
        try {
            for (List<Long> batch = claims.due(BATCH); !batch.isEmpty(); batch = claims.due(BATCH)) {
                int before = done.size();
                for (long id : batch) {
                    boolean adjudicated = false;
                    try {
                        if (!backingOff(id)) adjudicated = due(id, done) && cleared(id);
                    } catch (RuntimeException e) {
                        failed(id, e);
                    } finally {
                        if (adjudicated) claims.release(Leases.Kind.DEADLINE, id);
                        else waiting.add(id);
                    }
                }
                if (done.size() > before) onAdjudicated.run();
            }
        } finally {
            for (long id : waiting) claims.release(Leases.Kind.DEADLINE, id);
        }
        forgetLongPast();
        return new Tick(done, reminded);
    }

    /** When a failed game may be tried again, and how many times in a row it has failed. */
    private record Backoff(long until, int failures) {}

    private boolean backingOff(long id) {
        Backoff b = backoff.get(id);
        return b != null && service.clock().millis() < b.until();
    }

    private boolean cleared(long id) {
        backoff.remove(id);
        return true;
    }

    /**
     * A game whose deadline handling threw (not its rules: a phase that fails to adjudicate pauses its game, see
     * {@link Failure}) is left alone for a minute, doubling to an hour, so one broken game neither spins the
     * scheduler nor holds up the others. The operator's log says so once, when it first fails.
     */
    private void failed(long id, RuntimeException e) {
        Backoff b = backoff.get(id);
        int failures = b == null ? 0 : b.failures();
        long wait = Math.min(LAST_BACKOFF, FIRST_BACKOFF << Math.min(failures, 6));
        backoff.put(id, new Backoff(service.clock().millis() + wait, failures + 1));
        if (b == null) System.err.println("scheduler: game #" + id + " could not be handled (" + e
                + "); it is tried again after " + wait / 1000 + " s, and less often while it fails.");
    }

    /**
     * A failed game still due is tried again once its wait is over and then waits anew; one whose wait ended
     * more than the longest wait ago was not due since (ended, paused, or taken by another process): forget it.
     */
    private void forgetLongPast() {
        long now = service.clock().millis();
        backoff.values().removeIf(b -> now - b.until() > LAST_BACKOFF);
    }

    /** Whether the scheduler still holds a failure of this game (for tests). */
    synchronized boolean remembers(long id) { return backoff.containsKey(id); }

    /** Whether a game is waiting out a failure (for tests). */
    synchronized boolean waiting(long id) { return backingOff(id); }

    /** Adjudicates a claimed game if its deadline, and its grace when orders are missing, have passed. */
    private boolean due(long id, List<String> done) {
        long now = service.clock().millis();
        GameRow g = service.game(id);
        if (Lookup.status(g) != GameStatus.ACTIVE || g.deadline() == null || g.deadline() > now) return true;
        GameSettings s = GameSettings.fromJson(g.settings());
        boolean graceOver = now >= g.deadline() + s.grace() * 60_000L;
        if (!graceOver && !missing(g).isEmpty()) return false;
        if (pausedUnattended(g, now)) return true;
        Adjudicator.Report r = service.adjudicator().adjudicate(g.id(), g.phaseSeq(), "deadline");
        if (r.done()) done.add("#" + g.id() + " " + r.phase());
        return true;
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
                    + " is paused rather than played on with nobody there. Resume it with /game resume (a full "
                    + GameSettings.describe(left / 60_000) + " on the clock), or adjudicate it with /game adjudicate "
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
            if (now < g.deadline() - s.remind() * 60_000L || backingOff(g.id())) continue;
            try {
                remind(g, now, out);
            } catch (RuntimeException e) {
                failed(g.id(), e);
            }
        }
        return out;
    }

    private void remind(GameRow g, long now, List<String> out) {
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

    /**
     * Ticks now, then again at the next deadline or after {@code seconds}, whichever comes first, on one
     * background thread: a phase is adjudicated as its deadline passes, not up to a tick later.
     */
    public synchronized void start(long seconds) {
        if (timer != null) return;
        timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "chancery-scheduler");
            t.setDaemon(true);
            return t;
        });
        timer.execute(() -> loop(timer, seconds * 1000));
    }

    private void loop(ScheduledExecutorService on, long everyMillis) {
        long wait = everyMillis;
        try {
            tick();
            long now = service.clock().millis();
            Long next = service.db().inTransaction(c -> Games.nextDeadline(c, now));
            // a game backing off keeps its past deadline: look again in a second, not every 10 ms
            long least = backoff.isEmpty() ? 10 : 1000;
            if (next != null) wait = Math.max(least, Math.min(wait, next - now + 1));
        } catch (RuntimeException e) {
            // a store closed under a closing scheduler is no failure
            if (!on.isShutdown()) System.err.println("scheduler: " + e.getMessage());
        }
        try {
            on.schedule(() -> loop(on, everyMillis), wait, TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.RejectedExecutionException stopped) {
            // closed meanwhile
        }
    }

    @Override
    public synchronized void close() {
        if (timer != null) timer.shutdownNow();
        timer = null;
    }
}
