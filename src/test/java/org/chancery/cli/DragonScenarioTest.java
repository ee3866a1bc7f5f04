package org.chancery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.Test;

class DragonScenarioTest {
    private final ObjectMapper json = new ObjectMapper();
    private final ScenarioRunner runner = new ScenarioRunner(VariantLoader.load("classic"));

    private JsonNode run(String scenario) throws Exception { return runner.run(json.readTree(scenario)); }

    @Test
    void aMissingStateIsTheStartAndAllocationsOrderTheMinors() throws Exception {
        JsonNode out = run("""
                {"variant": "order-of-the-dragon",
                 "orders": {"Ottomans": ["Heir Amasya Marry Tunis"], "Lithuania": ["A vil - pru"]},
                 "allocations": {"Ottomans": ["2 F tun marry heir ama"], "Hungary": ["1 A bra-pru"],
                                 "Lithuania": ["1 A bra S A vil-pru"]}}""");
        assertEquals("S1405M", out.get("phase_before").asText());
        assertEquals("A1405M", out.get("phase_after").asText());
        assertEquals("F tun marry heir ottomans", out.get("orders_given").get("tun").asText());
        assertEquals("A bra-pru", out.get("orders_given").get("bra").asText());
        assertEquals("A par H", out.get("orders_given").get("par").asText());
        assertEquals("Ottomans", out.get("thralls").get("Tunis").asText());
        assertEquals(0, out.get("rejected").size());
    }

    @Test
    void aStateWithThrallsVassalsAndHeirs() throws Exception {
        JsonNode out = run("""
                {"variant": "order-of-the-dragon", "phase": "A1410M",
                 "units": {"Naples": ["F nap"], "vNC": ["F tun"], "Rome": ["A rom"], "Paris": ["A par"],
                           "Burgundy": ["A ghe", "A dij"]},
                 "sc_owners": {"Naples": ["nap", "aix"], "vNC": ["tun"], "Rome": ["rom"], "Paris": ["par"],
                               "Burgundy": ["dij", "ghe"], "Castile": ["brg"]},
                 "thralls": {"Rome": "Naples"},
                 "vassals": {"vNC": {"capital": "tun", "giver": "Naples", "receiver": "Castile"}},
                 "heirs": [{"power": "Naples", "at": "rom", "spouse": "Rome"}, {"power": "Burgundy", "at": "dij"}],
                 "orders": {"Burgundy": ["A ghe - par", "A dij S A ghe - par"], "Naples": ["F tun - tys"]},
                 "allocations": {"Naples": ["1 F tun - tys"], "Burgundy": ["1 A par - cha", "1 F tun - wes"]}}""");
        assertEquals("F tun-tys", out.get("orders_given").get("tun").asText());
        assertTrue(out.get("rejected").toString().contains("only Naples and Castile"), out.get("rejected").toString());
        assertTrue(out.get("rejected").toString().contains("F tun belongs") || out.get("rejected").toString().contains("vassal vNC"));
        assertEquals("A par H", out.get("orders_given").get("par").asText(), "Burgundy attacks Paris: its points are void");
        assertTrue(out.get("sc_owners").get("Burgundy").toString().contains("par"));
    }

    /** Fields left out are the start's, and each field stands alone: units or owners keep the starting thralls. */
    @Test
    void unitsOrOwnersAloneKeepTheStartingThralls() throws Exception {
        JsonNode moved = run("""
                {"variant": "order-of-the-dragon", "units": {"Naples": ["F nap", "A aix"], "Rome": ["A rom"], "Hungary": ["A ofe"]}}""");
        assertEquals("Naples", moved.get("thralls").get("Rome").asText(), moved.get("thralls").toString());
        assertEquals(6, moved.get("thralls").size(), "every starting thrall: " + moved.get("thralls"));
        JsonNode owned = run("""
                {"variant": "order-of-the-dragon", "sc_owners": {"Naples": ["nap", "aix", "tun"], "Rome": ["rom"], "Paris": ["par"]}}""");
        assertEquals("Naples", owned.get("thralls").get("Rome").asText(), owned.get("thralls").toString());
        assertEquals(1, owned.get("thralls").size(), "only Rome of the starting thralls keeps its centre: " + owned.get("thralls"));
        assertTrue(owned.get("units").has("Paris"), "Paris is a minor power still");
        JsonNode freed = run("""
                {"variant": "order-of-the-dragon", "sc_owners": {"Rome": ["rom"]}, "thralls": {}}""");
        assertEquals(0, freed.get("thralls").size(), "thralls given as none: Rome is a plain minor");
    }
}
