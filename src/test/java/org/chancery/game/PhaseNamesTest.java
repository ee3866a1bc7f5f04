package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
}
