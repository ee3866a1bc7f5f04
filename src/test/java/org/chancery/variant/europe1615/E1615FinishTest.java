package org.chancery.variant.europe1615;

import static org.chancery.variant.europe1615.Fixture.R;
import static org.chancery.variant.europe1615.Fixture.own;
import static org.chancery.variant.europe1615.Fixture.st;
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
 * Europe 1615 is scored by its own measure: rounds won, then the score over all rounds (the rulebook's victory by
 * agreement: "based on number of won rounds or if there are ties ... accumulated score"), not by centres held; an
 * eliminated power cedes its scores and ranks by when it fell.
 */
class E1615FinishTest {
    @Test
    void roundsWonRankFirstThenTheScoreAndTheEliminatedLast() {
        GameState s = R.start();
        for (String c : List.of("pia", "tus", "cat", "mol", "tra")) s = own(s, c, "France"); // France holds the most centres
        s = st(s).withRounds(List.of(
                new E1615State.Round(1615, Map.of("Spain", 40, "France", 35, "Austria", 10, "England", 5, "Denmark", 5), "Spain"),
                new E1615State.Round(1616, Map.of("Spain", 30, "France", 29, "Austria", 12, "England", 8, "Denmark", 0), "Spain"),
                new E1615State.Round(1617, Map.of("Austria", 50, "France", 45, "Spain", 5, "England", 9, "Denmark", 0), "Austria")))
                .withEliminated(List.of("Denmark")).write(s);
        assertTrue(s.centreCounts().get("France") > s.centreCounts().get("Spain"));

        Finish f = R.finish(s, GameEnd.draw(List.of("Spain", "Austria", "France", "England"), "agreed"), Map.of("Denmark", 9));
        assertEquals(new Finish.Power("Spain", 2, 75, 0), f.power("Spain"));
        assertEquals(new Finish.Power("Austria", 1, 72, 0), f.power("Austria"));
        assertEquals(new Finish.Power("France", 0, 109, 0), f.power("France"));
        assertEquals(new Finish.Power("England", 0, 22, 0), f.power("England"));
        assertEquals(new Finish.Power("Denmark", 0, 0, 9), f.power("Denmark"), "an eliminated power's scores are ceded");

        // Carnage ranks them Spain, Austria, France, England, Denmark: 5000, 4000, 3000, 2000, 1000 plus the rounds won
        Map<String, Double> carnage = ScoringSystem.CARNAGE.score(f);
        assertEquals(5002, carnage.get("Spain"));
        assertEquals(4001, carnage.get("Austria"));
        assertEquals(3000, carnage.get("France"), "the most centres, no round won");
        assertEquals(2000, carnage.get("England"));
        assertEquals(1000, carnage.get("Denmark"));
    }

    @Test
    void aVictoryByRoundsIsScoredFromThatEnd() {
        GameState s = st(R.start()).withRounds(List.of(
                new E1615State.Round(1615, Map.of("England", 20), "England"))).write(R.start());
        Finish f = R.finish(s, GameEnd.solo("England", "five rounds won"), Map.of());
        assertEquals("England", f.winner());
        assertEquals(5, f.powers().size());
        assertEquals(100.0, ScoringSystem.C_DIPLO.score(f).get("England"));
    }
}
