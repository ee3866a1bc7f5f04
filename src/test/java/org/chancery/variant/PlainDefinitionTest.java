package org.chancery.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The streaming reader of {@code variant.json} gives the very definition data binding gives, for every map's plain
 * part; a file of any other shape is left to data binding (null), so its refusals stay data binding's.
 */
class PlainDefinitionTest {
    private static final ObjectMapper BINDING = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private static VariantDefinition bound(byte[] bytes) throws IOException {
        return BINDING.readValue(bytes, VariantDefinition.class);
    }

    @Test
    void classicIsReadPlainAsDataBindingReadsIt() throws IOException {
        byte[] classic = Files.readAllBytes(Path.of("maps/classic/variant.json"));
        VariantDefinition plain = PlainDefinition.read(classic);
        assertNotNull(plain);
        assertEquals(bound(classic), plain);
        assertEquals(bound(classic), VariantLoader.read("classic", classic));
    }

    /** Every map's provinces, edges, powers, units and kinds of unit, its rules left out (the reader takes none). */
    @Test
    void everyMapWithoutItsRulesIsReadAsDataBindingReadsIt() throws IOException {
        for (String id : VariantLoader.ids()) {
            ObjectNode map = (ObjectNode) BINDING.readTree(Path.of("maps", id, VariantLoader.FILE).toFile());
            map.putObject("rules");
            byte[] bytes = BINDING.writeValueAsBytes(map);
            VariantDefinition plain = PlainDefinition.read(bytes);
            assertNotNull(plain, id);
            assertEquals(bound(bytes), plain, id);
        }
    }

    @Test
    void everyFieldOfEveryRecordIsRead() throws IOException {
        String json = """
                {"id": "t", "name": "T", "startYear": 1, "calendar": "classic", "victoryCentres": 2, "supplyCentres": 3,
                 "homeCentres": 4, "powers": [{"name": "P", "adjective": "Pish", "colour": "#000000"}],
                 "provinces": [{"id": "a", "name": "A", "kind": "sea", "aliases": ["aa"], "supplyCentre": true, "home": "P",
                   "coasts": ["nc"], "owner": "P", "seaArea": "s", "primary": false, "at": [1, 2.5]}, {"id": "b"}],
                 "armyEdges": [["a", "b"]], "fleetEdges": [], "convoySpaces": ["a"],
                 "startingUnits": [{"power": "P", "unit": "A", "at": "a"}],
                 "unitKinds": [{"letter": "K", "abbreviation": "Kn", "name": "Knight", "aliases": ["kn"], "naval": true,
                   "strength": 2, "convoyable": true, "stages": 2, "roads": true, "retreatsAs": "A"}, {"letter": "A"}],
                 "rules": {}}
                """;
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        assertNotNull(PlainDefinition.read(bytes));
        assertEquals(bound(bytes), PlainDefinition.read(bytes));
        byte[] none = "{}".getBytes(StandardCharsets.UTF_8);
        assertEquals(bound(none), PlainDefinition.read(none));
    }

    @Test
    void anyOtherShapeIsLeftToDataBinding() throws IOException {
        String[] others = {
            "{\"id\": \"x\", \"colour\": 1}",                  // a field no definition has
            "{\"id\": \"x\", \"id\": \"y\"}",                  // a name twice
            "{\"id\": null}",                                  // a null
            "{\"startYear\": \"1901\"}",                       // a number as text
            "{\"startYear\": 1901.0}",                         // a whole number written as a fraction
            "{\"startYear\": 99999999999}",                    // beyond an int
            "{\"name\": 5}",                                   // a number for a text
            "{\"powers\": {}}",                                // an object for a list
            "{\"armyEdges\": [[\"a\", null]]}",                // a null in a list
            "{\"provinces\": [{\"id\": \"a\", \"kind\": \"land\", \"x\": 1}]}",
            "{\"provinces\": [\"a\"]}",
            "{\"rules\": {\"builds\": \"anywhere\"}}",         // rules
            "{\"id\": \"x\"} {\"id\": \"y\"}",                 // a second value
            "[]",
            "{\"id\": \"x\"",                                  // cut short
            "",
        };
        for (String other : others) {
            assertNull(PlainDefinition.read(other.getBytes(StandardCharsets.UTF_8)), other);
        }
        MapException unknown = assertThrows(MapException.class,
                () -> VariantLoader.read("x.json", "{\"id\": \"x\", \"colour\": 1}".getBytes(StandardCharsets.UTF_8)));
        assertEquals(1, unknown.problems().size());
        byte[] rules = "{\"id\": \"x\", \"rules\": {\"builds\": \"anywhere\"}}".getBytes(StandardCharsets.UTF_8);
        assertEquals(bound(rules), VariantLoader.read("x.json", rules));
    }
}
