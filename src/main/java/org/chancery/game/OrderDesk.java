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
import org.chancery.engine.OrderParser;
import org.chancery.variant.Allocations;
import org.chancery.variant.Review;
import org.chancery.engine.ParseResult;
import org.chancery.engine.PhaseType;
import org.chancery.store.Database;
import org.chancery.variant.GameEnd;
import org.chancery.store.GameRow;
import org.chancery.store.Games;
import org.chancery.store.Logs;
import org.chancery.store.OrderRow;
import org.chancery.store.Phases;
import org.chancery.store.PlayerRow;
import org.chancery.store.SecretRow;

/**
 * A player's business with the current phase: orders, the ready flag and secret votes. Each call locks the
 * game row (bumping its version) so it cannot interleave with an adjudication.
 */
public final class OrderDesk {
    /** The most text one submission of orders may hold (about a thousand orders). */
    public static final int TEXT_MAX = 20_000;

    public static final String DRAW = "draw";
    public static final String ALLOCATION = "allocation";
    public static final String SURRENDER = "surrender";
    private static final com.fasterxml.jackson.databind.ObjectMapper JSON = new com.fasterxml.jackson.databind.ObjectMapper();

    private final Database db;
    private final Clock clock;
    private final Adjudicator adjudicator;

    /** Told of each power a submission sent a private notice to, once it has committed (Chancery's seats order again). */
    private volatile java.util.function.BiConsumer<Long, String> told = (id, power) -> {};

    OrderDesk(Database db, Clock clock, Adjudicator adjudicator) {
        this.db = db;
        this.clock = clock;
        this.adjudicator = adjudicator;
    }

    void whenTold(java.util.function.BiConsumer<Long, String> hook) { this.told = hook; }

    /**
     * Reads orders for the caller's power and stores the valid ones, each replacing any earlier order for the
     * same unit; with {@code replaceAll}, the power's earlier orders are dropped first. The answer names every
     * order replaced (and by which), every build or removal beyond what is owed (not stored), and lines given
     * more than once (counted once).
     */
    public SubmitResult submit(Actor a, long gameId, String power, String text, boolean replaceAll) {
        return submit(a, gameId, power, text, replaceAll, null);
    }

