package org.chancery.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.awt.geom.Path2D;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.chancery.engine.Board;
import org.chancery.engine.GameState;
import org.chancery.engine.Location;
import org.chancery.engine.Order;
import org.chancery.engine.OrderParser;
import org.chancery.engine.Outcome;
import org.chancery.engine.ParseResult;
import org.chancery.engine.PhaseResult;
import org.chancery.engine.PhaseRunner;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The reconstructed Westeros map of Diplomacy of Ice and Fire III against its rulebook. */
class IceAndFireMapTest {
    static final Variant V = VariantLoader.load("ice-and-fire");
    static final Board B = V.board();
    static final OrderParser PARSER = new OrderParser(B, V.rules());
    static final PhaseRunner RUNNER = new PhaseRunner(B, V.rules());
    static final List<String> HOUSES = List.of("Stark", "Lannister", "Baratheon", "Tyrell", "Martell", "Greyjoy",
            "Targaryen");
    static final List<String> ISLANDS = List.of("bea", "drs", "gwy", "pyk", "har", "shi", "tyr");

    static Province p(String id) { return B.find(id).orElseThrow(() -> new AssertionError("no province " + id)); }

    static boolean army(String a, String b) { return B.armyAdjacent(p(a), p(b)); }

    static boolean fleet(String a, String b) { return B.fleetAdjacent(B.location(a), B.location(b)); }

    // ---- counts and the start ----

    @Test
    void countsMatchTheRulebook() {
        assertEquals(35, B.provinces().stream().filter(Province::isSupplyCenter).count());
        assertEquals(HOUSES, V.powers().stream().map(Power::name).toList());
        assertEquals(7, V.powers().stream().map(Power::colour).distinct().count());
        assertEquals(18, V.rules().victoryCentres());
        assertEquals(298, V.start().phase().year());
        assertEquals("Spring", V.start().phase().season());
        assertEquals(PhaseType.MOVEMENT, V.start().phase().type());
    }

    @Test
    void startMatchesTheRulebookUnitByUnit() {
        Map<String, String> expected = new TreeMap<>(Map.ofEntries(
                Map.entry("wfl", "Stark A"), Map.entry("whi", "Stark F"),
                Map.entry("cas", "Lannister A"), Map.entry("cro", "Lannister A"), Map.entry("lan", "Lannister F"),
                Map.entry("sen", "Baratheon A"), Map.entry("kwd", "Baratheon A"), Map.entry("grr", "Baratheon F"),
                Map.entry("hig", "Tyrell A"), Map.entry("old", "Tyrell A"), Map.entry("sfl", "Tyrell F"),
                Map.entry("yrw", "Martell A"), Map.entry("ggr", "Martell A"), Map.entry("sun", "Martell F"),
                Map.entry("har", "Greyjoy A"), Map.entry("gwy", "Greyjoy F"), Map.entry("pyk", "Greyjoy F"),
                Map.entry("pen", "Targaryen A"), Map.entry("drs", "Targaryen F")));
        Map<String, String> actual = new TreeMap<>();
        for (Unit u : V.start().units()) {
            actual.put(u.province().id(), u.power() + " " + (u.kind() == UnitKind.ARMY ? "A" : "F"));
        }
        assertEquals(expected, actual);
    }

    @Test
    void homeCentresAndOwnership() {
        Map<String, Integer> centres = V.start().centreCounts();
        Map<String, Integer> expected = Map.of("Stark", 2, "Lannister", 3, "Baratheon", 3, "Tyrell", 3,
                "Martell", 3, "Greyjoy", 2, "Targaryen", 2);
        for (String h : HOUSES) assertEquals(expected.get(h), centres.get(h), h);
        assertEquals(3, V.start().unitsOf("Greyjoy").size(), "Greyjoy start with more units than centres");
        assertEquals("Lannister", V.start().ownerOf(p("kla")));
        assertEquals("Baratheon", V.start().ownerOf(p("rke")));
        assertFalse(p("har").isSupplyCenter(), "Harlaw is a build site, not a centre");
        assertNull(V.start().ownerOf(p("btw")), "Beyond the Wall starts neutral");
        assertTrue(p("btw").isSupplyCenter());
    }

