package org.chancery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.Test;

/** One adjudicate stream may mix classic, Order of the Dragon and Ice and Fire scenarios. */
class ScenarioRunnerVariantTest {
    private final ScenarioRunner runner = new ScenarioRunner(VariantLoader.load("classic"));
    private final ObjectMapper json = new ObjectMapper();

    @Test
    void theVariantKeyPicksTheRules() throws Exception {
        var dragon = json.readTree(runner.runLine("{\"variant\": \"order-of-the-dragon\","
                + " \"allocations\": {\"Hungary\": [\"1 A bra-pru\"]}}"));
        assertEquals("S1405M", dragon.get("phase_before").asText());
        assertEquals("A bra-pru", dragon.get("orders_given").get("bra").asText());
        var classic = json.readTree(runner.runLine("{\"phase\": \"S1901M\", \"orders\": {\"France\": [\"A par-bur\"]}}"));
        assertEquals("F1901M", classic.get("phase_after").asText());
        var unknown = json.readTree(runner.runLine("{\"variant\": \"chess\"}"));
        assertTrue(unknown.get("error").asText().contains("no such variant 'chess'"), unknown.toString());
    }

    @Test
    void aScenarioDrawnByRenderIsReadByItsVariantsRules() throws Exception {
        for (String id : java.util.List.of("diplomacy-of-the-empire", "europe-1615", "order-of-the-dragon")) {
            var a = runner.adjudicate(json.readTree("{\"variant\": \"" + id + "\"}"));
            var start = org.chancery.variant.Rulesets.of(id).start();
            assertEquals(start.extras(), a.before().extras(), id + ": the variant's own state, not a classic reading");
            assertEquals(start.phase(), a.before().phase());
        }
    }

    @Test
    void aClassicScenarioWithoutUnitsOrPhaseIsTheStart() throws Exception {
        var out = json.readTree(runner.runLine("{\"orders\": {\"France\": [\"A par-bur\"]}}"));
        assertEquals("S1901M", out.get("phase_before").asText());
        assertTrue(out.get("units").get("France").toString().contains("A bur"), out.toString());
        int units = 0;
        for (var power : out.get("units")) units += power.size();
        assertEquals(22, units, "every starting unit is there");
        var empty = json.readTree(runner.runLine("{\"phase\": \"S1901M\", \"units\": {}}"));
        assertEquals("{}", empty.get("units").toString(), "an empty units field still means no units");
    }

    @Test
    void iceAndFireHeirOrdersGoWithTheUnitOrders() throws Exception {
        var out = json.readTree(runner.runLine("{\"variant\": \"ice-and-fire\", \"orders\": {"
                + "\"Stark\": [\"Heir Stark weds Heir Targaryen 1 at Dragonstone\", \"A wfl-dwm\"],"
                + " \"Targaryen\": [\"Heir Targaryen 1 weds Heir Stark at Dragonstone\"]}}"));
        assertEquals("F298M", out.get("phase_after").asText());
        assertEquals("succeeds", out.get("resolutions").get("Heir Stark marry Heir Targaryen 1 at Dragonstone").asText());
        assertEquals("drs", out.get("extras").get("heirs").get("heirs").get(0).get("at").asText());
        assertEquals("Heir Stark and Heir Targaryen 1 marry, to live at Dragonstone.", out.get("notes").get(0).asText());
        assertTrue(out.get("units").get("Stark").toString().contains("A dwm"));
        assertEquals("[\"A btw\"]", out.get("units").get("Wildlings").toString());
    }

    /** A House listed as removed is removed in full: its units are stationary without being listed again. */
    @Test
    void aRemovedHouseInAnIceAndFireScenarioIsStationary() throws Exception {
        var out = json.readTree(runner.runLine("{\"variant\": \"ice-and-fire\", \"phase\": \"F298M\","
                + " \"units\": {\"Stark\": [\"A rvl\"], \"Lannister\": [\"A crg\", \"A rrn\"]},"
                + " \"extras\": {\"iceandfire\": {\"removed\": [\"Stark\"]}},"
                + " \"orders\": {\"Lannister\": [\"A crg - rvl\", \"A rrn S A crg - rvl\"], \"Stark\": [\"A rvl - mca\"]}}"));
        assertTrue(out.get("notes").toString().contains("Stark's army in The Riverlands is dislodged and destroyed (House removed)"),
                out.toString());
        assertTrue(out.get("rejected").toString().contains("House Stark has been removed from the game"), out.toString());
        assertEquals(null, out.get("units").get("Stark"), "destroyed, not retreating: " + out.get("units"));
        assertTrue(!out.get("phase_after").asText().endsWith("R"), out.get("phase_after").asText());
    }
}
