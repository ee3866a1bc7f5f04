package org.chancery.engine;

import static org.chancery.engine.LegalOrdersTest.LEGAL;
import static org.chancery.engine.OrderParserTest.BOARD;
import static org.chancery.engine.OrderParserTest.CLASSIC;
import static org.chancery.engine.OrderParserTest.error;
import static org.chancery.engine.OrderParserTest.ok;
import static org.chancery.engine.OrderParserTest.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A convoy order by a fleet that no convoy route needs is illegal (DATC 3.0, 4.E.1 and 6.G.19): the player
 * is told why, the legal-order list never offers it, and the adjudicator ignores it, so it shows no intent.
 */
class UnneededConvoyTest {
    private final MovementAdjudicator adjudicator = new MovementAdjudicator(BOARD);

    private static GameState position(String... units) {
        GameState.Builder b = GameState.builder(BOARD, CLASSIC.start().phase());
        for (String u : units) {
            String[] p = u.split(" ");
            b.unit(unit(p[0], p[1].equals("A") ? UnitKind.ARMY : UnitKind.FLEET, p[2]));
        }
        return b.build();
    }

    private static List<String> legal(GameState s, String at) {
        List<String> out = new ArrayList<>();
        for (Order o : LEGAL.forUnit(s, s.unitAt(BOARD.find(at).orElseThrow()))) out.add(o.text());
        return out;
    }

    private static List<String> moves(MovementResult r) {
        List<String> out = new ArrayList<>();
        for (Outcome o : r.outcomes()) if (o.succeeded() && o.order() instanceof Order.Move) out.add(o.order().text());
        return out;
    }

    @Test
    void romeToNaplesGoesOverLandWhenTheIonianFleetIsNotNeeded() {
        GameState s = position("Italy A rom", "Italy F ion", "France F tys");
        assertEquals("Fleet Ionian Sea cannot convoy Army Rome to Naples: the convoy does not need it, since Fleet"
                + " Tyrrhenian Sea already links Rome to Naples", error(s, "Italy", "F ion C A rom-nap"));
        assertFalse(legal(s, "ion").contains("F ion C A rom-nap"));
        assertTrue(legal(s, "tys").contains("F tys C A rom-nap"), "the Tyrrhenian fleet is on the route");
        Unit ion = s.unitAt(BOARD.find("ion").orElseThrow());
        Unit rom = s.unitAt(BOARD.find("rom").orElseThrow());
        List<Order> orders = List.of(ok(s, "Italy", "A rom-nap"), ok(s, "France", "F tys H"),
                new Order.Convoy(ion, rom, BOARD.find("nap").orElseThrow()));
        assertEquals(List.of("A rom-nap"), moves(adjudicator.adjudicate(s, orders)),
                "the illegal convoy gives no intent, so the army moves over land");
    }

    @Test
    void anUnneededOwnConvoyGivesNoIntentToSwap() {
        GameState s = position("France A mar", "France F wes", "Italy F lyo", "Italy A spa");
        assertEquals("Fleet Western Mediterranean cannot convoy Army Marseilles to Spain: the convoy does not need it,"
                + " since Fleet Gulf of Lyon already links Marseilles to Spain",
                error(s, "France", "F wes C A mar-spa"));
        assertFalse(legal(s, "wes").contains("F wes C A mar-spa"));
        assertTrue(legal(s, "wes").contains("F wes C A mar-tun"), "Tunis needs the Western Mediterranean");
        assertTrue(legal(s, "lyo").contains("F lyo C A mar-spa"));
        Unit wes = s.unitAt(BOARD.find("wes").orElseThrow());
        Unit mar = s.unitAt(BOARD.find("mar").orElseThrow());
        List<Order> orders = List.of(ok(s, "France", "A mar-spa"), ok(s, "Italy", "F lyo C A mar-spa"),
                ok(s, "Italy", "A spa-mar"), new Order.Convoy(wes, mar, BOARD.find("spa").orElseThrow()));
        assertEquals(List.of(), moves(adjudicator.adjudicate(s, orders)), "a head-to-head battle: nothing moves");
    }

    @Test
    void aFleetOffTheChainIsToldSo() {
        GameState s = position("England F ska", "England F nwy", "Russia A swe", "Russia F bot");
        assertEquals("Fleet Gulf of Bothnia cannot convoy Army Sweden to Norway: it is not on a chain of fleets from"
                + " Sweden to Norway", error(s, "Russia", "F bot C A swe-nwy"));
        GameState t = position("England F nth", "England A lvp");
        assertEquals("Fleet North Sea cannot convoy Army Liverpool to Belgium: no chain of fleets at sea joins"
                + " Liverpool to Belgium", error(t, "England", "F nth C A lvp-bel"));
    }

    @Test
    void aShortcutFromTheStartMakesTheFartherFleetUnneeded() {
        GameState s = position("England A lon", "England F eng", "England F nth");
        assertTrue(error(s, "England", "F eng C A lon-nwy").endsWith("since Fleet North Sea already links London"
                + " to Norway"));
        assertTrue(legal(s, "nth").contains("F nth C A lon-nwy"));
        assertTrue(legal(s, "eng").contains("F eng C A lon-bel"), "each of two routes needs its own fleet (6.F.9)");
        assertTrue(legal(s, "nth").contains("F nth C A lon-bel"));
    }

    @Test
    void everyFleetOfALongChainIsNeeded() {
        GameState s = position("England A wal", "England F eng", "England F nth", "Russia F mao");
        assertTrue(legal(s, "eng").contains("F eng C A wal-nwy"));
        assertTrue(legal(s, "nth").contains("F nth C A wal-nwy"));
        assertFalse(legal(s, "mao").contains("F mao C A wal-nwy"), "the Mid-Atlantic is off the route");
    }

    @Test
    void aFleetCannotSupportAMoveOnlyItCouldConvoy() {
        GameState s = position("Austria A rum", "Turkey F bla");
        assertEquals("Fleet Black Sea cannot support Army Rumania to Armenia: only a convoy through Black Sea could"
                + " take it there, and a fleet cannot convoy and support at once",
                error(s, "Turkey", "F bla S A rum-arm"));
        assertFalse(legal(s, "bla").contains("F bla S A rum-arm"));
        assertTrue(legal(s, "bla").contains("F bla C A rum-arm"));
    }

    @Test
    void supportsOfAFleetIntoTwoCoastsNameTheCoast() {
        GameState s = position("France F por", "France F mao", "France F gas");
        List<String> por = legal(s, "por");
        assertTrue(por.contains("F por S F mao-spa/nc") && por.contains("F por S F mao-spa/sc"));
        assertFalse(por.contains("F por S F mao-spa"), "a support without a coast is not offered (DATC 6.B.7)");
        assertTrue(por.contains("F por S F gas-spa/nc"));
        assertFalse(por.contains("F por S F gas-spa/sc"), "Gascony reaches only the north coast");
        assertEquals("F por S F mao-spa/nc", ok(s, "France", "F por S F mao-spa/nc").text());
    }
}
