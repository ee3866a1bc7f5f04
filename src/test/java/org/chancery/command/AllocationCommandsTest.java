package org.chancery.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** /allocate and /allocations in an Order of the Dragon game: completion, privacy, the reply. */
class AllocationCommandsTest {
    private Database db;
    private Commands commands;
    private final Caller gm = new Caller("u-gm", "Gm", "g1", "c1", false, true);
    private final Caller hungary = new Caller("u-hu", "Hun", "g1", "c1", false, false);
    private final Caller lithuania = new Caller("u-li", "Lit", "g1", "c1", false, false);
    private final Caller lithuaniaDm = new Caller("u-li", "Lit", null, null, true, false);

    @BeforeEach
    void setUp() {
        db = Database.inMemory();
        GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
        commands = new Commands(service, MapImages.NONE);
        ok(commands.run("game create", gm, Map.of("variant", "order-of-the-dragon", "name", "Dragon")));
        ok(commands.run("join", hungary, Map.of("power", "Hungary")));
        ok(commands.run("join", lithuania, Map.of("power", "Lithuania")));
        ok(commands.run("game start", gm, Map.of()));
    }

    @AfterEach
    void tearDown() { db.close(); }

    private static Reply ok(Reply r) {
        assertFalse(r.error(), r.plain());
        return r;
    }

    @Test
    void completionOffersTheUnitsAPowerMayAllocateTo() {
        List<Choice> c = commands.complete("allocate", hungary, "allocations", "2 A bra-", Map.of());
        assertTrue(c.stream().anyMatch(x -> x.value().equals("2 A bra-pru")), c.toString());
        assertTrue(c.stream().allMatch(x -> x.value().startsWith("2 A bra-")), c.toString());
        List<Choice> marry = commands.complete("allocate", hungary, "allocations", "1 F tun m", Map.of());
        assertTrue(marry.stream().anyMatch(x -> x.value().startsWith("1 F tun marry heir")), marry.toString());
        assertTrue(commands.complete("allocate", hungary, "allocations", "1 A ofe", Map.of()).isEmpty(),
                "Hungary's own units are ordered, not allocated to");
    }

    @Test
    void allocationsAreAnsweredPrivatelyAndNeverShownToAnother() {
        Reply stored = ok(commands.run("allocate", hungary, Map.of("allocations", "1 A bra-pru; 1 A arg H")));
        assertEquals(Visibility.PRIVATE, stored.visibility());
        assertTrue(stored.plain().contains("Stored for S1405M: 1 A bra-pru; 1 A arg H"), stored.plain());
        assertTrue(stored.plain().contains("You have 2 points this phase; 0 left."), stored.plain());
        Reply other = ok(commands.run("allocations", lithuaniaDm, Map.of()));
        assertFalse(other.plain().contains("bra-pru"), other.plain());
        assertTrue(commands.run("allocations", lithuania, Map.of("power", "Hungary")).error());
        Reply status = ok(commands.run("status", lithuania, Map.of()));
        assertFalse(status.plain().contains("bra-pru"), status.plain());
        Reply bad = commands.run("allocate", hungary, Map.of("allocations", "3 A bra-pru"));
        assertTrue(bad.plain().contains("Nothing was stored"), bad.plain());
        assertEquals("Hungary, S1405M (secret)", bad.title());
    }

    @Test
    void aNewSetSaysItReplacesTheEarlierOneAndWhatWasDropped() {
        Reply first = ok(commands.run("allocate", hungary, Map.of("allocations", "1 A bra-pru; 1 A arg H")));
        assertFalse(first.plain().contains("replaces"), first.plain());
        Reply second = ok(commands.run("allocate", hungary, Map.of("allocations", "1 A bra-pru")));
        assertTrue(second.plain().contains("Stored for S1405M: 1 A bra-pru"), second.plain());
        assertTrue(second.plain().contains("This set replaces your earlier one; dropped: 1 A arg H."), second.plain());
        Reply refused = commands.run("allocate", hungary, Map.of("allocations", "9 A arg H"));
        assertFalse(refused.plain().contains("replaces"), "nothing stored, nothing replaced: " + refused.plain());
        Reply mine = ok(commands.run("allocations", hungary, Map.of()));
        assertTrue(mine.plain().contains("Your allocations for S1405M: 1 A bra-pru"), mine.plain());
    }
}
