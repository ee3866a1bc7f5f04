package org.chancery.command;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chancery.game.Actor;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.chancery.store.NoticeRow;
import org.junit.jupiter.api.Test;

/**
 * Europe 1615's "ABANDONMENT / CIVIL DISORDER: When a power is abandoned, and the GM is unable to find a replacement,
 * then the power will be dissolved at the winter phase." A player who merely stopped ordering is "missed orders",
 * never "civil disorder"; classic keeps its civil disorder.
 */
class E1615MissedOrdersTest {
    private static final Actor GM = new Actor("gm-1", "Gamemaster", false);

    private static String[] play(String variant, String power) {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-03-01T12:00:00Z"));
            long id = service.create(GM, "guild-1", "channel-1", "G", variant, GameSettings.defaults().with("nmr", "1"));
            service.join(new Actor("u-1", "Pat", false), id, power);
            service.start(GM, id);
            String started = String.join("\n", texts(service, id, "public"));
            service.force(GM, id, service.views().status(id).state().phase().code());
            String gm = String.join("\n", texts(service, id, "gm"));
            return new String[] {started, gm, Formats.status(service.views().status(id)).plain()};
        }
    }

    private static List<String> texts(GameService service, long id, String audience) {
        return service.pendingNotices(id).stream().filter(n -> n.audience().equals(audience)).map(NoticeRow::text).toList();
    }

    @Test
    void aPlayerWhoStoppedOrderingIsMissedOrdersNotCivilDisorder() {
        String[] e = play("europe-1615", "England");
        assertTrue(e[0].contains("No player, missed orders: Austria, Denmark, France, Spain."), e[0]);
        assertTrue(e[1].contains("England (Pat) has missed 1 phase: missed orders."), e[1]);
        assertTrue(e[2].contains("Pat (missed orders)"), e[2]);
        for (String text : e) assertFalse(text.contains("civil disorder"), text);
        String[] c = play("classic", "France");
        assertTrue(c[1].contains("France (Pat) has missed 1 phase: civil disorder."), c[1]);
        assertTrue(c[2].contains("Pat (civil disorder)"), c[2]);
    }
}
