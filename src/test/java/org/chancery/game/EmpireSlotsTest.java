package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.junit.jupiter.api.Test;

/** Where Diplomacy of the Empire's structure orders are kept: one a province, apart from the legion built there. */
class EmpireSlotsTest {
    private final Rulebook rb = Rulebook.of("diplomacy-of-the-empire");

    private Order order(GameState s, String power, String text) {
        return ((ParseResult.Ok) rb.parse(s, power, text)).order();
    }

    @Test
    void citiesInTwoProvincesAndALegionInANewCityAreAllKept() {
        GameState s = rb.start().toBuilder().phase(rb.variant().calendar().parse("W43BCA")).build();
        s = s.toBuilder().owner(s.board().find("nea").orElseThrow(), "Italia").owner(s.board().find("sic").orElseThrow(), "Italia").build();
        String nea = Rulebook.slot(order(s, "Italia", "Build City Neapolis"), 0);
        String sic = Rulebook.slot(order(s, "Italia", "Build City Sicilia"), 0);
        String legion = Rulebook.slot(order(s, "Italia", "Build Infantry Neapolis"), 0);
        assertNotEquals(nea, sic);
        assertNotEquals(nea, legion);
        assertEquals(nea, Rulebook.slot(order(s, "Italia", "Build Fort Neapolis"), 0), "a fort for the same province replaces the city order");
    }
}
