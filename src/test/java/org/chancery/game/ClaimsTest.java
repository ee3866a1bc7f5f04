package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.chancery.store.Database;
import org.chancery.store.EventRow;
import org.chancery.store.Leases;
import org.chancery.store.TestStores;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Two processes on one store (two services with their own names and schedulers) share the due games through
 * leases: each phase is adjudicated once, a claim in progress is skipped rather than waited for, and the
 * claims of a process that died run out and are taken over.
 */
@ParameterizedClass
@EnumSource(TestStores.Kind.class)
class ClaimsTest {
    static final Duration LEASE = Duration.ofSeconds(60);

    @Parameter
    TestStores.Kind store;

    /** {@code n} started classic games, each with France seated and ordered, all due two days after the clock's start. */
    static List<Long> games(GameService service, int n) {
        Actor gm = new Actor("gm", "GM", false);
        List<Long> ids = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            long id = service.create(gm, "guild", "channel-" + i, "Game " + i, "classic", GameSettings.defaults());
            Actor france = new Actor("france-" + i, "F" + i, false);
            service.join(france, id, "France");
            service.start(gm, id);
            service.orders().submit(france, id, null, "A par-bur; A mar-spa; F bre-mao", false);
            ids.add(id);
        }
        return ids;
    }

    static long adjudications(GameService service, long game) {
        return service.log(Actor.system(), game).stream().map(EventRow::kind).filter("adjudicate"::equals).count();
    }

    @Test
    void twoSchedulersTickingTogetherAdjudicateEachDuePhaseOnce() throws Exception {
        TestClock clock = TestClock.at("2030-03-01T12:00:00Z");
        try (Database db = TestStores.fresh(store)) {
            GameService a = new GameService(db, clock, "process-a", LEASE);
            GameService b = new GameService(db, clock, "process-b", LEASE);
            List<Long> ids = games(a, 40);
            clock.advance(Duration.ofDays(3));
            Scheduler sa = new Scheduler(a);
            Scheduler sb = new Scheduler(b);
            var fa = CompletableFuture.supplyAsync(sa::tick);
            var fb = CompletableFuture.supplyAsync(sb::tick);
            List<String> done = new ArrayList<>(fa.get(60, TimeUnit.SECONDS).adjudicated());
            done.addAll(fb.get(60, TimeUnit.SECONDS).adjudicated());
            assertEquals(40, done.size(), "every due phase adjudicated: " + done);
            assertEquals(40, new HashSet<>(done).size(), "and none twice: " + done);
            for (long id : ids) {
                assertEquals(1, adjudications(a, id), "game #" + id);
                assertEquals("F1901M", a.views().status(id).state().phase().code());
            }
            assertTrue(sa.tick().adjudicated().isEmpty());
            assertTrue(sb.tick().adjudicated().isEmpty());
        }
    }

    @Test
    void aStartedSchedulerWakesAtTheNextDeadlineNotAtItsNextTick() throws Exception {
        ShiftedClock clock = new ShiftedClock();
        try (Database db = TestStores.fresh(store)) {
            GameService service = new GameService(db, clock, "a", LEASE);
            long id = games(service, 1).get(0);
            long deadline = service.game(id).deadline();
            clock.shift(Duration.ofMillis(deadline - clock.millis() - 400));
            try (Scheduler scheduler = new Scheduler(service)) {
                scheduler.start(3600);
                long end = System.nanoTime() + 10_000_000_000L;
                while (service.game(id).phaseSeq() == 0 && System.nanoTime() < end) Thread.sleep(20);
            }
            assertEquals(1, service.game(id).phaseSeq(), "adjudicated as the deadline passed, an hour before the next tick");
            assertTrue(clock.millis() - deadline < 5_000);
        }
    }

    @Test
    void theClaimsOfADeadProcessRunOutAndAnotherTakesThem() {
        TestClock clock = TestClock.at("2030-03-01T12:00:00Z");
        try (Database db = TestStores.fresh(store)) {
            GameService dead = new GameService(db, clock, "dead", LEASE);
            GameService alive = new GameService(db, clock, "alive", LEASE);
            List<Long> ids = games(alive, 5);
            clock.advance(Duration.ofDays(3));
            assertEquals(Set.copyOf(ids), Set.copyOf(dead.claims().due(100)), "the first process claims them, then dies");
            Scheduler scheduler = new Scheduler(alive);
            assertTrue(scheduler.tick().adjudicated().isEmpty(), "claimed games are left to their holder");
            clock.advance(LEASE.minusSeconds(1));
            assertTrue(scheduler.tick().adjudicated().isEmpty(), "until the lease runs out");
            clock.advance(Duration.ofSeconds(2));
            assertEquals(5, scheduler.tick().adjudicated().size(), "then the live process adjudicates them");
            for (long id : ids) assertEquals(1, adjudications(alive, id));
            assertFalse(dead.claims().renew(Leases.Kind.DEADLINE, ids.get(0)), "the dead owner's lease is gone");
        }
    }

    @Test
    void aClaimInProgressIsSkippedNotWaitedFor() throws Exception {
        TestClock clock = TestClock.at("2030-03-01T12:00:00Z");
        try (Database db = TestStores.fresh(store)) {
            GameService service = new GameService(db, clock, "a", LEASE);
            List<Long> ids = games(service, 6);
            clock.advance(Duration.ofDays(3));
            long now = clock.millis();
            CompletableFuture<List<Long>> other = new CompletableFuture<>();
            List<Long> first = db.inTransaction((Connection c) -> {
                List<Long> mine = Leases.claimDue(c, "a", now, now + 60_000, 2);
                // Still inside the first claim's transaction, its rows locked: a second process claims.
                CompletableFuture.runAsync(() -> other.complete(
                        db.inTransaction(c2 -> Leases.claimDue(c2, "b", now, now + 60_000, 100))));
                try {
                    other.get(20, TimeUnit.SECONDS);
                } catch (Exception e) {
                    throw new AssertionError("the second claim waited for the first", e);
                }
                return mine;
            });
            assertEquals(ids.subList(0, 2), first, "earliest deadlines first");
            assertTrue(java.util.Collections.disjoint(first, other.get()), "the locked rows were skipped, not waited for");
            // H2 locks every row its query reads, not only those returned; only one process opens an H2 file anyway.
            if (store == TestStores.Kind.POSTGRESQL) assertEquals(ids.subList(2, 6), other.get());
        }
    }

    @Test
    void theNoticesOfAGameArePostedByOneProcessAtATime() {
        TestClock clock = TestClock.at("2030-03-01T12:00:00Z");
        try (Database db = TestStores.fresh(store)) {
            GameService a = new GameService(db, clock, "a", LEASE);
            GameService b = new GameService(db, clock, "b", LEASE);
            List<Long> ids = games(a, 3);
            assertEquals(ids, a.claims().posting(10), "each started game has its start notice waiting");
            assertEquals(List.of(), b.claims().posting(10));
            a.pendingNotices(ids.get(0)).forEach(n -> a.delivered(n.id()));
            a.claims().release(Leases.Kind.POST, ids.get(0));
            a.claims().release(Leases.Kind.POST, ids.get(1));
            assertEquals(List.of(ids.get(1)), b.claims().posting(10), "a released game with notices left");
            assertTrue(b.claims().renew(Leases.Kind.POST, ids.get(1)));
            clock.advance(LEASE.plusSeconds(1));
            assertEquals(ids.subList(1, 3), b.claims().posting(10), "a's lease ran out, and so did b's own");
        }
    }
}
