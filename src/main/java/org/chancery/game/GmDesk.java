package org.chancery.game;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.util.List;
import org.chancery.engine.Board;
import org.chancery.engine.GameState;
import org.chancery.engine.Location;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;
import org.chancery.store.Database;
import org.chancery.store.EventRow;
import org.chancery.store.GameRow;
import org.chancery.store.Finishes;
import org.chancery.store.Games;
import org.chancery.store.Logs;
import org.chancery.store.PhaseRow;
import org.chancery.store.Phases;
import org.chancery.store.PlayerRow;

/** The GM's tools: deadlines, rollback, board edits, seats and ending the game. Every change is logged. */
public final class GmDesk {
    /** The longest result a GM may write when ending a game. */
    public static final int RESULT_MAX = 500;

    private final Database db;
    private final Clock clock;
    /** Told of each phase a change opens (a rollback) or a seat given to Chancery, once committed. */
    private final java.util.function.LongConsumer opened;

    GmDesk(Database db, Clock clock, java.util.function.LongConsumer opened) {
        this.db = db;
        this.clock = clock;
        this.opened = opened;
    }

    private interface Change {
        /** Makes the change on the locked game; returns the text to log and announce. */
        String apply(Connection c, GameRow g, long now) throws SQLException;
    }

    /** Runs a GM change in one transaction, logs it and tells the channel. */
    private String change(Actor a, long gameId, String kind, Change ch) {
        long now = clock.millis();
        return db.inTransaction(c -> {
            GameRow g = Lookup.game(c, gameId);
            Lookup.requireGm(g, a);
            String text = ch.apply(c, g, now);
            Logs.event(c, gameId, new EventRow(now, a.name(), kind, Views.utc(text)));
            Logs.notice(c, gameId, now, "public", "GM: " + text);
            return text;
        });
    }

    /** Refuses anyone but the game's GM (before asking something only the GM may hear). */
    public void requireGm(Actor a, long gameId) {
        db.inTransaction(c -> {
            Lookup.requireGm(Lookup.game(c, gameId), a);
            return null;
        });
    }

    public String pause(Actor a, long gameId) {
        return change(a, gameId, "pause", (c, g, now) -> {
            Lookup.requireActive(g);
            if (g.deadline() == null) throw new GameException("Game #" + gameId + " is already paused.");
            long left = Math.max(0, g.deadline() - now);
            Lookup.save(c, Lookup.with(g, g.phaseSeq(), null, left, g.reminded(), GameStatus.ACTIVE, null), g.version());
            return "paused the game with " + GameSettings.describe(left / 60_000) + " left on the clock.";
        });
    }

    public String resume(Actor a, long gameId) {
        return change(a, gameId, "resume", (c, g, now) -> {
            Lookup.requireActive(g);
            if (g.deadline() != null) throw new GameException("Game #" + gameId + " is not paused.");
            long left = g.pausedLeft() == null ? 0 : g.pausedLeft();
            Lookup.save(c, Lookup.with(g, g.phaseSeq(), now + left, null, g.reminded(), GameStatus.ACTIVE, null),
                    g.version());
            return "resumed the game; the deadline is " + Views.moment(now + left) + ".";
        });
    }

    public String extend(Actor a, long gameId, int minutes) {
        if (minutes <= 0) throw new GameException("Extend by a positive time, e.g. 12h.");
        return change(a, gameId, "extend", (c, g, now) -> {
            Lookup.requireActive(g);
            long by = minutes * 60_000L;
            if (g.deadline() == null) {
                long left = (g.pausedLeft() == null ? 0 : g.pausedLeft()) + by;
                Durations.withinAYear(now + left, now);
                Lookup.save(c, Lookup.with(g, g.phaseSeq(), null, left, g.reminded(), GameStatus.ACTIVE, null), g.version());
                return "extended the paused clock by " + GameSettings.describe(minutes) + ".";
            }
            long due = Math.max(g.deadline(), now) + by;
            Durations.withinAYear(due, now);
            Lookup.save(c, Lookup.with(g, g.phaseSeq(), due, null, false, GameStatus.ACTIVE, null), g.version());
            return "extended the deadline by " + GameSettings.describe(minutes) + " to " + Views.moment(due) + ".";
        });
    }