    /**
     * As above; with {@code phase} (a code such as "S1901M", from the form the orders were written in), only while
     * that is still the phase: orders written for a phase that has just been adjudicated are refused whole, never
     * stored against the phase that followed it.
     */
    public SubmitResult submit(Actor a, long gameId, String power, String text, boolean replaceAll, String phase) {
        if (text.length() > TEXT_MAX) {
            throw new GameException("That is " + text.length() + " characters of orders; the most one message takes is "
                    + TEXT_MAX + ".");
        }
        long now = clock.millis();
        List<String> noticed = new ArrayList<>();
        SubmitResult result = db.inTransaction(c -> {
            noticed.clear();
            Turn t = lock(c, a, gameId, power);
            if (phase != null && !phase.equalsIgnoreCase(t.state.phase().code())) {
                throw new GameException("Your orders were for " + phase + ", but it has been adjudicated; the game is now"
                        + " in " + t.state.phase().code() + ". Nothing was stored: look at the new position and order"
                        + " again.");
            }
            Rulebook rb = Rulebook.of(t.game.variant());
            Submission sub = new Submission(t.seat.power());
            List<ParseResult.Ok> good = new ArrayList<>();
            for (ParseResult r : rb.parseAll(t.state, t.seat.power(), text)) {
                if (r instanceof ParseResult.Ok ok) good.add(ok);
                else sub.reject(r.input(), ((ParseResult.Error) r).message());
            }
            List<Order> earlier = rb.reparse(t.state, t.seat.power(), standing(c, t));
            if (replaceAll) Phases.deleteOrders(c, gameId, t.game.phaseSeq(), t.seat.power(), null);
            Map<String, String> before = new LinkedHashMap<>();
            for (OrderRow o : Phases.orders(c, gameId, t.game.phaseSeq(), t.seat.power())) before.put(o.slot(), o.text());
            // builds, waives and removals are counted against what the variant allows this power (Ruleset.adjustmentLimit)
            boolean adjusting = t.state.phase().type() == PhaseType.ADJUSTMENT;
            int owed = rb.rules().adjustmentLimit(t.state, t.seat.power());
            int waives = countWaives(c, t);
            List<Order> standingNow = rb.reparse(t.state, t.seat.power(), new ArrayList<>(before.values()));
            for (ParseResult.Ok ok : good) {
                Order o = ok.order();
                if (!t.seat.power().equals(Rulebook.powerOf(o))) {
                    sub.reject(o.text(), "that unit is not " + t.seat.power() + "'s");
                    continue;
                }
                Review review = rb.rules().review(t.state, t.seat.power(), standingNow, ok.input(), o,
                        standingOf(c, rb, t.state, gameId, t.game.phaseSeq()));
                if (review != null && review.refusal() != null) {
                    sub.reject(ok.input(), review.refusal());
                    continue;
                }
                if (sub.repeated(o.text())) continue;
                String slot = Rulebook.slot(o, o instanceof Order.Waive ? waives + 1 : 0);
                String old = before.get(slot);
                if (adjusting && Submission.adjusts(o) && old == null) {
                    List<String> made = Submission.adjustments(rb, t.state, t.seat.power(), before.values());
                    if (made.size() >= owed) {
                        sub.surplus(o.text(), owed, made);
                        continue;
                    }
                }
                if (o instanceof Order.Waive) waives++;
                Phases.putOrder(c, gameId, t.game.phaseSeq(), new OrderRow(t.seat.power(), slot, o.text(), now));
                if (old != null && !old.equals(o.text())) sub.replaced(old, o.text());
                before.put(slot, o.text());
                standingNow.removeIf(x -> Rulebook.slot(x, -1).equals(slot));
                standingNow.add(o);
                sub.accept(o.text());
                if (review != null && review.warning() != null) sub.warn(o.text() + ": " + review.warning());
            }
            List<String> after = standing(c, t);
            if (sub.anyRejected() && after.isEmpty()) RefusedRetreats.note(c, gameId, t.game.phaseSeq(), t.state, t.seat.power(), now);
            for (var e : rb.rules().notices(t.state, t.seat.power(), earlier, rb.reparse(t.state, t.seat.power(), after)).entrySet()) {
                Logs.notice(c, gameId, now, "power:" + e.getKey(), "Game #" + gameId + " (" + t.game.name() + "), "
                        + t.state.phase().displayName() + ": " + e.getValue());
                noticed.add(e.getKey());
            }
            return sub.result(t.state.phase().code(), after);
        });
        for (String p : noticed) told.accept(gameId, p);
        return result;
    }

    /**
     * The units other powers have placed under the caller's orders this phase (W3K's proxies), as its owners'
     * private notices told it, and whether the caller has a standing order for each: nothing else of their orders.
     */
    public Lent lent(Actor a, long gameId, String power) {
        return db.inTransaction(c -> {
            Turn t = seen(c, a, gameId, power);
            GameRow g = t.game;
            PlayerRow seat = t.seat;
            GameState s = t.state;
            Rulebook rb = Rulebook.of(g.variant());
            List<org.chancery.engine.Unit> units = rb.rules().lent(s, seat.power(), standingOf(c, rb, s, gameId, g.phaseSeq()));
            boolean answered = true;
            if (!units.isEmpty()) {
                List<String> mine = new ArrayList<>();
                for (OrderRow r : Phases.orders(c, gameId, g.phaseSeq(), seat.power())) mine.add(r.text());
                List<Order> own = rb.reparse(s, seat.power(), mine);
                for (org.chancery.engine.Unit u : units) {
                    answered &= own.stream().anyMatch(o -> u.equals(o.unit()));
                }
            }
            return new Lent(units, answered);
        });
    }

