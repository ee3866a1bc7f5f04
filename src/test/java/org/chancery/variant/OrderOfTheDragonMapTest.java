package org.chancery.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chancery.cli.CheckMapCommand;
import org.chancery.engine.Board;
import org.chancery.engine.GameState;
import org.chancery.engine.Location;
import org.chancery.engine.Order;
import org.chancery.engine.OrderParser;
import org.chancery.engine.ParseResult;
import org.chancery.engine.PhaseRunner;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The Order of the Dragon map against its rulebook (§5, §6): counts, special adjacencies, orders, a turn. */
class OrderOfTheDragonMapTest {
    static final Variant V = VariantLoader.load("order-of-the-dragon");
    static final Board B = V.board();
    static final Map<String, JsonNode> RULES = V.definition().rules();

    static Province p(String id) { return B.find(id).orElseThrow(); }
    static Location l(String id) { return B.location(id); }
    static boolean army(String a, String b) { return B.armyAdjacent(p(a), p(b)); }
    static boolean fleet(String a, String b) { return B.fleetAdjacent(l(a), l(b)); }
    static boolean fleetAny(String a, String b) { return B.fleetAdjacent(p(a), p(b)); }

    static Set<String> fleetNeighbours(String at) {
        Set<String> out = new HashSet<>();
        for (Location n : B.fleetNeighbours(l(at))) out.add(n.id());
        return out;
    }

    /** Fewest fleet moves between two locations (any coast of the target counts). */
    static int fleetDistance(String from, String to) {
        Map<Location, Integer> d = new HashMap<>();
        ArrayDeque<Location> q = new ArrayDeque<>();
        d.put(l(from), 0);
        q.add(l(from));
        while (!q.isEmpty()) {
            Location a = q.poll();
            if (a.province() == p(to)) return d.get(a);
            for (Location n : B.fleetNeighbours(a)) {
                if (!d.containsKey(n)) {
                    d.put(n, d.get(a) + 1);
                    q.add(n);
                }
            }
        }
        return -1;
    }

    // ---- loading and counts ----

    @Test
    void checkMapPasses() {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        int code = CheckMapCommand.run(new String[] {"order-of-the-dragon"}, new PrintStream(buf, true, StandardCharsets.UTF_8));
        assertEquals(0, code, buf.toString(StandardCharsets.UTF_8));
    }

    @Test
    void everySpaceOfTheTableIsThere() {
        List<Province> named = B.provinces().stream().filter(x -> x.kind() != ProvinceKind.IMPASSABLE).toList();
        assertEquals(111, named.size());
        assertEquals(22, named.stream().filter(x -> x.kind() == ProvinceKind.SEA).count());
        for (String id : List.of("crete", "sardinia", "corsica", "lapland")) {
            assertEquals(ProvinceKind.IMPASSABLE, p(id).kind(), id);
        }
        for (Province x : named) assertEquals(3, x.id().length(), "ids are the rulebook abbreviations: " + x.id());
    }

    @Test
    void fortyEightCentresSplitTwentySixTwentyTwo() {
        Set<String> centres = new HashSet<>();
        Set<String> homes = new HashSet<>();
        for (Province x : B.provinces()) {
            if (x.isSupplyCenter()) centres.add(x.id());
            if (x.home() != null) homes.add(x.id());
        }
        Set<String> thralls = new HashSet<>();
        RULES.get("thralls").forEach(t -> thralls.add(t.get("centre").asText()));
        Set<String> minors = new HashSet<>();
        RULES.get("minors").forEach(m -> minors.add(m.get("centre").asText()));
        assertEquals(48, centres.size());
        assertEquals(20, homes.size());
        assertEquals(6, thralls.size());
        assertEquals(22, minors.size());
        Set<String> all = new HashSet<>(homes);
        all.addAll(thralls);
        all.addAll(minors);
        assertEquals(centres, all, "homes, thralls and minors are disjoint and make up every centre");
        assertEquals(48, RULES.get("centreUnits").size());
        assertEquals(18, V.rules().victoryCentres());
    }