    /** Sets the deadline to {@code minutes} from now. */
    public String deadline(Actor a, long gameId, int minutes) {
        return change(a, gameId, "deadline", (c, g, now) -> {
            Lookup.requireActive(g);
            if (minutes <= 0) throw new GameException("Set the deadline a positive time from now, e.g. 12h.");
            long due = now + minutes * 60_000L;
            Durations.withinAYear(due, now);
            Lookup.save(c, Lookup.with(g, g.phaseSeq(), due, null, false, GameStatus.ACTIVE, null), g.version());
            return "set the deadline to " + Views.moment(due) + ".";
        });
    }

    /** What a rollback to {@code code} would do, in words, for the GM to confirm; nothing is changed. */
    public String rollbackPlan(Actor a, long gameId, String code) {
        return db.inTransaction(c -> {
            GameRow g = Lookup.game(c, gameId);
            Lookup.requireGm(g, a);
            return Rollback.plan(c, g, code).describe();
        });
    }

    /**
     * Returns the game to the start of an earlier phase: later phases are dropped, the phase's orders stand again
     * and its ready flags are taken back.
     * The erased phases are written into the game log first; the answer names the orders that stand again.
     */
    public String rollback(Actor a, long gameId, String code) {
        String text = rollingBack(a, gameId, code);
        opened.accept(gameId);
        return text;
    }

    private String rollingBack(Actor a, long gameId, String code) {
        return change(a, gameId, "rollback", (c, g, now) -> {
            Rollback.Plan plan = Rollback.plan(c, g, code);
            Rollback.log(c, plan, a.name(), now);
            PhaseRow target = plan.target();
            List<String> seats = Rollback.restoreSeats(c, gameId, Phases.seats(c, gameId, target.seq()));
            Phases.dropAfter(c, gameId, target.seq());
            Finishes.clear(c, gameId);
            Finishes.dropMissedFrom(c, gameId, target.seq());
            Phases.setResults(c, gameId, target.seq(), null, null, null);
            // the phase is open again: a ready flag given before it was adjudicated must not adjudicate it early
            List<String> wasReady = Phases.ready(c, gameId, target.seq());
            Phases.clearReady(c, gameId, target.seq());
            GameSettings s = GameSettings.fromJson(g.settings());
            GameState st = Rulebook.of(g.variant()).state(target.state());
            long due = Deadlines.next(s, st.phase().type(), now);
            Lookup.save(c, Lookup.with(g, target.seq(), due, null, false, GameStatus.ACTIVE, null), g.version());
            return "rolled the game back to " + st.phase().displayName() + "; the deadline is " + Views.moment(due) + "."
                    + (plan.restored().isEmpty() ? " No orders stand yet."
                    : " These orders stand again: " + Rollback.orders(plan.restored()) + ".")
                    + (seats.isEmpty() ? "" : " Missed-phase counts are as they were then, for " + String.join(", ", seats) + ".")
                    + (wasReady.isEmpty() ? "" : " Ready taken back for " + String.join(", ", wasReady)
                    + ": each marks ready again when its orders are in.");
        });
    }

    /** Posts an adjudicated phase's results again (a post Discord refused, or one lost): see {@link Repost}. */
    public String repost(Actor a, long gameId, String code) {
        long now = clock.millis();
        return db.inTransaction(c -> {
            GameRow g = Lookup.game(c, gameId);
            Lookup.requireGm(g, a);
            return Repost.queue(c, g, code, a.name(), now);
        });
    }

    /** Adds a unit, e.g. ("England", "F", "nth") or a fleet on a coast ("Russia", "F", "stp/sc"). */
    public String addUnit(Actor a, long gameId, String power, String kind, String where) {
        return edit(a, gameId, "add-unit", (b, s, rb) -> {
            String owner = powerName(rb, power, gameId);
            UnitKind k;
            try {
                k = StateJson.kind(rb.variant().board(), kind);
            } catch (IllegalArgumentException e) {
                List<String> kinds = new java.util.ArrayList<>();
                for (UnitKind x : rb.variant().board().unitKinds()) kinds.add(x.abbreviation() + " (" + x.name().toLowerCase() + ")");
                throw new GameException("'" + kind + "' is not a unit kind; say " + String.join(" or ", kinds) + ".");
            }
            Location at = location(rb.variant().board(), where);
            if (s.unitAt(at.province()) != null) throw new GameException(at.province().name() + " already holds a unit.");
            if (!k.canStandOn(at.province())) throw new GameException("A " + k.name() + " cannot stand in " + at.province().name() + ".");
            if (k.isNaval() && at.province().hasSplitCoasts() && !at.isCoast()) {
                throw new GameException("Say which coast of " + at.province().name() + ", e.g. " + at.province().coasts().get(0).id() + ".");
            }
            b.unit(new Unit(owner, k, at));
            return "added " + owner + " " + k.abbreviation() + " " + at.id() + ".";
        });
    }