    /** Another power's standing orders in the phase, for the rules to read only what that power has told the caller. */
    private static java.util.function.Function<String, List<Order>> standingOf(Connection c, Rulebook rb, GameState s,
                                                                              long gameId, int seq) {
        return other -> {
            try {
                List<String> texts = new ArrayList<>();
                for (OrderRow r : Phases.orders(c, gameId, seq, other)) texts.add(r.text());
                return rb.reparse(s, other, texts);
            } catch (SQLException e) {
                throw new org.chancery.store.StoreException(e.getMessage(), e);
            }
        };
    }

    /** Units placed under a power's orders, and whether it has given each one an order. */
    public record Lent(List<org.chancery.engine.Unit> units, boolean answered) {}

    /** Drops all of the caller's orders for this phase; returns how many. */
    public int clear(Actor a, long gameId, String power) {
        return db.inTransaction(c -> {
            Turn t = lock(c, a, gameId, power);
            return Phases.deleteOrders(c, gameId, t.game.phaseSeq(), t.seat.power(), null);
        });
    }

    /** The caller's own orders for the current phase; nobody else's. */
    public SubmitResult mine(Actor a, long gameId, String power) {
        return db.inTransaction(c -> {
            GameRow g = Lookup.game(c, gameId);
            Lookup.requireActive(g);
            PlayerRow seat = Lookup.seat(c, g, a, power);
            GameState s = Rulebook.of(g.variant()).state(Phases.find(c, gameId, g.phaseSeq()).state());
            return new SubmitResult(seat.power(), s.phase().code(), List.of(), List.of(),
                    standing(c, new Turn(g, seat, s)));
        });
    }

    /**
     * One power's own orders as they stand in the current phase, for that power's private page link (the link,
     * signed for that power alone, is the caller's proof); an ended game has none.
     */
    public List<String> standing(long gameId, String power) {
        return db.inTransaction(c -> {
            GameRow g = Lookup.game(c, gameId);
            List<String> out = new ArrayList<>();
            if (g.outcome() != null) return out;
            for (OrderRow o : Phases.orders(c, gameId, g.phaseSeq(), power)) out.add(o.text());
            return out;
        });
    }

    /** The powers marked ready in the game's current phase (public: the status shows who is ready). */
    public List<String> readyPowers(long gameId) {
        return db.inTransaction(c -> Phases.ready(c, gameId, Lookup.game(c, gameId).phaseSeq()));
    }

    /** Sets the caller's ready flag; when every power that owes orders is ready, adjudicates at once. */
    public Adjudicator.Report ready(Actor a, long gameId, String power, boolean ready) {
        return ready(a, gameId, power, ready, null);
    }

    /**
     * Sets the ready flag; with {@code phase} (a code such as "F1902M"), only while that is still the phase,
     * so a flag meant for a phase that has just been adjudicated never lands on the next one.
     */
    public Adjudicator.Report ready(Actor a, long gameId, String power, boolean ready, String phase) {
        record Flag(int seq, boolean all) {}
        Flag f = db.inTransaction(c -> {
            Turn t = lock(c, a, gameId, power);
            if (phase != null && !phase.equalsIgnoreCase(t.state.phase().code())) {
                throw new GameException("You were marking " + phase + " ready, but it has been adjudicated; the game"
                        + " is now in " + t.state.phase().code() + ".");
            }
            Phases.setReady(c, gameId, t.game.phaseSeq(), t.seat.power(), ready);
            return new Flag(t.game.phaseSeq(), ready && allReady(c, t));
        });
        if (!f.all) return null;
        return adjudicator.adjudicate(gameId, f.seq, "every power is ready");
    }

    private boolean allReady(Connection c, Turn t) throws SQLException {
        return everyoneReady(c, t.game, t.state);
    }

    /** Whether every seated power that owes orders this phase is marked ready (and there is one). */
    static boolean everyoneReady(Connection c, GameRow g, GameState s) throws SQLException {
        Map<String, Integer> owed = Rulebook.of(g.variant()).owed(s);
        List<String> ready = Phases.ready(c, g.id(), g.phaseSeq());
        int waiting = 0;
        for (PlayerRow p : Games.players(c, g.id())) {
            if (!owed.containsKey(p.power()) || p.userId() == null || p.disorder()) continue;
            waiting++;
            if (!ready.contains(p.power())) return false;
        }
        return waiting > 0;
    }

