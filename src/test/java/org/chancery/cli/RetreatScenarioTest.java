package org.chancery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.Test;

/**
 * Every ruleset reads the retreat fields of a scenario ({@code dislodged}, {@code dislodgers}, {@code bounces}) and
 * writes them ({@code dislodged}, {@code retreats}, {@code destroyed}), each by its own rules.
 */
class RetreatScenarioTest {
    private final ScenarioRunner runner = new ScenarioRunner(VariantLoader.load("classic"));
    private final ObjectMapper json = new ObjectMapper();

    private JsonNode run(String line) throws Exception {
        JsonNode out = json.readTree(runner.runLine(line));
        assertTrue(!out.has("error"), out.toString());
        return out;
    }

    // ---- Wars of the Three Kingdoms ----

    /** "reaches out to any players with dislodged units that now need to retreat" (the turn table). */
    @Test
    void w3kWritesWhoMustRetreatAndWhere() throws Exception {
        JsonNode out = run("{\"variant\": \"wars-of-the-three-kingdoms\", \"phase\": \"Su1642M\","
                + " \"units\": {\"Manchester\": [\"A essex\", \"A cambridgeshire\", \"A colchester\"], \"Protectorate\": [\"A sutton\", \"A aylesford\"]},"
                + " \"orders\": {\"Protectorate\": [\"Army Sutton-at-Hone to Essex\", \"A aylesford S A sutton - essex\"], \"Manchester\": [\"A essex H\"]}}");
        assertEquals("Su1642R", out.get("phase_after").asText());
        assertEquals("[\"A essex\"]", out.get("dislodged").get("Manchester").toString());
        assertEquals("[\"suffolk\",\"hertfordshire\",\"london\"]", out.get("retreats").get("essex").toString());
        assertEquals("[]", out.get("destroyed").toString());
    }

    /** "Any players with dislodged units write down their retreat orders": a standoff's province takes none. */
    @Test
    void w3kReadsTheDislodgedTheirAttackersAndTheBounces() throws Exception {
        String line = "{\"variant\": \"wars-of-the-three-kingdoms\", \"phase\": \"Su1642R\","
                + " \"units\": {\"Manchester\": [\"A cambridgeshire\", \"A colchester\"], \"Protectorate\": [\"A essex\", \"A aylesford\"]},"
                + " \"dislodged\": {\"Manchester\": [\"A essex\"]}, \"dislodgers\": {\"essex\": \"sutton\"},"
                + " \"bounces\": [[\"bedfordshire\", \"london\"]], \"orders\": {\"Manchester\": [\"%s\"]}}";
        JsonNode blocked = run(line.formatted("Army Essex retreats to London"));
        assertTrue(blocked.get("rejected").get(0).get("error").asText().contains("left empty by a standoff"), blocked.toString());
        assertEquals("fails: no retreat ordered; disbanded", blocked.get("resolutions").get("essex").asText());
        JsonNode gone = run(line.formatted("Army Essex retreats to Sutton-at-Hone"));
        assertTrue(gone.get("rejected").get(0).get("error").asText().contains("the attack came from there"), gone.toString());
        JsonNode ok = run(line.formatted("Army Essex retreats to Hertfordshire"));
        assertEquals("succeeds", ok.get("resolutions").get("essex").asText());
        assertTrue(ok.get("units").get("Manchester").toString().contains("A hertfordshire"), ok.toString());
        assertEquals("A1642M", ok.get("phase_after").asText());
    }

    // ---- Diplomacy of the Empire ----

