package org.chancery.variant.europe1615;

import static org.chancery.variant.europe1615.Fixture.R;
import static org.chancery.variant.europe1615.Fixture.own;
import static org.chancery.variant.europe1615.Fixture.phase;
import static org.chancery.variant.europe1615.Fixture.play;
import static org.chancery.variant.europe1615.Fixture.put;
import static org.chancery.variant.europe1615.Fixture.st;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chancery.engine.GameState;
import org.chancery.variant.GameEnd;
import org.junit.jupiter.api.Test;

/** Victory by rounds, by Rome and by agreement, and the automatic draws. */
class VictoryTest {
    private static GameEnd afterFall(GameState s) {
        GameState next = play(phase(s, "F1615M"), List.of(), Map.of()).next();
        return R.end(next).orElse(null);
    }

    @Test
    void aProtestantPowerCapturingRomeWinsAtOnce() {
        GameEnd e = afterFall(put(R.start(), "England A rom"));
        assertEquals(List.of("England"), e.winners());
        assertFalse(e.draw());
        assertEquals(null, afterFall(put(R.start(), "Spain A rom")), "a Catholic power taking Rome does not end the game");
    }

    @Test
    void theOttomansCapturingRomeDrawTheProtestants() {
        GameEnd e = afterFall(put(R.start(), "Ottoman Empire A rom"));
        assertTrue(e.draw());
        assertEquals(List.of("England", "Denmark"), e.winners());
        GameState oneLeft = st(R.start()).withEliminated(List.of("Denmark")).write(R.start());
        GameEnd all = afterFall(put(oneLeft, "Ottoman Empire A rom"));
        assertEquals(List.of("England", "Spain", "France", "Austria"), all.winners(), "one Protestant left forces a draw of all");
    }

    @Test
    void sevenOttomanCentresWithFiveChristianDraw() {
        GameState s = R.start();
        for (String c : List.of("pia", "tus", "cat", "mol", "tra")) s = own(Fixture.remove(s, c), c, "Ottoman Empire");
        GameEnd e = afterFall(s);
        assertTrue(e.draw());
        assertEquals(5, e.winners().size());
        GameState four = R.start();
        for (String c : List.of("pia", "tus", "cat", "mol")) four = own(Fixture.remove(four, c), c, "Ottoman Empire");
        assertEquals(null, afterFall(four), "six centres are not enough");
    }

    @Test
    void everyPowerOfOneConfessionEliminatedIsADraw() {
        GameState s = st(R.start()).withEliminated(List.of("England", "Denmark")).write(R.start());
        GameEnd e = afterFall(s);
        assertEquals(List.of("Spain", "France", "Austria"), e.winners());
        assertTrue(e.draw());
        assertEquals(Set.of("Spain", "France", "Austria"), R.drawVoters(s));
    }

    @Test
    void fiveRoundsWonWin() {
        List<E1615State.Round> four = new ArrayList<>();
        for (int y = 1611; y < 1615; y++) four.add(new E1615State.Round(y, Map.of("Spain", 10, "France", 5), "Spain"));
        GameState s = st(R.start()).withRounds(four).write(own(Fixture.remove(R.start(), "sav"), "sav", "Spain"));
        GameState after = play(phase(s, "LW1615A"), List.of(), Map.of()).next();
        GameEnd e = R.end(after).orElseThrow();
        assertEquals(List.of("Spain"), e.winners());
        assertEquals("Spain has won 5 rounds", e.reason());
    }

    @Test
    void victoryByAgreementGoesToMostRoundsThenScore() {
        List<E1615State.Round> rounds = List.of(new E1615State.Round(1615, Map.of("Spain", 30, "France", 20), "Spain"),
                new E1615State.Round(1616, Map.of("Spain", 10, "France", 40), "France"));
        GameState s = st(R.start()).withRounds(rounds).write(R.start());
        GameEnd e = R.end(R.gmAction(s, "agree", "yes")).orElseThrow();
        assertEquals(List.of("France"), e.winners(), "one round each; France's 60 beats Spain's 40");
        assertThrows(IllegalArgumentException.class, () -> R.gmAction(s, "agree", "maybe"));
        assertThrows(IllegalArgumentException.class, () -> R.gmAction(s, "abandon", "Venice"));
    }
}