    /** Records the caller's secret draw vote; when every surviving power has voted yes, the game is drawn. */
    public String voteDraw(Actor a, long gameId, String power, boolean yes) {
        long now = clock.millis();
        return db.inTransaction(c -> {
            Turn t = lock(c, a, gameId, power);
            int seq = t.game.phaseSeq();
            Rulebook rb = Rulebook.of(t.game.variant());
            String noVote = rb.rules().voterRefusal(t.state, t.seat.power());
            if (noVote != null) throw new GameException("Your vote is refused: " + noVote + ".");
            String noDraw = yes ? rb.rules().drawRefusal(t.state) : null;
            if (noDraw != null) {
                throw new GameException("The rules of " + rb.variant().name() + " allow no draw in "
                        + t.state.phase().displayName() + ": " + noDraw + ".");
            }
            Phases.putSecret(c, gameId, seq, new SecretRow(t.seat.power(), DRAW, yes ? "yes" : "no"));
            List<String> alive = new ArrayList<>(rb.rules().drawVoters(t.state));
            int yesVotes = 0;
            for (SecretRow s : Phases.secrets(c, gameId, seq, DRAW)) {
                if (alive.contains(s.power()) && s.payload().equals("yes")) yesVotes++;
            }
            String mine = "Your draw vote for " + t.state.phase().code() + " is recorded: " + (yes ? "yes" : "no") + ".";
            if (yesVotes < alive.size()) return mine;
            GameRow g = Lookup.game(c, gameId);
            String outcome = EndScores.outcome(c, g, seq, rb, t.state, GameEnd.draw(alive, "agreed"),
                    "Draw between " + String.join(", ", alive) + ".", now);
            Lookup.save(c, Lookup.with(g, seq, null, null, g.reminded(), GameStatus.ENDED, outcome), g.version());
            Logs.event(c, gameId, new org.chancery.store.EventRow(now, "Chancery", "draw", outcome));
            Logs.notice(c, gameId, now, "public", "Game #" + gameId + " ends: " + outcome);
            return mine + " Every surviving power agreed: " + outcome;
        });
    }

    /**
     * The caller asks to surrender its power, in a variant that allows it; the GM confirms with
     * {@link GmDesk#confirmSurrender} in the same phase. Only the GM is told.
     */
    public String requestSurrender(Actor a, long gameId, String power) {
        long now = clock.millis();
        return db.inTransaction(c -> {
            Turn t = lock(c, a, gameId, power);
            Rulebook rb = Rulebook.of(t.game.variant());
            if (rb.rules().surrender(t.state, t.seat.power()).isEmpty()) {
                throw new GameException(rb.variant().name() + " has no surrender; a draw is proposed with vote.");
            }
            Phases.putSecret(c, gameId, t.game.phaseSeq(), new SecretRow(t.seat.power(), SURRENDER, "asked"));
            Logs.event(c, gameId, new org.chancery.store.EventRow(now, Anonymity.actor(t.game, a, t.seat.power()), "surrender", t.seat.power() + " asks to surrender"));
            Logs.notice(c, gameId, now, "gm", "Game #" + gameId + ": " + t.seat.power() + " asks to surrender in "
                    + t.state.phase().displayName() + ". Confirm it with: game surrender " + t.seat.power());
            return "You have asked to surrender " + t.seat.power() + ". The GM confirms it in this phase ("
                    + t.state.phase().code() + "); until then you play on.";
        });
    }

    /** The caller's own private accounts (a treasury and its ledger), in variants that keep them; nobody else's. */
    public List<String> accounts(Actor a, long gameId, String power) {
        return db.inTransaction(c -> {
            Turn t = seen(c, a, gameId, power);
            Rulebook rb = Rulebook.of(t.game.variant());
            GameState s = t.state;
            PlayerRow seat = t.seat;
            List<String> lines = rb.rules().accounts(s, seat.power());
            if (lines.isEmpty()) throw new GameException(rb.variant().name() + " keeps no accounts.");
            return lines;
        });
    }

