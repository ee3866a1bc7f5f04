package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.chancery.engine.PhaseType;
import org.chancery.store.NoticeRow;
import org.chancery.store.PlayerRow;
import org.junit.jupiter.api.Test;

/** Durations read with java.time within their ranges; phases, reminders and deadlines kept sensible. */
class TimingLimitsTest {
    @Test
    void durationsOfAnySizeAreReadOrRefusedWithTheRange() {
        assertEquals(Duration.ofHours(36), Durations.parse("movement", "1d12h", Durations.PHASE));
        assertEquals(Duration.ofMinutes(90), Durations.parse("movement", "90", Durations.PHASE));
        assertEquals(Duration.ofMinutes(90), Durations.parse("movement", "1h 30m", Durations.PHASE));
        for (String huge : new String[] {"99999999999d", "36000000h", "2147483648m", "2147483648",
                "99999999999999999999999999d", "9223372036854775807d"}) {
            GameException e = assertThrows(GameException.class, () -> Durations.parse("time", huge, Durations.AHEAD));
            assertTrue(e.getMessage().contains("out of range; give 1m to 365d"), e.getMessage());
        }
        GameException soon = assertThrows(GameException.class, () -> Durations.parse("movement", "soon", Durations.PHASE));
        assertEquals("movement: 'soon' is not a duration; write e.g. 90m, 36h, 2d or 1d12h.", soon.getMessage());
    }

    @Test
    void phasesLastFiveMinutesToNinetyDays() {
        GameSettings s = GameSettings.defaults();
        assertEquals(5, s.with("movement", "5m").movement());
        assertEquals(90 * 1440, s.with("retreat", "90d").retreat());
        for (String bad : new String[] {"0m", "4m", "91d", "36000000h"}) {
            GameException e = assertThrows(GameException.class, () -> s.with("retreat", bad));
            assertTrue(e.getMessage().contains("give 5m to 90d"), e.getMessage());
        }
        assertThrows(GameException.class, () -> s.with("grace", "91d"));
        assertEquals(0, s.with("grace", "0").grace());
    }

    @Test
    void aReminderComesSoonerThanTheShortestPhase() {
        GameSettings s = GameSettings.defaults();
        GameException e = assertThrows(GameException.class, () -> s.with("remind", "24h"));
        assertTrue(e.getMessage().contains("shortest phase (1d)"), e.getMessage());
        assertEquals(0, s.with("remind", "0").remind(), "0 is no reminder");
        GameSettings quick = s.with("retreat", "30m");
        assertEquals(15, quick.remind(), "a phase made shorter than the reminder halves it");
        assertTrue(quick.summary().contains("reminder 15m before"), quick.summary());
    }

    @Test
    void deadlinesLieAtMostAYearAhead() {
        try (Table t = new Table(GameSettings.defaults())) {
            GameException far = assertThrows(GameException.class, () -> t.service.gm().deadline(t.gm, t.game, 366 * 1440));
            assertTrue(far.getMessage().contains("more than a year ahead"), far.getMessage());
            assertThrows(GameException.class, () -> t.service.gm().extend(t.gm, t.game, 364 * 1440));
            t.service.gm().extend(t.gm, t.game, 300 * 1440);
            assertTrue(t.status().game().deadline() - t.clock.millis() <= Duration.ofDays(365).toMillis());
        }
    }

    @Test
    void storedPhasesOfNoLengthStillLastFiveMinutes() {
        GameSettings zero = new GameSettings(0, 0, 0, null, "UTC", 0, 0, 2, "standard", "server", 0);
        assertEquals(5, Deadlines.minutesFor(zero, PhaseType.MOVEMENT));
        assertEquals(5, zero.bounded().retreat());
        GameSettings silly = new GameSettings(10, 10, 10, null, "UTC", -3, 600, -1, "standard", "server", 0).bounded();
        assertEquals(0, silly.grace());
        assertTrue(silly.remind() < 10, "the reminder stays sooner than the phase");
        assertEquals(0, silly.nmrLimit());
    }

    @Test
    void aGameOfZeroMinutePhasesLeftAloneIsPausedNotRunIntoCivilDisorder() {
        try (Table t = new Table(new GameSettings(0, 0, 0, null, "UTC", 0, 0, 1, "standard", "server", 0))) {
            Scheduler scheduler = new Scheduler(t.service);
            for (int i = 0; i < 20; i++) {
                t.clock.advance(Duration.ofMinutes(6));
                assertTrue(scheduler.tick().adjudicated().isEmpty(), "tick " + i);
            }
            assertEquals("S1901M", t.phase());
            assertTrue(t.status().paused());
            for (PlayerRow p : t.service.players(t.game)) assertFalse(p.disorder(), p.power());
            long told = t.service.pendingNotices().stream().map(NoticeRow::text)
                    .filter(n -> n.startsWith("Nobody gave orders for Spring 1901")).count();
            assertEquals(1, told, "the GM is told once");
            assertTrue(t.service.pendingNotices().stream().anyMatch(n -> n.audience().equals("gm")
                    && n.text().contains("game adjudicate S1901M")));
            t.service.gm().resume(t.gm, t.game);
            assertEquals(t.clock.millis() + 5 * 60_000L, t.status().game().deadline(), "five minutes on the clock");
        }
    }

    @Test
    void aMovementPhaseWithOrdersRunsOnAtItsDeadline() {
        try (Table t = new Table(GameSettings.defaults())) {
            t.order("France", "A par-bur");
            t.clock.advance(Duration.ofHours(49));
            assertEquals(1, new Scheduler(t.service).tick().adjudicated().size());
        }
    }

    @Test
    void aPhaseMayBeAdjudicatedUnnamedOnlyWhenDue() {
        try (Table t = new Table(GameSettings.defaults().with("grace", "2h"))) {
            String why = t.service.notDue(t.game);
            assertNotNull(why);
            assertTrue(why.contains("game adjudicate S1901M"), why);
            t.clock.advance(Duration.ofHours(49));
            assertNull(t.service.notDue(t.game), "the deadline has passed (grace runs)");
        }
    }
}
