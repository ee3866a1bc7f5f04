package org.chancery.variant.seaareas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.chancery.engine.Board;
import org.chancery.variant.MapException;
import org.chancery.variant.Variant;
import org.chancery.variant.VariantDefinition;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.Test;

/**
 * Sea areas on a small made-up map, as any variant could declare them. Area North: primary N, locals n1, n2.
 * Area South: primary S, locals s1, s2. Touching: n1-n2, n2-s1 (across the areas), n1-Coast, s2-Isle (an island
 * within South, touching only s2), and a sea outside every area, Out, touching n1.
 */
class SeaAreasTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    static String map(String extraProvince) {
        return """
            {"id": "t", "name": "T", "startYear": 1, "victoryCentres": 1, "supplyCentres": 1, "homeCentres": 1,
             "powers": [{"name": "P"}],
             "provinces": [
               {"id": "N", "name": "North", "kind": "sea", "seaArea": "North", "primary": true},
               {"id": "n1", "name": "North One", "kind": "sea", "seaArea": "North"},
               {"id": "n2", "name": "North Two", "kind": "sea", "seaArea": "North"},
               {"id": "S", "name": "South", "kind": "sea", "seaArea": "South", "primary": true},
               {"id": "s1", "name": "South One", "kind": "sea", "seaArea": "South"},
               {"id": "s2", "name": "South Two", "kind": "sea", "seaArea": "South"},
               {"id": "out", "name": "Out", "kind": "sea"},
               {"id": "coast", "name": "Coast", "kind": "coastal", "supplyCentre": true, "home": "P"},
               {"id": "isle", "name": "Isle", "kind": "coastal"},
               {"id": "inland", "name": "Inland", "kind": "land"}%s
             ],
             "armyEdges": [["coast", "inland"]],
             "fleetEdges": [["n1", "n2"], ["n2", "s1"], ["n1", "coast"], ["s2", "isle"], ["n1", "out"]],
             "startingUnits": [{"power": "P", "unit": "A", "at": "coast"}]}
            """.formatted(extraProvince);
    }

    static Variant load(String json) throws Exception {
        return VariantLoader.build("t.json", JSON.readValue(json, VariantDefinition.class));
    }

    @Test
    void theTwoRulesGiveFleetAdjacency() throws Exception {
        Board b = load(map("")).board();
        // a local borders its whole area, what it touches, and the primary of any area it touches a local of
        assertTrue(adj(b, "n2", "n1") && adj(b, "n2", "N") && adj(b, "n2", "s1") && adj(b, "n2", "S"));
        assertFalse(adj(b, "n2", "s2"), "not the rest of the other area");
        assertFalse(adj(b, "n2", "coast"), "only the coasts it touches itself");
        // a primary borders its area, the locals touching its area, the primaries of touching areas, their coasts
        assertTrue(adj(b, "N", "s1") && adj(b, "N", "S") && adj(b, "N", "coast"));
        assertFalse(adj(b, "N", "s2"));
        assertTrue(adj(b, "S", "isle") && adj(b, "S", "n2"), "an island within the area, and a local touching it");
        assertFalse(adj(b, "S", "n1"));
        // a sea outside every area borders only what it touches
        assertTrue(adj(b, "out", "n1"));
        assertFalse(adj(b, "out", "N"));
    }

    private static boolean adj(Board b, String x, String y) {
        boolean there = b.fleetAdjacent(b.location(x), b.location(y));
        assertEquals(there, b.fleetAdjacent(b.location(y), b.location(x)), "symmetric");
        return there;
    }

    @Test
    void eachAreaHasExactlyOnePrimaryAndOnlySeas() {
        MapException twoPrimaries = assertThrows(MapException.class, () -> load(map(
                ",\n{\"id\": \"n3\", \"name\": \"North Three\", \"kind\": \"sea\", \"seaArea\": \"North\", \"primary\": true}")));
        assertTrue(twoPrimaries.getMessage().contains("sea area 'North' has 2 primary sea regions"), twoPrimaries.getMessage());
        MapException land = assertThrows(MapException.class, () -> load(map(
                ",\n{\"id\": \"x\", \"name\": \"X\", \"kind\": \"land\", \"seaArea\": \"North\"}")));
        assertTrue(land.getMessage().contains("only sea regions and islands belong to a sea area"), land.getMessage());
    }

    @Test
    void aMapWithoutAreasKeepsItsFleetEdgesAsTheyAre() throws Exception {
        String plain = map("").replace(", \"seaArea\": \"North\", \"primary\": true", "")
                .replace(", \"seaArea\": \"North\"", "").replace(", \"seaArea\": \"South\", \"primary\": true", "")
                .replace(", \"seaArea\": \"South\"", "").replace("[\"n1\", \"out\"]", "[\"n1\", \"out\"], [\"N\", \"out\"], [\"S\", \"out\"], [\"s2\", \"out\"]");
        Board b = load(plain).board();
        assertFalse(b.fleetAdjacent(b.location("n1"), b.location("N")));
        assertEquals(List.of("n2", "out", "coast"), b.fleetNeighbours(b.location("n1")).stream().map(l -> l.id()).toList());
    }
}
