package org.chancery.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.Map;
import org.chancery.game.Actor;
import org.chancery.game.GameException;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.chancery.store.StoreException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Every input is bounded before the store, and whatever the store says is explained without SQL. */
class InputBoundsTest {
    private Database db;
    private GameService service;
    private Commands commands;
    private final Caller gm = new Caller("u-gm", "Gina", "g1", "c1", false, false);
    private final Caller france = new Caller("u-fr", "Fran", "g1", "c1", false, false);

    @BeforeEach
    void setUp() {
        db = Database.inMemory();
        service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
        commands = new Commands(service, MapImages.NONE);
    }

    @AfterEach
    void tearDown() { db.close(); }

    static void plain(Reply r) {
        String t = r.plain();
        for (String bad : new String[] {"SQL", "INSERT", "SELECT", "Exception", "try again", "VARCHAR", "chancery."}) {
            assertFalse(t.contains(bad), "'" + bad + "' in: " + t);
        }
    }

    @Test
    void aLongGameNameIsRefusedBeforeTheStore() {
        Reply r = commands.run("game create", gm, Map.of("variant", "classic", "name", "n".repeat(240)));
        assertTrue(r.error());
        assertTrue(r.plain().startsWith("name is 240 characters long; the most it takes is 100."), r.plain());
        plain(r);
        GameException e = assertThrows(GameException.class, () -> service.create(new Actor("u", "u", false), "g", "c",
                "x".repeat(101), "classic", GameSettings.defaults()));
        assertTrue(e.getMessage().contains("at most 100 characters"), e.getMessage());
        assertFalse(commands.run("game create", gm, Map.of("variant", "classic", "name", "n".repeat(100))).error());
    }

    @Test
    void everyOptionHasABound() {
        for (CommandSpec s : commands.all()) {
            for (OptionSpec o : s.options()) assertTrue(o.maxLength() > 0 && o.maxLength() <= 5_000_000, s.name() + " " + o.name());
        }
        commands.run("game create", gm, Map.of("variant", "classic"));
        commands.run("join", france, Map.of("power", "France"));
        commands.run("game start", gm, Map.of());
        for (var bad : Map.of("game end", Map.of("result", "r".repeat(501)),
                "game rule", Map.of("action", "a".repeat(101), "value", "1"),
                "game settings", Map.of("key", "zone", "value", "z".repeat(101)),
                "order", Map.of("orders", "A par-bur\n".repeat(2_001))).entrySet()) {
            Reply r = commands.run(bad.getKey(), bad.getKey().startsWith("game") ? gm : france, bad.getValue());
            assertTrue(r.error() && r.plain().contains("characters long; the most it takes is"), r.plain());
        }
    }

    @Test
    void hugeDurationsAreRefusedWithTheRangeNotACrash() {
        commands.run("game create", gm, Map.of("variant", "classic"));
        commands.run("join", france, Map.of("power", "France"));
        commands.run("game start", gm, Map.of());
        Reply extend = commands.run("game extend", gm, Map.of("time", "99999999999d"));
        assertTrue(extend.error());
        assertEquals("time: '99999999999d' is out of range; give 1m to 365d.", extend.plain());
        for (String key : new String[] {"movement", "grace", "remind", "retreat"}) {
            Reply r = commands.run("game settings", gm, Map.of("key", key, "value", "36000000h"));
            assertTrue(r.error() && r.plain().contains("out of range"), r.plain());
        }
        Reply deadline = commands.run("game deadline", gm, Map.of("time", "2147483648"));
        assertTrue(deadline.error() && deadline.plain().contains("out of range"), deadline.plain());
        assertTrue(commands.run("game settings", gm, Map.of()).plain().contains("retreats 1d"), "nothing stored");
    }

    @Test
    void anUnknownVariantListsTheVariants() {
        Reply r = commands.run("game create", gm, Map.of("variant", "nonexistent-variant"));
        assertTrue(r.error());
        assertTrue(r.plain().startsWith("There is no variant 'nonexistent-variant'. The variants are: classic,"), r.plain());
        assertFalse(r.plain().contains("/") || r.plain().contains("variant.json"), r.plain());
    }

    @Test
    void storeFailuresAreExplainedWithoutSqlAndRetryOnlyWhenItCanHelp() {
        StoreException tooLong = new StoreException("Value too long for column \"NAME VARCHAR(200)\": INSERT INTO games",
                new SQLException("Value too long", "22001", 22001));
        Reply r = Commands.storeFailed("game create", tooLong);
        assertTrue(r.error());
        assertTrue(r.plain().contains("Trying again will not help"), r.plain());
        assertFalse(r.plain().contains("VARCHAR") || r.plain().contains("INSERT"), r.plain());
        StoreException busy = new StoreException("Timeout trying to lock table", new SQLException("lock", "HYT00", 50200));
        assertTrue(Commands.storeFailed("order", busy).plain().contains("please try again in a moment"));
        // A real one: the store refuses a value too long for its column.
        StoreException real = assertThrows(StoreException.class, () -> db.inTransaction(c -> {
            try (var s = c.prepareStatement("INSERT INTO events (game_id, at, actor, kind, detail) VALUES (1,1,'a',?,'d')")) {
                s.setString(1, "k".repeat(40));
                return s.executeUpdate();
            }
        }));
        assertFalse(real.retryable());
        plain(Commands.storeFailed("x", real));
    }

    @Test
    void aFaultOfChancerysOwnIsAnsweredPlainly() {
        Commands broken = new Commands(service, (v, s, o) -> { throw new NullPointerException("renderer"); });
        commands.run("game create", gm, Map.of("variant", "classic"));
        commands.run("join", france, Map.of("power", "France"));
        commands.run("game start", gm, Map.of());
        Reply r = broken.run("map", france, Map.of());
        assertEquals(Commands.FAILED, r.plain());
        plain(r);
    }
}
