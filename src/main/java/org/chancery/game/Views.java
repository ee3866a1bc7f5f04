package org.chancery.game;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.store.Database;
import org.chancery.store.GameRow;
import org.chancery.store.Games;
import org.chancery.store.OrderRow;
import org.chancery.store.PhaseRow;
import org.chancery.store.Phases;
import org.chancery.store.PlayerRow;

/**
 * What anyone may see of a game: the position, deadline, seats, how many powers have orders in (a count,
 * never who), and every adjudicated phase with its orders and results. Nothing here reveals a current
 * phase's orders or a vote.
 */
public final class Views {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'");

    private final Database db;

    Views(Database db) { this.db = db; }

    /**
     * The public status of a game: how many of the powers that owe orders have given some, and how many more
     * only may act (an optional heir, say).
     */
    public record Status(GameRow game, GameState state, List<PlayerRow> seats, int submitted, int owing, int optional) {
        public boolean paused() { return game.deadline() == null && game.pausedLeft() != null; }
    }

    /** A phase as history: its start position and, once adjudicated, its results (every order with its fate). */
    public record PhaseView(long gameId, int seq, String code, GameState state, boolean adjudicated,
                            List<ResultLine> results, List<String> notes) {}

    public Status status(long gameId) {
        return db.inTransaction(c -> {
            GameRow g = Lookup.game(c, gameId);
            Rulebook rb = Rulebook.of(g.variant());
            GameState s = rb.state(Phases.find(c, gameId, g.phaseSeq()).state());
            Map<String, Integer> owed = rb.owed(s);
            Map<String, Boolean> in = new LinkedHashMap<>();
            for (OrderRow o : Phases.orders(c, gameId, g.phaseSeq(), null)) in.put(o.power(), true);
            for (var x : Phases.secrets(c, gameId, g.phaseSeq(), OrderDesk.ALLOCATION)) {
                if (!OrderDesk.allocationLines(x.payload()).isEmpty()) in.put(x.power(), true);
            }
            int submitted = 0;
            int owing = 0;
            for (Map.Entry<String, Integer> e : owed.entrySet()) {
                if (e.getValue() == 0) continue;
                owing++;
                if (in.containsKey(e.getKey())) submitted++;
            }
            return new Status(g, s, Games.players(c, gameId), submitted, owing, owed.size() - owing);
        });
    }

    /** A phase by code ("S1901M"), or the current phase when code is null or blank. */
    public PhaseView phase(long gameId, String code) {
        return db.inTransaction(c -> {
            GameRow g = Lookup.game(c, gameId);
            Rulebook rb = Rulebook.of(g.variant());
            List<PhaseRow> all = Phases.all(c, gameId);
            PhaseRow found = null;
            String wanted = rb.phaseCode(code);
            for (PhaseRow p : all) {
                boolean match = code == null || code.isBlank() ? p.seq() == g.phaseSeq() : p.code().equalsIgnoreCase(wanted);
                if (match) found = p;
            }
            if (found == null) throw new GameException(PhaseCodes.none(gameId, rb, code, all, g.phaseSeq()));
            boolean done = found.results() != null;
            return new PhaseView(gameId, found.seq(), found.code(), rb.state(found.state()), done,
                    done ? ResultLine.fromJson(found.results()) : List.of(), notes(found));
        });
    }

    /** A phase by its seq (the order of play, from 0); null if the game has no such phase. */
    public PhaseView phaseAt(long gameId, int seq) {
        return db.inTransaction(c -> {
            GameRow g = Lookup.game(c, gameId);
            PhaseRow p = Phases.find(c, gameId, seq);
            if (p == null) return null;
            boolean done = p.results() != null;
            return new PhaseView(gameId, p.seq(), p.code(), Rulebook.of(g.variant()).state(p.state()), done,
                    done ? ResultLine.fromJson(p.results()) : List.of(), notes(p));
        });
    }

    /**
     * A name for what phase {@code seq}'s board is drawn from as stored: its row and the next one's state (where its
     * dislodged units stand). A rollback and a new adjudication change it; null if the game has no such phase.
     */
    public String phaseVersion(long gameId, int seq) {
        return db.inTransaction(c -> {
            PhaseRow p = Phases.find(c, gameId, seq);
            if (p == null) return null;
            PhaseRow next = Phases.find(c, gameId, seq + 1);
            return p.code() + "\0" + p.state() + "\0" + p.results() + "\0" + p.notes() + "\0" + p.adjudicatedAt()
                    + "\0" + (next == null ? "" : next.state());
        });
    }

    /** The public notes of an adjudicated phase (marriages, eliminations), or none. */
    private static List<String> notes(PhaseRow p) {
        List<String> out = new ArrayList<>();
        if (p.notes() == null) return out;
        try {
            StateJson.JSON.readTree(p.notes()).forEach(n -> out.add(n.asText()));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("stored notes are not JSON", e);
        }
        return out;
    }

    /** Codes of every phase of the game so far. */
    public List<String> phaseCodes(long gameId) {
        return db.inTransaction(c -> {
            List<String> out = new ArrayList<>();
            for (PhaseRow p : Phases.all(c, gameId)) out.add(p.code());
            return out;
        });
    }

    private static final java.util.regex.Pattern MOMENT = java.util.regex.Pattern.compile("\\{t:(-?\\d+)}");

    /**
     * A moment in text meant for people, as a token "{t:SECONDS}" that each transport shows its own way (Discord
     * in the reader's zone and how far off, the local table in UTC).
     */
    public static String moment(long epochMillis) { return "{t:" + Math.floorDiv(epochMillis, 1000) + "}"; }

    /** The text with every moment token written in UTC. */
    public static String utc(String text) {
        if (text == null) return null;
        java.util.regex.Matcher m = MOMENT.matcher(text);
        StringBuilder b = new StringBuilder();
        while (m.find()) m.appendReplacement(b, when(Long.parseLong(m.group(1)) * 1000));
        m.appendTail(b);
        return b.toString();
    }

    public static String when(long epochMillis) {
        return TIME.format(Instant.ofEpochMilli(epochMillis).atZone(ZoneOffset.UTC));
    }
}
