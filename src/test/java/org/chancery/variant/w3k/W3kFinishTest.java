package org.chancery.variant.w3k;

import static org.chancery.variant.w3k.W3k.R;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chancery.engine.GameState;
import org.chancery.engine.Province;
import org.chancery.game.scoring.ScoringSystem;
import org.chancery.variant.Finish;
import org.chancery.variant.GameEnd;
import org.junit.jupiter.api.Test;

/**
 * W3K is scored by supply centres, with its capitals rule breaking a tie: a would-be King needs a capital in each
 * Kingdom ("Winning the game"), so of two powers equal on centres the one holding more Kingdoms' capitals ranks
 * higher. A power in the mercy position (no centre, one unit) is still in the game.
 */
class W3kFinishTest {
    private static final Set<String> CAPITALS = Set.of("london", "york", "edinburgh", "glasgow", "dublin", "belfast");

    @Test
    void ofTwoPowersEqualOnCentresTheOneHoldingACapitalRanksHigher() {
        List<String> plain = new ArrayList<>();
        for (Province p : W3k.B.provinces()) if (p.isSupplyCenter() && !CAPITALS.contains(p.id())) plain.add(p.id());
        W3k.Pos pos = new W3k.Pos(R.start().toBuilder()).noOwners()
                .owner("Crown", "york", plain.get(0), plain.get(1))
                .owner("Protectorate", plain.get(2), plain.get(3), plain.get(4));
        GameState s = pos.build();
        assertTrue(s.livePowers().contains("Newcastle"), "Newcastle, with units and no centre, is in the mercy position");

        Finish f = R.finish(s, GameEnd.draw(List.of("Crown", "Protectorate"), "agreed"), Map.of());
        assertEquals(new Finish.Power("Crown", 3, 1, 0), f.power("Crown"));
        assertEquals(new Finish.Power("Protectorate", 3, 0, 0), f.power("Protectorate"));
        assertEquals(new Finish.Power("Newcastle", 0, 0, 0), f.power("Newcastle"));
        assertEquals(10, f.powers().size());

        Map<String, Double> carnage = ScoringSystem.CARNAGE.score(f);
        assertEquals(10_003, carnage.get("Crown"), "first of ten");
        assertEquals(9_003, carnage.get("Protectorate"));
    }

    @Test
    void theEliminatedRankByWhenTheyFellBehindTheMercyPosition() {
        W3k.Pos pos = new W3k.Pos(R.start().toBuilder().clearUnits()).noOwners()
                .units("Crown: A london; Newcastle: A york; Montrose: A edinburgh");
        GameState s = pos.owner("Crown", "london").build();
        Finish f = R.finish(s, GameEnd.draw(List.of("Crown", "Newcastle", "Montrose"), "agreed"),
                Map.of("Ormond", 4, "Argyll", 9, "Hamilton", 9, "Confederacy", 2, "Cumberland", 7, "Manchester", 7,
                        "Protectorate", 5));
        Map<String, Double> carnage = ScoringSystem.CARNAGE.score(f);
        assertTrue(carnage.get("Newcastle") > carnage.get("Argyll"), "a power in the mercy position outranks the fallen");
        assertEquals(carnage.get("Argyll"), carnage.get("Hamilton"), "fallen together, ranked together");
        assertTrue(carnage.get("Argyll") > carnage.get("Cumberland"));
        assertTrue(carnage.get("Cumberland") > carnage.get("Protectorate"));
        assertTrue(carnage.get("Protectorate") > carnage.get("Ormond"));
        assertTrue(carnage.get("Ormond") > carnage.get("Confederacy"), "out first, ranked last");
        assertEquals(1000, carnage.get("Confederacy"));
    }
}
