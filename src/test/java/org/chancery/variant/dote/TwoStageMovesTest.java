package org.chancery.variant.dote;

import static org.chancery.variant.dote.Dote.R;
import static org.chancery.variant.dote.Dote.at;
import static org.chancery.variant.dote.Dote.orders;
import static org.chancery.variant.dote.Dote.outcome;
import static org.chancery.variant.dote.Dote.play;
import static org.chancery.variant.dote.Dote.refusal;
import static org.chancery.variant.dote.Dote.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.PhaseType;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.Test;

/** Cavalry and fleets: a first move now, a second with the retreats; every bullet of the rulebook. */
class TwoStageMovesTest {
    /** Numidia's cavalry at home, nothing in the way. */
    static GameState cavalry() { return at("-num", "+Numidia Cav num"); }

    @Test
    void numidiaMovesToCaesariensisThenTingitana() {
        for (String text : List.of("Numidia move to Ceasarienis then move to Tingitana", "Numidia move to Ceasarienis then Tingitana")) {
            Turn t = play(cavalry(), "Numidia: " + text);
            assertTrue(outcome(t, "Cav num-cea then tin").succeeded());
            assertTrue(outcome(t, "Cav cea-tin").succeeded());
            assertEquals("Numidia Cav tin", unit(t.next(), "tin"));
            assertEquals(PhaseType.MOVEMENT, t.next().phase().type(), "nobody retreats, so the second move is played at once");
        }
    }

    /** Rulebook: "Beatica move to Tingitana then move to Cea, Num, Africa Procons" (the strait, then the road). */
    @Test
    void baeticaAcrossTheStraitThenAlongTheRoadToAfricaProcons() {
        GameState s = at("+Numidia Cav bea", "own tin Numidia", "own cea Numidia", "own afr Numidia", "city tin",
                "city cea", "city afr", "-num");
        Turn t = play(s, "Numidia: Beatica move to Tingitana then move to Cea, Num, Africa Procons");
        assertTrue(outcome(t, "Cav bea-tin then cea-num-afr").succeeded(), t.result().outcomes().toString());
        assertTrue(outcome(t, "Cav tin-cea-num-afr").succeeded(), t.result().outcomes().toString());
        assertEquals("Numidia Cav afr", unit(t.next(), "afr"));
    }

    /** Rulebook: "Africa Procons move to Num, Cea, Tingitana then move to Beatica" (the road, then the strait). */
    @Test
    void africaProconsAlongTheRoadThenAcrossTheStraitToBaetica() {
        GameState s = at("+Numidia Cav afr", "own tin Numidia", "own cea Numidia", "own afr Numidia", "city tin",
                "city cea", "city afr", "-num");
        Turn t = play(s, "Numidia: Africa Procons move to Num, Cea, Tingitana then move to Beatica");
        assertTrue(outcome(t, "Cav afr-num-cea-tin then bea").succeeded(), t.result().outcomes().toString());
        assertEquals("Numidia Cav bea", unit(t.next(), "bea"));
    }

    @Test
    void theFirstMoveMayBeSupportedAndTheSecondIsNot() {
        GameState s = at(cavalry(), "+Hispania Inf cea", "+Numidia F mnu");
        assertTrue(refusal(s, "Numidia", "F mnu S Cav cea-tin").contains("cannot"));
        Turn t = play(s, "Numidia: Cav num-cea then tin", "Numidia: F mnu S Cav num-cea");
        assertTrue(outcome(t, "Cav num-cea then tin").succeeded());
        assertEquals(1, t.next().dislodged().size());
        assertEquals(PhaseType.RETREAT, t.next().phase().type());
    }

    @Test
    void aCavalryMayBeConvoyedOnItsFirstMove() {
        GameState s = at("-gal", "+Galatia Cav gal", "+Galatia F mrh", "+Galatia F mal", "-egy");
        Turn t = play(s, "Galatia: Galaita move to Egyptus then move to Judia", "Galatia: Mare Rhodus convoy Galaita to Egyptus",
                "Galatia: Mare Alexandria convoy Galaita to Egyptus");
        assertTrue(outcome(t, "Cav gal-egy then jud").succeeded());
        assertEquals("Galatia Cav jud", unit(t.next(), "jud"));
    }

    @Test
    void theSecondMoveCannotGoBackToWhereTheFirstStarted() {
        assertTrue(refusal(cavalry(), "Numidia", "Cav num-cea then num").contains("where its first move started"));
    }

    @Test
    void onlyCavalryAndFleetsHaveASecondMove() {
        String why = refusal(Dote.at(), "Numidia", "Inf num-cea then tin");
        assertTrue(why.contains("Cavalry or Fleet"), why);
    }

