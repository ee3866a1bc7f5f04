package org.chancery.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** check-map's check of help.json: it reads, its rules name topics, and its quoted examples read as the variant's orders. */
class HelpCheckerTest {
    private static final String FILE = "maps/classic/help.json";

    private static List<String> problems(String json) {
        return HelpChecker.check(FILE, json.getBytes(StandardCharsets.UTF_8), VariantLoader.load("classic")).stream()
                .map(MapProblem::toString).toList();
    }

    private static String topic(String line) {
        return "{\"topics\": {\"moves\": [\"" + line + "\"]}, \"refused\": [{\"topic\": \"moves\", \"when\": \"-\"}]}";
    }

    @Test
    void everyShippedHelpFileIsSound() {
        int checked = 0;
        for (String id : VariantLoader.ids()) {
            HelpChecker.Source s = HelpChecker.source(null, id);
            if (s == null) continue;
            checked++;
            assertEquals(List.of(), HelpChecker.check(s.label(), s.bytes(), VariantLoader.load(id)), id);
        }
        assertEquals(VariantLoader.ids().size(), checked, "every variant has help.json");
    }

    @Test
    void examplesAreFoundInQuotesNotInApostrophes() {
        assertEquals(List.of("Send 1 unit's supply to Hamilton", "Remove Army Essex"), HelpChecker.examples(
                "excess supply: 'Send 1 unit's supply to Hamilton' (the minors', thralls' units); 'Remove Army Essex'."));
    }

    @Test
    void aSoundFileHasNoProblems() {
        assertEquals(List.of(), problems(topic("Move: 'A par-bur', build: 'Build F stp/nc', retreat: 'A bur R pic'.")));
    }

    @Test
    void anExampleNamingNoPlaceOnTheBoardIsRefusedWithTheReadersAnswer() {
        List<String> p = problems(topic("Move: 'A par-xyz'."));
        assertEquals(1, p.size(), p.toString());
        assertTrue(p.get(0).startsWith(FILE + ": topic 'moves': 'A par-xyz' does not read as an order of Classic Diplomacy: no province 'xyz'"), p.get(0));
        assertTrue(p.get(0).contains("list it under \"prose\""), p.get(0));
    }

    @Test
    void anExampleInAnotherVariantsFormIsRefused() {
        List<String> p = problems(topic("Roads: 'HISPANIA move to Nar, Ita, Dal, MACIDONIA'; pay: 'PAY 35 Egyptus'."));
        assertEquals(2, p.size(), p.toString());
        assertTrue(p.get(1).contains("'PAY 35 Egyptus' does not read as an order of Classic Diplomacy: could not read"), p.get(1));
    }

    @Test
    void proseIsExemptButMustBeQuoted() {
        assertEquals(List.of(), problems("{\"topics\": {\"moves\": [\"It says 'no such luck'.\"]}, \"prose\": [\"no such luck\"]}"));
        assertEquals(List.of(FILE + ": \"prose\" lists 'gone', which no topic quotes"),
                problems("{\"topics\": {\"moves\": [\"'A war H'\"]}, \"prose\": [\"gone\"]}"));
    }

    @Test
    void refusedRulesNameATopicAndHoldAPattern() {
        List<String> p = problems("{\"topics\": {\"moves\": [\"'A war H'\"]}, \"refused\": [{\"topic\": \"convoy\", \"when\": \"(\"}]}");
        assertEquals(2, p.size(), p.toString());
        assertEquals(FILE + ": 'refused' names no topic 'convoy'; the topics: moves", p.get(0));
        assertTrue(p.get(1).startsWith(FILE + ": 'refused' for convoy: 'when' is not a pattern"), p.get(1));
    }

    @Test
    void aMalformedOrMisspelledFileSaysWhere() {
        List<String> p = problems("{\"topics\": {\"moves\": [\"'A war H'\"\n  }");
        assertEquals(1, p.size());
        assertTrue(p.get(0).startsWith(FILE + ": ") && p.get(0).endsWith("(line 2)"), p.get(0));
        p = problems("{\"topic\": {}}");
        assertTrue(p.get(0).contains("\"topic\""), p.toString());
        assertEquals(List.of(FILE + ": no \"topics\": give each topic its lines, as {\"topics\": {\"convoy\": [\"...\"]}}"),
                problems("{}"));
        assertEquals(List.of(FILE + ": topic 'moves' has no lines"), problems("{\"topics\": {\"moves\": []}}"));
    }
}