    @Test
    void tenPowersEachWithTwoHomeUnitsAndACapital() {
        assertEquals(10, V.powers().size());
        Set<String> colours = new HashSet<>();
        V.powers().forEach(pw -> colours.add(pw.colour().toLowerCase()));
        assertEquals(10, colours.size(), "distinct colours");
        Map<String, String> expected = Map.of("Burgundy", "dij", "Castile", "brg", "England", "lon",
                "Golden Horde", "sar", "Hungary", "ofe", "Kalmar Union", "ros", "Lithuania", "vil",
                "Mamluks", "cai", "Naples", "nap", "Ottomans", "ama");
        JsonNode capitals = RULES.get("capitals");
        for (Power pw : V.powers()) {
            List<Unit> units = V.start().unitsOf(pw.name());
            assertEquals(2, units.size(), pw.name());
            for (Unit u : units) assertEquals(pw.name(), u.province().home(), u.toString());
            assertEquals(expected.get(pw.name()), capitals.get(pw.name()).asText());
            assertEquals(pw.name(), p(capitals.get(pw.name()).asText()).home());
            assertEquals(2, V.start().centresOf(pw.name()).size());
        }
        assertEquals("F tol/wc", V.start().unitAt(p("tol")).shortName());
        assertEquals(UnitKind.FLEET, V.start().unitAt(p("sto")).kind());
    }

    @Test
    void heirsAndThrallsGiveEveryPowerTwoDiplomacyPoints() {
        Map<String, Integer> dp = new HashMap<>();
        Map<String, String> thrallOf = new HashMap<>();
        RULES.get("thralls").forEach(t -> thrallOf.put(t.get("centre").asText(), t.get("controller").asText()));
        int married = 0;
        for (JsonNode h : RULES.get("heirs")) {
            String power = h.get("power").asText();
            String at = h.get("at").asText();
            if (h.get("married").asBoolean()) {
                married++;
                assertEquals(power, thrallOf.get(at), "a married heir sits in its own thrall");
            } else {
                assertEquals(RULES.get("capitals").get(power).asText(), at, "unmarried heirs start in the capital");
                dp.merge(power, 1, Integer::sum);
            }
        }
        assertEquals(6, married);
        thrallOf.values().forEach(c -> dp.merge(c, 1, Integer::sum));
        V.powers().forEach(pw -> dp.merge(pw.name(), 1, Integer::sum)); // each owns its capital
        for (Power pw : V.powers()) assertEquals(2, dp.get(pw.name()), pw.name() + " (§9.2)");
    }

    @Test
    void minorAndThrallUnitsStandWhereTheRulebookPutsThem() {
        Map<String, String> units = new HashMap<>();
        for (String key : List.of("minors", "thralls")) {
            for (JsonNode m : RULES.get(key)) {
                String at = m.get("at").asText();
                units.put(at, m.get("unit").asText());
                Location loc = l(at);
                assertTrue(loc.province().isSupplyCenter(), at);
                if (m.get("unit").asText().equals("F")) assertFalse(B.fleetNeighbours(loc).isEmpty(), at);
            }
        }
        assertEquals("F", units.get("lub/ec"));
        assertEquals("F", units.get("ker"));
        assertEquals("A", units.get("edi"));
        assertEquals(28, units.size());
    }

    // ---- special adjacencies (§5.2-§5.4) ----

    @Test
    void norwayTouchesNeitherFinlandNorNovgorod() {
        for (String other : List.of("fin", "nov")) {
            assertFalse(army("nwy", other), other);
            assertFalse(fleetAny("nwy", other), other);
        }
    }

    @Test
    void arrowsJoinTunisToCairoAndStockholmToFinland() {
        assertTrue(army("tun", "cai"));
        assertTrue(fleet("tun", "cai"));
        assertTrue(army("sto", "fin"));
        assertTrue(fleet("sto", "fin"));
    }

