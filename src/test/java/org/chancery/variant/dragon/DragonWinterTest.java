package org.chancery.variant.dragon;

import static org.chancery.variant.dragon.Fixture.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.junit.jupiter.api.Test;

/** The Winter as players are told it: what is owed, what only may be done (§8.1), and what may be removed. */
class DragonWinterTest {
    private static final GameState WINTER = phase(R.start(), "W1405A");

    @Test
    void aPowerThatMayOnlyBuildAnHeirOwesNothing() {
        assertEquals(0, R.owed(WINTER).get("Lithuania"), "listed, so it may act, but owing nothing");
        assertEquals(List.of("Lithuania may order Build Heir Vilnius; nothing is owed if it does not."), R.duties(WINTER, "Lithuania"));
        assertFalse(R.owed(WINTER).containsKey("Kalmar Union"), "Roskilde still holds the Kalmar heir: nothing to do");
        assertEquals(List.of(), R.duties(WINTER, "Kalmar Union"));
    }

    @Test
    void aPowerOwingTwoRemovalsIsToldTwo() {
        GameState s = own(own(WINTER, "kie", "Kiev"), "vil", "Vilnius");
        s = put(put(s, "Hungary A hav"), "Hungary A ser");
        assertEquals(2, R.owed(s).get("Hungary"), "2 centres, 4 units: the optional heir adds nothing");
        List<String> told = R.duties(s, "Hungary");
        assertTrue(told.get(0).startsWith("Hungary must remove 2 units: give them with /order, e.g. Remove A "), told.toString());
        assertEquals("Hungary may order Build Heir Ofen; nothing is owed if it does not.", told.get(1));
        assertEquals(2, told.size(), told.toString());
    }

    @Test
    void removeIsNeitherOfferedNorAcceptedWhenNoRemovalIsOwed() {
        List<Order> vil = R.legalOrders(WINTER, WINTER.unitAt(p("vil")));
        assertFalse(vil.stream().anyMatch(o -> o instanceof Order.Remove), vil.toString());
        ParseResult r = R.parse(WINTER, "Lithuania", "Remove A vil");
        assertEquals("Lithuania owes no removals: 2 centres and 2 units",
                assertInstanceOf(ParseResult.Error.class, r, r.toString()).message());
        GameState owing = put(WINTER, "Lithuania A pru");
        assertInstanceOf(ParseResult.Ok.class, R.parse(owing, "Lithuania", "Remove A pru"));
        ParseResult build = R.parse(owing, "Lithuania", "Build A vil");
        assertTrue(assertInstanceOf(ParseResult.Error.class, build, build.toString()).message()
                .startsWith("Lithuania owes 1 removal, not a build: 2 centres and 3 units. Remove a unit, such as 'Remove A "),
                "a removal is owed, whatever stands in Vilnius: " + build);
        assertTrue(R.legalOrders(owing, owing.unitAt(p("vil"))).stream().anyMatch(o -> o instanceof Order.Remove));
    }

    @Test
    void aVassalsAdjustmentsAreSharedAndOwedByNeither() {
        GameState s = tunisHeldByNaples();
        GameState w = play(s, all(s, "Castile: Heir Castile Marry Heir Naples at Tunis",
                "Naples: Heir Naples Marry Heir Castile at Tunis"), java.util.Map.of()).next();
        w = remove(w, "tun");
        assertEquals("W1405A", w.phase().code());
        List<String> castile = R.duties(w, "Castile");
        assertTrue(castile.stream().anyMatch(d -> d.startsWith("The vassal vNC may build 1 unit")
                && d.endsWith("Either of Naples and Castile may order it (§10.5).")), castile.toString());
        assertEquals(0, R.owed(w).get("Castile"), "a shared duty is never a missed phase");
    }
}
