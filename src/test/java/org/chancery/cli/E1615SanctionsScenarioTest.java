package org.chancery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.Test;

/** Europe 1615 scenarios carrying the sanctions: the lists, the sanctions in effect with their choices, and the year's selection. */
class E1615SanctionsScenarioTest {
    private final ObjectMapper json = new ObjectMapper();
    private final ScenarioRunner runner = new ScenarioRunner(VariantLoader.load("classic"));

    private JsonNode run(String scenario) throws Exception { return runner.run(json.readTree(scenario)); }

    @Test
    void sanctionsInEffectShapeTheMovementPhase() throws Exception {
        JsonNode out = run("""
                {"variant": "europe-1615", "phase": "S1616M",
                 "units": {"France": ["A swi", "A rhi"], "Hesse": ["A hes"]},
                 "sanctions": {"effects": [
                   {"sanction": "Embargo on Spain", "year": 1616, "holders": ["England"], "choices": {"England": ["CAT"]}},
                   {"sanction": "Forced march", "year": 1616, "holders": ["France"], "pending": ["France"]},
                   {"sanction": "Stronghold I", "year": 1616, "holders": ["England"], "choices": {"England": ["lon"]}}]},
                 "orders": {"France": ["A swi - wur || wur S rhi - hes", "A rhi - hes"]},
                 "allocations": {"Spain": ["3: CAT"], "England": ["2: SAX"]}}""");
        assertEquals("'3: CAT': Spain may not deploy INFs to Catalonia (Embargo on Spain)", out.get("rejected").get(0).get("allocation").asText(),
                out.get("rejected").toString());
        assertFalse(out.get("influence").has("CAT"));
        assertEquals("succeeds", out.get("resolutions").get("rhi").asText(), out.get("resolutions").toString());
        JsonNode after = out.get("sanctions");
        assertEquals(3, after.get("effects").size());
        assertEquals("swi", after.get("effects").get(1).get("choices").get("France").get(0).asText(), "the march is used");
        assertTrue(out.get("extras").has("sanctions"));
    }

    @Test
    void aLateWinterScenarioSelectsTheYearsSanctions() throws Exception {
        JsonNode out = run("""
                {"variant": "europe-1615", "phase": "LW1615A",
                 "sanctions": {"hands": {"France": ["Saxon intervention"], "Austria": ["Polish intervention"],
                                         "Spain": ["Polish intervention", "Levy an army"], "England": ["Satellite state"],
                                         "Denmark": ["Embargo on France"]},
                               "satellites": {"England": "IRE"}},
                 "allocations": {"France": ["Saxon interv."], "Austria": ["Polish interv."], "Spain": ["Polish interv."],
                                 "England": ["Satellite state"], "Denmark": ["Embargo France"]}}""");
        assertEquals(0, out.get("rejected").size(), out.get("rejected").toString());
        assertEquals("S1616M", out.get("phase_after").asText());
        JsonNode effects = out.get("sanctions").get("effects");
        assertEquals("Saxon intervention", effects.get(0).get("sanction").asText());
        assertEquals("Polish intervention", effects.get(1).get("sanction").asText());
        assertEquals("[\"Levy an army\"]", out.get("sanctions").get("hands").get("Spain").toString());
        assertTrue(out.get("notes").toString().contains("In effect from 1616: Saxon intervention (France); Polish intervention (Spain, Austria)."),
                out.get("notes").toString());
    }
}
