package org.chancery.variant.europe1615;

import static org.chancery.variant.europe1615.Fixture.*;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chancery.engine.GameState;
import org.chancery.engine.ParseResult;
import org.junit.jupiter.api.Test;

/** A player's wrong orders are answered with that player's own units and Europe 1615's own year. */
class OrderAnswersTest {
    private static String error(GameState s, String power, String order) {
        return assertInstanceOf(ParseResult.Error.class, R.parse(s, power, order), order).message();
    }

    @Test
    void anUnreadableOrderIsAnsweredWithThePlayersOwnUnits() {
        String why = error(R.start(), "France", "xyzzy");
        assertTrue(why.contains("write an order like 'A norm"), why);
        assertFalse(why.contains("scot"), "Scotland's army is ordered with INFs, not by France's orders: " + why);
    }

    @Test
    void buildsAndWaivesComeInLateWinterAndACaptureIsWaivedByName() {
        GameState spring = R.start();
        String build = error(spring, "France", "Build A par");
        assertTrue(build.contains("builds come in the Late Winter"), build);
        String waive = error(spring, "France", "Waive");
        assertTrue(waive.contains("'Waive Paris'") && waive.contains("Late Winter"), waive);
        assertTrue(error(spring, "France", "Remove A par").contains("removals come in the early winter"));
        GameState early = phase(spring, "EW1615A");
        assertTrue(error(early, "France", "Build A par").contains("builds come in the Late Winter"));
    }
}