    @Test
    void aFirstMoveThatBouncesCancelsTheSecond() {
        GameState s = at(cavalry(), "+Hispania Inf tin");
        Turn t = play(s, "Numidia: Cav num-cea then tin", "Hispania: Inf tin-cea");
        assertFalse(outcome(t, "Cav num-cea then tin").succeeded());
        assertEquals("Numidia Cav num", unit(t.next(), "num"));
        assertEquals(PhaseType.MOVEMENT, t.next().phase().type());
    }

    @Test
    void theSecondMoveBouncesWhenItsDestinationIsOccupiedOrLeftEmptyByAStandoff() {
        Turn occupied = play(at(cavalry(), "+Hispania Inf tin"), "Numidia: Cav num-cea then tin");
        assertFalse(outcome(occupied, "Cav cea-tin").succeeded());
        assertEquals("Numidia Cav cea", unit(occupied.next(), "cea"));

        GameState s = at(cavalry(), "+Hispania Inf bea", "+Hispania F mhi");
        Turn standoff = play(s, "Numidia: Cav num-cea then tin", "Hispania: Inf bea-tin", "Hispania: F mhi-tin");
        assertFalse(outcome(standoff, "Cav cea-tin").succeeded(), standoff.result().outcomes().toString());
        assertTrue(outcome(standoff, "Cav cea-tin").reason().contains("standoff"));
        assertEquals("Numidia Cav cea", unit(standoff.next(), "cea"));
    }

    @Test
    void twoSecondMovesIntoOneProvinceBounce() {
        GameState s = at(cavalry(), "+Hispania F mba");
        Turn both = play(s, "Numidia: Cav num-cea then tin", "Hispania: F mba-mhi then tin");
        assertFalse(outcome(both, "Cav cea-tin").succeeded());
        assertFalse(outcome(both, "F mhi-tin").succeeded());
        assertNull(unit(both.next(), "tin"));
        assertEquals("Hispania F mhi", unit(both.next(), "mhi"));
    }

    @Test
    void secondMovesArePublishedBeforeRetreatsAndARetreatIntoTheirDestinationBouncesBothAndIsDestroyed() {
        GameState s = at(cavalry(), "+Hispania Inf cea", "+Numidia F mnu");
        Turn move = play(s, "Numidia: Cav num-cea then tin", "Numidia: F mnu S Cav num-cea");
        assertTrue(move.notes().stream().anyMatch(n -> n.contains("Cav cea-tin")), move.notes().toString());
        GameState retreat = move.next();
        Turn t = R.play(retreat, orders(retreat, "Hispania: Inf cea-tin"), Map.of());
        assertFalse(outcome(t, "Cav cea-tin").succeeded());
        assertTrue(outcome(t, "Inf cea R tin").reason().contains("destroyed"), outcome(t, "Inf cea R tin").reason());
        assertEquals("Numidia Cav cea", unit(t.next(), "cea"));
        assertNull(unit(t.next(), "tin"));
    }

    @Test
    void aRetreatIntoAProvinceWhereTwoSecondMovesBounceIsDestroyed() {
        GameState s = at(cavalry(), "+Hispania Inf cea", "+Numidia F mnu", "+Numidia F mba");
        Turn move = play(s, "Numidia: Cav num-cea then tin", "Numidia: F mnu S Cav num-cea", "Numidia: F mba-mhi then tin");
        Turn t = R.play(move.next(), orders(move.next(), "Hispania: Inf cea-tin"), Map.of());
        assertFalse(outcome(t, "Cav cea-tin").succeeded());
        assertFalse(outcome(t, "F mhi-tin").succeeded());
        assertFalse(outcome(t, "Inf cea R tin").succeeded());
        assertNull(unit(t.next(), "tin"));
    }

    @Test
    void aRetreatElsewhereLeavesTheSecondMoveAlone() {
        GameState s = at(cavalry(), "-his", "+Hispania Inf aqu", "+Numidia Inf lug", "+Numidia Inf nar");
        Turn move = play(s, "Numidia: Cav num-cea then tin", "Numidia: Inf lug-aqu", "Numidia: Inf nar S Inf lug-aqu");
        Turn t = R.play(move.next(), orders(move.next(), "Hispania: Inf aqu-his"), Map.of());
        assertTrue(outcome(t, "Cav cea-tin").succeeded());
        assertEquals("Numidia Cav tin", unit(t.next(), "tin"));
        assertEquals("Hispania Inf his", unit(t.next(), "his"));
    }

    @Test
    void fleetsMoveInTwoStagesToo() {
        GameState s = at("+Hispania F mba");
        Turn t = play(s, "Hispania: F mba-mna then mty");
        assertEquals("Hispania F mty", unit(t.next(), "mty"));
    }
}
