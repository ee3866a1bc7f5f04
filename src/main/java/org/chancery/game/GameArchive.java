package org.chancery.game;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.util.Set;
import java.util.TreeSet;
import org.chancery.store.Database;
import org.chancery.store.EventRow;
import org.chancery.store.GameRow;
import org.chancery.store.Games;
import org.chancery.store.Logs;
import org.chancery.store.OrderRow;
import org.chancery.store.PhaseRow;
import org.chancery.store.Phases;
import org.chancery.store.PlayerRow;
import org.chancery.store.Press;
import org.chancery.store.PressRow;
import org.chancery.store.SecretRow;

/**
 * A whole game as one JSON document: the game, its seats, every phase (state, variant state, orders, results,
 * ready flags, secrets, the seats' counts a rollback restores) and the log. While a game runs, a GM's export leaves out every secret but those of the
 * GM's own powers; the whole game is for the operator ({@link #exportAll}) or comes once the game has ended.
 */
public final class GameArchive {
    public static final int FORMAT = 1;
    /** The largest export taken in (a long game's export is well under a megabyte). */
    public static final int MAX_CHARS = 5_000_000;

    private final Database db;
    private final Clock clock;
    private final BoardShelf boards;

    GameArchive(Database db, Clock clock, BoardShelf boards) {
        this.boards = boards;
        this.db = db;
        this.clock = clock;
    }

    /**
     * The export a GM takes (GM only). An ended game is exported whole. While it runs, the export holds the public
     * facts and the secrets of the caller's own powers only: other powers' current orders, ready flags, allocations
     * and votes (of every phase), the secrets in the position (a treasury, influence, a hand of sanctions) and the
     * opening's deal are left out. Imported, it plays on with what is left out empty.
     */
    public String export(Actor a, long gameId) {
        return db.inTransaction(c -> {
            GameRow g = Lookup.game(c, gameId);
            Lookup.requireGm(g, a);
            Set<String> mine = new TreeSet<>();
            for (PlayerRow p : Games.players(c, gameId)) if (a.userId().equals(p.userId())) mine.add(p.power());
            if (Lookup.status(g) == GameStatus.ENDED) return write(c, g, null, PressDesk.revealed(c, gameId) ? null : mine);
            return write(c, g, mine, mine);
        });
    }

    /** The whole game, every secret included: for whoever runs Chancery (a backup, a move to another store). */
    public String exportAll(long gameId) {
        return db.inTransaction(c -> write(c, Lookup.game(c, gameId), null, null));
    }