    public String removeUnit(Actor a, long gameId, String where) {
        return edit(a, gameId, "remove-unit", (b, s, rb) -> {
            Province p = location(rb.variant().board(), where).province();
            Unit u = s.unitAt(p);
            if (u == null) throw new GameException("There is no unit in " + p.name() + ".");
            b.removeUnit(p);
            return "removed " + u + ".";
        });
    }

    /** Sets a supply centre's owner; power "none" leaves it unowned. */
    public String setOwner(Actor a, long gameId, String where, String power) {
        return edit(a, gameId, "set-owner", (b, s, rb) -> {
            Province p = location(rb.variant().board(), where).province();
            if (!p.isSupplyCenter()) throw new GameException(p.name() + " is not a supply centre.");
            String owner = power.equalsIgnoreCase("none") ? null : powerName(rb, power, gameId);
            b.owner(p, owner);
            return "set the owner of " + p.name() + " to " + (owner == null ? "nobody" : owner) + ".";
        });
    }

    /**
     * One of the variant's own GM actions, such as Order of the Dragon's cycle cap; logged like any edit. It may
     * come before the game starts, as the cycle cap should (§3.2).
     */
    public String rulesAction(Actor a, long gameId, String action, String value) {
        return edit(a, gameId, "rule " + action, true, (b, s, rb) -> {
            GameState changed;
            try {
                changed = rb.rules().gmAction(s, action, value == null ? "" : value);
            } catch (IllegalArgumentException e) {
                throw new GameException(e.getMessage() + ".");
            }
            for (String k : s.extras().keySet()) if (!changed.extras().containsKey(k)) b.extra(k, null);
            changed.extras().forEach(b::extra);
            for (String p : s.stationaryPowers()) b.stationary(p, changed.stationaryPowers().contains(p));
            for (String p : changed.stationaryPowers()) b.stationary(p, true);
            b.clearUnits();
            for (Unit u : changed.units()) b.unit(u);
            for (Province p : s.board().provinces()) b.owner(p, changed.ownerOf(p));
            return action + " " + value + ".";
        }, true);
    }

    /**
     * Confirms the surrender a power's player asked for in this phase: the variant's rules take the power out,
     * and the game ends if that leaves a winner.
     */
    public String confirmSurrender(Actor a, long gameId, String power) {
        return change(a, gameId, "surrender", (c, g, now) -> {
            Lookup.requireActive(g);
            PlayerRow seat = Lookup.player(c, gameId, power);
            boolean asked = false;
            for (org.chancery.store.SecretRow x : Phases.secrets(c, gameId, g.phaseSeq(), OrderDesk.SURRENDER)) {
                asked |= x.power().equals(seat.power());
            }
            if (!asked) {
                throw new GameException(seat.power() + " has not asked to surrender in this phase; its player asks with surrender.");
            }
            Rulebook rb = Rulebook.of(g.variant());
            GameState s = rb.state(Phases.find(c, gameId, g.phaseSeq()).state());
            GameState after = rb.rules().surrender(s, seat.power())
                    .orElseThrow(() -> new GameException(rb.variant().name() + " has no surrender."));
            Phases.setState(c, gameId, g.phaseSeq(), StateJson.write(after));
            var end = rb.rules().end(after);
            if (end.isPresent()) {
                String outcome = EndScores.outcome(c, g, g.phaseSeq(), rb, after, end.get(), Adjudicator.describe(end.get()), now);
                Lookup.save(c, Lookup.with(g, g.phaseSeq(), null, null, g.reminded(), GameStatus.ENDED, outcome), g.version());
                return seat.power() + " surrenders. Game over: " + outcome;
            }
            Lookup.save(c, Lookup.bumped(g), g.version());
            return seat.power() + " surrenders and leaves the game.";
        });
    }

    private interface Edit {
        String apply(GameState.Builder b, GameState s, Rulebook rb);
    }

    private String edit(Actor a, long gameId, String kind, Edit e) { return edit(a, gameId, kind, false, e, false); }

