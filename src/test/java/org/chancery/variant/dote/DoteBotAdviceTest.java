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
    void itBuildsWhatItCanPayForAndKeepsTheUpkeepItsTributeDoesNotPay() {
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
        int tribute = ADVICE.empire().tribute(s, "Italia");
        assertTrue(100 - 10 * units - cost >= 10 * (units + built) - tribute, "next year's upkeep less the tribute stays in hand: " + out);
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
        GameState s = at(BuildPhaseTest.winter(100), "own nea Italia");
        Order pay = ADVICE.payment(s, "Italia", 100);
        assertTrue(pay instanceof Order.Special sp && sp.text().startsWith("PAY 50 "), String.valueOf(pay));
        String to = ((Order.Special) pay).args().get(0);
        assertFalse(BotAdvice.borders(s, "Italia", to), to + " stands next to Italia");
        assertTrue(s.centresOf(to).size() < 2, to + " is weaker than Italia");
        assertEquals(null, ADVICE.payment(s, "Italia", 9), "too little to send");
        assertEquals(100, Treasury.read(s).balance("Italia"), "a payment only says what to give");
    }

    @Test
    void paymentsDoNotCycle() {
        GameState s = at(BuildPhaseTest.winter(100), "own nea Italia");
        String to = ((Order.Special) ADVICE.payment(s, "Italia", 100)).args().get(0);
        Treasury paidBack = Treasury.read(s).add("Italia", 10, "Winter 44 BC", "PAY from " + to);
        GameState after = paidBack.write(s.toBuilder()).build();
        Order pay = ADVICE.payment(after, "Italia", 100);
        assertTrue(pay == null || !((Order.Special) pay).args().get(0).equals(to), to + " paid Italia: Italia never pays it back: " + pay);
        GameState equal = at(s, "own nea -");
        assertEquals(null, ADVICE.payment(equal, "Italia", 100), "no player has fewer centres than Italia: nobody is paid");
    }

    @Test
    void aTerritoryIsWorthItsTribute() {
        GameState s = R.start();
        assertEquals(1, ADVICE.worth(s, "Italia", Dote.p("dal")), "five talents");
        assertEquals(2, ADVICE.worth(s, "Italia", Dote.p("nea")), "ten talents");
        assertEquals(3, ADVICE.worth(s, "Italia", Dote.p("ita")), "ten talents and a city's five");
        assertEquals(0, ADVICE.worth(s, "Italia", Dote.p("mty")), "the sea yields nothing");
    }

    @Test
    void aUnitStaysHomeWhenAnotherPowersUnitCouldMoveIn() {
        GameState s = at("+Hispania Inf nar");
        List<Order> away = Dote.orders(s, "Italia: Inf ita - rhe");
        List<Order> out = ADVICE.orders(s, "Italia", away, flat());
        assertEquals(1, out.size());
        assertTrue(out.get(0) instanceof Order.Hold && out.get(0).province() == Dote.p("ita"), "Hispania is next door: " + out);
        assertTrue(R.parse(s, "Italia", out.get(0).text()) instanceof ParseResult.Ok);
        GameState calm = at(R.start());
        assertEquals(Dote.orders(calm, "Italia: Inf ita - rhe"), ADVICE.orders(calm, "Italia", Dote.orders(calm, "Italia: Inf ita - rhe"), flat()),
                "no other power's unit within two moves: it goes");
    }

    @Test
    void inTheFallItsCapitalIsLeftFreeForABuildUnlessAnotherPowersUnitIsNextDoor() {
        GameState s = at("phase fall", "+Hispania Inf aqu", "talents Italia 30");
        List<Order> home = Dote.orders(s, "Italia: Inf ita H");
        List<Order> out = ADVICE.orders(s, "Italia", home, flat());
        assertEquals(1, out.size());
        assertTrue(out.get(0) instanceof Order.Move m && m.to().province() != Dote.p("ita")
                && BOARD.armyNeighbours(Dote.p("ita")).contains(m.to().province()), "it can pay a legion: the capital is left free, next to it: " + out);
        assertTrue(R.parse(s, "Italia", out.get(0).text()) instanceof ParseResult.Ok);
        GameState poor = at(s, "talents Italia 0", "prices 3");
        assertEquals(home, ADVICE.orders(poor, "Italia", home, flat()), "with no money for a legion it stays");
        GameState next = at(s, "+Hispania Inf nar");
        assertEquals(home, ADVICE.orders(next, "Italia", home, flat()), "Hispania is next door: it stays");
        GameState spring = at(s, "phase spring");
        assertEquals(home, ADVICE.orders(spring, "Italia", home, flat()), "no build follows a Spring");
    }

    @Test
    void aUnitStaysWithinAMoveOfHomeWhenAnotherPowersUnitIsTwoMovesAway() {
        GameState s = at("-ita", "+Italia Inf rhe", "+Hispania Inf aqu");
        double[] v = flat();
        v[Dote.p("nor").index()] = 5;
        v[Dote.p("ger").index()] = 9;
        List<Order> out = ADVICE.orders(s, "Italia", Dote.orders(s, "Italia: Inf rhe - ger"), v);
        assertEquals(List.of("Inf rhe-nor"), out.stream().map(Order::text).toList(),
                "Hispania could be next door by the next movement: the best place from which it can go home");
        GameState lost = at(s, "own ita Hispania");
        List<Order> mine = Dote.orders(lost, "Italia: Inf rhe - ger");
        assertEquals(mine, ADVICE.orders(lost, "Italia", mine, v), "a home already lost is left to the values");
    }
}
