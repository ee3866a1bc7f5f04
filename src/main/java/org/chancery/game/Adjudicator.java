package org.chancery.game;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import java.util.Optional;
import org.chancery.store.SecretRow;
import org.chancery.variant.GameEnd;
import org.chancery.variant.Turn;
import org.chancery.store.Database;
import org.chancery.store.EventRow;
import org.chancery.store.GameRow;
import org.chancery.store.Finishes;
import org.chancery.store.Games;
import org.chancery.store.Logs;
import org.chancery.store.OrderRow;
import org.chancery.store.PhaseRow;
import org.chancery.store.Phases;
import org.chancery.store.PlayerRow;
import org.chancery.store.StoreException;

/**
 * Adjudicates a game's current phase exactly once. In one transaction it reads the game row and its version,
 * runs the engine on the stored orders, and writes the game row back only if the version is unchanged, then
 * the phase's results and the next phase's state. A racing deadline, "all ready" or GM force finds the phase
 * already done; a racing submission makes it start over so that the submission is included.
 */
public final class Adjudicator {
    private static final int ATTEMPTS = 50;

    private final Database db;
    private final Clock clock;
    private volatile Runnable beforeCommit = () -> {};
    private volatile java.util.function.LongConsumer opened = id -> {};

    Adjudicator(Database db, Clock clock) {
        this.db = db;
        this.clock = clock;
    }

    /** What an adjudication call did. {@code done} is true only for the call that adjudicated. */
    public record Report(boolean done, String phase, String message) {}

    /** Runs inside the adjudication transaction just before it commits (for the crash test). */
    public void beforeCommit(Runnable hook) { this.beforeCommit = hook; }

    /** Runs after each adjudication that opened a new phase, once it has committed. */
    void whenOpened(java.util.function.LongConsumer hook) { this.opened = hook; }

    /** Adjudicates phase {@code seq} of the game if it is still the current phase. */
    public Report adjudicate(long gameId, int seq, String trigger) {
        Report r = attempt(gameId, seq, trigger);
        if (r.done()) opened.accept(gameId);
        return r;
    }

    private Report attempt(long gameId, int seq, String trigger) {
        for (int i = 0; ; i++) {
            try {
                return db.inTransaction(c -> once(c, gameId, seq, trigger));
            } catch (Conflict | StoreException e) {
                if (i >= ATTEMPTS) throw e;
                Thread.onSpinWait();
            } catch (GameException e) {
                throw e;
            } catch (RuntimeException e) {
                return Failure.record(db, clock, gameId, seq, trigger, e);
            }
        }
    }

    /** Thrown when the game row changed under us; the transaction rolls back and we try again. */
    private static final class Conflict extends RuntimeException {
        Conflict() { super(null, null, false, false); }
    }

