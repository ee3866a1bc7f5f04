package org.chancery.variant.w3k;

import static org.chancery.variant.w3k.W3k.B;
import static org.chancery.variant.w3k.W3k.R;
import static org.chancery.variant.w3k.W3k.at;
import static org.chancery.variant.w3k.W3k.p;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Province;
import org.chancery.variant.BotAdvice;
import org.junit.jupiter.api.Test;

/** Chancery's W3K orders: when a unit converts, where supply it cannot use goes, and units placed under its orders (docs/bots.md). */
class W3kBotAdviceTest {
    static final BotAdvice ADVICE = R.botAdvice();
    static final GameState YORK = at("Su1642M").units("Newcastle: A york").build();

    /** Every province worth 1, the seas next to York worth {@code sea}. */
    static double[] seasNextToYork(double sea) {
        double[] v = new double[B.size()];
        Arrays.fill(v, 1);
        for (var l : B.fleetNeighbours(p("york").main())) if (!l.province().kind().admitsArmies()) v[l.province().index()] = sea;
        return v;
    }

    static String said(GameState s, String power, List<Order> chosen, double[] v) {
        return String.join("; ", ADVICE.orders(s, power, chosen, v).stream().map(Order::text).toList());
    }

    @Test
    void aHoldingArmyConvertsWhenAFleetWouldReachMore() {
        List<Order> hold = List.of(new Order.Hold(YORK.unitAt(p("york"))));
        assertEquals("A york converts to F", said(YORK, "Newcastle", hold, seasNextToYork(10)));
        assertEquals("A york H", said(YORK, "Newcastle", hold, seasNextToYork(1.2)), "too little gain");
    }

    @Test
    void noConversionWhereItCouldBeAttackedNorForAUnitThatMoves() {
        GameState s = at("Su1642M").units("Newcastle: A york; Crown: A eyorkshire").build();
        List<Order> hold = List.of(new Order.Hold(s.unitAt(p("york"))));
        assertEquals("A york H", said(s, "Newcastle", hold, seasNextToYork(10)), "an attack would disrupt it");
        Province to = B.armyNeighbours(p("york")).get(0);
        List<Order> move = List.of(new Order.Move(YORK.unitAt(p("york")), to.main(), false));
        assertEquals(move.get(0).text(), said(YORK, "Newcastle", move, seasNextToYork(10)));
    }

    @Test
    void aConversionUnderWayIsFinished() {
        GameState s = at("A1642M").units("Newcastle: A york")
                .state(W3kState.none().withConverting(List.of(new W3kState.Conversion("york", "F", "Su1642M")))).build();
        assertEquals("A york converts to F", said(s, "Newcastle", List.of(new Order.Hold(s.unitAt(p("york")))), seasNextToYork(1)));
    }

    /**
     * Montrose has two units' supply beyond its army, one empty centre to build in (it builds there) and two centres
     * held by Argyll: the spare unit's supply goes to the Protectorate, short and far away, not to Argyll, short and
     * beside it (first by name of the two, each with one centre).
     */
    @Test
    void spareSupplyGoesToTheWeakestDistantPowerOwingRemovals() {
        GameState s = at("W1643A").noOwners()
                .owner("Montrose", "edinburgh", "kisimul", "inverness")
                .owner("Argyll", "argyll")
                .owner("Protectorate", "hastings")
                .units("Montrose: A strathspey; Argyll: A kisimul, A inverness; Protectorate: A surrey, A sutton")
                .build();
        Order build = W3k.ok(s, "Montrose", "Build an Army at Edinburgh");
        assertEquals(build.text() + "; Send 1 unit's supply to Protectorate", said(s, "Montrose", List.of(build), new double[B.size()]));
        assertEquals(build.text(), said(s, "Montrose", List.of(build, W3k.ok(s, "Montrose", "Build an Army at Edinburgh")),
                new double[B.size()]).split("; ")[0], "nothing is sent while it builds with all its excess");
    }

    /**
     * A unit Newcastle places under the Crown's orders supports the Crown's attack on Argyll's army in York; the
     * Crown finds it in Newcastle's standing orders (what Newcastle's notice told it), and one with nothing to help holds.
     */
    @Test
    void aUnitPlacedUnderItsOrdersSupportsItsAttackOrHolds() {
        List<Province> near = B.armyNeighbours(p("york"));
        String a = near.get(0).id(), b = near.get(1).id();
        GameState s = at("Su1642M").units("Crown: A " + a + "; Argyll: A york; Newcastle: A " + b + ", A cornwall").build();
        Order grant = W3k.ok(s, "Newcastle", "Army " + b + " is under the orders of the Crown");
        Order far = W3k.ok(s, "Newcastle", "Army cornwall is under the orders of the Crown");
        List<org.chancery.engine.Unit> lent = R.lent(s, "Crown", power -> power.equals("Newcastle") ? List.of(grant, far) : List.of());
        assertEquals(List.of(s.unitAt(p(b)), s.unitAt(p("cornwall"))), lent);
        assertEquals(List.of(), R.lent(s, "Argyll", power -> power.equals("Newcastle") ? List.of(grant) : List.of()), "placed under the Crown's orders only");
        List<Order> own = List.of(W3k.ok(s, "Crown", "A " + a + " - york"));
        List<Order> given = ADVICE.lent(s, "Crown", lent, own);
        assertEquals(List.of("A " + b + " S A " + a + "-york", "A cornwall H"), given.stream().map(Order::text).toList());
        for (Order o : given) assertEquals(W3kOrders.FOREIGN, ((Order.Special) o).kind(), "kept as an order for another's unit");
        assertEquals(List.of(), BotAdvice.STANDARD.lent(s, "Crown", lent, own), "the standard judgement orders none");
    }
}
