package org.chancery.variant.iceandfire;

import static org.chancery.variant.iceandfire.Iaf.R;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.game.scoring.ScoringSystem;
import org.chancery.variant.Finish;
import org.chancery.variant.GameEnd;
import org.junit.jupiter.api.Test;

/**
 * Ice and Fire is scored by the centres of the Houses still in the game: a House removed from the game (its last
 * heir executed and its capital taken, "Heirs of the Great Houses") keeps its units and centres on the board but
 * counts nothing and ranks by when it was removed, behind every House still playing.
 */
class IafFinishTest {
    @Test
    void aRemovedHouseCountsNothingThoughItHoldsCentres() {
        GameState s = IafState.read(R.start()).withRemoved("Stark").write(R.start().toBuilder()).build();
        assertEquals(2, s.centreCounts().get("Stark"), "Stark still holds Winterfell and White Harbor");
        Finish f = R.finish(s, GameEnd.draw(List.of(), "agreed"), Map.of("Stark", 14));
        assertEquals(new Finish.Power("Stark", 0, 0, 14), f.power("Stark"));
        assertEquals(new Finish.Power("Targaryen", s.centreCounts().get("Targaryen"), 0, 0), f.power("Targaryen"));
        assertEquals(6, f.drawn().size(), "a removed House has no vote on a draw, nor a share of it");
        Map<String, Double> carnage = ScoringSystem.CARNAGE.score(f);
        assertEquals(1000, carnage.get("Stark"), "last of seven");
        for (String h : f.drawn()) assertTrue(carnage.get(h) > 1000, h);
        assertEquals(0.0, ScoringSystem.SUM_OF_SQUARES.score(f).get("Stark"));
    }
}
