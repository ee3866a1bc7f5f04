package org.chancery.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chancery.game.Actor;
import org.chancery.game.GameException;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.game.ResultLine;
import org.chancery.game.Rulebook;
import org.chancery.game.SubmitResult;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;

/**
 * Wars of the Three Kingdoms: a human places a unit under the orders of Chancery's seat after the bot has ordered and is
 * ready; the bot learns of it through the order desk, as the grantee's notice tells a player, and orders the unit in
 * the same phase; the results show the unit obeyed it by proxy.
 */
class ProxyForBotTest {
    static final String W3K = "wars-of-the-three-kingdoms";

    @Test
    void aBotOrdersTheUnitAHumanPlacesUnderItsOrders() {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-03-01T12:00:00Z"));
            ClockPlayer.install(service);
            Actor gm = new Actor("gm-1", "Gamemaster", false);
            long id = service.create(gm, "guild-1", "channel-1", "Proxies", W3K, GameSettings.defaults(W3K));
            for (String p : Rulebook.named(W3K).rules().playablePowers()) {
                if (!p.equals("Crown")) service.join(new Actor("user-" + p.toLowerCase(), p + " player", false), id, p);
            }
            service.gm().seatBot(gm, id, "Crown", true);
            service.start(gm, id);
            Actor crown = ChanceryPlayer.actor("Crown");
            assertTrue(service.orders().readyPowers(id).contains("Crown"), "the bot ordered as the phase opened");
            assertTrue(service.orders().lent(crown, id, "Crown").units().isEmpty());
            List<String> before = service.orders().mine(crown, id, "Crown").standing();
            assertTrue(before.stream().noneMatch(o -> o.contains("richmond")), before.toString());

            Actor newcastle = new Actor("user-newcastle", "Newcastle player", false);
            SubmitResult grant = service.orders().submit(newcastle, id, "Newcastle", "Army Richmond is under the orders of the Crown", false);
            assertEquals(List.of("A richmond under the orders of Crown"), grant.accepted());

            List<String> after = service.orders().mine(crown, id, "Crown").standing();
            String proxied = after.stream().filter(o -> o.startsWith("A richmond")).findFirst().orElse(null);
            assertTrue(proxied != null, "the bot ordered Army Richmond at once: " + after);
            assertTrue(after.containsAll(before), "its own orders stand as they were: " + before + " / " + after);
            assertTrue(service.orders().lent(crown, id, "Crown").answered());
            // the desk tells only the grantee, and only its own seat
            Actor argyll = new Actor("user-argyll", "Argyll player", false);
            assertTrue(service.orders().lent(argyll, id, "Argyll").units().isEmpty(), "Argyll learns nothing of it");
            assertThrows(GameException.class, () -> service.orders().lent(argyll, id, "Crown"));
            assertTrue(service.orders().readyPowers(id).contains("Crown"), "and it is ready again");

            service.force(gm, id, null);
            ResultLine line = service.views().phase(id, "Su1642M").results().stream()
                    .filter(r -> r.order().equals(proxied)).findFirst().orElseThrow();
            assertEquals("Newcastle", line.power(), "the unit stays Newcastle's");
            assertTrue(line.reason().contains("ordered by Crown, by proxy"), line.reason());
        }
    }
}
