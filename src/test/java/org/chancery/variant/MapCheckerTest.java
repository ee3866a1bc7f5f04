package org.chancery.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The classic map passes every check; each broken copy of it trips exactly the check it breaks. */
class MapCheckerTest {
    private static final String FILE = "broken.json";
    private static final ObjectMapper JSON = new ObjectMapper();

    private ObjectNode map;

    @BeforeEach
    void readClassic() throws IOException {
        map = (ObjectNode) JSON.readTree(Path.of("maps/classic/variant.json").toFile());
    }

    // ---- helpers ----

    /** Every problem the loader reports for the (mutated) map, or none. */
    private List<MapProblem> problems() {
        VariantDefinition def = JSON.convertValue(map, VariantDefinition.class);
        try {
            VariantLoader.build(FILE, def);
            return List.of();
        } catch (MapException e) {
            return e.problems();
        }
    }

    private void assertProblems(MapProblem... expected) {
        assertEquals(List.of(expected), problems());
    }

    private static MapProblem problem(String province, String text) {
        return new MapProblem(FILE, province, text);
    }

    private ObjectNode province(String id) {
        for (JsonNode p : map.withArray("provinces")) {
            if (p.get("id").asText().equals(id)) return (ObjectNode) p;
        }
        throw new IllegalArgumentException(id);
    }

    private ObjectNode addProvince(String id, String name, String kind) {
        ObjectNode p = map.withArray("provinces").addObject();
        p.put("id", id).put("name", name).put("kind", kind);
        return p;
    }

    private void addEdge(String list, String a, String b) {
        map.withArray(list).addArray().add(a).add(b);
    }

    /** Replaces the edge a-b (either way round) with newA-newB. */
    private void replaceEdge(String list, String a, String b, String newA, String newB) {
        ArrayNode edges = map.withArray(list);
        for (int i = 0; i < edges.size(); i++) {
            String x = edges.get(i).get(0).asText(), y = edges.get(i).get(1).asText();
            if ((x.equals(a) && y.equals(b)) || (x.equals(b) && y.equals(a))) {
                edges.set(i, JSON.createArrayNode().add(newA).add(newB));
                return;
            }
        }
        throw new IllegalArgumentException(a + "-" + b);
    }

    private ObjectNode startingUnit(String at) {
        for (JsonNode u : map.withArray("startingUnits")) {
            if (u.get("at").asText().equals(at)) return (ObjectNode) u;
        }
        throw new IllegalArgumentException(at);
    }

    // ---- the classic map ----

    @Test
    void classicHasNoProblems() {
        VariantDefinition def = JSON.convertValue(map, VariantDefinition.class);
        assertEquals(List.of(), MapChecker.checkDefinition(FILE, def));
        Variant v = VariantLoader.build(FILE, def);
        assertEquals(List.of(), MapChecker.checkBoard(FILE, v));
        assertEquals(76, v.board().size());
        assertEquals(7, v.powers().size());
        assertEquals(22, v.start().units().size());
    }

    @Test
    void classicLoadsFromFile() {
        Variant v = VariantLoader.loadFile(Path.of("maps/classic/variant.json"));
        assertEquals("classic", v.id());
    }

    // ---- edges ----

    @Test
    void edgeToUnknownProvince() {
        addEdge("armyEdges", "par", "xyz");
        assertProblems(problem("xyz", "army edge [par, xyz] names an unknown province"));
    }

    @Test
    void edgeListedBothWays() {
        addEdge("armyEdges", "par", "bur");
        assertProblems(problem("par", "duplicate army edge [par, bur]"));
    }

    @Test
    void edgeToItself() {
        addEdge("fleetEdges", "nth", "nth");
        assertProblems(problem("nth", "fleet edge to itself"));
    }

    @Test
    void edgeWithThreeEnds() {
        map.withArray("armyEdges").addArray().add("par").add("bur").add("pic");
        assertProblems(problem(null, "army edge [par, bur, pic] must name exactly two places"));
    }

    @Test
    void fleetEdgeToSplitCoastWithoutCoast() {
        replaceEdge("fleetEdges", "spa/sc", "wes", "spa", "wes");
        assertProblems(problem("spa", "fleet edge [spa, wes]: the province has coasts [nc, sc], name one"));
    }

