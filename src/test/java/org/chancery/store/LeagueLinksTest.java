package org.chancery.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** GMs who press "new link" at the same moment each get their own generation; none gets a store error. */
class LeagueLinksTest {
    @ParameterizedTest
    @EnumSource(TestStores.Kind.class)
    void newLinksAtOnceEachGetTheirOwnGeneration(TestStores.Kind kind) throws Exception {
        int callers = 8;
        try (Database db = TestStores.fresh(kind)) {
            ExecutorService pool = Executors.newFixedThreadPool(callers);
            try {
                CountDownLatch go = new CountDownLatch(1);
                List<Future<Integer>> answers = new ArrayList<>();
                for (int i = 0; i < callers; i++) {
                    Callable<Integer> call = () -> {
                        go.await();
                        return LeagueLinks.next(db, "g");
                    };
                    answers.add(pool.submit(call));
                }
                go.countDown();
                TreeSet<Integer> seen = new TreeSet<>();
                for (Future<Integer> f : answers) seen.add(f.get());
                assertEquals(callers, seen.size(), "each caller moved the link on once: " + seen);
                assertEquals(callers, seen.last());
                assertEquals(callers, (int) db.inTransaction(c -> LeagueLinks.generation(c, "g")));
                assertEquals(0, (int) db.inTransaction(c -> LeagueLinks.generation(c, "other")));
            } finally {
                pool.shutdownNow();
            }
        }
    }
}