    /** "If a Catapult is ever forced to retreat it becomes an ordinary infantry unit." */
    @Test
    void empireCatapultRetreatsAsInfantry() throws Exception {
        JsonNode moved = run("{\"variant\": \"diplomacy-of-the-empire\", \"phase\": \"S43BCM\", \"cities\": {},"
                + " \"units\": {\"Hispania\": [\"Cat his\"], \"Numidia\": [\"Inf lus\", \"Inf bea\"]},"
                + " \"orders\": {\"Numidia\": [\"Inf bea - his\", \"Inf lus S Inf bea - his\"], \"Hispania\": [\"Cat his H\"]}}");
        assertEquals("[\"Cat his\"]", moved.get("dislodged").get("Hispania").toString(), moved.toString());
        assertEquals("[\"nar\",\"aqu\"]", moved.get("retreats").get("his").toString());
        JsonNode retreated = run("{\"variant\": \"diplomacy-of-the-empire\", \"phase\": \"S43BCR\","
                + " \"units\": {\"Numidia\": [\"Inf his\", \"Inf lus\"]}, \"dislodged\": {\"Hispania\": [\"Cat his\"]},"
                + " \"dislodgers\": {\"his\": \"bea\"}, \"orders\": {\"Hispania\": [\"Cat his - nar\"]}}");
        assertEquals("succeeds", retreated.get("resolutions").get("his").asText(), retreated.toString());
        assertEquals("[\"Inf nar\"]", retreated.get("units").get("Hispania").toString());
    }

    /** "No unite may issue a retreat order across these crossings, doing so results in the retreating unite being destroyed." */
    @Test
    void empireNoRetreatAcrossAStrait() throws Exception {
        JsonNode moved = run("{\"variant\": \"diplomacy-of-the-empire\", \"phase\": \"S43BCM\", \"cities\": {},"
                + " \"units\": {\"Hispania\": [\"Inf tin\"], \"Numidia\": [\"Cav cea\", \"F mba\"]},"
                + " \"orders\": {\"Numidia\": [\"Cav cea - tin\", \"F mba S Cav cea - tin\"]}}");
        assertEquals("[\"Inf tin\"]", moved.get("destroyed").toString(), "Baetica lies across a strait: " + moved);
        assertEquals("{}", moved.get("dislodged").toString());
        JsonNode ordered = run("{\"variant\": \"diplomacy-of-the-empire\", \"phase\": \"S43BCR\","
                + " \"units\": {\"Numidia\": [\"Cav tin\"]}, \"dislodged\": {\"Hispania\": [\"Inf tin\"]},"
                + " \"dislodgers\": {\"tin\": \"cea\"}, \"orders\": {\"Hispania\": [\"Inf tin - bea\"]}}");
        assertTrue(ordered.get("rejected").get(0).get("error").asText().contains("no retreat may cross the strait"), ordered.toString());
        assertEquals("fails: no retreat ordered; disbanded", ordered.get("resolutions").get("tin").asText());
        assertTrue(!ordered.get("units").has("Hispania"), ordered.toString());
    }

    /**
     * "Issuing a retreat order to a province that a second move is issued to causes a bounce, and prevents the Cavalry
     * or Fleet from competing its second move. Bouncing a second move in this manner results in the destruction of
     * the retreating unit."
     */
    @Test
    void empireRetreatAgainstASecondMove() throws Exception {
        String line = "{\"variant\": \"diplomacy-of-the-empire\", \"phase\": \"S43BCR\", \"units\": {\"Numidia\": [\"Cav tin\"]},"
                + " \"dislodged\": {\"Egyptus\": [\"Inf num\"]}, \"dislodgers\": {\"num\": \"afr\"},"
                + " \"second_moves\": {\"Numidia\": [\"Cav tin-cea\"]}, \"orders\": {\"Egyptus\": [%s]}}";
        JsonNode clash = run(line.formatted("\"Inf num - cea\""));
        assertEquals("fails: bounced with a second move into Caesariensis; destroyed", clash.get("resolutions").get("num").asText(), clash.toString());
        assertTrue(clash.get("resolutions").get("tin").asText().startsWith("fails: second move bounced"), clash.toString());
        assertEquals("[\"Cav tin\"]", clash.get("units").get("Numidia").toString());
        assertTrue(!clash.get("units").has("Egyptus"));
        JsonNode free = run(line.formatted(""));
        assertEquals("[\"Cav cea\"]", free.get("units").get("Numidia").toString(), free.toString());
    }

    // ---- Europe 1615 ----

    private static final String SWEDEN_MOVES = "{\"variant\": \"europe-1615\", \"phase\": \"S1616M\","
            + " \"units\": {\"Sweden\": [\"A liv\"], \"Austria\": [\"A pru\", \"F bal\"]}, %s"
            + " \"orders\": {\"Austria\": [\"A pru - liv\", \"F bal S A pru - liv\"]}}";

