package org.chancery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.Test;

/** W3K scenarios in {@code adjudicate}: proxies, conversions under way, and transfers with seeded lots. */
class W3kScenarioTest {
    private final ScenarioRunner runner = new ScenarioRunner(VariantLoader.load("classic"));
    private final ObjectMapper json = new ObjectMapper();

    private JsonNode run(String line) throws Exception { return json.readTree(runner.runLine(line)); }

    @Test
    void theStartWithAProxy() throws Exception {
        JsonNode out = run("{\"variant\": \"wars-of-the-three-kingdoms\", \"orders\": {"
                + "\"Newcastle\": [\"Army Richmond is under the orders of the Crown\"],"
                + " \"Crown\": [\"Army Richmond to North Riding of Yorkshire\", \"Army Bolsover Castle to Derbyshire\"]}}");
        assertEquals("Su1642M", out.get("phase_before").asText());
        assertEquals("A1642M", out.get("phase_after").asText());
        assertEquals("Crown: A richmond-nyorkshire", out.get("proxied").get("richmond").asText());
        assertEquals("Crown", out.get("ignored").get(0).get("power").asText());
        assertTrue(out.get("ignored").get(0).get("reason").asText().contains("did not place its army in Bolsover Castle"));
        assertTrue(out.get("units").get("Newcastle").toString().contains("A nyorkshire"), out.toString());
    }

    @Test
    void aConversionUnderWayCompletes() throws Exception {
        JsonNode out = run("{\"variant\": \"wars-of-the-three-kingdoms\", \"phase\": \"A1642M\","
                + " \"units\": {\"Newcastle\": [\"A york\"]}, \"converting\": {\"york\": \"F\"},"
                + " \"orders\": {\"Newcastle\": [\"Army York converts to a fleet\"]}}");
        assertTrue(out.get("units").get("Newcastle").toString().contains("F york"), out.toString());
        assertEquals("{}", out.get("converting").toString());
        JsonNode first = run("{\"variant\": \"wars-of-the-three-kingdoms\", \"phase\": \"Su1642M\","
                + " \"units\": {\"Newcastle\": [\"A york\"]}, \"orders\": {\"Newcastle\": [\"A york converts\"]}}");
        assertEquals("F", first.get("converting").get("york").asText());
    }

    @Test
    void aTransferAndAShortfallDrawnWithTheGivenSeed() throws Exception {
        String line = "{\"variant\": \"wars-of-the-three-kingdoms\", \"phase\": \"W1643A\", \"seed\": 42,"
                + " \"units\": {\"Montrose\": [\"A tweeddale\"], \"Protectorate\": [\"A surrey\", \"A sutton\", \"A aylesford\"]},"
                + " \"sc_owners\": {\"Montrose\": [\"edinburgh\", \"stirling\", \"glasgow\"], \"Protectorate\": [\"hastings\", \"deptford\"]},"
                + " \"orders\": {\"Montrose\": [%s], \"Protectorate\": [\"Build an Army in Hastings & Pevensey\"]}}";
        JsonNode sent = run(line.formatted("\"Send 2 units' supply to the Protectorate\""));
        assertEquals("succeeds", sent.get("resolutions").get("Build A hastings").asText());
        assertEquals(4, sent.get("units").get("Protectorate").size());
        JsonNode withdrawn = run(line.formatted(""));
        assertEquals(2, withdrawn.get("units").get("Protectorate").size());
        assertEquals(42, withdrawn.get("seed").asLong());
        assertTrue(withdrawn.get("notes").get(0).asText().contains("lots drawn with seed 42"), withdrawn.toString());
        assertEquals(withdrawn, run(line.formatted("")), "the same seed, the same lot");
    }

    /** "The unit owner may revise their orders the usual way to withdraw consent": the later order stands, as at the table. */
    @Test
    void aRevisedOrderWithdrawsConsent() throws Exception {
        String line = "{\"variant\": \"wars-of-the-three-kingdoms\", \"orders\": {\"Cumberland\": [%s],"
                + " \"Crown\": [\"Army Denbighshire to Shropshire\"]}}";
        JsonNode given = run(line.formatted("\"Army Denbighshire is under the orders of the Crown\""));
        assertEquals("Crown: A denbighshire-shropshire", given.get("proxied").get("denbighshire").asText(), given.toString());
        JsonNode withdrawn = run(line.formatted("\"Army Denbighshire is under the orders of the Crown\", \"Army Denbighshire holds\""));
        assertEquals("{}", withdrawn.get("proxied").toString(), withdrawn.toString());
        assertEquals("Crown", withdrawn.get("ignored").get(0).get("power").asText());
        assertTrue(withdrawn.get("units").get("Cumberland").toString().contains("A denbighshire"), withdrawn.toString());
    }
}
