package org.chancery.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.util.List;
import java.util.Random;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.game.Actor;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.game.Rulebook;
import org.chancery.store.Database;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A bot's variant allocations go through the order desk: stored for its seat, accepted, its own orders beside them. */
class BotAllocationsTest {
    private static Database db;
    private static GameService service;

    @BeforeAll
    static void open() {
        db = Database.inMemory();
        service = new GameService(db, Clock.systemUTC());
    }

    @AfterAll
    static void close() { db.close(); }

    @ParameterizedTest
    @CsvSource({"order-of-the-dragon, Ottomans", "europe-1615, France"})
    void theAllocationsAreStoredAsAPlayersAre(String variant, String power) {
        var rules = Rulebook.named(variant).rules();
        Actor gm = new Actor("gm-" + variant, "GM", true);
        long id = service.create(gm, "bots", "alloc-" + variant, null, variant, GameSettings.defaults(variant));
        for (String p : rules.playablePowers()) service.join(ChanceryPlayer.actor(p), id, p);
        service.start(gm, id);
        GameState s = service.views().status(id).state();
        GameState seen = ChanceryPlayer.seen(rules, s, power);
        List<Order> orders = new Brain(rules, Kind.BOT, new Random(1)).orders(seen, power);
        List<String> wanted = rules.botAdvice().allocations(seen, power, orders, Values.of(seen, power, rules.botAdvice()));
        assertFalse(wanted.isEmpty(), variant + ": the bot allocates in the first movement phase");
        ChanceryPlayer.Given given = ChanceryPlayer.give(service, id, power, s.phase().code(), rules, seen, orders);
        assertEquals(List.of(), given.refused());
        var stored = service.orders().myAllocations(ChanceryPlayer.actor(power), id, power);
        assertTrue(stored.check().ok(), stored.check().errors().toString());
        assertEquals(rules.allocations().orElseThrow().check(seen, power, wanted, orders).accepted(), stored.check().accepted(),
                "what the bot chose is what the desk keeps");
    }
}