    @Test
    void viennasCoastReachesOnlyVenice() {
        assertEquals(Set.of("ven"), fleetNeighbours("vie"));
        assertTrue(fleet("ven", "kni"));
        assertTrue(army("vie", "kni"));
        assertFalse(fleet("vie", "adr"));
    }

    @Test
    void turinsCoastReachesOnlyAixAndGenoa() {
        assertEquals(Set.of("aix", "gen"), fleetNeighbours("tur"));
        assertTrue(fleet("aix", "gen"));
    }

    @Test
    void theBosporusTakesThreeMovesFromBlackSeaToAegean() {
        assertEquals(3, fleetDistance("bla", "aeg"));
        assertEquals(3, fleetDistance("aeg", "bla"));
        assertFalse(fleetAny("con", "aeg"));
        assertFalse(fleetAny("brs", "bla"));
        assertFalse(fleetAny("edr", "bla"));
        assertTrue(fleet("con", "edr") && fleet("con", "brs") && fleet("con", "bla"));
    }

    @Test
    void edinburghAndThePaleAreTheCanalBetweenIrishSeaAndNorthAtlantic() {
        assertFalse(fleetAny("iri", "nao"));
        assertTrue(fleet("edi", "thp"));
        assertTrue(fleet("edi", "iri") && fleet("edi", "nao"));
        assertTrue(fleet("thp", "iri") && fleet("thp", "nao"));
        assertEquals(2, fleetDistance("iri", "nao"));
    }

    @Test
    void theStraitOfMessinaBelongsToSicily() {
        assertFalse(fleetAny("ion", "tys"));
        assertTrue(fleet("sic", "ion") && fleet("sic", "tys") && fleet("sic", "nap"));
        assertTrue(fleet("nap", "ion") && fleet("nap", "tys"));
        assertTrue(army("nap", "sic"));
    }

    @Test
    void saraisWestCoastSeesOnlyKerch() {
        assertEquals(Set.of("ker"), fleetNeighbours("sar/wc"));
        assertTrue(fleet("cir/wc", "ker"));
        assertFalse(fleet("cir/wc", "sar/wc"));
        assertTrue(fleet("cir/ec", "sar/ec"));
        assertTrue(fleet("cir/ec", "cas") && fleet("sar/ec", "cas"));
    }

    @Test
    void burgosAndBordeauxShareACoastAndNavarreHasNone() {
        assertTrue(fleet("brg", "bor"));
        assertEquals(ProvinceKind.LAND, p("nav").kind());
    }

    @Test
    void roskildeAndStockholmAreCanalsLikeDenmarkAndSweden() {
        assertTrue(fleet("ros", "ska") && fleet("ros", "bal") && fleet("ros", "wad"));
        assertTrue(fleet("sto", "ska") && fleet("sto", "bal"));
        assertFalse(fleetAny("ska", "bal"));
    }

    @ParameterizedTest
    @CsvSource({"ros, lub", "nap, rom", "gra, tol", "wes, tol", "edi, yor"})
    void theRulebooksAmbiguousMovesReachBothCoasts(String from, String to) {
        assertEquals(2, B.reachableCoasts(l(from), p(to)).size(), from + " -> " + to);
    }

    @Test
    void everyArmyAdjacencyBetweenTwoCoastsOnOneSeaIsAlsoAFleetAdjacency() {
        List<String> missing = new ArrayList<>();
        for (Province a : B.provinces()) {
            for (Province b : B.armyNeighbours(a)) {
                if (a.index() >= b.index() || a.hasSplitCoasts() || b.hasSplitCoasts()) continue;
                boolean shareSea = false;
                for (Location s : B.fleetNeighbours(a.main())) {
                    if (s.province().kind() == ProvinceKind.SEA && B.fleetAdjacent(s, b.main())) shareSea = true;
                }
                if (shareSea && !B.fleetAdjacent(a.main(), b.main())) missing.add(a.id() + "-" + b.id());
            }
        }
        assertEquals(List.of(), missing);
    }

    // ---- orders and a turn ----

