package org.chancery.variant.dragon;

import static org.chancery.variant.dragon.Fixture.R;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.game.scoring.ScoringSystem;
import org.chancery.variant.Finish;
import org.chancery.variant.GameEnd;
import org.junit.jupiter.api.Test;

/**
 * The Dragon is scored by its victory count (§3.1: a thrall's centre counts toward its controller's total, a
 * vassal's toward both controllers'), with a player's own centres breaking a tie; an eliminated player (§1.3) counts
 * nothing and ranks by when it fell. Minor, thrall and vassal powers are not players and are not scored.
 */
class DragonFinishTest {
    @Test
    void aThrallsCentreCountsTowardsItsController() {
        GameState s = R.start();
        Finish f = R.finish(s, GameEnd.draw(List.of(), "the tenth Autumn Census"), Map.of());
        assertEquals(10, f.powers().size(), "the ten players only");
        // §6.2: Zaragoza is Castile's thrall; Burgundy has none, and both hold two centres of their own
        assertEquals(new Finish.Power("Castile", 3, 2, 0), f.power("Castile"));
        assertEquals(new Finish.Power("Burgundy", 2, 2, 0), f.power("Burgundy"));
        Map<String, Double> c = ScoringSystem.C_DIPLO.score(f);
        assertTrue(c.get("Castile") > c.get("Burgundy"));
    }

    @Test
    void anEliminatedPlayerCountsNothingAndRanksByWhenItFell() {
        GameState s = DragonState.read(R.start()).withEliminated("Burgundy").withEliminated("Naples")
                .write(R.start().toBuilder()).build();
        assertFalse(R.drawVoters(s).contains("Burgundy"));
        Finish f = R.finish(s, GameEnd.draw(List.of(), "the tenth Autumn Census"), Map.of("Burgundy", 12, "Naples", 20));
        assertEquals(new Finish.Power("Burgundy", 0, 0, 12), f.power("Burgundy"));
        assertEquals(new Finish.Power("Naples", 0, 0, 20), f.power("Naples"));
        Map<String, Double> carnage = ScoringSystem.CARNAGE.score(f);
        assertEquals(2000, carnage.get("Naples"), "out later, ninth of ten");
        assertEquals(1000, carnage.get("Burgundy"), "out first, last");
        assertFalse(f.drawn().contains("Burgundy"), "an end naming nobody is a draw of the survivors");
        assertEquals(8, f.drawn().size());
    }
}