    /**
     * The game as JSON; {@code keep} null writes every secret, else only these powers'; {@code pressOf} null writes the
     * whole press and names the players, else only these powers' press, and in an anonymous game no player.
     */
    private String write(Connection c, GameRow g, Set<String> keep, Set<String> pressOf) throws SQLException {
        long gameId = g.id();
        Rulebook rb = keep == null ? null : Rulebook.of(g.variant());
        ObjectNode root = StateJson.JSON.createObjectNode();
        root.put("format", FORMAT);
        ObjectNode game = root.putObject("game");
        game.put("name", g.name()).put("variant", g.variant()).put("status", g.status()).put("gm", g.gmId())
                .put("phaseSeq", g.phaseSeq()).put("reminded", g.reminded()).put("outcome", g.outcome())
                .put("createdAt", g.createdAt());
        org.chancery.variant.upload.UploadedVariants.Files board = org.chancery.variant.upload.UploadedVariants.isKey(g.variant())
                ? org.chancery.variant.upload.UploadedVariants.files(g.variant()) : null;
        if (board != null) game.putObject("board").put("json", board.json()).put("svg", board.svg());
        if (keep != null) game.putArray("secretsOf").addAll(keep.stream().map(StateJson.JSON.getNodeFactory()::textNode).toList());
        game.set("settings", tree(g.settings()));
        putLong(game, "deadline", g.deadline());
        putLong(game, "pausedLeft", g.pausedLeft());
        ArrayNode players = root.putArray("players");
        boolean hidden = pressOf != null && Anonymity.on(g);
        for (PlayerRow p : Games.players(c, gameId)) {
            boolean person = p.userId() != null && !SeatPlayer.isChancery(p.userId());
            players.addObject().put("power", p.power()).put("userId", hidden && person ? null : p.userId())
                    .put("userName", hidden && person ? null : p.userName())
                    .put("missed", p.missed()).put("disorder", p.disorder());
        }
        ArrayNode press = root.putArray("press");
        for (PressRow m : Press.all(c, gameId)) {
            if (pressOf != null && pressOf.stream().noneMatch(m::concerns)) continue;
            ObjectNode n = press.addObject().put("seq", m.seq()).put("sender", m.sender()).put("toAll", m.toAll());
            n.putArray("to").addAll(m.recipients().stream().map(StateJson.JSON.getNodeFactory()::textNode).toList());
            n.put("text", m.text()).put("sentAt", m.sentAt());
        }
        ArrayNode phases = root.putArray("phases");
        for (PhaseRow p : Phases.all(c, gameId)) {
            ObjectNode n = phases.addObject();
            n.put("seq", p.seq()).put("code", p.code()).put("startedAt", p.startedAt());
            putLong(n, "adjudicatedAt", p.adjudicatedAt());
            n.set("state", keep == null ? tree(p.state())
                    : StateJson.toTree(rb.rules().withoutSecrets(rb.state(p.state()), keep)));
            n.set("notes", p.notes() == null ? null : tree(p.notes()));
            n.set("results", p.results() == null ? null : tree(p.results()));
            String seats = Phases.seats(c, gameId, p.seq());
            JsonNode seatNotes = seats == null ? null : tree(seats);
            if (hidden && seatNotes != null) for (JsonNode x : seatNotes) if (x instanceof ObjectNode o) o.putNull("user");
            n.set("seats", seatNotes);
            boolean open = p.seq() == g.phaseSeq();
            ArrayNode orders = n.putArray("orders");
            ArrayNode ready = n.putArray("ready");
            ArrayNode secretList = n.putArray("secrets");
            for (OrderRow o : Phases.orders(c, gameId, p.seq(), null)) {
                if (keep != null && open && !keep.contains(o.power())) continue;
                orders.addObject().put("power", o.power()).put("slot", o.slot()).put("text", o.text())
                        .put("submittedAt", o.submittedAt());
            }
            for (String r : Phases.ready(c, gameId, p.seq())) if (keep == null || !open || keep.contains(r)) ready.add(r);
            for (SecretRow s : Phases.secrets(c, gameId, p.seq(), null)) {
                if (keep != null && !keep.contains(s.power())) continue;
                secretList.addObject().put("power", s.power()).put("kind", s.kind()).put("payload", s.payload());
            }
        }
        ArrayNode events = root.putArray("events");
        for (EventRow e : Logs.events(c, gameId)) {
            if (keep != null && SECRET_EVENTS.contains(e.kind())) continue;
            events.addObject().put("at", e.at()).put("actor", e.actor()).put("kind", e.kind()).put("detail", e.detail());
        }
        return root.toPrettyString();
    }

    /** Log entries that hold secrets: the opening's record (a seed and the deal it made). */
    static final Set<String> SECRET_EVENTS = Set.of("begin");

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
        // an uploaded board travels with its game and becomes the importing server's
        org.chancery.variant.upload.UploadCheck.Checked board = null;
        if (game.path("board").path("json").isTextual()) {
            board = boards.checkImported(new org.chancery.variant.upload.UploadedVariants.Files(
                    game.path("board").path("json").asText(), game.path("board").path("svg").isTextual() ? game.path("board").path("svg").asText() : null));
        }
        Rulebook rb = board != null ? Rulebook.of(board.files().key()) : Rulebook.named(game.path("variant").asText());
        org.chancery.variant.upload.UploadCheck.Checked adopted = board;
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
            if (adopted != null) boards.adopt(c, guild, a.name(), adopted);
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
                if (json(p, "seats") != null) Phases.setSeats(c, id, seq, json(p, "seats"));
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
            for (JsonNode m : root.path("press")) {
                java.util.List<String> to = new java.util.ArrayList<>();
                m.path("to").forEach(t -> to.add(t.asText()));
                if (m.path("text").asText().length() > PressDesk.MESSAGE_MAX || String.join(",", to).length() > 2000) {
                    throw new GameException("That export's press holds a message longer than " + PressDesk.MESSAGE_MAX
                            + " characters, or to too many powers; Chancery never writes one.");
                }
                Press.insert(c, new PressRow(0, id, m.path("seq").asInt(), m.path("sender").asText(),
                        m.path("toAll").asBoolean(), to, m.path("text").asText(), m.path("sentAt").asLong()));
            }
            for (JsonNode e : root.path("events")) {
                Logs.event(c, id, new EventRow(e.path("at").asLong(), e.path("actor").asText(), e.path("kind").asText(),
                        e.path("detail").asText()));
            }
            String partial = "";
            if (game.has("secretsOf")) {
                java.util.List<String> kept = new java.util.ArrayList<>();
                game.path("secretsOf").forEach(k -> kept.add(k.asText()));
                partial = " The export was taken while the game ran, with the secrets of " + (kept.isEmpty() ? "no power"
                        : String.join(", ", kept)) + " only: every other power's allocations and private accounts start"
                        + " empty, and this phase's orders are theirs to give again.";
            }
            Logs.notice(c, id, clock.millis(), "gm", a.name() + " imported game #" + id + " (" + game.path("name").asText()
                    + ")." + partial);
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
