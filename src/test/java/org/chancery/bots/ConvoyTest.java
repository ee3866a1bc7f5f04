package org.chancery.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.game.Rulebook;
import org.chancery.variant.Positions;
import org.chancery.variant.Ruleset;
import org.junit.jupiter.api.Test;

/** The shared brain convoys an army across the sea by its own fleets, with orders the rules accept. */
class ConvoyTest {
    private static final Ruleset CLASSIC = Rulebook.named("classic").rules();

    /** England alone on the board, an army in Yorkshire and a fleet in the North Sea, Norway free for the taking. */
    static GameState england() {
        GameState s = CLASSIC.start().toBuilder().clearUnits().build();
        s = Positions.put(CLASSIC, s, "England A yor");
        return Positions.put(CLASSIC, s, "England F nth");
    }

    @Test
    void anArmyCrossesTheNorthSeaByItsOwnFleet() {
        for (long seed = 1; seed <= 5; seed++) {
            List<Order> orders = new Brain(CLASSIC, Kind.BOT, new Random(seed)).orders(england(), "England");
            Order army = orders.stream().filter(o -> o.province().id().equals("yor")).findFirst().orElseThrow();
            Order fleet = orders.stream().filter(o -> o.province().id().equals("nth")).findFirst().orElseThrow();
            assertTrue(army instanceof Order.Move m && m.viaConvoy(), "seed " + seed + ": " + orders);
            Order.Move m = (Order.Move) army;
            assertEquals("F nth C A yor-" + m.to().province().id(), fleet.text(), "seed " + seed);
            for (Order o : orders) assertTrue(CLASSIC.parse(england(), "England", o.text()) instanceof ParseResult.Ok, o.text());
        }
    }

    @Test
    void noConvoyWhenTheFleetIsAnotherPowers() {
        GameState s = Positions.put(CLASSIC, england(), "Germany F nth");
        List<Order> orders = new Brain(CLASSIC, Kind.BOT, new Random(1)).orders(s, "England");
        assertTrue(orders.stream().noneMatch(o -> o instanceof Order.Move m && m.viaConvoy()), orders.toString());
    }
}
