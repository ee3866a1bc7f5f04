package org.chancery.variant.dote;

import static org.chancery.variant.dote.Dote.R;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Province;
import org.chancery.game.scoring.ScoringSystem;
import org.chancery.variant.Finish;
import org.chancery.variant.GameEnd;
import org.junit.jupiter.api.Test;

/**
 * The Empire is scored by territories, with their tribute in talents a year breaking a tie (the race the game page
 * shows); a player who surrendered or was eliminated counts nothing and ranks by when it fell.
 */
class DoteFinishTest {
    @Test
    void ofTwoPlayersEqualOnTerritoriesTheRicherRanksHigher() {
        DoteSetup setup = new DoteSetup(R.variant());
        GameState start = R.start();
        List<Province> blank = new ArrayList<>();
        for (Province p : Dote.BOARD.provinces()) {
            if (start.ownerOf(p) == null && setup.talents(p, false) > 0) blank.add(p);
        }
        blank.sort(Comparator.comparingInt(p -> setup.talents(p, false)));
        Province poor = blank.get(0), rich = blank.get(blank.size() - 1);
        assertTrue(setup.talents(rich, false) > setup.talents(poor, false));
        GameState s = Dote.at("own " + poor.id() + " Hispania", "own " + rich.id() + " Italia");

        Finish f = R.finish(s, GameEnd.draw(List.of("Hispania", "Italia"), "agreed"), Map.of());
        assertEquals(2, f.power("Hispania").centres());
        assertEquals(2, f.power("Italia").centres());
        assertEquals(R.race(s).get(1).byPower().get("Italia"), f.power("Italia").tiebreak());
        assertTrue(f.power("Italia").tiebreak() > f.power("Hispania").tiebreak());
        Map<String, Double> carnage = ScoringSystem.CARNAGE.score(f);
        assertEquals(7002, carnage.get("Italia"));
        assertEquals(6002, carnage.get("Hispania"));
    }

    @Test
    void aSurrenderedPlayerRanksByWhenItFell() {
        GameState s = R.surrender(R.start(), "Numidia").orElseThrow();
        s = R.surrender(s, "Egyptus").orElseThrow();
        Finish f = R.finish(s, GameEnd.draw(List.of("Hispania", "Italia"), "agreed"), Map.of("Numidia", 3, "Egyptus", 8));
        assertEquals(new Finish.Power("Numidia", 0, 0, 3), f.power("Numidia"));
        Map<String, Double> carnage = ScoringSystem.CARNAGE.score(f);
        assertEquals(2000, carnage.get("Egyptus"));
        assertEquals(1000, carnage.get("Numidia"));
    }

    @Test
    void inTheSixPlayerGameMacedoniaIsNotScored() {
        GameState six = DoteRuleset.sixPlayerGame(new DoteSetup(R.variant()), R.start());
        Finish f = R.finish(six, GameEnd.draw(List.of("Hispania", "Italia"), "agreed"), Map.of());
        assertEquals(6, f.powers().size());
        assertTrue(f.powers().stream().noneMatch(p -> p.name().equals("Macedonia")));
        assertEquals(21_000 + f.totalCentres(), ScoringSystem.CARNAGE.score(f).values().stream().mapToDouble(Double::doubleValue).sum(), 1e-9,
                "Carnage's ranks run from 6,000 for six players");
    }
}
