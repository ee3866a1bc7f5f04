package org.chancery.engine;

import static org.chancery.engine.OrderParserTest.BOARD;
import static org.chancery.engine.OrderParserTest.CLASSIC;
import static org.chancery.engine.OrderParserTest.PARSER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class LegalOrdersTest {
    static final LegalOrders LEGAL = new LegalOrders(BOARD, CLASSIC.rules());

    private static Unit at(GameState s, String id) {
        return s.unitAt(BOARD.find(id).orElseThrow());
    }

    private static Set<String> texts(List<Order> orders) {
        Set<String> out = new TreeSet<>();
        for (Order o : orders) out.add(o.text());
        return out;
    }

    private static Set<String> moveTargets(List<Order> orders) {
        Set<String> out = new TreeSet<>();
        for (Order o : orders) {
            if (o instanceof Order.Move m && !m.viaConvoy()) out.add(m.to().id());
        }
        return out;
    }

    @Test
    void parisIn1901() {
        List<Order> orders = LEGAL.forUnit(CLASSIC.start(), at(CLASSIC.start(), "par"));
        assertEquals(Set.of("bre", "bur", "gas", "pic"), moveTargets(orders));
        Set<String> t = texts(orders);
        assertTrue(t.contains("A par H"));
        assertTrue(t.contains("A par S F bre"));
        assertTrue(t.contains("A par S A mar-bur"));
        assertTrue(t.contains("A par S A mun-bur"));
        assertFalse(t.contains("A par S A mar"), "Paris does not border Marseilles");
        assertFalse(t.stream().anyMatch(s -> s.contains("via convoy")), "Paris is inland");
        assertFalse(t.stream().anyMatch(s -> s.contains(" C ")));
    }

    @Test
    void londonIn1901() {
        List<Order> orders = LEGAL.forUnit(CLASSIC.start(), at(CLASSIC.start(), "lon"));
        assertEquals(Set.of("eng", "nth", "wal", "yor"), moveTargets(orders));
        Set<String> t = texts(orders);
        assertTrue(t.contains("F lon S A lvp-wal"));
        assertTrue(t.contains("F lon S A lvp-yor"));
        assertTrue(t.contains("F lon S F edi-nth"));
        assertFalse(t.contains("F lon S A lvp-edi"), "London cannot reach Edinburgh");
        assertFalse(t.stream().anyMatch(s -> s.contains(" C ")), "London is not a sea: no convoys");
    }

    @Test
    void splitCoasts() {
        GameState s = CLASSIC.start();
        assertEquals(Set.of("bot", "fin", "lvn"), moveTargets(LEGAL.forUnit(s, at(s, "stp"))));
        GameState t = s.toBuilder().unit(OrderParserTest.unit("France", UnitKind.FLEET, "por")).build();
        assertEquals(Set.of("mao", "spa/nc", "spa/sc"), moveTargets(LEGAL.forUnit(t, at(t, "por"))));
    }

    @Test
    void armiesOnTheCoastMayGoByConvoy() {
        GameState s = OrderParserTest.movement();
        Set<String> t = texts(LEGAL.forUnit(s, at(s, "yor")));
        assertTrue(t.contains("A yor-nwy via convoy"));
        assertTrue(t.contains("A yor-bel via convoy"));
        assertFalse(t.contains("A yor-tun via convoy"), "no chain of fleets reaches Tunis");
        assertTrue(t.contains("A yor-lon via convoy"));
        assertFalse(t.contains("A yor-mun via convoy"));
        assertFalse(t.contains("A yor-yor via convoy"));
        Set<String> nth = texts(LEGAL.forUnit(s, at(s, "nth")));
        assertTrue(nth.contains("F nth C A yor-nwy"));
        assertTrue(nth.contains("F nth C A yor-lon"), "a convoy to an adjacent province");
        assertFalse(nth.contains("F nth C A lvp-bel"), "Liverpool does not touch the North Sea (DATC 6.G.7)");
        assertFalse(nth.contains("F nth S A yor-nwy"), "only the North Sea itself could convoy it (DATC 6.D.31)");
        assertTrue(nth.contains("F nth S A yor-edi"));
        assertFalse(nth.stream().anyMatch(x -> x.startsWith("F nth C A par")), "Paris is inland");
        assertFalse(nth.stream().anyMatch(x -> x.startsWith("F nth C F")), "fleets are not convoyed");
    }

    @Test
    void aFleetOffersOnlyConvoysItCouldTakePartIn() {
        GameState s = OrderParserTest.movement().toBuilder()
                .unit(OrderParserTest.unit("England", UnitKind.FLEET, "nao"))
                .unit(OrderParserTest.unit("England", UnitKind.FLEET, "nwg")).build();
        Set<String> nao = texts(LEGAL.forUnit(s, at(s, "nao")));
        assertTrue(nao.contains("F nao C A lvp-nwy"), "Liverpool - North Atlantic - Norwegian Sea - Norway");
        assertTrue(nao.contains("F nao C A yor-lvp"), "Yorkshire - North Sea - Norwegian Sea - North Atlantic - Liverpool");
        assertFalse(nao.contains("F nao C A yor-cly"), "the Norwegian Sea already touches Clyde (DATC 6.G.19)");
        assertFalse(nao.contains("F nao C A yor-bel"), "the North Sea alone carries Yorkshire to Belgium; the North Atlantic is on no route");
        assertFalse(nao.stream().anyMatch(x -> x.contains("C A par") || x.contains("C A mun")), "inland armies");
        assertFalse(nao.stream().anyMatch(x -> x.contains("A mar-")), "no chain reaches Marseilles");
        for (String c : nao) if (c.contains(" C ")) assertFalse(c.endsWith("-nao"), c);
    }

    @Test
    void retreats() {
        GameState s = OrderParserTest.retreat();
        Unit kie = s.dislodgedAt(BOARD.find("kie").orElseThrow()).unit();
        assertEquals(Set.of("F kie D", "F kie R bal", "F kie R ber", "F kie R den", "F kie R hel"),
                texts(LEGAL.forUnit(s, kie)));
        Unit pru = s.dislodgedAt(BOARD.find("pru").orElseThrow()).unit();
        assertEquals(Set.of("A pru D", "A pru R ber", "A pru R lvn"), texts(LEGAL.forUnit(s, pru)));
        assertTrue(LEGAL.forUnit(s, at(s, "mun")).isEmpty(), "Munich was not dislodged");
    }

    @Test
    void adjustments() {
        GameState s = OrderParserTest.adjustment();
        assertEquals(Set.of("Build A par", "Waive"), texts(LEGAL.builds(s, "France")));
        assertEquals(Set.of("Build A stp", "Build F stp/nc", "Build F stp/sc", "Waive"), texts(LEGAL.builds(s, "Russia")));
        assertTrue(LEGAL.builds(s, "Germany").isEmpty(), "Germany has as many units as centres");
        assertEquals(List.of(new Order.Remove(at(s, "war"))), LEGAL.forUnit(s, at(s, "war")));
        assertTrue(LEGAL.builds(CLASSIC.start(), "France").isEmpty(), "no builds in spring");
    }

    @Test
    void everyLegalOrderParsesBackToItself() {
        int checked = 0;
        for (GameState s : List.of(CLASSIC.start(), OrderParserTest.movement(), OrderParserTest.retreat(),
                OrderParserTest.adjustment())) {
            List<Unit> units = new ArrayList<>(s.units());
            for (Dislodgement d : s.dislodged()) units.add(d.unit());
            Set<String> powers = new HashSet<>();
            for (Unit u : units) {
                powers.add(u.power());
                for (Order o : LEGAL.forUnit(s, u)) {
                    assertEquals(new ParseResult.Ok(o.text(), o), PARSER.parse(s, u.power(), o.text()), o.text());
                    assertEquals(o, ((ParseResult.Ok) PARSER.parse(s, null, o.text())).order(), o.text());
                    checked++;
                }
            }
            for (String power : powers) {
                for (Order o : LEGAL.builds(s, power)) {
                    assertEquals(new ParseResult.Ok(o.text(), o), PARSER.parse(s, power, o.text()), o.text());
                    checked++;
                }
            }
        }
        assertTrue(checked > 550, "only " + checked + " orders checked");
    }

    @Test
    void everyLegalOrderPassesTheValidator() {
        OrderValidator v = new OrderValidator(BOARD, CLASSIC.rules());
        GameState s = OrderParserTest.movement();
        for (Unit u : s.units()) {
            for (Order o : LEGAL.forUnit(s, u)) assertEquals(null, v.refusal(s, o), o.text());
        }
    }
}
