package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chancery.engine.GameState;
import org.junit.jupiter.api.Test;

/**
 * The results post as players read it: the players' powers first, the holds of powers nobody plays (Order of the
 * Dragon's 28 minors, Europe 1615's states) on one line, and only the centres that changed hands.
 */
class ResultsTextTest {
    @Test
    void theMajorsComeFirstAndTheMinorsHoldsShareOneLine() {
        try (Table t = new Table("order-of-the-dragon")) {
            String code = t.phase();
            t.service.force(t.gm, t.game, code);
            String text = t.service.pendingNotices(t.game).stream().filter(n -> n.text().contains(": results of "))
                    .findFirst().orElseThrow().text();
            String[] lines = text.split("\n");
            assertTrue(t.players.containsKey(lines[1].replace(":", "")), "a major first: " + lines[1]);
            int held = 0;
            for (String l : lines) if (l.startsWith("Held, units of powers no player plays: ")) held++;
            assertEquals(1, held, text);
            String heldLine = text.lines().filter(l -> l.startsWith("Held,")).findFirst().orElseThrow();
            assertTrue(heldLine.contains("Vienna A vie, Zaragoza A zar."), heldLine);
            assertFalse(text.contains("Vienna:"), "no minor's own block of holds: " + text);
            for (String major : t.players.keySet()) {
                assertTrue(text.indexOf(major + ":") < text.indexOf("Held,"), major + " before the folded holds");
            }
        }
    }

    @Test
    void onlyTheCentresThatChangedHandsAreListed() {
        GameState before = Rulebook.of("classic").rules().start();
        var b = before.board();
        GameState after = before.toBuilder().owner(b.find("tri").orElseThrow(), "Italy")
                .owner(b.find("ser").orElseThrow(), "Austria").build();
        assertEquals("Serbia to Austria (was unowned); Trieste to Italy (was Austria's). Now: Austria 3, Italy 4.",
                ResultsText.changedHands(before, after));
        assertNull(ResultsText.changedHands(before, before));
    }
}
