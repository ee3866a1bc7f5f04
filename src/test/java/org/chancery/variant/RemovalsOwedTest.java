package org.chancery.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.engine.Phase;
import org.chancery.engine.PhaseType;
import org.junit.jupiter.api.Test;

/** A Remove is offered and accepted only from a power that owes a removal. */
class RemovalsOwedTest {
    private final Ruleset classic = Rulesets.of("classic");

    private GameState winter(boolean franceLosesParis) {
        GameState.Builder b = classic.start().toBuilder().phase(new Phase("Winter", 1901, PhaseType.ADJUSTMENT));
        if (franceLosesParis) b.owner(classic.variant().board().find("par").orElseThrow(), "Germany");
        return b.build();
    }

    @Test
    void aPowerThatOwesNothingIsOfferedNoRemovalAndHasOneRefused() {
        GameState s = winter(false);
        var army = s.unitAt(classic.variant().board().find("par").orElseThrow());
        assertTrue(classic.legalOrders(s, army).isEmpty(), classic.legalOrders(s, army).toString());
        ParseResult r = classic.parse(s, "France", "Remove A par");
        assertInstanceOf(ParseResult.Error.class, r);
        assertEquals("France owes no removal this phase: 3 centres and 3 units", ((ParseResult.Error) r).message());
    }

    @Test
    void aPowerThatOwesARemovalIsOfferedItAndHasItAccepted() {
        GameState s = winter(true);
        var army = s.unitAt(classic.variant().board().find("par").orElseThrow());
        assertEquals(1, classic.legalOrders(s, army).size());
        assertInstanceOf(Order.Remove.class, classic.legalOrders(s, army).get(0));
        assertInstanceOf(ParseResult.Ok.class, classic.parse(s, "France", "Remove A par"));
    }
}
