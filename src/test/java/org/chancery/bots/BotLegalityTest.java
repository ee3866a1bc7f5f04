package org.chancery.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import org.chancery.game.GameService;
import org.chancery.game.Rulebook;
import org.chancery.store.Database;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every variant's bots, and random seats beside them, play seeded games through the order desk: no order, allocation, heir
 * order or sanction refused. */
class BotLegalityTest {
    private static Database db;
    private static SelfPlay play;

    @BeforeAll
    static void open() {
        db = Database.inMemory();
        play = new SelfPlay(new GameService(db, Clock.systemUTC()));
    }

    @AfterAll
    static void close() { db.close(); }

    @ParameterizedTest
    @CsvSource({"classic, 6", "order-of-the-dragon, 12", "ice-and-fire, 5", "wars-of-the-three-kingdoms, 2",
            "diplomacy-of-the-empire, 3", "europe-1615, 5"})
    void botsGiveOnlyOrdersTheDeskAccepts(String variant, int years) {
        var rules = Rulebook.named(variant).rules();
        for (long seed = 1; seed <= 2; seed++) {
            String first = rules.playablePowers().get(0);
            String spec = seed == 1 ? "bot" : first + "=random,*=bot";
            SelfPlay.Result r = play.play(variant, Seats.parse(rules, spec), seed, years, (int) seed);
            assertEquals(0, r.illegal(), variant + " seed " + seed + ": the desk refused a bot's order");
            assertTrue(r.phases() > 2, variant + " played only " + r.phases() + " phases");
        }
    }
}
