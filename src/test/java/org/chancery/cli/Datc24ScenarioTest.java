package org.chancery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The {@code adjudicate} scenario format end to end, over the DATC 2.4 scenarios as godip's text gives them
 * (state before, orders, state after; retreat phases with their dislodgers and standoffs). The DATC itself is
 * checked case by case from its 3.0 text in {@code org.chancery.engine.DatcChapter6Test}.
 */
class Datc24ScenarioTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** 2.4 cases whose preferred outcome DATC 3.0 changed: case -> expected units. */
    private static final Map<String, String> V24_CHANGED_IN_V30 = Map.of(
            // 3.0: an explicit convoy that is not there fails; the army does not go over land.
            "6.G.8", "{\"units\":{\"England\":[\"A kie\",\"F hel\"],\"France\":[\"A bel\"]},\"dislodged\":{}}");

    private final ScenarioRunner runner = new ScenarioRunner(VariantLoader.load("classic"));

    @TestFactory
    Stream<DynamicTest> postStates() throws IOException {
        return lines("datc_v2.4_06.jsonl").stream().map(rec -> DynamicTest.dynamicTest(rec.path("case").asText(), () -> {
            ObjectNode got = runner.run(rec.get("scenario"));
            JsonNode expected = V24_CHANGED_IN_V30.containsKey(rec.path("case").asText())
                    ? JSON.readTree(V24_CHANGED_IN_V30.get(rec.path("case").asText())) : rec.get("expected");
            assertEquals(normalize(expected.get("units")), normalize(got.get("units")), "units");
            assertEquals(normalize(expected.get("dislodged")), normalize(got.get("dislodged")), "dislodged");
        }));
    }

    private static Map<String, List<String>> normalize(JsonNode byPower) {
        Map<String, List<String>> out = new TreeMap<>();
        if (byPower == null) return out;
        byPower.fields().forEachRemaining(e -> {
            List<String> list = new ArrayList<>();
            e.getValue().forEach(u -> list.add(u.asText()));
            list.sort(null);
            if (!list.isEmpty()) out.put(e.getKey(), list);
        });
        return out;
    }

    private static List<JsonNode> lines(String file) throws IOException {
        List<JsonNode> out = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                Datc24ScenarioTest.class.getResourceAsStream("/datc/" + file), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) if (!line.isBlank()) out.add(JSON.readTree(line));
        }
        return out;
    }
}
