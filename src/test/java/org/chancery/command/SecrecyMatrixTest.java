package org.chancery.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Every command, naming game #1 by number, from every kind of caller: the GM, the player whose secrets are
 * at stake (France), another player, a non-player in the game's own channel, a member of the same server
 * in another channel, a user of another server, and a stranger in a DM. Each cell says exactly what the
 * caller gets; no cell but France's own ever shows France's orders or vote.
 */
class SecrecyMatrixTest {
    /** What a caller gets: the answer, a refusal that admits the game exists, or nothing at all. */
    enum Sees { ANSWER, REFUSED, HIDDEN }

    private static final String HIDDEN_TEXT = "There is no game #1 that you can see from here";

    private Database db;
    private Commands commands;
    private final Caller gm = new Caller("u-gm", "Gina", "g1", "c1", false, false);
    private final Caller france = new Caller("u-fr", "Fran", "g1", "c1", false, false);
    private final Caller england = new Caller("u-en", "Ed", "g1", "c1", false, false);
    private final Caller kibitzer = new Caller("u-kib", "Kit", "g1", "c1", false, false);
    private final Caller sideRoom = new Caller("u-side", "Sid", "g1", "c2", false, false);
    private final Caller otherServer = new Caller("u-far", "Far", "g2", "c9", false, false);
    private final Caller stranger = new Caller("u-dm", "Dee", null, null, true, false);
    private final Caller franceInDm = new Caller("u-fr", "Fran", null, null, true, false);
    private final Caller englandElsewhere = new Caller("u-en", "Ed", "g2", "c9", false, false);

    @BeforeEach
    void setUp() {
        db = Database.inMemory();
        GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
        commands = new Commands(service, (v, s, orders) -> Optional.of(new byte[] {(byte) 0x89, 'P', 'N', 'G'}));
        ok(commands.run("game create", gm, Map.of("variant", "classic", "name", "Secrets")));
        ok(commands.run("join", france, Map.of("power", "France")));
        ok(commands.run("join", england, Map.of("power", "England")));
        ok(commands.run("game start", gm, Map.of()));
        ok(commands.run("order", france, Map.of("orders", "A par-bur; F bre-mao")));
        ok(commands.run("vote", france, Map.of("proposal", "draw", "vote", "yes")));
        ok(commands.run("order", england, Map.of("orders", "F lon-nth")));
    }

    @AfterEach
    void tearDown() { db.close(); }

    private static Reply ok(Reply r) {
        assertFalse(r.error(), r.plain());
        return r;
    }

    /** The commands that only read, each with options that name game #1. */
    private static Map<String, Map<String, String>> readCommands() {
        Map<String, Map<String, String>> m = new LinkedHashMap<>();
        m.put("status", Map.of());
        m.put("history", Map.of("phase", "S1901M"));
        m.put("map", Map.of());
        m.put("moves", Map.of("province", "par"));
        m.put("orders", Map.of());
        m.put("vote", Map.of("proposal", "draw"));
        m.put("allocations", Map.of());
        m.put("game settings", Map.of());
        m.put("game log", Map.of());
        m.put("game export", Map.of());
        return m;
    }

    private Map<Caller, Map<String, Sees>> expected() {
        Map<Caller, Map<String, Sees>> x = new LinkedHashMap<>();
        Sees a = Sees.ANSWER, r = Sees.REFUSED;
        // status, history, map, moves, orders, vote, allocations, settings, log, export
        x.put(gm, row(a, a, a, a, r, r, r, a, a, a));
        x.put(france, row(a, a, a, a, a, a, r, a, r, r));
        x.put(franceInDm, row(a, a, a, a, a, a, r, a, r, r));
        x.put(england, row(a, a, a, a, a, a, r, a, r, r));
        x.put(englandElsewhere, row(a, a, a, a, a, a, r, a, r, r));
        x.put(kibitzer, row(a, a, a, a, r, r, r, a, r, r));
        Map<String, Sees> none = row(Sees.HIDDEN, Sees.HIDDEN, Sees.HIDDEN, Sees.HIDDEN, Sees.HIDDEN, Sees.HIDDEN,
                Sees.HIDDEN, Sees.HIDDEN, Sees.HIDDEN, Sees.HIDDEN);
        x.put(sideRoom, none);
        x.put(otherServer, none);
        x.put(stranger, none);
        return x;
    }

    private static Map<String, Sees> row(Sees... cells) {
        Map<String, Sees> m = new LinkedHashMap<>();
        int i = 0;
        for (String name : readCommands().keySet()) m.put(name, cells[i++]);
        return m;
    }

    private Sees seen(Reply reply) {
        if (!reply.error()) return Sees.ANSWER;
        return reply.plain().contains(HIDDEN_TEXT) ? Sees.HIDDEN : Sees.REFUSED;
    }

    /** Commands whose answer is the same public facts for everyone who may see the game. */
    private static final List<String> PUBLIC = List.of("status", "history", "map", "moves", "game settings");