    /**
     * Edits the current phase's position. With {@code mayEnd}, a running game whose rules say it is over after the
     * edit (victory by agreement) ends at once, in the same transaction.
     */
    private String edit(Actor a, long gameId, String kind, boolean beforeStart, Edit e, boolean mayEnd) {
        return change(a, gameId, kind, (c, g, now) -> {
            if (!beforeStart || Lookup.status(g) == GameStatus.ENDED) Lookup.requireActive(g);
            Rulebook rb = Rulebook.of(g.variant());
            GameState s = rb.state(Phases.find(c, gameId, g.phaseSeq()).state());
            GameState.Builder b = s.toBuilder();
            String text = e.apply(b, s, rb);
            GameState after = b.build();
            Phases.setState(c, gameId, g.phaseSeq(), StateJson.write(after));
            var end = mayEnd && Lookup.status(g) == GameStatus.ACTIVE ? rb.rules().end(after) : java.util.Optional.<org.chancery.variant.GameEnd>empty();
            if (end.isPresent()) {
                String outcome = EndScores.outcome(c, g, g.phaseSeq(), rb, after, end.get(), Adjudicator.describe(end.get()), now);
                Lookup.save(c, Lookup.with(g, g.phaseSeq(), null, null, g.reminded(), GameStatus.ENDED, outcome), g.version());
                return "edited " + s.phase().code() + ": " + text + " Game over: " + outcome;
            }
            Lookup.save(c, Lookup.bumped(g), g.version());
            return "edited " + s.phase().code() + ": " + text;
        });
    }

    private static String powerName(Rulebook rb, String power, long gameId) {
        return rb.variant().power(power).map(p -> p.name())
                .orElseThrow(() -> new GameException("There is no power '" + power + "' in game #" + gameId + "."));
    }

    private static Location location(Board board, String where) {
        try {
            return board.location(where);
        } catch (IllegalArgumentException e) {
            throw new GameException("There is no place '" + where + "' on this map.");
        }
    }

    /** Seats a user at a power, replacing whoever held it; the power leaves civil disorder. */
    public String replace(Actor a, long gameId, String power, String userId, String userName) {
        return change(a, gameId, "replace", (c, g, now) -> {
            if (Lookup.status(g) == GameStatus.ENDED) throw new GameException("Game #" + gameId + " has ended.");
            PlayerRow seat = Lookup.player(c, gameId, power);
            for (PlayerRow p : Games.players(c, gameId)) {
                if (userId.equals(p.userId()) && !p.power().equals(seat.power())) {
                    throw new GameException(Anonymity.on(g) ? "That user already plays another power in game #" + gameId
                            + "." : userName + " already plays " + p.power() + " in game #" + gameId + ".");
                }
            }
            Games.putPlayer(c, gameId, new PlayerRow(seat.power(), userId, userName, 0, false));
            Lookup.save(c, Lookup.bumped(g), g.version());
            Anonymity.tell(c, g, seat.power(), now);
            if (Anonymity.on(g)) return seat.power() + " has a new player, told by direct message.";
            return seat.power() + " is now played by " + userName
                    + (seat.userName() == null ? "" : " (was " + seat.userName() + ")") + ".";
        });
    }

    /**
     * Gives a seat to Chancery ({@code on}), or takes it back: the power is then in civil disorder until a player is
     * seated with replace. A seat a person plays must be freed first.
     */
    public String seatBot(Actor a, long gameId, String power, boolean on) {
        String text = seating(a, gameId, power, on);
        if (on) opened.accept(gameId);
        return text;
    }