    /** The caller's own draw vote this phase, or null. */
    public String myVote(Actor a, long gameId, String power) {
        return db.inTransaction(c -> {
            GameRow g = Lookup.game(c, gameId);
            PlayerRow seat = Lookup.seat(c, g, a, power);
            for (SecretRow s : Phases.secrets(c, gameId, g.phaseSeq(), DRAW)) {
                if (s.power().equals(seat.power())) return s.payload();
            }
            return null;
        });
    }

    /**
     * Checks and stores the caller's whole set of secret allocations for this phase, replacing any earlier
     * set. Nothing is stored when any line is wrong. Only the caller ever sees them.
     */
    public AllocationResult allocate(Actor a, long gameId, String power, String text) {
        return allocate(a, gameId, power, text, true);
    }

    /**
     * What {@link #allocate} would answer, storing nothing: the rules' check of the lines against the position as it
     * stands, which tells the caller only the public facts a refusal names (a state's marker, say).
     */
    public Allocations.Check checkAllocations(Actor a, long gameId, String power, String text) {
        return allocate(a, gameId, power, text, false).check();
    }

    private AllocationResult allocate(Actor a, long gameId, String power, String text, boolean store) {
        return db.inTransaction(c -> {
            Turn t = lock(c, a, gameId, power);
            Allocations rules = allocationRules(t);
            List<String> lines = OrderParser.allocationLines(text);
            for (String line : lines) {
                String tooLong = OrderParser.tooLong(line);
                if (tooLong != null) throw new GameException("Nothing was stored: " + tooLong + ".");
            }
            List<Order> own = Rulebook.of(t.game.variant()).reparse(t.state, t.seat.power(), standing(c, t));
            Allocations.Check check = rules.check(t.state, t.seat.power(), lines, own);
            List<String> before = storedAllocations(c, gameId, t.game.phaseSeq(), t.seat.power());
            List<String> dropped = new ArrayList<>(before);
            if (!store) return new AllocationResult(t.seat.power(), t.state.phase().code(), 0, check, "", false, List.of());
            if (check.ok()) {
                Phases.putSecret(c, gameId, t.game.phaseSeq(), new SecretRow(t.seat.power(), ALLOCATION,
                        JSON.valueToTree(check.accepted()).toString()));
                dropped.removeAll(check.accepted());
            }
            return new AllocationResult(t.seat.power(), t.state.phase().code(), rules.budget(t.state, t.seat.power()),
                    check, rules.summary(t.state, t.seat.power(), check), check.ok() && !before.isEmpty(),
                    check.ok() ? dropped : List.of());
        });
    }

    /** The caller's own stored allocations for this phase, checked again against its current orders. */
    public AllocationResult myAllocations(Actor a, long gameId, String power) {
        return db.inTransaction(c -> {
            GameRow g = Lookup.game(c, gameId);
            PlayerRow seat = Lookup.seat(c, g, a, power);
            GameState s = Rulebook.of(g.variant()).state(Phases.find(c, gameId, g.phaseSeq()).state());
            Turn t = new Turn(g, seat, s);
            Allocations rules = allocationRules(t);
            List<String> lines = storedAllocations(c, gameId, g.phaseSeq(), seat.power());
            List<Order> own = Rulebook.of(g.variant()).reparse(s, seat.power(), standing(c, t));
            Allocations.Check check = rules.check(s, seat.power(), lines, own);
            return new AllocationResult(seat.power(), s.phase().code(), rules.budget(s, seat.power()), check,
                    rules.summary(s, seat.power(), check));
        });
    }