    @Test
    void fleetEdgeToUnknownCoast() {
        replaceEdge("fleetEdges", "spa/sc", "wes", "spa/ec", "wes");
        assertProblems(problem("spa", "fleet edge [spa/ec, wes]: no coast 'ec'"));
    }

    @Test
    void coastOnArmyEdge() {
        replaceEdge("armyEdges", "por", "spa", "spa/nc", "por");
        assertProblems(problem("spa", "army edge [spa/nc, por]: army edges take no coast"));
    }

    @Test
    void armyEdgeToSea() {
        addEdge("armyEdges", "bre", "mao");
        assertProblems(problem("mao", "army edge [bre, mao]: armies cannot enter a sea province"));
    }

    @Test
    void fleetEdgeToLand() {
        addEdge("fleetEdges", "eng", "par");
        assertProblems(problem("par", "fleet edge [eng, par]: fleets cannot enter a land province"));
    }

    // ---- provinces ----

    @Test
    void coastsOnProvinceThatIsNotCoastal() {
        province("mun").putArray("coasts").add("nc").add("sc");
        assertProblems(problem("mun", "has coasts [nc, sc] but is not coastal"));
    }

    @Test
    void singleSplitCoast() {
        province("spa").putArray("coasts").add("nc");
        replaceEdge("fleetEdges", "spa/sc", "wes", "spa/nc", "wes");
        assertEquals(problem("spa", "a split coast needs at least two coasts"), problems().get(0));
    }

    @Test
    void unknownProvinceKind() {
        province("swi").put("kind", "mountain");
        assertProblems(problem("swi", "unknown kind 'mountain'; use land, sea, coastal, island or impassable"));
    }

    @Test
    void duplicateProvinceId() {
        addProvince("par", "Paris Again", "land");
        assertProblems(problem("par", "duplicate province id"));
    }

    @Test
    void nameUsedByTwoProvinces() {
        province("pic").putArray("aliases").add("Paris");
        assertProblems(problem("pic", "name 'Paris' is also used by par"));
    }

    @Test
    void aliasUsedByTwoProvinces() {
        province("por").withArray("aliases").add("spn");
        assertProblems(problem("spa", "name 'spn' is also used by por"));
    }

    @Test
    void namesCompareIgnoringCaseAndPunctuation() {
        province("bur").putArray("aliases").add("St. Pete");
        assertProblems(problem("stp", "name 'stpete' is also used by bur"));
    }

    @Test
    void unreachableProvinces() {
        addProvince("xan", "Xanadu", "land");
        addProvince("yon", "Yonder", "land");
        addEdge("armyEdges", "xan", "yon");
        assertProblems(problem("xan", "cannot be reached from adr"), problem("yon", "cannot be reached from adr"));
    }

    @Test
    void provinceWithNoNeighbours() {
        addProvince("iso", "Isolation", "land");
        assertProblems(problem("iso", "has no neighbours"), problem("iso", "cannot be reached from adr"));
    }

    @Test
    void coastalProvinceNoFleetCanReach() {
        addProvince("dry", "Dry Dock", "coastal");
        addEdge("armyEdges", "dry", "mun");
        assertProblems(problem("dry", "coastal but no fleet can reach it"));
    }

    @Test
    void splitCoastNoFleetCanReach() {
        ArrayNode edges = map.withArray("fleetEdges");
        for (int i = edges.size() - 1; i >= 0; i--) {
            if (edges.get(i).toString().contains("spa/nc")) edges.remove(i);
        }
        assertProblems(problem("spa/nc", "coastal but no fleet can reach it"));
    }

    // ---- starting units ----

    @Test
    void startingFleetOnLand() {
        startingUnit("mun").put("unit", "F");
        assertProblems(problem("mun", "starting fleet on a land province"));
    }

    @Test
    void startingArmyOnSea() {
        map.withArray("startingUnits").addObject().put("power", "England").put("unit", "A").put("at", "nth");
        assertProblems(problem("nth", "starting army on a sea province"));
    }

    @Test
    void startingFleetWithoutItsCoast() {
        startingUnit("stp/sc").put("at", "stp");
        assertProblems(problem("stp", "starting fleet must name one of the coasts [nc, sc]"));
    }

    @Test
    void startingArmyWithCoast() {
        startingUnit("mar").put("at", "mar/sc");
        assertProblems(problem("mar", "starting army given a coast"));
    }

    @Test
    void startingUnitOnUnknownProvince() {
        startingUnit("mun").put("at", "xyz");
        assertProblems(problem("xyz", "starting unit on an unknown province"));
    }

