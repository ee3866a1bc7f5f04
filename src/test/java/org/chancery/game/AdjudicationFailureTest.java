package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.chancery.store.NoticeRow;
import org.junit.jupiter.api.Test;

/** A phase whose adjudication throws never wedges its game: the state stays, the GM is told once, the clock stops. */
class AdjudicationFailureTest {
    /** Issue 23: Scotland gone and its centre owned by nobody; Late Winter's scoring once threw a NullPointerException. */
    @Test
    void europe1615WithAnUnownedScottishCentrePlaysItsYear() {
        try (Table t = new Table("europe-1615")) {
            t.service.gm().removeUnit(t.gm, t.game, "scot");
            t.service.gm().setOwner(t.gm, t.game, "scot", "none");
            String year = t.phase().replaceAll("\\D", "");
            for (int i = 0; i < 12 && t.phase().contains(year); i++) {
                Adjudicator.Report r = t.service.force(t.gm, t.game, t.phase());
                assertTrue(r.done(), r.message());
            }
            assertTrue(t.phase().contains("1616"), t.phase());
        }
    }

    @Test
    void aThrowingPhaseKeepsItsStatePausesTheGameAndTellsTheGmOnce() {
        try (Table t = new Table(GameSettings.defaults().with("movement", "24h"))) {
            t.order("France", "A par-bur");
            t.service.adjudicator().beforeCommit(() -> { throw new IllegalStateException("a rule module broke"); });
            Scheduler scheduler = new Scheduler(t.service);
            t.clock.advance(Duration.ofHours(25));
            assertTrue(scheduler.tick().adjudicated().isEmpty());
            assertEquals("S1901M", t.phase(), "the game keeps its last good state");
            assertNull(t.status().game().deadline(), "paused: the deadline no longer fires");
            assertTrue(t.service.orders().mine(t.player("France"), t.game, "France").standing().toString().contains("A par-bur"), "orders kept");

            List<NoticeRow> told = gmNotices(t);
            assertEquals(1, told.size(), told.toString());
            String text = told.get(0).text();
            assertTrue(text.contains("Spring 1901 Movement (S1901M)") && text.contains("game adjudicate S1901M"), text);
            assertFalse(text.contains("Exception") || text.contains("went wrong") || text.contains("broke"), text);

            for (int i = 0; i < 5; i++) scheduler.tick();
            t.clock.advance(Duration.ofDays(3));
            scheduler.tick();
            assertEquals(1, gmNotices(t).size(), "told once; no retry while paused");

            Adjudicator.Report again = t.service.force(t.gm, t.game, "S1901M");
            assertFalse(again.done());
            assertTrue(again.message().contains("S1901M"), again.message());
            assertEquals(1, gmNotices(t).size(), "the GM's own retry answers the GM, no second notice");

            t.service.adjudicator().beforeCommit(() -> {});
            assertTrue(t.service.force(t.gm, t.game, "S1901M").done());
            assertEquals("F1901M", t.phase());
        }
    }

    @Test
    void aFailureWhenEveryoneIsReadyTellsTheGmOnceEvenOnAPausedGame() {
        try (Table t = new Table(GameSettings.defaults())) {
            t.service.gm().pause(t.gm, t.game);
            t.service.adjudicator().beforeCommit(() -> { throw new IllegalStateException("a rule module broke"); });
            for (int round = 0; round < 2; round++) {
                for (String p : t.players.keySet()) t.service.orders().ready(t.player(p), t.game, p, round == 0);
            }
            for (String p : t.players.keySet()) t.service.orders().ready(t.player(p), t.game, p, true);
            assertEquals("S1901M", t.phase());
            assertEquals(1, gmNotices(t).size(), gmNotices(t).toString());
        }
    }

    @Test
    void aGameWhoseDeadlineHandlingThrowsBacksOffAndTheOthersPlayOn() {
        try (Table t = new Table(GameSettings.defaults().with("movement", "24h"))) {
            long other = t.service.create(t.gm, "guild-1", "channel-2", "Other", "classic", GameSettings.defaults().with("movement", "24h"));
            for (String p : Rulebook.of("classic").rules().playablePowers()) t.service.join(new Actor("o-" + p, p, false), other, p);
            t.service.start(t.gm, other);
            t.service.orders().submit(new Actor("o-France", "France", false), other, null, "A par-bur", false);
            t.order("France", "A par-bur");
            // the first game's stored phase is unreadable: its deadline handling throws before any rule runs
            t.db.inTransaction(c -> {
                try (var s = c.prepareStatement("UPDATE phases SET state='{' WHERE game_id=?")) {
                    s.setLong(1, t.game);
                    return s.executeUpdate();
                }
            });
            Scheduler scheduler = new Scheduler(t.service);
            t.clock.advance(Duration.ofHours(25));
            List<String> done = scheduler.tick().adjudicated();
            assertEquals(List.of("#" + other + " S1901M"), done, "the other game plays on");
            assertTrue(scheduler.waiting(t.game), "the broken game waits before it is tried again");
            t.clock.advance(Duration.ofSeconds(30));
            assertTrue(scheduler.waiting(t.game));
            t.clock.advance(Duration.ofSeconds(31));
            assertFalse(scheduler.waiting(t.game), "tried again after a minute");
            scheduler.tick();
            assertTrue(scheduler.waiting(t.game));
            t.clock.advance(Duration.ofSeconds(61));
            assertTrue(scheduler.waiting(t.game), "then after two");
            t.service.gm().pause(t.gm, t.game);
            t.clock.advance(Duration.ofMinutes(30));
            scheduler.tick();
            assertTrue(scheduler.remembers(t.game), "less than an hour after its wait ended, not yet");
            t.clock.advance(Duration.ofHours(1));
            scheduler.tick();
            assertFalse(scheduler.remembers(t.game), "a paused game, no longer due, is forgotten");
        }
    }

    private static List<NoticeRow> gmNotices(Table t) {
        return t.service.pendingNotices().stream().filter(n -> n.audience().equals("gm") && n.gameId() == t.game).toList();
    }
}
