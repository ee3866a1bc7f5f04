package org.chancery.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chancery.engine.Order;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class CommandsTest {
    private Database db;
    private GameService service;
    private final List<List<Order>> drawn = new ArrayList<>();
    private Commands commands;
    private final Caller gm = new Caller("u-gm", "Gina", "g1", "c1", false, false);
    private final Caller france = new Caller("u-fr", "Fran", "g1", "c1", false, false);
    private final Caller england = new Caller("u-en", "Ed", "g1", "c1", false, false);

    @BeforeEach
    void setUp() {
        db = Database.inMemory();
        service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
        MapImages recording = (v, s, orders) -> {
            drawn.add(orders);
            return Optional.of(new byte[] {(byte) 0x89, 'P', 'N', 'G'});
        };
        commands = new Commands(service, recording);
        ok(commands.run("game create", gm, Map.of("variant", "classic", "name", "Test")));
        ok(commands.run("join", france, Map.of("power", "France")));
        ok(commands.run("join", england, Map.of("power", "english")));
        ok(commands.run("game start", gm, Map.of()));
    }

    @AfterEach
    void tearDown() { db.close(); }

    private static Reply ok(Reply r) {
        assertFalse(r.error(), r.plain());
        return r;
    }

    @Test
    void playerAnswersArePrivate() {
        Reply r = ok(commands.run("order", france, Map.of("orders", "A par-bur\nF bre-mao")));
        assertEquals(Visibility.PRIVATE, r.visibility());
        assertTrue(r.plain().contains("accepted: A par-bur"));
        assertEquals(Visibility.PRIVATE, ok(commands.run("orders", france, Map.of())).visibility());
        assertEquals(Visibility.PRIVATE, ok(commands.run("status", england, Map.of())).visibility());
    }

    @Test
    void rejectedOrdersSayWhyAndSuggest() {
        Reply r = ok(commands.run("order", france, Map.of("orders", "A par-burgandy; A mar-bur")));
        assertTrue(r.plain().contains("accepted: A mar-bur"), r.plain());
        assertTrue(r.plain().contains("rejected: A par-burgandy - "), r.plain());
    }

    @Test
    void mapPreviewDrawsOnlyTheCallersOrdersAndIsPrivate() {
        ok(commands.run("order", france, Map.of("orders", "A par-bur")));
        ok(commands.run("order", england, Map.of("orders", "F lon-nth")));
        Reply preview = ok(commands.run("map", england, Map.of("preview", "preview")));
        assertEquals(Visibility.PRIVATE, preview.visibility());
        assertEquals("game-1-S1901M-preview.png", preview.attachments().get(0).filename());
        assertEquals(List.of("F lon-nth"), drawn.get(0).stream().map(Order::text).toList());
        Reply map = ok(commands.run("map", france, Map.of()));
        assertEquals(Visibility.PUBLIC, map.visibility());
        assertEquals(List.of(), drawn.get(1), "the public map draws no current orders");
    }

    @Test
    void mapsSayPlainlyWhenNoRendererIsWired() {
        Commands plain = new Commands(service, MapImages.NONE);
        Reply r = plain.run("map", france, Map.of());
        assertTrue(r.attachments().isEmpty());
        assertTrue(r.plain().contains("Map rendering is not available"));
    }

    @Test
    void autocompleteOffersOwnUnitsOrdersProvincesAndPhases() {
        List<Choice> orders = commands.complete("order", france, "orders", "A par-b", Map.of());
        assertTrue(orders.stream().anyMatch(c -> c.value().equals("A par-bur")), orders.toString());
        assertTrue(orders.stream().allMatch(c -> c.label().startsWith("A par-b")));
        List<Choice> second = commands.complete("order", france, "orders", "A par-bur; F bre-m", Map.of());
        assertEquals("A par-bur; F bre-mao", second.get(0).value());
        assertTrue(commands.complete("order", england, "orders", "A par", Map.of()).isEmpty(),
                "England is not offered French orders");
        List<Choice> provinces = commands.complete("moves", france, "province", "bu", Map.of());
        assertTrue(provinces.stream().anyMatch(c -> c.value().equals("bur")));
        assertTrue(provinces.stream().anyMatch(c -> c.value().equals("bud")));
        assertEquals(List.of(new Choice("S1901M", "S1901M")), commands.complete("history", france, "phase", "", Map.of()));
        List<Choice> games = commands.complete("status", france, "game", "", Map.of());
        assertEquals("1", games.get(0).value());
        assertTrue(commands.complete("order", france, "orders", "", Map.of()).size() <= 25);
    }

    @Test
    void dmCommandsFindTheCallersGame() {
        Caller dm = new Caller("u-fr", "Fran", null, null, true, false);
        ok(commands.run("order", dm, Map.of("orders", "A par-bur")));
        Reply mine = ok(commands.run("orders", dm, Map.of()));
        assertTrue(mine.plain().contains("A par-bur"));
        Caller stranger = new Caller("u-x", "X", null, null, true, false);
        assertTrue(commands.run("status", stranger, Map.of()).error());
    }

    @Test
    void gmCommandsAreRefusedToPlayers() {
        Reply r = commands.run("game pause", france, Map.of());
        assertTrue(r.error());
        assertEquals("Only the GM of game #1 may do that.", r.text());
        Caller admin = new Caller("u-admin", "Mod", "g1", "c1", false, true);
        ok(commands.run("game pause", admin, Map.of()));
    }

    @Test
    void everyCommandHasADescriptionAndUsage() {
        for (CommandSpec s : commands.all()) {
            assertFalse(s.description().isBlank(), s.name());
            assertTrue(s.usage().startsWith(s.name()));
        }
        assertTrue(commands.run("nonsense", france, Map.of()).text().contains("There is no command 'nonsense'"));
        Reply start = commands.run("start", france, Map.of());
        assertTrue(start.error());
        assertEquals("There is no command 'start'. Did you mean `game start`? GM commands begin with game.", start.text());
        assertTrue(commands.run("adjudicate", france, Map.of()).text().contains("Did you mean `game adjudicate`?"));
        assertTrue(commands.run("history", france, Map.of("phase", "X1234Q")).text().contains("It is in Spring 1901 Movement: S1901M"));
    }
}