    @Test
    void rulesDataNamesRealPlaces() {
        JsonNode capitals = V.definition().rules().get("capitals");
        assertEquals(7, capitals.size());
        for (String h : HOUSES) {
            Province cap = p(capitals.get(h).asText());
            assertEquals(h, cap.home(), h + "'s capital is one of its home centres");
        }
        assertEquals("drs", capitals.get("Targaryen").asText());
        assertEquals("sen", capitals.get("Baratheon").asText());
        assertEquals("sun", capitals.get("Martell").asText());
        JsonNode heirs = V.definition().rules().get("heirs");
        for (String h : HOUSES) assertEquals(h.equals("Targaryen") ? 2 : 1, heirs.get(h).get("count").asInt(), h);
        assertEquals("anywhere", V.definition().rules().get("builds").asText());
        JsonNode site = V.definition().rules().get("extraBuildSites").get(0);
        assertEquals("har", site.get("province").asText());
        assertEquals("Greyjoy", site.get("power").asText());
        assertEquals("btw", V.definition().rules().get("wildlings").get("province").asText());
        assertEquals(5, V.definition().rules().get("draw").get("minYearsElapsed").asInt());
    }

    // ---- coasts and rivers ----

    @Test
    void onlyThreeSplitCoasts() {
        Set<String> split = new TreeSet<>();
        for (Province q : B.provinces()) {
            if (q.hasSplitCoasts()) {
                split.add(q.id());
                assertEquals(List.of("wc", "ec"), q.coasts().stream().map(Location::coast).toList(), q.id());
            }
        }
        assertEquals(Set.of("btw", "bgf", "hrh"), split);
    }

    @Test
    void theTridentIsNotNavigable() {
        assertEquals(ProvinceKind.LAND, p("rrn").kind());
        assertEquals(ProvinceKind.LAND, p("krd").kind());
        for (Location l : B.locations()) {
            assertFalse(B.fleetAdjacent(l.province(), p("rrn")) || B.fleetAdjacent(l.province(), p("krd")), l.id());
        }
        Set<String> riverlands = new TreeSet<>();
        for (Location l : B.fleetNeighbours(p("rvl").main())) riverlands.add(l.province().id());
        assertEquals(Set.of("imb", "crg"), riverlands, "the Riverlands have only their west coast");
        assertFalse(army("rvl", "hrh"));
        assertFalse(army("rrn", "krd"));
        assertTrue(army("rvl", "rrn") && army("rvl", "krd") && army("krd", "hrh") && army("rrn", "hrh"));
    }

    @Test
    void theBlackwaterIsNavigableUpToGodsEye() {
        for (String id : List.of("kla", "rke", "cro", "sse", "rea", "stm", "kwd")) {
            assertEquals(ProvinceKind.COASTAL, p(id).kind(), id);
        }
        for (String id : List.of("kwd", "stm", "rea", "sse")) assertTrue(army("kla", id), "kla-" + id);
        assertTrue(army("cro", "sse"));
        assertTrue(fleet("bwb", "kla") && fleet("kla", "sse") && fleet("sse", "gey"));
        assertTrue(fleet("bwb", "cro") && fleet("cro", "gey"));
        assertTrue(fleet("gey", "hrh/wc") && fleet("boc", "hrh/ec"));
        assertFalse(fleet("gey", "hrh/ec") || fleet("boc", "hrh/wc"));
    }

    @Test
    void theManderIsNavigableUpToHighgarden() {
        assertEquals(ProvinceKind.COASTAL, p("hig").kind());
        Set<String> ids = new TreeSet<>();
        for (Location l : B.fleetNeighbours(p("hig").main())) ids.add(l.province().id());
        assertEquals(Set.of("srd", "hhl"), ids);
        assertTrue(army("srd", "hhl") && fleet("srd", "hhl"));
    }

    // ---- islands, King's Landing, unnamed places ----

    @Test
    void islands() {
        for (String id : ISLANDS) {
            assertTrue(B.isConvoySpace(p(id)), id + " convoys");
            assertEquals(ProvinceKind.COASTAL, p(id).kind());
        }
        assertFalse(B.isConvoySpace(p("kla")));
        assertTrue(army("gwy", "har") && army("gwy", "pyk") && army("har", "pyk"));
        assertTrue(army("srd", "shi") && army("hhl", "shi") && army("dis", "tyr"));
        assertTrue(army("dwm", "bea"));
        for (Province q : B.armyNeighbours(p("drs"))) throw new AssertionError("Dragonstone has army neighbour " + q);
    }

    @Test
    void kingsLandingAndTheRedKeepShareEveryBorder() {
        Province kl = p("kla"), rk = p("rke");
        assertTrue(B.armyAdjacent(kl, rk) && fleet("kla", "rke"));
        for (Province q : B.provinces()) {
            if (q == kl || q == rk) continue;
            assertEquals(B.armyAdjacent(kl, q), B.armyAdjacent(rk, q), "army " + q.id());
            assertEquals(B.fleetAdjacent(kl, q), B.fleetAdjacent(rk, q), "fleet " + q.id());
        }
    }

