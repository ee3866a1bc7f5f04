package org.chancery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Issue 32, section 5: the answers that still spoke Java, or said "null", or got the grammar wrong. */
class ScenarioAnswersRound2Test {
    /** Java's words, a Jackson message, or a null where a name belongs. */
    private static final Pattern JAVA = Pattern.compile("java\\.|org\\.|com\\.|`|Exception|\\bnull\\b|CTRL-CHAR|code \\d+|0x");

    /** The refusal of a line, checked also for "null" and a parser's character codes. */
    private static String answer(String line) throws Exception {
        String e = ScenarioAnswersTest.answer(line);
        assertFalse(JAVA.matcher(e).find(), e);
        return e;
    }

    @Test
    void deepNestingIsSaidToBeTooDeep() throws Exception {
        assertTrue(answer("[".repeat(100_000)).startsWith("this line nests brackets more than 1000 deep"));
    }

    @Test
    void brokenJsonIsAnsweredInWords() throws Exception {
        assertEquals("not valid JSON: a character that cannot stand there, at column 19; each line is one JSON object,"
                + " such as {\"phase\":\"S1901M\",\"orders\":{\"France\":[\"A par-bur\"]}}", answer("{\"phase\":\"S1901M\",\u0091}"));
        assertTrue(answer("{\"phase\":\"S1901M\"").startsWith("not valid JSON: the line ends before its brackets and quotes are closed"));
        assertTrue(answer("{\"phase\":S1901M}").startsWith("not valid JSON: a word that is not JSON (texts need double quotes)"));
    }

    @Test
    void anUnknownPowerIsRefusedByNameAtOnce() throws Exception {
        StringBuilder many = new StringBuilder("{\"phase\":\"S1901M\",\"orders\":{\"France\":[\"A par H\"]");
        for (int i = 0; i < 200_000; i++) many.append(",\"P").append(i).append("\":[\"A par H\"]");
        String a = answer(many.append("}}").toString());
        assertEquals("'orders' names \"P0\", which is no power of this variant; the powers are Austria, England, France,"
                + " Germany, Italy, Russia, Turkey", a);
        assertEquals("'orders' has a list with no power's name; name the power, such as {\"France\": [\"A par-bur\"]}",
                answer("{\"phase\":\"S1901M\",\"orders\":{\"\":[\"A par H\"]}}"));
    }

    @Test
    void aStateWhoseCapitalNobodyOwnsIsNotCapturedByNull() throws Exception {
        List<JsonNode> out = AdjudicateLinesTest.run("{\"variant\":\"europe-1615\",\"phase\":\"S1615M\",\"sc_owners\":{\"France\":[\"par\"]},"
                + "\"allocations\":{\"France\":[\"2: SAX\"]}}\n");
        String text = out.get(0).toString();
        assertFalse(text.contains("null") || text.contains("no longer be influenced"), text);
        assertEquals("[]", out.get(0).path("captured").toString(), "no state is captured by nobody");
        assertTrue(text.contains("INFs deployed to SAX: France."), text);
    }

    @Test
    void aVariantWithoutAllocationsSaysSoAndSuggestsNone() throws Exception {
        for (String given : List.of("5", "\"x\"", "{\"Stark\":5}", "{\"Stark\":[\"2: wfl\"]}", "[1]")) {
            List<JsonNode> out = AdjudicateLinesTest.run("{\"variant\":\"ice-and-fire\",\"allocations\":" + given + "}\n");
            String text = out.get(0).toString();
            assertFalse(out.get(0).has("error"), text);
            assertEquals("Diplomacy of Ice and Fire III has no allocations: leave 'allocations' out",
                    out.get(0).path("rejected").get(0).path("allocation").asText(), text);
            assertFalse(text.contains("[\"...\"]"), "no allocations are suggested: " + text);
        }
        for (String given : List.of("{}", "null")) {
            List<JsonNode> out = AdjudicateLinesTest.run("{\"variant\":\"ice-and-fire\",\"allocations\":" + given + "}\n");
            assertEquals("[]", out.get(0).path("rejected").toString(), "an empty field is no allocation");
        }
    }
}
