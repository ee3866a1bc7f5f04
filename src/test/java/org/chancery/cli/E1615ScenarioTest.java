package org.chancery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.Test;

/** Europe 1615 scenarios through the generic runner: INFs, statuses, attrition, captured states and scores. */
class E1615ScenarioTest {
    private final ObjectMapper json = new ObjectMapper();
    private final ScenarioRunner runner = new ScenarioRunner(VariantLoader.load("classic"));

    private JsonNode run(String scenario) throws Exception { return runner.run(json.readTree(scenario)); }

    @Test
    void lorrainesAttacksAnOttomanSuggestionAndAMarkedArmy() throws Exception {
        JsonNode out = run("""
                {"variant": "europe-1615", "phase": "Su1616M",
                 "influence": {"LOR": {"England": 5, "France": 10, "Spain": 10}},
                 "attrition": ["par"],
                 "orders": {"France": ["A par - cha"]},
                 "allocations": {"England": ["LOR > France"], "France": ["LOR > Spain", "2: SAX"],
                                 "Spain": ["A lor - cha", "A ser - bos"], "Austria": ["A ser H"]}}""");
        assertEquals(0, out.get("rejected").size(), out.get("rejected").toString());
        assertEquals("F1616M", out.get("phase_after").asText());
        assertEquals("aligned with Spain", out.get("statuses").get("LOR").asText());
        assertEquals("aligned with France", out.get("statuses").get("SAX").asText());
        assertEquals("catholic", out.get("markers").get("SAX").asText());
        assertEquals(5, out.get("influence").get("LOR").get("Spain").asInt());
        assertFalse(out.get("influence").get("LOR").has("France"));
        assertEquals("A lor-cha", out.get("orders_given").get("lor").asText());
        assertEquals("A ser-bos", out.get("orders_given").get("ser").asText(), "Spain's 23 outweigh Austria's 18");
        assertEquals("fails: bounced", out.get("resolutions").get("par").asText(), "a marked army alone cannot stand off");
        assertEquals("par", out.get("attrition").get(0).asText());
        assertFalse(out.toString().contains("A ser H"), "who suggested what never appears");
    }

    @Test
    void capturedStatesAndAScoredRound() throws Exception {
        JsonNode out = run("""
                {"variant": "europe-1615", "phase": "LW1615A",
                 "captured": {"SAX": "Denmark"},
                 "influence": {"BRA": {"Denmark": 3}, "SAX": {"England": 4}},
                 "rounds": [{"year": 1614, "scores": {"Denmark": 1}, "winner": "Denmark"}]}""");
        assertEquals("S1616M", out.get("phase_after").asText());
        assertEquals("SAX", out.get("captured").get(0).asText());
        JsonNode round = out.get("rounds").get(1);
        assertEquals(1615, round.get("year").asInt());
        assertEquals(5 + 14 + 10, round.get("scores").get("Denmark").asInt(), "Saxony 5, Brandenburg 12 + 2, a marker 10");
        assertEquals("Denmark", round.get("winner").asText());
        assertEquals(2, out.get("rounds_won").get("Denmark").asInt());
        assertEquals(18 + 5, out.get("budgets").get("Denmark").asInt(), "next year's INFs count Saxony");
        assertTrue(out.get("notes").toString().contains("Round 1615 scores: Denmark 29"));
    }

    /** The answer describes one position, the one after the phase: a state captured in the Fall is captured in every field. */
    @Test
    void theAnswerDescribesTheStateAfterTheFallsCaptures() throws Exception {
        JsonNode out = run("""
                {"variant": "europe-1615", "phase": "F1615M",
                 "units": {"France": ["A pro"], "England": ["F lon"]},
                 "influence": {"SAV": {"England": 3}},
                 "orders": {"France": ["A pro - sav"]}}""");
        assertTrue(out.get("sc_owners").get("France").toString().contains("\"sav\""), out.toString());
        assertTrue(out.get("captured").toString().contains("SAV"), out.toString());
        assertFalse(out.get("statuses").has("SAV"), "a captured state has no status: " + out.get("statuses"));
        assertFalse(out.get("markers").has("SAV"), "nor a marker: " + out.get("markers"));
    }
}
