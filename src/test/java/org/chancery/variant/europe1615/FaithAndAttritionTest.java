package org.chancery.variant.europe1615;

import static org.chancery.variant.europe1615.Fixture.R;
import static org.chancery.variant.europe1615.Fixture.SETUP;
import static org.chancery.variant.europe1615.Fixture.inf;
import static org.chancery.variant.europe1615.Fixture.notes;
import static org.chancery.variant.europe1615.Fixture.orders;
import static org.chancery.variant.europe1615.Fixture.outcome;
import static org.chancery.variant.europe1615.Fixture.play;
import static org.chancery.variant.europe1615.Fixture.put;
import static org.chancery.variant.europe1615.Fixture.remove;
import static org.chancery.variant.europe1615.Fixture.st;
import static org.chancery.variant.europe1615.Fixture.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.variant.MapMarks;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.Test;

/** The rules for Christian and Islamic units, and attrition. */
class FaithAndAttritionTest {
    @Test
    void christiansNeverHelpAnIslamicUnitOntoThePapalStatesOrTheirNeighbours() {
        GameState s = put(put(R.start(), "Ottoman Empire A cro"), "Austria A sty");
        Turn t = play(s, orders(s, "Austria: A sty S A cro - ven"), inf("Austria: A cro - ven"));
        assertTrue(outcome(t, "sty").reason().startsWith("void: Christian units never help an Islamic unit"), outcome(t, "sty").toString());
        assertEquals("Venice", unit(t.next(), "ven").power());
        Turn elsewhere = play(s, orders(s, "Austria: A sty S A cro - bud"), inf("Austria: A cro - bud"));
        assertTrue(outcome(elsewhere, "sty").succeeded(), "supporting an Islamic move elsewhere is legal");
    }

    @Test
    void islamicUnitsNeverSupportAChristianAttackOnAnIslamicUnit() {
        GameState s = put(R.start(), "Ottoman Empire A bud");
        Turn t = play(s, orders(s, "Austria: A hun - bud"), inf("Austria: A ser S A hun - bud"));
        assertTrue(outcome(t, "ser").reason().startsWith("void: Islamic units never support a Christian attack"), outcome(t, "ser").toString());
        assertEquals("Ottoman Empire", unit(t.next(), "bud").power(), "without the void support Austria bounces");
    }

    @Test
    void islamicUnitsNeverHelpAChristianUnitIntoAnIslamicCentre() {
        GameState s = put(remove(R.start(), "rum"), "Austria A tra");
        Turn t = play(s, List.of(), inf("Austria: A ser S A tra - rum"));
        assertTrue(outcome(t, "ser").reason().contains("never help a Christian unit into an Islamic centre"), outcome(t, "ser").toString());
    }

    /** France's army in Franconia, dislodged by Austria (Hesse's army gone, so it can retreat there). */
    private static GameState dislodgeFrance() {
        GameState s = put(put(remove(R.start(), "hes"), "France A fra"), "Austria A sax");
        Turn t = play(s, orders(s, "Austria: A boh - fra", "Austria: A sax S A boh - fra"), Map.of());
        assertEquals("S1615R", t.next().phase().code());
        Turn r = play(t.next(), orders(t.next(), "France: A fra - hes"), Map.of());
        return r.next();
    }

    @Test
    void anArmyForcedToRetreatTakesAMarkShownOnTheMap() {
        GameState s = dislodgeFrance();
        assertEquals(List.of("hes"), st(s).attrition());
        assertTrue(E1615Marks.of(SETUP, s).marks().contains(new MapMarks.Mark(MapMarks.Symbol.FLAG, List.of("hes"), null,
                E1615Marks.ATTRITION, null, "Attrition mark")), "the map shows the mark");
        Turn moved = play(s, orders(s, "France: A hes - wes"), Map.of());
        assertFalse(outcome(moved, "hes").succeeded(), "Westphalia's army holds");
        Turn walk = play(s, orders(s, "France: A hes - bru"), Map.of());
        assertTrue(st(walk.next()).attrition().contains("hes"), "the mark stays with the unit that did not move");
    }

    /** "Units that carry the attrition mark (grey flag)": the mark shows in words too, in the status, board and results. */
    @Test
    void theMarkShowsInTheStatusTheBoardAndTheResults() {
        GameState s = put(put(remove(R.start(), "hes"), "France A fra"), "Austria A sax");
        Turn t = play(s, orders(s, "Austria: A boh - fra", "Austria: A sax S A boh - fra"), Map.of());
        Turn r = play(t.next(), orders(t.next(), "France: A fra - hes"), Map.of());
        assertTrue(r.notes().contains("Attrition marks: A hes (France)."), r.notes().toString());
        assertTrue(R.view(r.next()).summary().contains("Attrition marks: A hes (France)."), R.view(r.next()).summary().toString());
        Turn walk = play(r.next(), orders(r.next(), "France: A hes - bru"), Map.of());
        assertTrue(walk.notes().contains("Attrition marks: A hes (France)."), "the results of every phase while it lasts");
        assertFalse(R.view(R.start()).summary().toString().contains("Attrition"), "nothing when nobody carries one");
    }

    @Test
    void aMarkedArmyDislodgedAgainIsDisbanded() {
        GameState s = put(dislodgeFrance(), "Austria A wur");
        Turn t = play(s, orders(s, "Austria: A fra - hes", "Austria: A wur S A fra - hes"), Map.of());
        assertEquals("Austria", unit(t.next(), "hes").power());
        assertTrue(t.next().dislodged().isEmpty(), "no retreat for a marked army");
        assertTrue(notes(t).contains("dislodged a second time and is disbanded (attrition)"), notes(t));
        assertFalse(st(t.next()).attrition().contains("hes"), "the mark goes with the unit");
    }

    @Test
    void aMarkedArmyMovingAloneCannotCauseAStandoff() {
        GameState s = remove(dislodgeFrance(), "sax");
        Turn t = play(s, orders(s, "France: A hes - sax", "Austria: A fra - sax"), Map.of());
        assertEquals("Austria", unit(t.next(), "sax").power());
        assertEquals("France", unit(t.next(), "hes").power());
        GameState b = put(put(s, "France A bru"), "Austria A bra");
        Turn supported = play(b, orders(b, "France: A hes - sax", "France: A bru S A hes - sax", "Austria: A fra - sax",
                "Austria: A bra S A fra - sax"), Map.of());
        assertNull(unit(supported.next(), "sax"), "with support the marked army stands off as usual");
    }
}
