package org.chancery.game;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Clock;
import org.chancery.store.Database;
import org.chancery.store.EventRow;
import org.chancery.store.GameRow;
import org.chancery.store.Games;
import org.chancery.store.Logs;
import org.chancery.store.OrderRow;
import org.chancery.store.PhaseRow;
import org.chancery.store.Phases;
import org.chancery.store.PlayerRow;
import org.chancery.store.SecretRow;

/**
 * A whole game as one JSON document: the game, its seats, every phase (state, variant state, orders, results,
 * ready flags, secrets) and the log. While a game runs, the current phase's orders, ready flags and secrets
 * are left out unless asked for, since they are not yet public.
 */
public final class GameArchive {
    public static final int FORMAT = 1;
    /** The largest export taken in (a long game's export is well under a megabyte). */
    public static final int MAX_CHARS = 5_000_000;

    private final Database db;
    private final Clock clock;

    GameArchive(Database db, Clock clock) {
        this.db = db;
        this.clock = clock;
    }

    /** Exports a game (GM only). With {@code secrets}, the current phase's private business is included. */
    public String export(Actor a, long gameId, boolean secrets) {
        return db.inTransaction(c -> {
            GameRow g = Lookup.game(c, gameId);
            Lookup.requireGm(g, a);
            boolean all = secrets || Lookup.status(g) == GameStatus.ENDED;
            ObjectNode root = StateJson.JSON.createObjectNode();
            root.put("format", FORMAT);
            ObjectNode game = root.putObject("game");
            game.put("name", g.name()).put("variant", g.variant()).put("status", g.status()).put("gm", g.gmId())
                    .put("phaseSeq", g.phaseSeq()).put("reminded", g.reminded()).put("outcome", g.outcome())
                    .put("createdAt", g.createdAt());
            game.set("settings", tree(g.settings()));
            putLong(game, "deadline", g.deadline());
            putLong(game, "pausedLeft", g.pausedLeft());
            ArrayNode players = root.putArray("players");
            for (PlayerRow p : Games.players(c, gameId)) {
                players.addObject().put("power", p.power()).put("userId", p.userId()).put("userName", p.userName())
                        .put("missed", p.missed()).put("disorder", p.disorder());
            }
            ArrayNode phases = root.putArray("phases");
            for (PhaseRow p : Phases.all(c, gameId)) {
                ObjectNode n = phases.addObject();
                n.put("seq", p.seq()).put("code", p.code()).put("startedAt", p.startedAt());
                putLong(n, "adjudicatedAt", p.adjudicatedAt());
                n.set("state", tree(p.state()));
                n.set("notes", p.notes() == null ? null : tree(p.notes()));
                n.set("results", p.results() == null ? null : tree(p.results()));
                boolean open = p.seq() == g.phaseSeq() && !all;
                ArrayNode orders = n.putArray("orders");
                ArrayNode ready = n.putArray("ready");
                ArrayNode secretList = n.putArray("secrets");
                if (open) continue;
                for (OrderRow o : Phases.orders(c, gameId, p.seq(), null)) {
                    orders.addObject().put("power", o.power()).put("slot", o.slot()).put("text", o.text())
                            .put("submittedAt", o.submittedAt());
                }
                for (String r : Phases.ready(c, gameId, p.seq())) ready.add(r);
                for (SecretRow s : Phases.secrets(c, gameId, p.seq(), null)) {
                    secretList.addObject().put("power", s.power()).put("kind", s.kind()).put("payload", s.payload());
                }
            }
            ArrayNode events = root.putArray("events");
            for (EventRow e : Logs.events(c, gameId)) {
                events.addObject().put("at", e.at()).put("actor", e.actor()).put("kind", e.kind()).put("detail", e.detail());
            }
            return root.toPrettyString();
        });
    }

