package org.chancery.variant.heirs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.variant.Power;
import org.chancery.variant.Variant;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The heirs core on the Order of the Dragon map: state, references, orders, matching, capture. */
class HeirsTest {
    static final Variant V = VariantLoader.load("order-of-the-dragon");
    static final HeirNames NAMES = new HeirNames(V.board(), powerNames());
    static final HeirOrderParser PARSER = new HeirOrderParser(V.board(), NAMES);

    static Map<String, String> powerNames() {
        Map<String, String> out = new TreeMap<>();
        for (Power p : V.powers()) {
            out.put(p.name(), p.name());
            out.put(p.adjective(), p.name());
        }
        out.put("KU", "Kalmar Union");
        out.put("Kalmar", "Kalmar Union");
        return out;
    }

    static Heirs start() {
        return new Heirs(List.of(
                new Heir("Kalmar Union", "Kalmar Union", "ros", null),
                new Heir("Ottomans", "Ottomans", "ama", null),
                new Heir("Castile", "Castile", "zar", "Zaragoza"),
                new Heir("Naples", "Naples", "rom", "Rome")), Map.of());
    }

    @ParameterizedTest
    @ValueSource(strings = {"Heir Roskilde", "Heir Kalmar Union", "H Kalmar", "H Ros", "heir ros", "Kalmar heir",
            "the heir of Kalmar Union", "H KU", "Kalmar's heir"})
    void anHeirIsNamedByItsPowerOrItsPlace(String text) {
        var found = assertInstanceOf(HeirNames.Found.Ok.class, NAMES.find(start(), text));
        assertEquals("Kalmar Union", found.heir().id());
    }

    @Test
    void unknownAndMissingHeirsAreExplained() {
        var e = assertInstanceOf(HeirNames.Found.Error.class, NAMES.find(start(), "Heir Burgundy"));
        assertEquals("Burgundy has no living heir", e.message());
        e = assertInstanceOf(HeirNames.Found.Error.class, NAMES.find(start(), "Heir Paris"));
        assertEquals("there is no heir in Paris", e.message());
        e = assertInstanceOf(HeirNames.Found.Error.class, NAMES.find(start(), "Heir Atlantis"));
        assertTrue(e.message().startsWith("no power or place called 'Atlantis'"), e.message());
    }

    @Test
    void theStateRoundTripsThroughExtras() {
        Heirs h = start().withBuilt("Ottomans", 1410);
        GameState s = h.write(V.start().toBuilder()).build();
        Heirs back = Heirs.read(s);
        assertEquals(h.all(), back.all());
        assertEquals(List.of(1410), back.built("Ottomans"));
        assertTrue(s.extras().get(Heirs.KEY).contains("\"spouse\":\"Zaragoza\""));
        assertEquals(List.of(), Heirs.read(V.start()).all(), "no extras, no heirs");
    }

    @Test
    void marriedAndUnmarriedHeirs() {
        Heirs h = start();
        assertFalse(h.byId("Ottomans").orElseThrow().married());
        assertTrue(h.byId("Castile").orElseThrow().married());
        assertEquals(1, h.unmarried("Ottomans").size());
        assertEquals(0, h.unmarried("Castile").size());
        Heir wed = h.byId("Ottomans").orElseThrow().marriedTo("Tunis", "tun");
        h = h.with(wed);
        assertEquals("tun", h.byId("Ottomans").orElseThrow().at());
        assertEquals(4, h.all().size(), "with() replaces an heir of the same id");
        assertEquals("Ottomans 2", h.nextId("Ottomans"));
    }

    @Test
    void heirsAtCapturedCentresAreFound() {
        Heirs h = start();
        List<Heir> gone = h.atAny(List.of("zar", "par"));
        assertEquals(List.of("Castile"), gone.stream().map(Heir::id).toList());
        assertFalse(h.without(gone).hasLiving("Castile"));
        assertTrue(h.without(gone).hasLiving("Naples"));
    }

    private static Order.Special order(String power, String text) {
        var r = PARSER.parse(start(), power, text);
        return assertInstanceOf(HeirOrderParser.Parsed.Ok.class, r, text + " -> " + r).order().toOrder();
    }

    @Test
    void marryOrdersAreRead() {
        Order.Special o = order("Ottomans", "Heir Amasya Marry Tunis");
        assertEquals(HeirOrder.MARRY, o.kind());
        assertEquals(List.of("Ottomans", "centre:tun", ""), o.args());
        o = order("Kalmar Union", "H ros marries heir ama at Sivas");
        assertEquals(List.of("Kalmar Union", "heir:Ottomans", "siv"), o.args());
        assertEquals("Heir Kalmar Union marry Heir Ottomans at Sivas", o.text());
        o = order(null, "Heir Kalmar weds Heir Ottomans, to live at Sivas");
        assertEquals(List.of("Kalmar Union", "heir:Ottomans", "siv"), o.args());
        assertEquals(HeirOrder.HOLD, order("Ottomans", "Heir Amasya Hold").kind());
        Order.Special b = order("Ottomans", "Build Heir");
        assertEquals(HeirOrder.BUILD, b.kind());
        assertEquals("lon", order("England", "Build Heir London").at().id());
    }

    @Test
    void badHeirOrdersSayWhy() {
        var e = assertInstanceOf(HeirOrderParser.Parsed.Error.class, PARSER.parse(start(), "Naples", "Heir Amasya Marry Tunis"));
        assertEquals("that heir belongs to Ottomans, not Naples", e.message());
        e = assertInstanceOf(HeirOrderParser.Parsed.Error.class, PARSER.parse(start(), "Ottomans", "Heir Amasya Marry Narnia"));
        assertTrue(e.message().startsWith("no place called 'Narnia'"));
        assertInstanceOf(HeirOrderParser.Parsed.NotHeirOrder.class, PARSER.parse(start(), "Ottomans", "A ama - siv"));
        assertInstanceOf(HeirOrderParser.Parsed.NotHeirOrder.class, PARSER.parse(start(), "Ottomans", "A ama H"));
    }

    @Test
    void onlyMutualOrdersNamingOnePlaceMatch() {
        List<Order> orders = new ArrayList<>();
        orders.add(order("Kalmar Union", "Heir Kalmar Union marry Heir Ottomans at Sivas"));
        orders.add(order("Ottomans", "Heir Ottomans marry Heir Kalmar Union at Sivas"));
        var pairs = Marriages.matching(orders);
        assertEquals(1, pairs.size());
        assertEquals("siv", pairs.get(0).place());
        orders.set(1, order("Ottomans", "Heir Ottomans marry Heir Kalmar Union at Tunis"));
        assertTrue(Marriages.matching(orders).isEmpty(), "the places differ");
        orders.set(1, order("Ottomans", "Heir Ottomans marry Tunis"));
        assertTrue(Marriages.matching(orders).isEmpty(), "one proposal only");
    }
}
