package org.chancery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.Test;

/** Diplomacy of the Empire scenarios in adjudicate: treasuries, cities, roads, the price level and second moves. */
class DoteScenarioTest {
    private final ScenarioRunner runner = new ScenarioRunner(VariantLoader.load("classic"));
    private final ObjectMapper json = new ObjectMapper();

    private JsonNode run(String scenario) throws Exception {
        JsonNode out = json.readTree(runner.runLine(scenario));
        assertTrue(!out.has("error"), out.toString());
        return out;
    }

    @Test
    void theRoadBetweenHispaniaAndMacedoniaWithATreasuryAndAPayment() throws Exception {
        JsonNode out = run("{\"variant\": \"diplomacy-of-the-empire\", \"units\": {\"Hispania\": [\"Inf his\"], \"Macedonia\": [\"Inf mac\"]},"
                + " \"cities\": {\"his\": \"fortified\", \"nar\": \"city\", \"ita\": \"city\", \"dal\": \"city\", \"mac\": \"fortified\"},"
                + " \"sc_owners\": {\"Hispania\": [\"his\", \"nar\", \"ita\"], \"Macedonia\": [\"mac\", \"dal\"]}, \"roads\": [[\"ita\", \"dal\"]],"
                + " \"treasury\": {\"Hispania\": 40}, \"orders\": {\"Hispania\": [\"HISPANIA move to Nar, Ita, Dal, MACIDONIA\","
                + " \"PAY 15 Macedonia\"], \"Macedonia\": [\"MACIDONIA move to Dal, Ita, Nar, HISPANIA\"]}}");
        assertEquals("S43BCM", out.get("phase_before").asText());
        assertEquals("fails: bounced entering Italia; stopped in Narbonensis", out.get("resolutions").get("his").asText());
        assertEquals("[\"Inf nar\"]", out.get("units").get("Hispania").toString());
        assertEquals(25, out.get("treasury").get("Hispania").asInt());
        assertEquals(15, out.get("treasury").get("Macedonia").asInt());
        assertTrue(out.get("roads").toString().contains("[\"his\",\"nar\"]"), "roads join one owner's cities: " + out.get("roads"));
    }

    @Test
    void secondMovesAndTheRetreatThatBouncesWithOne() throws Exception {
        JsonNode out = run("{\"variant\": \"diplomacy-of-the-empire\", \"phase\": \"S43BCR\","
                + " \"units\": {\"Numidia\": [\"Cav cea\"]}, \"dislodged\": {}, \"second_moves\": {\"Numidia\": [\"Cav cea-tin\"]},"
                + " \"orders\": {}}");
        assertEquals("succeeds", out.get("resolutions").get("cea").asText());
        assertEquals("[\"Cav tin\"]", out.get("units").get("Numidia").toString());
        assertEquals("{}", out.get("second_moves").toString());
    }

    @Test
    void theBuildPhaseWithThePriceLevel() throws Exception {
        JsonNode out = run("{\"variant\": \"diplomacy-of-the-empire\", \"phase\": \"W43BCA\", \"units\": {},"
                + " \"treasury\": {\"Italia\": 50}, \"inflation\": 2, \"orders\": {\"Italia\": [\"Build Infantry Italia\"]}}");
        assertEquals("succeeds", out.get("resolutions").get("Build Inf ita").asText());
        assertEquals(30, out.get("treasury").get("Italia").asInt());
        assertEquals(2, out.get("inflation").asInt());
        assertEquals("S42BCM", out.get("phase_after").asText());
    }

    /** "six_players" plays as the GM's "game rule players 6" does: Macedonia's legion goes too. */
    @Test
    void sixPlayersRemovesMacedonia() throws Exception {
        JsonNode out = run("{\"variant\": \"diplomacy-of-the-empire\", \"six_players\": true}");
        assertTrue(!out.get("units").has("Macedonia"), out.get("units").toString());
        assertTrue(!out.get("cities").has("mac"), out.get("cities").toString());
    }
}