    static final OrderParser PARSER = new OrderParser(B, V.rules());

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "A Dijon - Champagne | A dij - cha",
        "F Toledo (west coast) - Gulf of Cádiz | F tol/wc - goc",
        "F Toledo west coast - Gulf of Cadiz | F tol/wc - goc",
        "F Stockholm - Finland | F sto - fin",
        "A Ofen - Havasok | A ofe - hav",
        "F London - The Wash | F lon - was",
        "A Amasya - Sivas | A ama - siv",
        "F Napoli - Tyrrhenian Sea | F nap - tys",
        "F Napoli - Tyrrhennian Sea | F nap - tys",
        "A Cairo - Tunis | A cai - tun",
        "A Sarai - Volga-Don | A sar - vol",
        "A Kiev - Moldavia | A kie - mol",
        "A Roskilde - Lübeck | A ros - lub",
        "A Roskilde - Lubeck | A ros - lub",
    })
    void ordersReadTheSameByNameAndAbbreviation(String longForm, String shortForm) {
        ParseResult a = PARSER.parse(V.start(), null, longForm);
        ParseResult b = PARSER.parse(V.start(), null, shortForm);
        assertInstanceOf(ParseResult.Ok.class, a, a.toString());
        assertInstanceOf(ParseResult.Ok.class, b, b.toString());
        assertEquals(((ParseResult.Ok) a).order(), ((ParseResult.Ok) b).order());
    }

    @Test
    void aFleetCannotEnterVeniceWatersFromTheAdriaticThroughVienna() {
        ParseResult r = PARSER.parse(V.start(), null, "F Napoli - Vienna");
        assertInstanceOf(ParseResult.Error.class, r);
    }

    /** The start with the minors' and thralls' units added, each under its centre's name. */
    static GameState startWithNeutrals() {
        GameState.Builder b = V.start().toBuilder();
        for (String key : List.of("minors", "thralls")) {
            for (JsonNode m : RULES.get(key)) {
                UnitKind kind = m.get("unit").asText().equals("F") ? UnitKind.FLEET : UnitKind.ARMY;
                b.unit(new Unit(m.get("name").asText(), kind, l(m.get("at").asText())));
                b.owner(p(m.get("centre").asText()), m.get("name").asText());
            }
        }
        return b.build();
    }

    @Test
    void anOpeningPlaysThroughTheEngine() {
        GameState s = startWithNeutrals();
        List<Order> orders = new ArrayList<>();
        for (String text : List.of("A dij - cha", "A ghe - par", "F tol/wc - goc", "F lon - eng", "A ofe - hav",
                "F sto - fin", "A vil - smo", "A kie - smo", "F nap - ion", "A ama - siv")) {
            ParseResult r = PARSER.parse(s, null, text);
            assertInstanceOf(ParseResult.Ok.class, r, text + ": " + r);
            orders.add(((ParseResult.Ok) r).order());
        }
        PhaseRunner runner = new PhaseRunner(B, V.rules());
        PhaseRunner.Step step = runner.run(s, orders);
        GameState next = step.next();
        assertEquals("Autumn", next.phase().season(), "five-year cycles with an Autumn");
        assertEquals("Burgundy", next.unitAt(p("cha")).power());
        assertEquals("Paris", next.unitAt(p("par")).power(), "the minor's army holds Paris against one army");
        assertEquals("Burgundy", next.unitAt(p("ghe")).power(), "the bounced army stays in Ghent");
        assertEquals("F goc", next.unitAt(p("goc")).shortName());
        assertEquals("F fin", next.unitAt(p("fin")).shortName(), "the Stockholm-Finland arrow works for fleets");
        assertNotNull(next.unitAt(p("vil")));
        assertNotNull(next.unitAt(p("kie")));
        assertEquals(null, next.unitAt(p("smo")), "Lithuania's two armies bounce in Smolensk");
        assertEquals("A hav", next.unitAt(p("hav")).shortName());
        assertEquals("Sivas", next.unitAt(p("siv")).power(), "Sivas holds");
    }
}
