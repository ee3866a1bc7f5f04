package org.chancery.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.chancery.variant.Variant;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.Test;

/** One phase runner, shared by every game of a variant, adjudicates on several threads at once without mixing them up. */
class PhaseRunnerThreadsTest {
    @Test
    void threadsSharingARunnerEachGetTheirOwnResult() throws Exception {
        Variant classic = VariantLoader.load("classic");
        PhaseRunner runner = new PhaseRunner(classic.board(), classic.rules());
        GameState start = classic.start();
        OrderParser parser = new OrderParser(classic.board(), classic.rules());
        List<List<Order>> games = new ArrayList<>();
        for (String text : List.of("A par-bur", "A par-pic", "A mar-spa", "F bre-mao", "A mun-ruh", "A ven-tyr")) {
            games.add(List.of(((ParseResult.Ok) parser.parse(start, text.startsWith("A mun") ? "Germany"
                    : text.startsWith("A ven") ? "Italy" : "France", text)).order()));
        }
        List<GameState> expected = new ArrayList<>();
        for (List<Order> orders : games) expected.add(runner.run(start, orders).next());
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Callable<Boolean>> work = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                work.add(() -> {
                    for (int i = 0; i < 3000; i++) {
                        int g = i % games.size();
                        if (!runner.run(start, games.get(g)).next().units().equals(expected.get(g).units())) return false;
                    }
                    return true;
                });
            }
            for (Future<Boolean> f : pool.invokeAll(work)) assertEquals(true, f.get());
        } finally {
            pool.shutdownNow();
        }
    }
}
