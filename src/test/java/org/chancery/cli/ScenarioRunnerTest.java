package org.chancery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.Test;

/** The classic scenario format: orders in the DATC's own words, and refusals keyed by the unit's province. */
class ScenarioRunnerTest {
    private final ScenarioRunner runner = new ScenarioRunner(VariantLoader.load("classic"));
    private final ObjectMapper json = new ObjectMapper();

    private JsonNode run(String line) throws Exception {
        return json.readTree(runner.runLine(line));
    }

    @Test
    void anUnneededConvoyIsRejectedAndTheArmiesStandOff() throws Exception {
        JsonNode out = run("{\"phase\": \"S1901M\", \"units\": {\"France\": [\"A mar\", \"F wes\"], \"Italy\": [\"F gol\", \"A spa\"]},"
                + " \"orders\": {\"France\": [\"A Marseilles - Spain\", \"F Western Mediterranean Convoys A Marseilles - Spain\"],"
                + " \"Italy\": [\"F Gulf of Lyon Convoys A Marseilles - Spain\", \"A Spain - Marseilles\"]}}");
        assertEquals("{\"France\":[\"A mar\",\"F wes\"],\"Italy\":[\"A spa\",\"F gol\"]}", out.get("units").toString());
        assertEquals("rejected: Fleet Western Mediterranean cannot convoy Army Marseilles to Spain: the convoy does not"
                + " need it, since Fleet Gulf of Lyon already links Marseilles to Spain", out.at("/resolutions/wes").asText());
        assertEquals("fails", out.at("/resolutions/mar").asText());
    }

    @Test
    void aRefusalInLongNamesIsKeyedByItsUnit() throws Exception {
        JsonNode out = run("{\"phase\": \"S1901M\", \"units\": {\"England\": [\"F nth\", \"A lvp\"]},"
                + " \"orders\": {\"England\": [\"F North Sea Convoys A Liverpool - Belgium\"]}}");
        assertEquals("rejected: Fleet North Sea cannot convoy Army Liverpool to Belgium: no chain of fleets at sea"
                + " joins Liverpool to Belgium", out.at("/resolutions/nth").asText());
    }

    @Test
    void linesReadAsBytesAreAnsweredAsLinesReadAsText() throws Exception {
        java.util.List<String> lines = new java.util.ArrayList<>(org.chancery.bench.RandomPhases.lines(300, 7, 4));
        lines.addAll(java.util.List.of("", "   ", "{", "[1]", "{\"phase\": \"S1901M\", \"orders\": {\"France\": [\"\\ud800 A par-bur\"]}}",
                "{\"phase\": \"S1901M\", \"orders\": {\"France\": [\"A Paris \u2192 Burgundy\", \"F bre-mid\"]}}",
                "{\"phase\": \"S1901M\", \"units\": {\"France\": [\"A xyz\"]}}", "{\"variant\": \"nope\"}"));
        lines.addAll(PlainScenarioTest.NOT_PLAIN);
        lines.addAll(PlainScenarioTest.PLAIN);
        for (String line : lines) {
            String text = runner.runLine(line);
            String bytes = new String(runner.runLine(line.getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                    java.nio.charset.StandardCharsets.UTF_8);
            assertEquals(new String(text.getBytes(java.nio.charset.StandardCharsets.UTF_8), java.nio.charset.StandardCharsets.UTF_8),
                    bytes, line);
        }
    }
}
