package org.chancery.variant.europe1615;

import static org.chancery.variant.europe1615.Fixture.R;
import static org.chancery.variant.europe1615.Fixture.SETUP;
import static org.chancery.variant.europe1615.Fixture.orders;
import static org.chancery.variant.europe1615.Fixture.phase;
import static org.chancery.variant.europe1615.Fixture.st;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.variant.Allocations;
import org.junit.jupiter.api.Test;

/** The rules Chancery's own player follows for Europe 1615's INFs, states' orders and sanctions (docs/bots.md). */
class E1615BotTest {
    /** Europe 1615's allocations read no province values. */
    private static final double[] NO_VALUES = new double[0];

    private static final Allocations INF = R.allocations().orElseThrow();

    private static int points(List<String> lines) {
        int n = 0;
        for (String l : lines) if (l.matches("\\d+: .*")) n += Integer.parseInt(l.split(":")[0]);
        return n;
    }

    @Test
    void theYearsInfsAreSpreadOverItsMovementPhasesOnTwoStates() {
        GameState spring = R.start();
        int left = st(spring).left("France");
        assertTrue(left > 2, "France has INFs to deploy in 1615");
        List<String> lines = R.botAdvice().allocations(spring, "France", List.of(), NO_VALUES);
        assertTrue(INF.check(spring, "France", lines, List.of()).ok(), lines.toString());
        assertEquals((left + 2) / 3, points(lines), "a third of what is left, rounded up, in Spring: " + lines);
        assertTrue(lines.stream().filter(l -> l.matches("\\d+: .*")).count() <= E1615Bot.STATES);
        GameState fall = phase(spring, "F1615M");
        assertEquals(st(fall).left("France"), points(R.botAdvice().allocations(fall, "France", List.of(), NO_VALUES)), "all that is left in Fall");
    }

    @Test
    void aStateNextToThePowerIsPreferredToAFartherOneOfTheSameWorth() {
        GameState s = R.start();
        String first = R.botAdvice().allocations(s, "France", List.of(), NO_VALUES).get(0);
        MinorState m = SETUP.states.get(first.substring(first.indexOf(':') + 2));
        boolean near = false;
        for (String id : m.provinces()) near |= E1615Bot.near(s, "France", SETUP.province(id));
        assertTrue(near, first + " is next to France");
    }

    @Test
    void unitsOfAStateThePowerHoldsInfsInSupportItsMoves() {
        GameState s = Fixture.influence(R.start(), "CAT", "France", 5);
        List<Order> mine = orders(s, "France: F guy-cas");
        List<String> lines = R.botAdvice().allocations(s, "France", mine, NO_VALUES);
        assertTrue(lines.contains("A cat S F guy-cas"), lines.toString());
        assertTrue(INF.check(s, "France", lines, mine).ok());
        List<String> without = R.botAdvice().allocations(R.start(), "France", mine, NO_VALUES);
        assertTrue(without.stream().noneMatch(l -> l.startsWith("A cat")), "no INFs in Catalonia, no order for it: " + without);
    }

    @Test
    void inLateWinterItSubmitsASanctionFromItsOwnList() {
        GameState dealt = SETUP.sanctions().deal(R.start(), 7).state();
        GameState lw = phase(dealt, "LW1615A");
        List<String> lines = R.botAdvice().allocations(lw, "Spain", List.of(), NO_VALUES);
        assertEquals(1, lines.size(), "one sanction a year");
        assertTrue(SETUP.sanctions().suggestions(lw, "Spain").contains(lines.get(0)));
        assertTrue(INF.check(lw, "Spain", lines, List.of()).ok());
    }
}