    @Test
    void unnamedPlacesAreNotSpaces() {
        for (String name : List.of("Tarth", "Skagos", "Orkmont", "The Arbor", "Lys", "Volantis")) {
            assertTrue(B.find(name).isEmpty(), name);
        }
    }

    // ---- orders ----

    static Order ok(GameState s, String power, String text) {
        ParseResult r = PARSER.parse(s, power, text);
        if (r instanceof ParseResult.Error e) throw new AssertionError(text + ": " + e.message());
        return ((ParseResult.Ok) r).order();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Stark | Army Winterfell moves to Barrowton | A wfl-bar",
        "Stark | A wfl - bar | A wfl-bar",
        "Stark | F White Harbor - The Bite | F whi-bit",
        "Stark | F whi-bit | F whi-bit",
        "Lannister | A Crownlands - Stony Sept | A cro-sse",
        "Lannister | A cro-sse | A cro-sse",
        "Baratheon | A Kingswood - King's Landing | A kwd-kla",
        "Baratheon | A kwd - kl | A kwd-kla",
        "Baratheon | A Kingswood - Red Keep | A kwd-rke",
        "Greyjoy | A Harlaw - Great Wyk | A har-gwy",
        "Greyjoy | F Great Wyk - Northern Sunset Sea | F gwy-nss",
        "Greyjoy | F Pyke - Ironman's Bay | F pyk-imb",
        "Tyrell | A Highgarden - Searoad | A hig-srd",
        "Targaryen | F Dragonstone - Blackwater Bay | F drs-bwb",
        "Martell | F Sunspear - The Stepstones | F sun-stp",
    })
    void ordersByNameAndAbbreviation(String power, String text, String expected) {
        assertEquals(expected, ok(V.start(), power, text).text());
    }

    /** With a unit in every space, "&lt;name&gt; holds" must name that space for every name and alias. */
    @Test
    void everyNameAndAliasReadsAsItsOwnSpace() {
        GameState.Builder b = GameState.builder(B, V.start().phase());
        for (Province q : B.provinces()) {
            Location at = q.hasSplitCoasts() ? q.coasts().get(0) : q.main();
            b.unit(new Unit("Stark", q.kind() == ProvinceKind.SEA ? UnitKind.FLEET : UnitKind.ARMY, at));
        }
        GameState s = b.build();
        List<String> wrong = new ArrayList<>();
        for (VariantDefinition.ProvinceDef d : V.definition().provinces()) {
            List<String> names = new ArrayList<>(d.aliases());
            names.add(d.name());
            names.add(d.id());
            for (String name : names) {
                ParseResult r = PARSER.parse(s, "Stark", name + " holds");
                if (!(r instanceof ParseResult.Ok o) || !((Order.Hold) o.order()).unit().province().id().equals(d.id())) {
                    wrong.add(name + " -> " + r);
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void splitCoastOrders() {
        GameState s = V.start().toBuilder()
                .unit(new Unit("Stark", UnitKind.FLEET, B.location("bgf/ec")))
                .unit(new Unit("Lannister", UnitKind.FLEET, B.location("gey")))
                .build();
        assertEquals("F bgf/ec-kar", ok(s, "Stark", "F Brandon's Gift (east coast) - Karhold").text());
        assertEquals("F gey-hrh/wc", ok(s, "Lannister", "F God's Eye - Harrenhal").text());
        assertInstanceOf(ParseResult.Error.class, PARSER.parse(s, "Stark", "F bgf - boi"));
    }

    // ---- a scripted year ----

    static PhaseRunner.Step play(GameState s, String... lines) {
        List<Order> orders = new ArrayList<>();
        for (String line : lines) {
            int colon = line.indexOf(':');
            orders.add(ok(s, line.substring(0, colon).strip(), line.substring(colon + 1).strip()));
        }
        PhaseRunner.Step step = RUNNER.run(s, orders);
        for (Outcome o : step.result().outcomes()) {
            if (orders.contains(o.order())) assertTrue(o.succeeded(), o.describe());
        }
        return step;
    }

    static String at(GameState s, String id) {
        Unit u = s.unitAt(p(id));
        return u == null ? null : u.power() + " " + (u.kind() == UnitKind.ARMY ? "A" : "F");
    }

    @Test
    void aYearAcrossRiversAndIslands() {
        GameState s = play(V.start(),
                "Baratheon: A kwd - kla",
                "Lannister: A cro - sse",
                "Greyjoy: F gwy - nss", "Greyjoy: A har - gwy",
                "Tyrell: A hig - srd", "Tyrell: A old - hhl", "Tyrell: F sfl - old",
                "Targaryen: F drs - bwb").next();
        assertEquals("Fall", s.phase().season());
        assertEquals("Baratheon A", at(s, "kla"));
        assertEquals("Lannister A", at(s, "sse"));
        assertEquals("Greyjoy A", at(s, "gwy"));
        s = play(s,
                "Tyrell: A hhl - shi",
                "Targaryen: F bwb - cro",
                "Lannister: A sse - gtt").next();
        assertEquals("Tyrell A", at(s, "shi"));
        assertEquals("Targaryen F", at(s, "cro"));
        assertEquals(PhaseType.ADJUSTMENT, s.phase().type());
        assertEquals("Tyrell", s.ownerOf(p("shi")));
        assertEquals("Baratheon", s.ownerOf(p("kla")), "King's Landing changes hands");
        GameState w = s;
        PhaseResult r = RUNNER.adjudicate(w, List.of(
                ok(w, "Tyrell", "Build F Highgarden"),
                ok(w, "Greyjoy", "Remove F nss"),
                ok(w, "Baratheon", "Build A Red Keep")));
        assertEquals("Tyrell F", at(r.after(), "hig"), "a fleet can be built up the Mander");
        assertNull(r.after().unitAt(p("nss")));
        assertEquals("Baratheon A", at(r.after(), "rke"));
        assertEquals(V.rules().calendar().next(w.phase()), RUNNER.advance(r.after()).phase());
    }

    @Test
    void islandFleetsConvoy() {
        GameState s = V.start();
        PhaseRunner.Step step = play(s,
                "Greyjoy: A har - pyk via convoy", "Greyjoy: F pyk - sns", "Greyjoy: F gwy C A har - pyk");
        assertEquals("Greyjoy A", at(step.next(), "pyk"));
        Outcome convoy = step.result().outcomes().stream()
                .filter(o -> o.order() instanceof Order.Convoy).findFirst().orElseThrow();
        assertTrue(convoy.succeeded(), convoy.describe());
    }

    // ---- geometry ----

    @Test
    void geometryAnchorsLieInTheirMedium() throws IOException {
        ObjectMapper json = new ObjectMapper();
        JsonNode geo = json.readTree(Path.of("maps/ice-and-fire/geometry.json").toFile());
        JsonNode land = json.readTree(Path.of("maps/ice-and-fire", geo.get("land").asText()).toFile());
        assertEquals("xy", geo.get("coordinates").asText());
        Path2D.Double shape = new Path2D.Double(Path2D.WIND_EVEN_ODD);
        for (JsonNode poly : land.get("polygons")) {
            ring(shape, poly.get("outer"));
            for (JsonNode hole : poly.get("holes")) ring(shape, hole);
        }
        JsonNode provinces = geo.get("provinces");
        Set<String> seen = new HashSet<>();
        List<String> wrong = new ArrayList<>();
        for (Province q : B.provinces()) {
            JsonNode g = provinces.get(q.id());
            assertNotNull(g, "no geometry for " + q.id());
            seen.add(q.id());
            boolean sea = q.kind() == ProvinceKind.SEA;
            check(shape, g.get("anchor"), sea, q.id() + " anchor", wrong);
            if (g.has("label")) check(shape, g.get("label"), sea, q.id() + " label", wrong);
            if (g.has("seeds")) for (JsonNode s : g.get("seeds")) check(shape, s, sea, q.id() + " seed", wrong);
            Set<String> coasts = new TreeSet<>();
            q.coasts().forEach(c -> coasts.add(c.coast()));
            Set<String> drawn = new TreeSet<>();
            if (g.has("coasts")) g.get("coasts").fieldNames().forEachRemaining(drawn::add);
            assertEquals(coasts, drawn, q.id() + " coast points");
            if (g.has("coasts")) for (JsonNode c : g.get("coasts")) check(shape, c, false, q.id() + " coast", wrong);
        }
        assertEquals(List.of(), wrong);
        Set<String> extra = new TreeSet<>();
        provinces.fieldNames().forEachRemaining(extra::add);
        extra.removeAll(seen);
        assertEquals(Set.of(), extra, "geometry for provinces the map does not have");
    }

    private static void ring(Path2D.Double shape, JsonNode pts) {
        shape.moveTo(pts.get(0).get(0).asDouble(), pts.get(0).get(1).asDouble());
        for (int i = 1; i < pts.size(); i++) shape.lineTo(pts.get(i).get(0).asDouble(), pts.get(i).get(1).asDouble());
        shape.closePath();
    }

    private static void check(Path2D.Double land, JsonNode pt, boolean sea, String what, List<String> wrong) {
        boolean onLand = land.contains(pt.get(0).asDouble(), pt.get(1).asDouble());
        if (onLand == sea) wrong.add(what + " " + pt + (sea ? " is on land" : " is at sea"));
    }
}