    private String seating(Actor a, long gameId, String power, boolean on) {
        return change(a, gameId, "bot", (c, g, now) -> {
            if (Lookup.status(g) == GameStatus.ENDED) throw new GameException("Game #" + gameId + " has ended.");
            Rulebook rb = Rulebook.of(g.variant());
            String name;
            try {
                name = rb.rules().playablePower(power);
            } catch (IllegalArgumentException e) {
                throw new GameException("There is no power '" + power.strip() + "' to play in game #" + gameId
                        + "; say one of " + String.join(", ", rb.rules().playablePowers()) + ".");
            }
            PlayerRow seat = Lookup.player(c, gameId, name);
            boolean chancery = SeatPlayer.isChancery(seat.userId());
            if (on && chancery) throw new GameException(name + " is already played by Chancery.");
            if (on && seat.userId() != null) {
                throw new GameException(name + " is played by " + Anonymity.player(g, seat.userName(), name)
                        + ". Free the seat first with /game kick "
                        + name + ", then give it to Chancery.");
            }
            if (!on && !chancery) throw new GameException(name + " is not played by Chancery.");
            Games.putPlayer(c, gameId, on ? new PlayerRow(name, SeatPlayer.USER_PREFIX + name, SeatPlayer.NAME, 0, false)
                    : new PlayerRow(name, null, null, 0, Lookup.status(g) != GameStatus.FORMING));
            Lookup.save(c, Lookup.bumped(g), g.version());
            return on ? name + " is now played by Chancery: it orders as soon as each phase opens."
                    : Lookup.status(g) == GameStatus.FORMING ? "Chancery no longer plays " + name + "; the seat is open."
                    : "Chancery no longer plays " + name + "; it is in " + rb.rules().missedName() + " until /game replace "
                    + name + " seats a player.";
        });
    }

    /** Removes a player; the power is in civil disorder until replaced. */
    public String kick(Actor a, long gameId, String power) {
        return change(a, gameId, "kick", (c, g, now) -> {
            PlayerRow seat = Lookup.player(c, gameId, power);
            if (seat.userId() == null) throw new GameException(seat.power() + " has no player.");
            Games.putPlayer(c, gameId, new PlayerRow(seat.power(), null, null, seat.missed(),
                    Lookup.status(g) != GameStatus.FORMING));
            Lookup.save(c, Lookup.bumped(g), g.version());
            return Anonymity.player(g, seat.userName(), seat.power()) + " no longer plays " + seat.power() + ".";
        });
    }

    /** What ending the game would do, for the GM to confirm; nothing is changed. */
    public String endPlan(Actor a, long gameId, String result) {
        return db.inTransaction(c -> {
            GameRow g = Lookup.game(c, gameId);
            Lookup.requireGm(g, a);
            if (Lookup.status(g) == GameStatus.ENDED) throw new GameException("Game #" + gameId + " has already ended.");
            String outcome = result == null || result.isBlank() ? "Ended by the GM." : result.strip();
            return "End game #" + gameId + " (" + g.name() + ") with the result: " + outcome
                    + (outcome.endsWith(".") ? "" : ".") + " Nobody can order in it after that.";
        });
    }

    /** Ends the game with a result as the GM words it. */
    public String end(Actor a, long gameId, String result) {
        if (result != null && result.strip().length() > RESULT_MAX) {
            throw new GameException("A result takes at most " + RESULT_MAX + " characters; this one has "
                    + result.strip().length() + ".");
        }
        return change(a, gameId, "end", (c, g, now) -> {
            if (Lookup.status(g) == GameStatus.ENDED) throw new GameException("Game #" + gameId + " has already ended.");
            String words = result == null || result.isBlank() ? "Ended by the GM." : result.strip();
            Rulebook rb = Rulebook.of(g.variant());
            GameState s = rb.state(Phases.find(c, gameId, g.phaseSeq()).state());
            String outcome = EndScores.outcome(c, g, g.phaseSeq(), rb, s, EndScores.fromWords(rb, s, words), words, now);
            Lookup.save(c, Lookup.with(g, g.phaseSeq(), null, null, g.reminded(), GameStatus.ENDED, outcome), g.version());
            return "ended the game: " + outcome;
        });
    }

    /**
     * Once the game has ended, publishes every secret allocation of every phase (who allocated what), as the
     * rulebooks allow. Refused while the game runs.
     */
    public String revealAllocations(Actor a, long gameId) {
        return change(a, gameId, "reveal", (c, g, now) -> {
            if (Lookup.status(g) != GameStatus.ENDED) {
                throw new GameException("Allocations stay secret until the game ends; end it first with game end.");
            }
            StringBuilder b = new StringBuilder("revealed every allocation:");
            int n = 0;
            for (PhaseRow p : Phases.all(c, gameId)) {
                for (org.chancery.store.SecretRow x : Phases.secrets(c, gameId, p.seq(), OrderDesk.ALLOCATION)) {
                    List<String> lines = OrderDesk.allocationLines(x.payload());
                    if (lines.isEmpty()) continue;
                    b.append('\n').append(p.code()).append(' ').append(x.power()).append(": ").append(String.join("; ", lines));
                    n++;
                }
            }
            return n == 0 ? "revealed every allocation: there were none." : b.toString();
        });
    }
}
