package org.chancery.game;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chancery.store.EventRow;
import org.chancery.store.GameRow;
import org.chancery.store.Games;
import org.chancery.store.PlayerRow;
import org.chancery.store.Logs;
import org.chancery.store.OrderRow;
import org.chancery.store.PhaseRow;
import org.chancery.store.Phases;

/**
 * What a rollback does, said before it is done: the phase the game returns to, the phases it erases, and the
 * orders of that phase that stand again. The erased phases go into the game log (their orders and results), so
 * the log, and any export taken after, still tells what was played.
 */
final class Rollback {
    /** A rollback of game {@code game} to {@code target}. */
    record Plan(GameRow game, PhaseRow target, String targetName, List<PhaseRow> erased,
                Map<String, List<String>> restored) {
        /** What will happen, in words. */
        String describe() {
            List<String> codes = new ArrayList<>();
            for (PhaseRow p : erased) codes.add(p.code());
            StringBuilder b = new StringBuilder("Roll game #" + game.id() + " back to the start of " + targetName
                    + ". This erases the results of " + target.code()
                    + (codes.isEmpty() ? "" : " and the phases after it (" + String.join(", ", codes) + ")")
                    + "; they stay in the game log.");
            b.append(restored.isEmpty() ? " No orders of " + target.code() + " stand again."
                    : " These orders of " + target.code() + " stand again: " + orders(restored) + ".");
            return b.toString();
        }
    }

    private Rollback() {}

    static Plan plan(Connection c, GameRow g, String code) throws SQLException {
        if (Lookup.status(g) == GameStatus.FORMING) throw new GameException("Game #" + g.id() + " has not started.");
        PhaseRow target = null;
        List<PhaseRow> all = Phases.all(c, g.id());
        String wanted = code == null ? null : Rulebook.of(g.variant()).phaseCode(code);
        for (PhaseRow p : all) if (wanted != null && p.code().equalsIgnoreCase(wanted)) target = p;
        if (target == null) throw new GameException(PhaseCodes.none(g.id(), Rulebook.of(g.variant()), code, all, g.phaseSeq()));
        if (target.seq() >= g.phaseSeq()) {
            throw new GameException("'" + target.code() + "' is not an earlier phase of game #" + g.id() + ", so there is"
                    + " nothing to roll back to there. " + PhaseCodes.near(Rulebook.of(g.variant()), all, g.phaseSeq()));
        }
        List<PhaseRow> erased = new ArrayList<>();
        for (PhaseRow p : all) if (p.seq() > target.seq()) erased.add(p);
        String name = Rulebook.of(g.variant()).state(target.state()).phase().displayName();
        return new Plan(g, target, name, erased, orders(c, g.id(), target.seq()));
    }

    /** Writes the erased phases (and the target's results) into the game log before they are dropped. */
    static void log(Connection c, Plan plan, String actor, long now) throws SQLException {
        long id = plan.game().id();
        List<PhaseRow> gone = new ArrayList<>();
        gone.add(plan.target());
        gone.addAll(plan.erased());
        for (PhaseRow p : gone) {
            Map<String, List<String>> orders = orders(c, id, p.seq());
            String results = p.results() == null ? "not adjudicated"
                    : describe(ResultLine.fromJson(p.results()));
            String what = p.seq() == plan.target().seq() ? " results cleared by the rollback; " : " erased by the rollback; ";
            // a phase not yet adjudicated keeps its orders secret: the log names only who had given some
            String given = orders.isEmpty() ? "none" : p.results() == null
                    ? "given by " + String.join(", ", orders.keySet()) + " (never adjudicated, so they stay secret)"
                    : orders(orders);
            Logs.event(c, id, new EventRow(now, actor, "erased", p.code() + what + "orders: " + given + "; results: " + results));
        }
    }

    private static Map<String, List<String>> orders(Connection c, long gameId, int seq) throws SQLException {
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (OrderRow o : Phases.orders(c, gameId, seq, null)) out.computeIfAbsent(o.power(), k -> new ArrayList<>()).add(o.text());
        return out;
    }

    /** The seats' missed-phase counts and civil disorder, as JSON kept with the phase being adjudicated. */
    static String seats(List<PlayerRow> players) {
        com.fasterxml.jackson.databind.node.ArrayNode out = StateJson.JSON.createArrayNode();
        for (PlayerRow p : players) {
            out.addObject().put("power", p.power()).put("user", p.userId()).put("missed", p.missed())
                    .put("disorder", p.disorder());
        }
        return out.toString();
    }

    /**
     * Puts back the counts kept by {@link #seats} when the phase was adjudicated; a seat since given to another
     * player keeps its fresh start. Returns the powers whose counts changed.
     */
    static List<String> restoreSeats(Connection c, long gameId, String json) throws SQLException {
        List<String> changed = new ArrayList<>();
        if (json == null) return changed;
        Map<String, com.fasterxml.jackson.databind.JsonNode> kept = new LinkedHashMap<>();
        try {
            for (var n : StateJson.JSON.readTree(json)) kept.put(n.path("power").asText(), n);
        } catch (java.io.IOException e) {
            return changed;
        }
        for (PlayerRow p : Games.players(c, gameId)) {
            var n = kept.get(p.power());
            if (n == null || p.userId() == null || !p.userId().equals(n.path("user").asText(null))) continue;
            int missed = n.path("missed").asInt();
            boolean disorder = n.path("disorder").asBoolean();
            if (missed == p.missed() && disorder == p.disorder()) continue;
            Games.putPlayer(c, gameId, new PlayerRow(p.power(), p.userId(), p.userName(), missed, disorder));
            changed.add(p.power());
        }
        return changed;
    }

    static String orders(Map<String, List<String>> byPower) {
        List<String> parts = new ArrayList<>();
        byPower.forEach((power, list) -> parts.add(power + ": " + String.join(", ", list)));
        return String.join("; ", parts);
    }

    /** The ordered lines with their fates; units nobody ordered are counted, not listed. */
    private static String describe(List<ResultLine> lines) {
        List<String> out = new ArrayList<>();
        int missed = 0;
        for (ResultLine l : lines) {
            if (l.missed()) missed++;
            else out.add(l.power() + " " + l.describe() + (l.succeeded() ? "" : " fails"));
        }
        if (missed > 0) out.add(missed + " unit" + (missed == 1 ? "" : "s") + " without orders");
        return String.join(", ", out);
    }
}
