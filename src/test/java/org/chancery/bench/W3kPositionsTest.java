package org.chancery.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.Test;

/** The benchmark's position is what it says: 70 units, every one ordered, and the orders do what they should. */
class W3kPositionsTest {
    @Test
    void seventyUnitsEveryOneOrdered() {
        Positions.Scenario sc = W3kPositions.summer1642();
        assertEquals(70, sc.state().units().size());
        Turn t = W3kPositions.rules().play(sc.state(), sc.orders(), Map.of());
        long done = t.result().outcomes().stream().filter(o -> o.order().unit() != null).map(o -> o.order().unit().province())
                .distinct().count();
        assertEquals(70, done, "one outcome for every unit");
        assertEquals("Crown", t.next().unitAt(t.next().board().find("newsarum").orElseThrow()).power());
        assertEquals("Ormond", t.next().unitAt(t.next().board().find("dublinbay").orElseThrow()).power());
        assertTrue(t.result().outcomes().stream().anyMatch(o -> "ordered by Hamilton, by proxy".equals(o.reason())));
    }
}