    @Test
    void twoStartingUnitsInOneProvince() {
        startingUnit("vie").put("at", "bud");
        assertProblems(problem("bud", "two starting units in one province"));
    }

    @Test
    void startingUnitOfUnknownPower() {
        startingUnit("mun").put("power", "Prussia");
        assertProblems(problem("mun", "starting unit of unknown power Prussia"));
    }

    @Test
    void startingUnitOfUnknownKind() {
        startingUnit("mun").put("unit", "Z");
        assertProblems(problem("mun", "unknown unit kind 'Z'"));
    }

    // ---- centres and powers ----

    @Test
    void supplyCentreCountMismatch() {
        map.put("supplyCentres", 35);
        assertProblems(problem(null, "declares 35 supply centres but has 34"));
    }

    @Test
    void homeCentreCountMismatch() {
        map.put("homeCentres", 21);
        assertProblems(problem(null, "declares 21 home centres but has 22"));
    }

    @Test
    void homeThatIsNotASupplyCentre() {
        province("pic").put("home", "France");
        map.put("homeCentres", 23);
        assertProblems(problem("pic", "home of France but not a supply centre"));
    }

    @Test
    void homeOfUnknownPower() {
        province("mun").put("home", "Prussia");
        assertProblems(problem("mun", "home of unknown power Prussia"));
    }

    @Test
    void convoySpaceThatIsNoProvince() {
        map.putArray("convoySpaces").add("atl");
        assertProblems(problem("atl", "convoy space is not a province"));
    }

    @Test
    void noProvinces() {
        map.putArray("provinces");
        assertProblems(problem(null, "no provinces"));
    }

    @Test
    void unknownFieldIsReportedWithLine() {
        MapException e = assertThrows(MapException.class,
                () -> VariantLoader.read(FILE, "{\"id\": \"x\",\n \"colour\": 1}".getBytes()));
        MapProblem p = e.problems().get(0);
        assertEquals(FILE, p.file());
        assertTrue(p.problem().contains("colour") && p.problem().endsWith("(line 2)"), p.problem());
    }

    // ---- settings ----

    @Test
    void aPowerListedTwice() {
        map.withArray("powers").addObject().put("name", "france").put("adjective", "French").put("colour", "#000000");
        assertProblems(problem(null, "power france is listed twice"));
    }

    @Test
    void aVictoryCountBeyondTheCentres() {
        map.put("victoryCentres", 35);
        assertProblems(problem(null, "victoryCentres is 35; it must be between 1 and the 34 supply centres"));
    }

    @Test
    void anUnknownCalendar() {
        map.put("calendar", "lunar");
        assertProblems(problem(null, "unknown calendar 'lunar'; use one of [classic, seasons]"));
    }

    @Test
    void aSeasonsCalendarWithTwoPhasesOfOneCode() {
        map.put("calendar", "seasons");
        var phases = map.putObject("rules").putArray("phases");
        phases.addObject().put("season", "Spring").put("type", "movement");
        phases.addObject().put("season", "Summer").put("type", "movement");
        assertProblems(problem(null, "rules.phases: two phases share the code SM"));
    }

    @Test
    void aMisspeltBuildRule() {
        map.putObject("rules").put("builds", "anywere");
        assertProblems(problem(null, "unknown rules.builds 'anywere'; use one of [home, anywhere]"));
    }

    @Test
    void unitKindsMayBeSpelledOut() {
        ObjectNode unit = (ObjectNode) map.withArray("startingUnits").get(0);
        unit.put("unit", unit.get("unit").asText().equals("A") ? "army" : "fleet");
        assertProblems();
    }

    @Test
    void anEdgeWithANullEnd() {
        map.withArray("armyEdges").addArray().add("par").addNull();
        assertProblems(problem(null, "army edge [par, null] must name exactly two places"));
    }

    @Test
    void aVariantIdThatIsAPath() {
        MapException e = assertThrows(MapException.class, () -> VariantLoader.load("../secrets"));
        assertEquals("a variant id is lower-case letters, digits and dashes, such as 'classic'",
                e.problems().get(0).problem());
    }

    @Test
    void anUnknownRuleset() {
        map.putObject("rules").put("ruleset", "chess");
        assertProblems(problem(null, "unknown rules.ruleset 'chess'; use one of " + Rulesets.kinds()));
    }
}
