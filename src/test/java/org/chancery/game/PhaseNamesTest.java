package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A phase goes by one name everywhere: history, rollback and adjudicate read every spelling the calendar reads. */
class PhaseNamesTest {
    @Test
    void theAutumnRetreatOfIceAndFireIsFoundByEitherName() {
        try (Table t = new Table("ice-and-fire")) {
            t.service.force(t.gm, t.game, "S298M");
            t.service.gm().addUnit(t.gm, t.game, "Lannister", "A", "bar");
            t.service.gm().addUnit(t.gm, t.game, "Lannister", "A", "dre");
            t.order("Lannister", "A bar - wfl; A dre S A bar - wfl");
            t.service.force(t.gm, t.game, "F298M");
            assertEquals("A298R", t.phase(), "the Stark army in Winterfell was dislodged: the Autumn retreats");
            assertEquals("A298R", t.service.views().phase(t.game, "F298R").code());
            assertEquals("A298R", t.service.views().phase(t.game, "a298r").code());
            assertEquals("F298M", t.service.views().phase(t.game, "A298M").code());
            assertTrue(t.service.force(t.gm, t.game, "F298R").done(), "adjudicate takes the same names");
            assertTrue(t.service.gm().rollback(t.gm, t.game, "F298R").contains("Autumn 298 AC Retreats"));
        }
    }

    @Test
    void orderOfTheDragonsAutumnIsAlsoItsFall() {
        try (Table t = new Table("order-of-the-dragon")) {
            t.service.force(t.gm, t.game, "S1405M");
            assertEquals("A1405M", t.phase());
            assertEquals("A1405M", t.service.views().phase(t.game, "F1405M").code());
        }
    }

    /**
     * A code the game does not have is answered with the phase it is in and the codes near it, wherever a phase is
     * named: W3K begins in Summer, so 'S1642M' (a Spring) is answered with Su1642M.
     */
    @Test
    void aPhaseTheGameDoesNotHaveIsAnsweredWithTheOnesNearIt() {
        try (Table t = new Table("wars-of-the-three-kingdoms")) {
            String force = assertThrows(GameException.class, () -> t.service.force(t.gm, t.game, "S1642M")).getMessage();
            assertEquals("Game #" + t.game + " has no phase 'S1642M' (Spring 1642 Movement). It is in Summer 1642 Movement:"
                    + " Su1642M; after it Su1642R, A1642M, A1642R.", force);
            String history = assertThrows(GameException.class, () -> t.service.views().phase(t.game, "S1642M")).getMessage();
            assertEquals(force, history);
            t.service.force(t.gm, t.game, "Su1642M");
            String rollback = assertThrows(GameException.class, () -> t.service.gm().rollback(t.gm, t.game, "S1642M"))
                    .getMessage();
            assertTrue(rollback.contains("It is in Autumn 1642 Movement: A1642M; before it Su1642M; after it"), rollback);
            String now = assertThrows(GameException.class, () -> t.service.gm().rollback(t.gm, t.game, "A1642M")).getMessage();
            assertTrue(now.startsWith("'A1642M' is not an earlier phase") && now.contains("before it Su1642M"), now);
            String gibberish = assertThrows(GameException.class, () -> t.service.force(t.gm, t.game, "soon")).getMessage();
            assertTrue(gibberish.startsWith("Game #" + t.game + " has no phase 'soon'. It is in Autumn 1642"), gibberish);
        }
    }
}
