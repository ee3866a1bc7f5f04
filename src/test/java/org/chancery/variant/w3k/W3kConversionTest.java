package org.chancery.variant.w3k;

import static org.chancery.variant.w3k.W3k.R;
import static org.chancery.variant.w3k.W3k.at;
import static org.chancery.variant.w3k.W3k.error;
import static org.chancery.variant.w3k.W3k.ok;
import static org.chancery.variant.w3k.W3k.outcomes;
import static org.chancery.variant.w3k.W3k.p;
import static org.chancery.variant.w3k.W3k.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.Unit;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.Test;

/** Conversion (pages 13 and 31): two undisturbed movement phases in a coastal centre its owner controls. */
class W3kConversionTest {
    static final GameState YORK = at("Su1642M").units("Newcastle: A york, A wyorkshire; Crown: A eyorkshire").build();

    @Test
    void twoUndisturbedTurnsMakeTheOtherKind() {
        Turn summer = play(YORK, "Newcastle: Army York converts to a fleet");
        assertTrue(outcomes(summer).get("york").succeeded());
        assertEquals("A york", summer.next().unitAt(p("york")).shortName(), "still an army after one turn");
        assertEquals(List.of(new W3kState.Conversion("york", "F", "Su1642M")), W3kState.read(summer.next()).converting());
        assertTrue(R.marks(summer.next()).marks().stream().anyMatch(m -> m.at().equals(List.of("york"))
                && m.key().equals("converting to a fleet")), "the map marks it");
        assertTrue(R.view(summer.next()).summary().stream().anyMatch(l -> l.contains("army in York is converting to a fleet")));
        Turn autumn = play(summer.next(), "Newcastle: A york converts to F");
        assertEquals("A1642M", summer.next().phase().code());
        Unit u = autumn.next().unitAt(p("york"));
        assertEquals("F york", u.shortName());
        assertEquals("Newcastle", u.power());
        assertTrue(W3kState.read(autumn.next()).converting().isEmpty());
    }

    /** Any attack disrupts it, even a bounced one; it may be supported to hold, and must start again. */
    @Test
    void aBouncedAttackDisruptsTheConversion() {
        Turn summer = play(YORK, "Newcastle: A york converts to F; A wyorkshire S A york | Crown: A eyorkshire-york");
        assertFalse(outcomes(summer).get("eyorkshire").succeeded(), "the attack bounced off the supported army");
        assertFalse(outcomes(summer).get("york").succeeded());
        assertTrue(outcomes(summer).get("york").reason().contains("disrupted by Crown's attack"));
        assertTrue(outcomes(summer).get("wyorkshire").succeeded(), "a converting unit may be supported to hold");
        assertTrue(W3kState.read(summer.next()).converting().isEmpty());
        Turn autumn = play(summer.next(), "Newcastle: A york converts to F");
        assertEquals("A york", autumn.next().unitAt(p("york")).shortName(), "started again: one turn done");
    }

    @Test
    void theTwoTurnsMustBeConsecutive() {
        Turn summer = play(YORK, "Newcastle: A york converts to F");
        Turn autumn = play(summer.next(), "Newcastle: A york H");
        assertTrue(W3kState.read(autumn.next()).converting().isEmpty());
    }

    @Test
    void aConvertingUnitGivesNoSupport() {
        GameState s = at("Su1642M").units("Newcastle: A york, A nyorkshire; Crown: A eyorkshire").build();
        Turn t = play(s, "Newcastle: A york converts to F; A nyorkshire-eyorkshire | Crown: A eyorkshire H");
        assertFalse(outcomes(t).get("nyorkshire").succeeded(), "1 against 1: the conversion is no support");
    }

    @Test
    void onlyInACoastalCentreItsOwnerControls() {
        GameState s = at("Su1642M").units("Newcastle: A wyorkshire, A richmond, A london").build();
        assertTrue(error(s, "Newcastle", "A wyorkshire converts").contains("not a supply centre"));
        assertTrue(error(s, "Newcastle", "A richmond converts").contains("inland"));
        assertTrue(error(s, "Newcastle", "A london converts").contains("Newcastle does not control London"));
        assertTrue(error(YORK, "Newcastle", "A york converts to an army").contains("converts to a fleet"));
    }

    /** A fleet on a region with two coasts names its coast. */
    @Test
    void aFleetOnTwoCoastsNamesItsCoast() {
        GameState s = at("Su1642M").units("Cumberland: A caernarfonshire").build();
        assertTrue(error(s, "Cumberland", "A caernarfonshire converts").contains("name the fleet's"));
        assertEquals("A caernarfonshire converts to F/sc",
                ok(s, "Cumberland", "Army Caernarfonshire converts to a fleet on the south coast").text());
        Turn one = play(s, "Cumberland: Army Caernarfonshire converts to a fleet (south coast)");
        Turn two = play(one.next(), "Cumberland: A caernarfonshire converts to F/sc");
        assertEquals("F caernarfonshire/sc", two.next().unitAt(p("caernarfonshire")).shortName());
        GameState fleet = at("Su1642M").units("Cumberland: F caernarfonshire/nc").build();
        assertEquals("F caernarfonshire/nc converts to A", ok(fleet, "Cumberland", "Fleet Caernarfonshire converts to an army").text());
    }

    @Test
    void theConversionIsAmongTheUnitsLegalOrders() {
        Unit a = YORK.unitAt(p("york"));
        assertTrue(R.legalOrders(YORK, a).stream().anyMatch(o -> o.text().equals("A york converts to F")));
    }
}
