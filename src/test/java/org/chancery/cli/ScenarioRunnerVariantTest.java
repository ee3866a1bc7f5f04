package org.chancery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.Test;

/** One adjudicate stream may mix classic and Order of the Dragon scenarios. */
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
        assertTrue(unknown.get("error").asText().contains("use classic or order-of-the-dragon"));
    }
}