    /**
     * One of the variant's private views (Europe 1615's sanctions) for the caller's own power, in the current
     * position; nobody sees another power's.
     */
    public String view(Actor a, long gameId, String power, String name) {
        return db.inTransaction(c -> {
            GameRow g = Lookup.game(c, gameId);
            PlayerRow seat = Lookup.seat(c, g, a, power);
            Rulebook rb = Rulebook.of(g.variant());
            boolean has = rb.rules().privateViews().stream().anyMatch(v -> v.name().equals(name));
            if (!has) throw new GameException("Game #" + gameId + " (" + rb.variant().name() + ") has no " + name + ".");
            GameState s = rb.state(Phases.find(c, gameId, g.phaseSeq()).state());
            return rb.rules().privateView(s, name, seat.power());
        });
    }

    /** A power's stored allocation lines for a phase; none when it has made none. */
    private static List<String> storedAllocations(Connection c, long gameId, int seq, String power) throws SQLException {
        for (SecretRow x : Phases.secrets(c, gameId, seq, ALLOCATION)) {
            if (x.power().equals(power)) return allocationLines(x.payload());
        }
        return List.of();
    }

    /** Drops the caller's allocations for this phase. */
    public void clearAllocations(Actor a, long gameId, String power) {
        db.inTransaction(c -> {
            Turn t = lock(c, a, gameId, power);
            allocationRules(t);
            Phases.putSecret(c, gameId, t.game.phaseSeq(), new SecretRow(t.seat.power(), ALLOCATION, "[]"));
            return null;
        });
    }

    private static Allocations allocationRules(Turn t) {
        Rulebook rb = Rulebook.of(t.game.variant());
        return rb.rules().allocations().orElseThrow(() -> new GameException(rb.variant().name()
                + " has no secret allocations."));
    }

    /** The stored lines of an allocation secret. */
    static List<String> allocationLines(String payload) {
        List<String> out = new ArrayList<>();
        try {
            JSON.readTree(payload).forEach(n -> out.add(n.asText()));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("stored allocations are not JSON", e);
        }
        return out;
    }

    /** The game, seat and state, with the game row locked for this transaction. */
    private record Turn(GameRow game, PlayerRow seat, GameState state) {}

    /** The caller's seat in an active game and the position, read without locking the game. */
    private static Turn seen(Connection c, Actor a, long gameId, String power) throws SQLException {
        GameRow g = Lookup.game(c, gameId);
        Lookup.requireActive(g);
        PlayerRow seat = Lookup.seat(c, g, a, power);
        return new Turn(g, seat, Rulebook.of(g.variant()).state(Phases.find(c, gameId, g.phaseSeq()).state()));
    }

    private Turn lock(Connection c, Actor a, long gameId, String power) throws SQLException {
        GameRow before = Lookup.game(c, gameId);
        Lookup.requireActive(before);
        PlayerRow seat = Lookup.seat(c, before, a, power);
        if (!Games.touch(c, gameId, before.phaseSeq(), GameStatus.ACTIVE.name())) {
            GameRow now = Lookup.game(c, gameId);
            Lookup.requireActive(now);
            throw new GameException("The phase you were ordering for has just been adjudicated; the game is now in "
                    + Phases.find(c, gameId, now.phaseSeq()).code() + ". Please look at the new position and order again.");
        }
        GameState s = Rulebook.of(before.variant()).state(Phases.find(c, gameId, before.phaseSeq()).state());
        return new Turn(before, seat, s);
    }

    private int countWaives(Connection c, Turn t) throws SQLException {
        if (t.state.phase().type() != PhaseType.ADJUSTMENT) return 0;
        int n = 0;
        for (OrderRow o : Phases.orders(c, t.game.id(), t.game.phaseSeq(), t.seat.power())) {
            if (o.slot().startsWith("waive-")) n = Math.max(n, Integer.parseInt(o.slot().substring(6)));
        }
        return n;
    }

    private static List<String> standing(Connection c, Turn t) throws SQLException {
        List<String> out = new ArrayList<>();
        for (OrderRow o : Phases.orders(c, t.game.id(), t.game.phaseSeq(), t.seat.power())) out.add(o.text());
        return out;
    }
}