    /** "If the minor state's unit is dislodged, it is then disbanded (no retreats are allowed for units of the minor states)." */
    @Test
    void e1615AStatesUnitIsDestroyed() throws Exception {
        JsonNode out = run(SWEDEN_MOVES.formatted(""));
        assertEquals("[\"A liv\"]", out.get("destroyed").toString(), out.toString());
        assertEquals("{}", out.get("retreats").toString());
        JsonNode given = run("{\"variant\": \"europe-1615\", \"phase\": \"S1616R\", \"units\": {\"Austria\": [\"A liv\", \"F bal\"]},"
                + " \"dislodged\": {\"Sweden\": [\"A liv\"]}, \"dislodgers\": {\"liv\": \"pru\"}, \"influence\": {\"SWE\": {\"England\": 3}},"
                + " \"orders\": {\"England\": [\"A liv - vil\"]}}");
        assertTrue(!given.get("units").has("Sweden"), "a Swedish unit may not retreat without Gustav's intervention: " + given);
    }

    /** Gustav's intervention: "Swedish units may retreat." The retreating army takes an attrition mark. */
    @Test
    void e1615SwedishUnitsRetreatUnderGustavsIntervention() throws Exception {
        String gustav = "\"sanctions\": {\"effects\": [{\"sanction\": \"Gustav's intervention\", \"year\": 1616, \"holders\": [\"England\"]}]},";
        JsonNode out = run(SWEDEN_MOVES.formatted(gustav));
        assertEquals("[\"A liv\"]", out.get("dislodged").get("Sweden").toString(), out.toString());
        assertEquals("[\"vil\"]", out.get("retreats").get("liv").toString());
        JsonNode retreated = run("{\"variant\": \"europe-1615\", \"phase\": \"S1616R\", \"units\": {\"Austria\": [\"A liv\", \"F bal\"]},"
                + " \"dislodged\": {\"Sweden\": [\"A liv\"]}, \"dislodgers\": {\"liv\": \"pru\"}, \"influence\": {\"SWE\": {\"England\": 3}}, "
                + gustav + " \"orders\": {\"England\": [\"A liv - vil\"]}}");
        assertEquals("[\"A vil\"]", retreated.get("units").get("Sweden").toString(), retreated.toString());
        assertEquals("[\"vil\"]", retreated.get("attrition").toString());
    }

    /** Dutch intervention: "Dutch units may retreat." */
    @Test
    void e1615DutchUnitsRetreatUnderTheDutchIntervention() throws Exception {
        String line = "{\"variant\": \"europe-1615\", \"phase\": \"S1616M\", \"units\": {\"Dutch Provinces\": [\"F dut\"],"
                + " \"England\": [\"F nth\", \"F hel\"]}, %s \"orders\": {\"England\": [\"F nth - dut\", \"F hel S F nth - dut\"]}}";
        JsonNode without = run(line.formatted(""));
        assertEquals("[\"F dut\"]", without.get("destroyed").toString(), without.toString());
        JsonNode with = run(line.formatted("\"sanctions\": {\"effects\": [{\"sanction\": \"Dutch intervention\", \"year\": 1616, \"holders\": [\"England\"]}]},"));
        assertEquals("[\"F dut\"]", with.get("dislodged").get("Dutch Provinces").toString(), with.toString());
        assertEquals("[\"fla\",\"brm\"]", with.get("retreats").get("dut").toString());
    }

    /** Polish intervention: "Polish units may retreat." */
    @Test
    void e1615PolishUnitsRetreatUnderThePolishIntervention() throws Exception {
        String line = "{\"variant\": \"europe-1615\", \"phase\": \"S1616M\", \"units\": {\"Poland\": [\"A war\"],"
                + " \"Austria\": [\"A sil\", \"A kra\"]}, %s \"orders\": {\"Austria\": [\"A sil - war\", \"A kra S A sil - war\"]}}";
        JsonNode without = run(line.formatted(""));
        assertEquals("[\"A war\"]", without.get("destroyed").toString(), without.toString());
        JsonNode with = run(line.formatted("\"sanctions\": {\"effects\": [{\"sanction\": \"Polish intervention\", \"year\": 1616, \"holders\": [\"Spain\"]}]},"));
        assertEquals("[\"A war\"]", with.get("dislodged").get("Poland").toString(), with.toString());
        assertTrue(with.get("retreats").get("war").toString().contains("vil"), with.toString());
    }

