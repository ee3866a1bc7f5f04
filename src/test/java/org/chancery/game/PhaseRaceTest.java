package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Orders and ready flags meet the phase they were meant for (issue 32): orders written for a phase the deadline has
 * just adjudicated are refused whole, and a rollback takes back the ready flags of the phase it reopens.
 */
class PhaseRaceTest {
    @Test
    void ordersWrittenForAnAdjudicatedPhaseAreRefusedNotStoredOnTheNextOne() {
        try (Table t = new Table(GameSettings.defaults())) {
            t.order("France", "A par-bur");
            t.service.force(t.gm, t.game, "S1901M");
            assertEquals("F1901M", t.phase());
            // the edit form was opened in S1901M and sent after the deadline: "A mar-spa" is as good in F1901M
            GameException e = assertThrows(GameException.class, () -> t.service.orders().submit(t.player("France"),
                    t.game, null, "A bur-mun; A mar-spa; F bre-mao", true, "S1901M"));
            assertTrue(e.getMessage().contains("for S1901M, but it has been adjudicated")
                    && e.getMessage().contains("now in F1901M") && e.getMessage().contains("Nothing was stored"), e.getMessage());
            assertEquals(List.of(), t.service.orders().standing(t.game, "France"), "nothing stored against F1901M");
        }
    }

    @Test
    void ordersForTheCurrentPhaseNamedByTheirFormAreStored() {
        try (Table t = new Table(GameSettings.defaults())) {
            SubmitResult s = t.service.orders().submit(t.player("France"), t.game, null, "A par-bur", true, "s1901m");
            assertEquals(List.of("A par-bur"), s.standing());
        }
    }

    @Test
    void aRollbackTakesBackTheReadyFlagsOfThePhaseItReopens() {
        try (Table t = new Table(GameSettings.defaults())) {
            List<String> powers = List.copyOf(t.players.keySet());
            for (String p : powers.subList(0, powers.size() - 1)) {
                assertNull(t.service.orders().ready(t.player(p), t.game, null, true, null));
            }
            // the last flag makes every power ready: S1901M is adjudicated at once
            assertNotNull(t.service.orders().ready(t.player(powers.get(powers.size() - 1)), t.game, null, true, null));
            assertEquals("F1901M", t.phase());
            t.service.gm().rollback(t.gm, t.game, "S1901M");
            assertEquals("S1901M", t.phase());
            assertEquals(List.of(), t.service.orders().readyPowers(t.game), "no flag of the erased adjudication stands");
            assertNotNull(t.service.notDue(t.game), "a plain adjudicate waits for the deadline again");
            assertNull(t.service.orders().ready(t.player(powers.get(0)), t.game, null, true, null),
                    "one flag does not adjudicate the reopened phase");
            assertEquals("S1901M", t.phase());
        }
    }
}
