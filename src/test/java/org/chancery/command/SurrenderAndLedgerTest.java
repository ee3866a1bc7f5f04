package org.chancery.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** /surrender asked by a player and confirmed by the GM, and /ledger for its owner only (Diplomacy of the Empire). */
class SurrenderAndLedgerTest {
    private Database db;
    private GameService service;
    private Commands commands;
    private final Caller gm = new Caller("u-gm", "Gina", "g1", "c1", false, false);
    private final Caller italia = new Caller("u-it", "Ita", "g1", "c1", false, false);
    private final Caller numidia = new Caller("u-nu", "Nu", "g1", "c1", false, false);
    private final Caller kibitzer = new Caller("u-kib", "Kit", "g1", "c1", false, false);

    @BeforeEach
    void setUp() {
        db = Database.inMemory();
        service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
        commands = new Commands(service, (v, s, orders) -> Optional.empty());
        ok(commands.run("game create", gm, Map.of("variant", "diplomacy-of-the-empire", "name", "Rome")));
        ok(commands.run("join", italia, Map.of("power", "Italia")));
        ok(commands.run("join", numidia, Map.of("power", "Numidia")));
        ok(commands.run("game start", gm, Map.of()));
    }

    @AfterEach
    void tearDown() { db.close(); }

    private static Reply ok(Reply r) {
        assertFalse(r.error(), r.plain());
        return r;
    }

    @Test
    void aSurrenderIsAskedByThePlayerAndConfirmedByTheGm() {
        Reply early = commands.run("game surrender", gm, Map.of("power", "Numidia"));
        assertTrue(early.error() && early.plain().contains("has not asked"), early.plain());
        assertTrue(commands.run("surrender", kibitzer, Map.of()).error(), "only a player may surrender");
        assertTrue(commands.run("game surrender", italia, Map.of("power", "Numidia")).error(), "only the GM confirms");
        Reply asked = ok(commands.run("surrender", numidia, Map.of()));
        assertTrue(asked.plain().contains("The GM confirms it"), asked.plain());
        assertTrue(service.pendingNotices().stream().anyMatch(n -> n.audience().equals("gm") && n.text().contains("Numidia asks to surrender")));
        Reply done = ok(commands.run("game surrender", gm, Map.of("power", "Numidia")));
        assertTrue(done.plain().contains("Numidia surrenders"), done.plain());
        long game = service.gameIn("g1", "c1").id();
        var s = service.views().status(game).state();
        assertTrue(s.unitsOf("Numidia").isEmpty());
        assertEquals(null, s.ownerOf(s.board().find("num").orElseThrow()));
        assertTrue(commands.run("order", numidia, Map.of("orders", "Inf num H")).plain().contains("rejected"));
    }

    @Test
    void aClassicGameHasNoSurrender() {
        Caller france = new Caller("u-fr", "Fr", "g1", "c2", false, false);
        Caller gm2 = new Caller("u-gm", "Gina", "g1", "c2", false, false);
        ok(commands.run("game create", gm2, Map.of("variant", "classic")));
        ok(commands.run("join", france, Map.of("power", "France")));
        ok(commands.run("game start", gm2, Map.of()));
        Reply r = commands.run("surrender", france, Map.of());
        assertTrue(r.error() && r.plain().contains("has no surrender"), r.plain());
    }

    @Test
    void theLedgerIsShownToItsOwnerOnly() {
        Reply mine = ok(commands.run("ledger", italia, Map.of()));
        assertTrue(mine.plain().contains("Italia's treasury: 0 talents"), mine.plain());
        Reply theirs = commands.run("ledger", numidia, Map.of("power", "Italia"));
        assertTrue(theirs.error(), theirs.plain());
        assertFalse(theirs.plain().contains("Italia's treasury"), theirs.plain());
        assertTrue(commands.run("ledger", kibitzer, Map.of()).error());
        assertTrue(commands.run("ledger", gm, Map.of("power", "Italia")).error(), "not even the GM reads a treasury");
    }
}
