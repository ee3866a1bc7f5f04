package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chancery.store.PlayerRow;
import org.junit.jupiter.api.Test;

/** A rollback restores the seats' missed-phase counts and civil disorder with the rest of the state (issue 23). */
class RollbackSeatsTest {
    @Test
    void adjudicatingARolledBackPhaseAgainCountsItsMissesOnce() {
        try (Table t = new Table(GameSettings.defaults().with("nmr", "2"))) {
            t.order("England", "F lon-nth; F edi-nwg; A lvp-yor");
            t.service.force(t.gm, t.game, "S1901M");
            assertEquals(1, seat(t, "France").missed());
            String said = t.service.gm().rollback(t.gm, t.game, "S1901M");
            assertTrue(said.contains("Missed-phase counts are as they were then"), said);
            assertEquals(0, seat(t, "France").missed(), "the miss of the erased adjudication is gone");
            t.service.force(t.gm, t.game, "S1901M");
            for (PlayerRow p : t.status().seats()) {
                assertFalse(p.disorder(), p.power() + " is not in civil disorder");
                assertEquals(p.power().equals("England") ? 0 : 1, p.missed(), p.power());
            }
            assertTrue(t.service.pendingNotices().stream().noneMatch(n -> n.text().contains("civil disorder")));
        }
    }

    @Test
    void civilDisorderRolledBackIsLiftedAndAReplacedSeatKeepsItsFreshStart() {
        try (Table t = new Table(GameSettings.defaults().with("nmr", "2"))) {
            t.order("England", "F lon-nth");
            t.service.force(t.gm, t.game, "S1901M");
            t.order("England", "F nth H");
            t.service.force(t.gm, t.game, "F1901M");
            assertTrue(seat(t, "France").disorder());
            t.service.gm().replace(t.gm, t.game, "Italy", "user-new", "New player");
            t.service.gm().rollback(t.gm, t.game, "F1901M");
            assertFalse(seat(t, "France").disorder());
            assertEquals(1, seat(t, "France").missed());
            assertEquals(0, seat(t, "Italy").missed(), "the new player is not charged the old one's misses");
            assertFalse(seat(t, "Italy").disorder());
        }
    }

    @Test
    void anImportedGameRollsBackItsSeatsAsTheOriginalWould() {
        try (Table t = new Table(GameSettings.defaults().with("nmr", "2"))) {
            t.order("England", "F lon-nth");
            t.service.force(t.gm, t.game, "S1901M");
            assertEquals(1, seat(t, "France").missed());
            long copy = t.service.archive().importGame(t.gm, "guild-2", "channel-9", t.service.archive().exportAll(t.game));
            t.service.gm().rollback(t.gm, copy, "S1901M");
            PlayerRow france = t.service.views().status(copy).seats().stream().filter(p -> p.power().equals("France"))
                    .findFirst().orElseThrow();
            assertEquals(0, france.missed(), "the copy's rollback restores the counts kept with the phase");
        }
    }

    private static PlayerRow seat(Table t, String power) {
        List<PlayerRow> seats = t.status().seats();
        return seats.stream().filter(p -> p.power().equals(power)).findFirst().orElseThrow();
    }
}
