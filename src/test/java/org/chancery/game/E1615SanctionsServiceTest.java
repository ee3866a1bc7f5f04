package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chancery.store.Database;
import org.chancery.store.EventRow;
import org.chancery.variant.europe1615.sanctions.Deal;
import org.chancery.variant.europe1615.sanctions.SanctionState;
import org.junit.jupiter.api.Test;

/** The sanctions through the game service: the deal at the start, logged for the GM, each list its owner's alone. */
class E1615SanctionsServiceTest {
    private static final List<String> MAJORS = List.of("England", "Denmark", "Spain", "France", "Austria");
    private static final Actor GM = new Actor("gm-1", "Gamemaster", false);

    private static Actor player(String power) { return new Actor("user-" + power, power + " player", false); }

    @Test
    void theDealIsLoggedForTheGmAndEachListIsItsOwnersAlone() {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-03-01T12:00:00Z"));
            long id = service.create(GM, "guild-1", "channel-1", "E", "europe-1615", GameSettings.defaults());
            for (String p : MAJORS) service.join(player(p), id, p);
            service.start(GM, id);
            SanctionState ss = SanctionState.read(service.views().status(id).state());
            long seed = ss.seed();
            assertEquals(Deal.lists(seed, MAJORS), ss.hands(), "a replay deals the same");
            List<EventRow> log = service.log(GM, id);
            assertTrue(log.stream().anyMatch(e -> e.detail().startsWith("Sanctions dealt with seed " + seed + ": ")), log.toString());
            assertThrows(GameException.class, () -> service.log(player("Spain"), id), "the log is the GM's");
            String mine = service.orders().view(player("Spain"), id, null, "sanctions");
            assertTrue(mine.contains(ss.hand("Spain").get(0).title), mine);
            GameException other = assertThrows(GameException.class, () -> service.orders().view(player("Spain"), id, "France", "sanctions"));
            assertTrue(other.getMessage().contains("You do not play France"));
            assertThrows(GameException.class, () -> service.orders().view(GM, id, "France", "sanctions"), "nor the GM, by this command");
        }
    }

    @Test
    void theGmTurnsTheSanctionsOffBeforeTheStartButNotAfter() {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-03-01T12:00:00Z"));
            Actor gm = GM;
            long id = service.create(gm, "guild-1", "channel-1", "E", "europe-1615", GameSettings.defaults());
            service.gm().rulesAction(gm, id, "sanctions", "off");
            service.join(new Actor("u-1", "One", false), id, "England");
            service.start(gm, id);
            assertTrue(SanctionState.read(service.views().status(id).state()).off());
            assertTrue(service.orders().view(new Actor("u-1", "One", false), id, null, "sanctions").contains("not played"));
            GameException late = assertThrows(GameException.class, () -> service.gm().rulesAction(gm, id, "sanctions", "on"));
            assertTrue(late.getMessage().contains("it has started"), late.getMessage());
        }
    }

    @Test
    void aClassicGameHasNoSanctions() {
        try (Table t = new Table("classic")) {
            GameException e = assertThrows(GameException.class, () -> t.service.orders().view(t.player("France"), t.game, null, "sanctions"));
            assertTrue(e.getMessage().contains("has no sanctions"), e.getMessage());
        }
    }
}
