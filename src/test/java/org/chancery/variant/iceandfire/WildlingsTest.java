package org.chancery.variant.iceandfire;

import static org.chancery.variant.iceandfire.Iaf.R;
import static org.chancery.variant.iceandfire.Iaf.at;
import static org.chancery.variant.iceandfire.Iaf.p;
import static org.chancery.variant.iceandfire.Iaf.play;
import static org.chancery.variant.iceandfire.Iaf.refusal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.engine.Unit;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.Test;

/** The wildling army Beyond the Wall. */
class WildlingsTest {
    static Unit wildlings(GameState s) { return s.unitAt(p("btw")); }

    @Test
    void itNeverMovesOrSupportsAndIsNeverSupportedToMove() {
        GameState s = at("+Stark A bgf", "+Stark F boi");
        assertEquals("the wildling army takes no orders: it only holds", refusal(s, null, "A btw - bgf"));
        assertEquals("the wildling army takes no orders: it only holds", refusal(s, null, "A btw S A bgf"));
        assertInstanceOf(ParseResult.Ok.class, R.parse(s, null, "A btw H"));
        assertEquals(List.of(new Order.Hold(wildlings(s))), R.legalOrders(s, wildlings(s)));
        assertEquals("the wildling army is never supported to move", refusal(s, "Stark", "F boi S A btw - bgf"));
        assertInstanceOf(ParseResult.Ok.class, R.parse(s, "Stark", "F boi S A btw"), "it may be supported to hold");
        assertFalse(R.owed(s).containsKey("Wildlings"));
        assertTrue(refusal(s, "Wildlings", "A btw H").contains("Wildlings"), "nobody plays the wildlings");
    }

    @Test
    void dislodgedItIsDestroyedWithNoRetreat() {
        GameState s = at("+Stark A bgf", "+Stark F boi");
        Turn t = play(s, "Stark: A bgf-btw", "Stark: F boi S A bgf-btw");
        assertEquals("F298M", t.next().phase().code(), "no retreat phase");
        assertEquals("Stark", wildlings(t.next()).power());
        assertTrue(t.notes().contains("The wildling army Beyond the Wall is dislodged and destroyed."), t.notes().toString());
    }

    @Test
    void itIsRebuiltInWinterWhileBeyondTheWallIsNeutralAndVacantEvenIfWinterIsOtherwiseSkipped() {
        GameState s = at("phase F299M", "-btw", "-har");
        Turn t = R.play(s, List.of(), Map.of());
        assertEquals("S300M", t.next().phase().code(), "nobody had an adjustment to make");
        assertEquals("Wildlings", wildlings(t.next()).power());
        assertTrue(t.notes().contains("The wildlings raise a new army Beyond the Wall."), t.notes().toString());
    }

    @Test
    void neverAgainOnceAHouseHasCapturedIt() {
        GameState s = at("phase F298M", "-btw", "+Stark A btw");
        Turn t = R.play(s, List.of(), Map.of());
        assertEquals("Stark", t.next().ownerOf(p("btw")));
        assertTrue(R.state(t.next()).wildlingsGone());
        GameState emptied = at(t.next(), "phase F299M", "-btw", "own btw -");
        Turn later = R.play(emptied, List.of(), Map.of());
        assertNull(wildlings(later.next()), "even neutral and vacant again, it stays empty");
    }

    @Test
    void itNeverTakesTheCentreItStandsOn() {
        Turn t = R.play(at("phase F298M"), List.of(), Map.of());
        assertNull(t.next().ownerOf(p("btw")));
        assertFalse(R.state(t.next()).wildlingsGone());
    }
}
