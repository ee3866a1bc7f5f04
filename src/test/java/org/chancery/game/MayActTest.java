package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chancery.store.Database;
import org.chancery.store.NoticeRow;
import org.chancery.store.PlayerRow;
import org.junit.jupiter.api.Test;

/** A phase where a power only may act (Order of the Dragon's optional heir, §8.1) is never a missed phase. */
class MayActTest {
    @Test
    void skippingAnOptionalHeirIsNoMissedPhaseAndTheNoticeSaysMay() {
        GameSettings nmr = GameSettings.defaults().with("nmr", "3");
        try (Table t = new Table(Database.inMemory(), nmr, "order-of-the-dragon")) {
            t.service.force(t.gm, t.game, "S1405M");
            t.service.force(t.gm, t.game, "A1405M");
            assertEquals("W1405A", t.phase());
            assertEquals(2, seat(t, "Lithuania").missed(), "two movement phases missed");
            String notice = notice(t, "Lithuania");
            assertTrue(notice.contains("Lithuania may order Build Heir Vilnius; nothing is owed if it does not."), notice);
            assertFalse(notice.contains("must remove"), notice);
            t.service.force(t.gm, t.game, "W1405A");
            assertEquals("S1410M", t.phase());
            PlayerRow lithuania = seat(t, "Lithuania");
            assertEquals(2, lithuania.missed(), "the optional Winter is not counted");
            assertFalse(lithuania.disorder());
        }
    }

    @Test
    void aPowerThatOnlyMayActIsNotRemindedNorWaitedFor() {
        GameSettings s = GameSettings.defaults().with("remind", "6h").with("grace", "2h");
        try (Table t = new Table(Database.inMemory(), s, "order-of-the-dragon")) {
            t.service.force(t.gm, t.game, "S1405M");
            t.service.force(t.gm, t.game, "A1405M");
            assertEquals("W1405A", t.phase());
            long deadline = t.service.game(t.game).deadline();
            t.clock.set(java.time.Instant.ofEpochMilli(deadline - 60_000));
            Scheduler scheduler = new Scheduler(t.service);
            assertEquals(List.of(), scheduler.tick().reminded(), "nobody owes anything this Winter");
            t.clock.set(java.time.Instant.ofEpochMilli(deadline + 60_000));
            assertEquals(1, scheduler.tick().adjudicated().size(), "no grace waits for an optional heir");
            assertEquals("S1410M", t.phase());
        }
    }

    @Test
    void aPowerThatGivesOnlySecretAllocationsHasNotMissedThePhase() {
        GameSettings nmr = GameSettings.defaults().with("nmr", "3");
        try (Table t = new Table(Database.inMemory(), nmr, "order-of-the-dragon")) {
            AllocationResult given = t.service.orders().allocate(t.player("Hungary"), t.game, null, "1 A bra-pru");
            assertTrue(given.check().errors().isEmpty(), given.check().errors().toString());
            t.service.force(t.gm, t.game, "S1405M");
            assertEquals(0, seat(t, "Hungary").missed(), "Hungary took part by its allocation alone");
            assertEquals(1, seat(t, "Lithuania").missed(), "Lithuania gave nothing at all");
        }
    }

    private static PlayerRow seat(Table t, String power) {
        return t.service.players(t.game).stream().filter(p -> p.power().equals(power)).findFirst().orElseThrow();
    }

    private static String notice(Table t, String power) {
        List<NoticeRow> all = t.service.pendingNotices();
        return all.stream().filter(n -> n.audience().equals("power:" + power)).map(NoticeRow::text)
                .reduce((a, b) -> b).orElse("(no notice)");
    }
}