    @Test
    void everyReadingCommandFromEveryCaller() {
        List<String> wrong = new ArrayList<>();
        Map<String, String> publicAnswers = new HashMap<>();
        expected().forEach((caller, cells) -> cells.forEach((name, want) -> {
            Map<String, String> options = new HashMap<>(readCommands().get(name));
            options.put("game", "1");
            Reply reply = commands.run(name, caller, options);
            Sees got = seen(reply);
            if (got != want) wrong.add(caller.userName() + "@" + caller.guildId() + " " + name + ": " + got + " (" + reply.plain() + ")");
            String text = reply.plain() + attachmentNames(reply);
            if (PUBLIC.contains(name) && got == Sees.ANSWER) {
                String first = publicAnswers.putIfAbsent(name, text);
                if (first != null && !first.equals(text)) wrong.add(name + " differs for " + caller.userName() + ": " + text);
                return;
            }
            boolean isFrance = caller.userId().equals("u-fr");
            if (!isFrance && (text.contains("par-bur") || text.contains("bre-mao") || text.contains("draw vote this phase: yes"))) {
                wrong.add(caller.userName() + " " + name + " shows France's secrets: " + text);
            }
            if (!caller.userId().equals("u-en") && text.contains("lon-nth")) {
                wrong.add(caller.userName() + " " + name + " shows England's orders: " + text);
            }
        }));
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    private static String attachmentNames(Reply r) {
        StringBuilder b = new StringBuilder();
        for (Attachment a : r.attachments()) {
            b.append(' ').append(a.filename());
            if (!a.contentType().startsWith("image/")) b.append(new String(a.data(), java.nio.charset.StandardCharsets.UTF_8));
        }
        return b.toString();
    }

    @Test
    void everyCommandThatActsIsRefusedOrHiddenForCallersWhoAreNotItsGm() {
        Map<String, Map<String, String>> acts = new LinkedHashMap<>();
        acts.put("order", Map.of("orders", "A par-pic"));
        acts.put("ready", Map.of("ready", "yes"));
        acts.put("allocate", Map.of("allocations", "1 A par H"));
        acts.put("game assign", Map.of("power", "Italy", "user", "u-side"));
        acts.put("game start", Map.of());
        acts.put("game pause", Map.of());
        acts.put("game resume", Map.of());
        acts.put("game extend", Map.of("time", "1h"));
        acts.put("game deadline", Map.of("time", "1h"));
        acts.put("game adjudicate", Map.of("phase", "S1901M"));
        acts.put("game rollback", Map.of("phase", "S1901M"));
        acts.put("game edit", Map.of("action", "remove-unit", "province", "par"));
        acts.put("game rule", Map.of("action", "cycle-cap", "value", "3"));
        acts.put("game reveal", Map.of());
        acts.put("game replace", Map.of("power", "France", "user", "u-side"));
        acts.put("game kick", Map.of("power", "France"));
        acts.put("game settings", Map.of("key", "movement", "value", "1h"));
        acts.put("game end", Map.of());
        List<String> wrong = new ArrayList<>();
        for (Caller c : List.of(sideRoom, otherServer, stranger)) {
            for (var e : acts.entrySet()) {
                Map<String, String> options = new HashMap<>(e.getValue());
                options.put("game", "1");
                Reply reply = commands.run(e.getKey(), c, options);
                if (seen(reply) != Sees.HIDDEN) wrong.add(c.userName() + " " + e.getKey() + ": " + reply.plain());
            }
        }
        for (Caller c : List.of(kibitzer, england, englandElsewhere)) {
            for (var e : acts.entrySet()) {
                if (!e.getKey().startsWith("game ")) continue;
                Map<String, String> options = new HashMap<>(e.getValue());
                options.put("game", "1");
                Reply reply = commands.run(e.getKey(), c, options);
                if (seen(reply) == Sees.ANSWER) wrong.add(c.userName() + " " + e.getKey() + " was obeyed: " + reply.plain());
            }
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
        Reply mine = ok(commands.run("orders", france, Map.of()));
        assertTrue(mine.plain().contains("A par-bur"), "nothing changed France's orders: " + mine.plain());
    }

    @Test
    void aStrangerCannotJoinAGameOfAnotherServerByNumber() {
        for (Caller c : List.of(sideRoom, otherServer, stranger)) {
            Reply r = commands.run("join", c, Map.of("power", "Italy", "game", "1"));
            assertEquals(Sees.HIDDEN, seen(r), r.plain());
        }
    }

    @Test
    void aGameNobodyMayFindLooksLikeAGameThatDoesNotExist() {
        Reply missing = commands.run("status", otherServer, Map.of("game", "99"));
        Reply hidden = commands.run("status", otherServer, Map.of("game", "1"));
        assertEquals(missing.plain().replace("#99", "#1"), hidden.plain());
    }

    @Test
    void aPublicGameIsVisibleToAnyoneButItsSecretsAreNot() {
        ok(commands.run("game settings", gm, Map.of("key", "visibility", "value", "public")));
        for (Caller c : List.of(sideRoom, otherServer, stranger)) {
            for (String name : List.of("status", "history", "map", "moves")) {
                Map<String, String> options = new HashMap<>(readCommands().get(name));
                options.put("game", "1");
                Reply r = commands.run(name, c, options);
                assertEquals(Sees.ANSWER, seen(r), c.userName() + " " + name + ": " + r.plain());
                Reply fromInside = commands.run(name, kibitzer, options);
                assertEquals(fromInside.plain(), r.plain(), "the same public facts as in the game's channel");
            }
            assertEquals(Sees.REFUSED, seen(commands.run("orders", c, Map.of("game", "1"))));
            assertEquals(Sees.REFUSED, seen(commands.run("game log", c, Map.of("game", "1"))));
        }
        ok(commands.run("game settings", gm, Map.of("key", "visibility", "value", "server")));
        assertEquals(Sees.HIDDEN, seen(commands.run("status", otherServer, Map.of("game", "1"))));
    }

    @Test
    void autocompleteOfAnotherServersGameOffersNothing() {
        Map<String, String> others = Map.of("game", "1");
        assertTrue(commands.complete("history", otherServer, "phase", "", others).isEmpty());
        assertTrue(commands.complete("moves", stranger, "province", "p", others).isEmpty());
        assertFalse(commands.complete("history", england, "phase", "", others).isEmpty());
    }
}
