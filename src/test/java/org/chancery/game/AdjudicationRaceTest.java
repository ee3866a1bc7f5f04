package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.chancery.store.TestStores;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The deadline timer, "all ready" and the GM's force race to adjudicate the same phase, while a player keeps
 * submitting: exactly one of them adjudicates, and every acknowledged order is in the results.
 */
@ParameterizedClass
@EnumSource(TestStores.Kind.class)
class AdjudicationRaceTest {
    @Parameter
    TestStores.Kind store;

    @Test
    void timerReadyAndForceAdjudicateEachPhaseExactlyOnce() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(12);
        try (Table t = new Table(store, GameSettings.defaults())) {
            for (int round = 0; round < 12; round++) {
                int seq = t.status().game().phaseSeq();
                String code = t.phase();
                CyclicBarrier go = new CyclicBarrier(11);
                ConcurrentLinkedQueue<String> acknowledged = new ConcurrentLinkedQueue<>();
                List<Callable<Boolean>> racers = new ArrayList<>();
                racers.add(() -> { go.await(); return t.service.adjudicator().adjudicate(t.game, seq, "deadline").done(); });
                racers.add(() -> { go.await(); return t.service.force(t.gm, t.game, code).done(); });
                for (String power : t.players.keySet()) {
                    racers.add(() -> {
                        go.await();
                        try {
                            Adjudicator.Report r = t.service.orders().ready(t.player(power), t.game, null, true, code);
                            return r != null && r.done();
                        } catch (GameException late) {
                            return false;
                        }
                    });
                }
                for (String power : List.of("France", "Germany")) {
                    racers.add(() -> {
                        go.await();
                        for (int i = 0; i < 20; i++) {
                            try {
                                SubmitResult r = t.order(power, holdAll(t, power));
                                if (r.phase().equals(code)) acknowledged.addAll(r.accepted().stream().map(o -> power + ":" + o).toList());
                            } catch (GameException e) {
                                break;
                            }
                        }
                        return false;
                    });
                }
                int done = 0;
                for (Future<Boolean> f : pool.invokeAll(racers)) if (f.get()) done++;
                assertEquals(1, done, "round " + round + ": exactly one adjudication of " + code);
                assertTrue(t.status().game().phaseSeq() > seq);
                Views.PhaseView v = t.service.views().phase(t.game, code);
                for (String ack : acknowledged) {
                    String power = ack.substring(0, ack.indexOf(':'));
                    String order = ack.substring(ack.indexOf(':') + 1);
                    assertTrue(v.results().stream().anyMatch(r -> r.power().equals(power) && r.order().equals(order)),
                            "acknowledged order " + ack + " is in the results of " + code);
                }
            }
            assertTrue(t.service.views().phaseCodes(t.game).size() >= 13);
        } finally {
            pool.shutdownNow();
        }
    }

    /** Hold orders for every unit the power has (or a waive in winter). */
    static String holdAll(Table t, String power) {
        var s = t.status().state();
        if (s.phase().type() != org.chancery.engine.PhaseType.MOVEMENT) return "";
        StringBuilder b = new StringBuilder();
        for (var u : s.unitsOf(power)) b.append(u.shortName()).append(" H;");
        return b.toString();
    }
}
