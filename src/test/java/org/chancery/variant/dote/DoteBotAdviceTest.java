package org.chancery.variant.dote;

import static org.chancery.variant.dote.Dote.BOARD;
import static org.chancery.variant.dote.Dote.R;
import static org.chancery.variant.dote.Dote.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.variant.BotAdvice;
import org.chancery.variant.economy.Treasury;
import org.junit.jupiter.api.Test;

/** Chancery's treasury in the Empire: disbands its money forces, builds it can pay for, payments of its surplus. */
class DoteBotAdviceTest {
    static final DoteBotAdvice ADVICE = (DoteBotAdvice) R.botAdvice();

    static double[] flat() {
        double[] v = new double[BOARD.size()];
        Arrays.fill(v, 1);
        return v;
    }

    /** The build phase of 43 BC, Italia's home empty, two of its legions in the field, and its money. */
    static GameState italia(int talents) { return at(BuildPhaseTest.winter(talents), "+Italia Inf nea", "+Italia Inf sic"); }

    static List<Order> orders(GameState s, String power) { return ADVICE.orders(s, power, List.of(), flat()); }

    @Test
    void itBuildsWhatItCanPayForAndKeepsAYearsUpkeep() {
        GameState s = italia(100);
        int units = s.unitsOf("Italia").size();
        List<Order> out = orders(s, "Italia");
        assertFalse(out.isEmpty(), "100 talents buy something");
        int cost = 0, built = 0;
        for (Order o : out) {
            assertTrue(R.parse(s, "Italia", o.text()) instanceof ParseResult.Ok, o.text());
            if (o instanceof Order.Build b) {
                cost += java.util.Map.of('I', 10, 'C', 20, 'K', 30, 'F', 20).get(b.kind().letter()); // the map's prices
                built++;
            }
        }
        assertTrue(built > 0, out.toString());
        assertTrue(100 - 10 * units - cost >= 10 * (units + built), "a year's upkeep of every legion stays in hand: " + out);
    }

    @Test
    void noMoneyToSpareBuysNothingAndTooLittleDisbands() {
        GameState s = italia(0);
        int units = s.unitsOf("Italia").size();
        assertEquals(2, units);
        assertTrue(orders(at(s, "talents Italia " + (20 * units)), "Italia").isEmpty(), "only the upkeep and its reserve");
        List<Order> out = orders(at(s, "talents Italia 10"), "Italia");
        assertEquals(units - 1, out.size(), out.toString());
        assertTrue(out.stream().allMatch(o -> o instanceof Order.Remove), out.toString());
    }

    @Test
    void halfTheSurplusGoesToTheWeakestPlayerNotNextToIt() {
        GameState s = BuildPhaseTest.winter(100);
        Order pay = ADVICE.payment(s, "Italia", 100);
        assertTrue(pay instanceof Order.Special sp && sp.text().startsWith("PAY 50 "), String.valueOf(pay));
        String to = ((Order.Special) pay).args().get(0);
        assertFalse(BotAdvice.borders(s, "Italia", to), to + " stands next to Italia");
        assertEquals(null, ADVICE.payment(s, "Italia", 9), "too little to send");
        assertEquals(100, Treasury.read(s).balance("Italia"), "a payment only says what to give");
    }
}