    // ---- Order of the Dragon, Ice and Fire ----

    /** "Stationary units cannot retreat. If a stationary unit is dislodged, it is always destroyed during the Retreat phase." */
    @Test
    void dragonMajorsRetreatAndMinorsAreDestroyed() throws Exception {
        JsonNode out = run("{\"variant\": \"order-of-the-dragon\", \"phase\": \"S1405M\", \"units\": {\"Lithuania\": [\"A vil\"],"
                + " \"Hungary\": [\"A pru\", \"A kra\"]}, \"orders\": {\"Hungary\": [\"A pru - vil\", \"A kra S A pru - vil\"]}}");
        assertEquals("[\"kie\",\"nov\",\"rig\",\"smo\"]", out.get("retreats").get("vil").toString(), out.toString());
        JsonNode retreat = run("{\"variant\": \"order-of-the-dragon\", \"phase\": \"S1405R\", \"units\": {\"Hungary\": [\"A vil\", \"A kra\"]},"
                + " \"dislodged\": {\"Lithuania\": [\"A vil\"]}, \"dislodgers\": {\"vil\": \"pru\"}, \"bounces\": [[\"kie\", \"smo\"]],"
                + " \"orders\": {\"Lithuania\": [\"A vil - smo\"]}}");
        assertTrue(retreat.get("rejected").get(0).get("error").asText().contains("standoff"), retreat.toString());
        JsonNode minor = run("{\"variant\": \"order-of-the-dragon\", \"phase\": \"S1405M\", \"units\": {\"Novgorod\": [\"A nov\"],"
                + " \"Lithuania\": [\"A vil\", \"A smo\"]}, \"orders\": {\"Lithuania\": [\"A vil - nov\", \"A smo S A vil - nov\"]}}");
        assertEquals("[\"A nov\"]", minor.get("destroyed").toString(), minor.toString());
    }

    @Test
    void iceAndFireRetreats() throws Exception {
        JsonNode out = run("{\"variant\": \"ice-and-fire\", \"phase\": \"S298M\", \"units\": {\"Stark\": [\"A wfl\"],"
                + " \"Lannister\": [\"A bar\", \"A dre\"]}, \"orders\": {\"Lannister\": [\"A bar - wfl\", \"A dre S A bar - wfl\"]}}");
        assertEquals("[\"A wfl\"]", out.get("dislodged").get("Stark").toString(), out.toString());
        assertEquals("[\"dwm\",\"lhe\",\"whi\"]", out.get("retreats").get("wfl").toString());
        JsonNode retreat = run("{\"variant\": \"ice-and-fire\", \"phase\": \"S298R\", \"units\": {\"Lannister\": [\"A wfl\", \"A dre\"]},"
                + " \"dislodged\": {\"Stark\": [\"A wfl\"]}, \"dislodgers\": {\"wfl\": \"bar\"}, \"orders\": {\"Stark\": [\"A wfl - dwm\"]}}");
        assertEquals("[\"A dwm\"]", retreat.get("units").get("Stark").toString(), retreat.toString());
    }

    /** The wildling army: "If dislodged, it is destroyed and may not retreat." */
    @Test
    void iceAndFireWildlingsAreDestroyed() throws Exception {
        JsonNode out = run("{\"variant\": \"ice-and-fire\", \"phase\": \"S298M\", \"units\": {\"Wildlings\": [\"A btw\"],"
                + " \"Stark\": [\"A bgf\", \"F bos\"]}, \"orders\": {\"Stark\": [\"A bgf - btw\", \"F bos S A bgf - btw\"]}}");
        assertEquals("[\"A btw\"]", out.get("destroyed").toString(), out.toString());
        assertEquals("{}", out.get("retreats").toString());
    }
}