    private Report once(Connection c, long gameId, int seq, String trigger) throws SQLException {
        GameRow g = Lookup.game(c, gameId);
        if (Lookup.status(g) != GameStatus.ACTIVE) return new Report(false, null, "Game #" + gameId + " is not running.");
        if (g.phaseSeq() != seq) {
            return new Report(false, Phases.find(c, gameId, seq) == null ? null : Phases.find(c, gameId, seq).code(),
                    "That phase has already been adjudicated.");
        }
        long now = clock.millis();
        Rulebook rb = Rulebook.of(g.variant());
        GameSettings settings = GameSettings.fromJson(g.settings());
        PhaseRow phase = Phases.find(c, gameId, seq);
        GameState state = rb.state(phase.state());

        Map<String, List<String>> texts = new LinkedHashMap<>();
        for (OrderRow o : Phases.orders(c, gameId, seq, null)) {
            texts.computeIfAbsent(o.power(), k -> new ArrayList<>()).add(o.text());
        }
        List<Order> orders = new ArrayList<>();
        texts.forEach((power, list) -> orders.addAll(rb.reparse(state, power, list)));

        Map<String, List<String>> allocs = allocations(c, gameId, seq);
        Turn step = rb.rules().play(state, orders, allocs);
        GameState next = step.next();
        Optional<GameEnd> end = rb.rules().end(next);
        List<String> gone = eliminated(rb, state, next);

        boolean paused = g.deadline() == null && g.pausedLeft() != null;
        long nextMinutes = Deadlines.minutesFor(settings, next.phase().type());
        GameRow updated = end.isPresent()
                ? Lookup.with(g, seq + 1, null, null, false, GameStatus.ENDED,
                        EndScores.outcome(c, g, seq + 1, rb, next, end.get(), describe(end.get()), now))
                : paused
                ? Lookup.with(g, seq + 1, null, nextMinutes * 60_000L, false, GameStatus.ACTIVE, null)
                : Lookup.with(g, seq + 1, Deadlines.next(settings, next.phase().type(), now), null, false,
                        GameStatus.ACTIVE, null);
        if (!Games.update(c, updated, g.version())) throw new Conflict();

        java.util.Set<org.chancery.engine.Province> ordered = new java.util.HashSet<>();
        for (Order o : orders) if (o.unit() != null) ordered.add(o.unit().province());
        // only a player misses orders: units of powers nobody plays (minor states, the Ottomans) act by the rules
        List<String> players = rb.rules().playablePowers();
        for (var u : state.units()) if (!players.contains(u.power())) ordered.add(u.province());
        for (var d : state.dislodged()) if (!players.contains(d.unit().power())) ordered.add(d.unit().province());
        List<ResultLine> lines = RefusedRetreats.mark(c, gameId, phase, state, ResultLine.ofAll(step.result().outcomes(), ordered));
        Phases.setResults(c, gameId, seq, ResultLine.toJson(lines), StateJson.JSON.valueToTree(step.notes()).toString(), now);
        Phases.insert(c, gameId, new PhaseRow(seq + 1, next.phase().code(), StateJson.write(next), null,
                null, now, null));
        java.util.Set<String> acted = new java.util.HashSet<>(texts.keySet());
        allocs.forEach((power, given) -> { if (!given.isEmpty()) acted.add(power); });
        Phases.setSeats(c, gameId, seq, Rollback.seats(Games.players(c, gameId)));
        countMissed(c, g, settings, rb.owed(state), acted, now);
        Logs.event(c, gameId, new EventRow(now, "Chancery", "adjudicate", state.phase().code() + " (" + trigger + ")"));
        Logs.notice(c, gameId, now, "public", ResultsText.format(g, state, next, lines, step.notes(), gone, updated), seq);
        for (Map.Entry<String, List<String>> e : step.privateNotes().entrySet()) {
            Logs.notice(c, gameId, now, "power:" + e.getKey(), "Game #" + gameId + ", " + state.phase().displayName()
                    + ": " + String.join(" ", e.getValue()));
        }
        if (end.isEmpty()) OwedNotices.write(c, g, rb, next, updated.deadline(), now);
        beforeCommit.run();
        return new Report(true, state.phase().code(), state.phase().displayName() + " adjudicated (" + trigger + ").");
    }

    /** The secret allocations of a phase, per power, as stored by the order desk. */
    static Map<String, List<String>> allocations(Connection c, long gameId, int seq) throws SQLException {
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (SecretRow x : Phases.secrets(c, gameId, seq, OrderDesk.ALLOCATION)) {
            out.put(x.power(), OrderDesk.allocationLines(x.payload()));
        }
        return out;
    }

    /** Players' powers that had units or centres before the phase and have neither after it. */
    static List<String> eliminated(Rulebook rb, GameState before, GameState after) {
        List<String> out = new ArrayList<>(before.livePowers());
        out.removeAll(after.livePowers());
        out.retainAll(rb.rules().playablePowers());
        return out;
    }

    static String describe(GameEnd end) {
        if (end.draw()) return "Draw between " + String.join(", ", end.winners()) + ": " + end.reason() + ".";
        if (end.winners().isEmpty()) return "Nobody wins: " + end.reason() + ".";
        return end.winners().get(0) + " wins: " + end.reason() + ".";
    }

    /**
     * NMR: a seated power that owed orders and gave none, nor any secret allocation, misses a phase; enough in a
     * row is civil disorder. A power owing nothing (one that only may act, such as promoting an heir) misses nothing.
     */
    private void countMissed(Connection c, GameRow g, GameSettings s, Map<String, Integer> owed,
                             java.util.Set<String> acted, long now) throws SQLException {
        for (PlayerRow p : Games.players(c, g.id())) {
            if (p.userId() == null) continue;
            // a seated player who gives orders (any, even a payment it did not owe) is back in play
            if (acted.contains(p.power())) {
                if (p.missed() != 0 || p.disorder()) Games.putPlayer(c, g.id(), new PlayerRow(p.power(), p.userId(), p.userName(), 0, false));
                continue;
            }
            if (p.disorder() || owed.getOrDefault(p.power(), 0) == 0) continue;
            int missed = p.missed() + 1;
            boolean disorder = s.nmrLimit() > 0 && missed >= s.nmrLimit();
            Games.putPlayer(c, g.id(), new PlayerRow(p.power(), p.userId(), p.userName(), missed, disorder));
            Finishes.missed(c, g.id(), g.phaseSeq(), p.power(), p.userId());
            if (disorder) {
                String text = p.power() + (Anonymity.on(g) ? "" : " (" + p.userName() + ")") + " has missed " + (missed == 1 ? "1 phase" : missed + " phases in a row") + ": "
                        + Rulebook.of(g.variant()).rules().missedName() + ". Replace the player with the replace command.";
                Logs.event(c, g.id(), new EventRow(now, "Chancery", "disorder", text));
                Logs.notice(c, g.id(), now, "gm", text);
            }
        }
    }
}
