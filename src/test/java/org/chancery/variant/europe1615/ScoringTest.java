package org.chancery.variant.europe1615;

import static org.chancery.variant.europe1615.Fixture.R;
import static org.chancery.variant.europe1615.Fixture.SETUP;
import static org.chancery.variant.europe1615.Fixture.influence;
import static org.chancery.variant.europe1615.Fixture.orders;
import static org.chancery.variant.europe1615.Fixture.own;
import static org.chancery.variant.europe1615.Fixture.phase;
import static org.chancery.variant.europe1615.Fixture.play;
import static org.chancery.variant.europe1615.Fixture.pol;
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
import org.chancery.variant.Turn;
import org.junit.jupiter.api.Test;

/** The scoring phase and a few rules of the Ottomans and of dissolution. */
class ScoringTest {
    @Test
    void capturesAlignmentsAndMarkersScoreEachPowerOfTheConfession() {
        GameState s = own(remove(R.start(), "sav"), "sav", "Spain");
        s = influence(s, "SWI", "France", 2);
        s = influence(s, "WUR", "England", 3);
        Map<String, Integer> scores = Scoring.scores(SETUP, pol(s), Sanctions.NONE);
        assertEquals(4 + 10, scores.get("Spain"), "Savoy's value, and France's Catholic marker in Switzerland");
        assertEquals(12 + 10, scores.get("France"), "Switzerland has no centre: 12 for the alignment, and the marker");
        assertEquals(10, scores.get("Austria"), "every Catholic power scores a Catholic marker");
        assertEquals(15 + 10, scores.get("England"));
        assertEquals(10, scores.get("Denmark"));
    }

    @Test
    void thePapalStatesScoreTheirAlignmentButNotTheirMarkerForCatholics() {
        GameState s = influence(R.start(), "PAPL", "Spain", 2);
        Map<String, Integer> scores = Scoring.scores(SETUP, pol(s), Sanctions.NONE);
        assertEquals(12 + 6, scores.get("Spain"));
        assertEquals(0, scores.get("France"), "the Papal States are always Catholic, so no Catholic scores their cross");
        assertEquals("catholic", pol(s).marker(Fixture.state("PAPL")));
    }

    @Test
    void aTieAtTheTopHasNoWinnerAndTheEliminatedScoreNothing() {
        assertNull(Scoring.winner(Map.of("Spain", 10, "France", 10, "England", 3)));
        assertEquals("Spain", Scoring.winner(Map.of("Spain", 11, "France", 10)));
        GameState s = st(R.start()).withEliminated(List.of("England")).write(influence(R.start(), "SAX", "England", 4));
        assertFalse(Scoring.scores(SETUP, pol(s), Sanctions.NONE).containsKey("England"));
    }

    @Test
    void aDislodgedOttomanUnitIsDisbanded() {
        GameState s = put(put(R.start(), "Austria A bud"), "Austria A tra");
        Turn t = play(s, orders(s, "Austria: A bud - ser", "Austria: A tra S A bud - ser"), Map.of());
        assertEquals("Austria", unit(t.next(), "ser").power());
        assertTrue(t.next().dislodged().isEmpty(), "no retreat for the Ottomans");
        assertEquals("Su1615M", t.next().phase().code());
        assertTrue(String.join(" ", t.notes()).contains("Ottoman Empire's Army Serbia was dislodged and is disbanded"));
    }

    @Test
    void anAbandonedPowersInfluenceGoesAfterTheScoring() {
        GameState s = influence(R.gmAction(phase(R.start(), "F1615M"), "abandon", "Denmark"), "SAX", "Denmark", 4, "Spain", 1);
        Turn fall = play(s, List.of(), Map.of());
        GameState next = fall.next();
        assertEquals("S1616M", next.phase().code());
        assertEquals(Map.of("Spain", 1), st(next).in("SAX"), "Denmark's INFs are removed after the scoring");
        assertTrue(String.join(" ", fall.notes()).contains("Round 1615 scores:"));
        assertFalse(String.join(" ", fall.notes()).matches(".*Round 1615 scores:[^.]*Denmark.*"), "Denmark scores nothing");
    }

    @Test
    void theBoardViewShowsRoundsYearlyInfsAndStatusesButNoAmounts() {
        GameState s = influence(R.start(), "SAX", "France", 13, "England", 2);
        s = st(s).withRounds(List.of(new E1615State.Round(1615, Map.of("France", 30, "Spain", 12), "France"))).write(s);
        var view = R.view(s);
        assertEquals("Victory at 5 rounds won: France 1, Spain 0, Austria 0, Denmark 0, England 0 (ties by the score over all"
                + " rounds, then by name).", view.summary().get(0), "every power in the race, Spain's 12 before the others' 0");
        assertEquals("INFs this year: Austria 18, Denmark 18, England 17, France 21, Spain 23.", view.summary().get(1));
        String all = view.sections().toString();
        assertTrue(all.contains("[SAX Saxony, aligned with France, catholic, Saxony 5]"), all);
        assertTrue(all.contains("[France, 1 of 5, 30, 30]"), all);
        assertTrue(all.contains("[England, 0 of 5, 0, 0]"), all);
        assertFalse(all.contains("13") || view.summary().toString().contains("13"), "no INFs in a state: " + all);
    }
}