    /** Imports an exported game into a channel as a new game, with its GM and seats as exported. Returns its id. */
    public long importGame(Actor a, String guild, String channel, String json) {
        if (json.length() > MAX_CHARS) throw new GameException("That export is larger than the " + MAX_CHARS / 1_000_000
                + " MB an import takes.");
        JsonNode root;
        try {
            root = StateJson.JSON.readTree(json);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new GameException("That is not a Chancery export: " + e.getOriginalMessage());
        }
        if (root.path("format").asInt() != FORMAT) {
            throw new GameException("That is not a Chancery export of format " + FORMAT + ".");
        }
        JsonNode game = root.path("game");
        Rulebook rb = Rulebook.named(game.path("variant").asText());
        String name = game.path("name").asText();
        if (name.isBlank() || name.length() > GameService.NAME_MAX) {
            throw new GameException("That export's game name is empty or longer than " + GameService.NAME_MAX
                    + " characters.");
        }
        return db.inTransaction(c -> {
            for (GameRow g : Games.inChannel(c, guild, channel)) {
                if (Lookup.status(g) != GameStatus.ENDED) {
                    throw new GameException("This channel already has game #" + g.id() + "; import into another channel.");
                }
            }
            long id = Games.insert(c, new GameRow(0, guild, channel, game.path("name").asText(), rb.variant().id(),
                    GameSettings.fromJson(game.path("settings").toString()).bounded().toJson(), game.path("status").asText(),
                    game.path("gm").asText(), game.path("phaseSeq").asInt(), getLong(game, "deadline"),
                    getLong(game, "pausedLeft"), game.path("reminded").asBoolean(), text(game, "outcome"), 0,
                    game.path("createdAt").asLong()));
            for (JsonNode p : root.path("players")) {
                Games.putPlayer(c, id, new PlayerRow(p.path("power").asText(), text(p, "userId"), text(p, "userName"),
                        p.path("missed").asInt(), p.path("disorder").asBoolean()));
            }
            for (JsonNode p : root.path("phases")) {
                int seq = p.path("seq").asInt();
                StateJson.fromTree(rb.variant().board(), p.path("state"));
                Phases.insert(c, id, new PhaseRow(seq, p.path("code").asText(), p.path("state").toString(),
                        json(p, "notes"), json(p, "results"), p.path("startedAt").asLong(),
                        getLong(p, "adjudicatedAt")));
                for (JsonNode o : p.path("orders")) {
                    Phases.putOrder(c, id, seq, new OrderRow(o.path("power").asText(), o.path("slot").asText(),
                            o.path("text").asText(), o.path("submittedAt").asLong()));
                }
                for (JsonNode r : p.path("ready")) Phases.setReady(c, id, seq, r.asText(), true);
                for (JsonNode s : p.path("secrets")) {
                    Phases.putSecret(c, id, seq, new SecretRow(s.path("power").asText(), s.path("kind").asText(),
                            s.path("payload").asText()));
                }
            }
            for (JsonNode e : root.path("events")) {
                Logs.event(c, id, new EventRow(e.path("at").asLong(), e.path("actor").asText(), e.path("kind").asText(),
                        e.path("detail").asText()));
            }
            Logs.notice(c, id, clock.millis(), "gm", a.name() + " imported game #" + id + " (" + game.path("name").asText() + ").");
            return id;
        });
    }

    private static JsonNode tree(String json) {
        try {
            return StateJson.JSON.readTree(json);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("stored JSON is broken: " + e.getOriginalMessage(), e);
        }
    }

    private static void putLong(ObjectNode n, String key, Long v) {
        if (v == null) n.putNull(key);
        else n.put(key, v);
    }

    private static Long getLong(JsonNode n, String key) {
        JsonNode v = n.get(key);
        return v == null || v.isNull() ? null : v.asLong();
    }

    private static String text(JsonNode n, String key) {
        JsonNode v = n.get(key);
        return v == null || v.isNull() ? null : v.asText();
    }

    private static String json(JsonNode n, String key) {
        JsonNode v = n.get(key);
        return v == null || v.isNull() ? null : v.toString();
    }
}
