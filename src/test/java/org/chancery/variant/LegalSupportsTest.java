package org.chancery.variant;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Unit;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The orders offered as legal support only moves the supported unit could make now: no convoy without fleets. */
class LegalSupportsTest {
    @TestFactory
    Stream<DynamicTest> everyOfferedSupportBacksAMoveOnOffer() throws Exception {
        List<DynamicTest> tests = new ArrayList<>();
        for (String id : java.nio.file.Files.readAllLines(java.nio.file.Path.of("maps/variants.txt"))) {
            if (id.isBlank()) continue;
            tests.add(DynamicTest.dynamicTest(id, () -> check(Rulesets.of(id.strip()))));
        }
        return tests.stream();
    }

    private static void check(Ruleset rules) {
        GameState s = rules.start();
        for (Unit u : s.units()) {
            for (Order o : rules.legalOrders(s, u)) {
                if (!(o instanceof Order.SupportMove sm)) continue;
                boolean offered = rules.legalOrders(s, sm.supported()).stream()
                        .anyMatch(m -> m instanceof Order.Move mv && mv.to().province().equals(sm.to()));
                assertTrue(offered, o.text() + ": the supported unit has no such move on offer");
            }
        }
    }

    /** Diplomacy of the Empire starts with no fleets: no legion is offered support across the sea. */
    @Test
    void noSupportAcrossAnEmptySea() {
        Ruleset rules = Rulesets.of("diplomacy-of-the-empire");
        GameState s = rules.start();
        Unit egy = s.unitAt(s.board().find("egy").orElseThrow());
        for (Order o : rules.legalOrders(s, egy)) assertFalse(o.text().equals("Inf egy S Inf ita-cyr"), o.text());
        assertTrue(rules.legalOrders(s, egy).stream().anyMatch(o -> o.text().equals("Inf egy S Inf mes-ara")));
    }
}
