package org.chancery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Issue 23, section 4: every input that answered in Java or was taken though impossible, with its answer now.
 * Each answer names the field and says what it takes, in words.
 */
class ScenarioAnswersTest {
    /** A Java or Jackson name: a dotted package, a backquoted type, or a constraint's method. */
    private static final Pattern JAVA = Pattern.compile("java\\.|org\\.|com\\.|`|LinkedHashMap|StreamReadConstraints|Exception|deserializ");

    static String answer(String line) throws Exception {
        List<JsonNode> out = AdjudicateLinesTest.run(line + "\n");
        assertEquals(1, out.size());
        String e = AdjudicateLinesTest.error(out.get(0));
        assertTrue(e != null, line + " is refused: " + out.get(0));
        assertFalse(JAVA.matcher(e).find(), e);
        return e;
    }

    @Test
    void errorsNameTheFieldInWords() throws Exception {
        assertEquals("'spent' takes INFs spent by power, such as {\"France\": 5}, not 5",
                answer("{\"variant\":\"europe-1615\",\"spent\":5}"));
        assertTrue(answer("{\"variant\":\"europe-1615\",\"sanctions\":\"\uD83D\uDE00\"}")
                .startsWith("'sanctions' takes an object of the powers' lists and the sanctions in effect, such as {\"hands\""));
        assertEquals("'x' holds a number of more than 1000 digits, more than Chancery reads; no scenario field takes one so"
                + " long (a treasury or a seed has at most 19 digits)", answer("{\"phase\":\"S1901M\",\"x\":" + "9".repeat(1001) + "}"));
    }

    @Test
    void theImpossibleIsRefusedByName() throws Exception {
        assertEquals("'units': England's army cannot stand in North Sea ('A nth')",
                answer("{\"phase\":\"S1901M\",\"units\":{\"England\":[\"A nth\"]}}"));
        assertEquals("'units': Germany's fleet cannot stand in Munich ('F mun')",
                answer("{\"phase\":\"S1901M\",\"units\":{\"Germany\":[\"F mun\"]}}"));
        assertEquals("'units' takes a list for each power, such as {\"France\": [\"A par\"]}; France's is \"A par\", not a list",
                answer("{\"units\":{\"France\":\"A par\"}}"));
        assertEquals("'units': two units in Paris", answer("{\"units\":{\"France\":[\"A par\"],\"Germany\":[\"A par\"]}}"));
        String phase = "'phase' takes a phase code of Classic Diplomacy: a season, a year of at most five digits and M, R or A,"
                + " such as S1901M, not ";
        assertEquals(phase + "\"W2147483647A\"", answer("{\"phase\":\"W2147483647A\"}"));
        assertEquals(phase + "\"S-5M\"", answer("{\"phase\":\"S-5M\"}"));
        assertEquals("'inflation' takes a whole number from 1 to 3, not 7",
                answer("{\"variant\":\"diplomacy-of-the-empire\",\"inflation\":7}"));
        assertEquals("'treasury of Italia' takes a whole number from 0 to 1000000, not 2147483648",
                answer("{\"variant\":\"diplomacy-of-the-empire\",\"treasury\":{\"Italia\":2147483648}}"));
        assertEquals("'seed' takes a whole number (from -9223372036854775808 to 9223372036854775807), not \"x\"",
                answer("{\"variant\":\"wars-of-the-three-kingdoms\",\"seed\":\"x\"}"));
        assertEquals("'orders' takes a list for each power, such as {\"Manchester\": [\"A suffolk H\"]}; Ireland's is \"A cork H\", not a list",
                answer("{\"variant\":\"wars-of-the-three-kingdoms\",\"orders\":{\"Ireland\":\"A cork H\"}}"));
    }

    @Test
    void aByteOrderMarkOpeningTheInputIsSkipped() throws Exception {
        List<JsonNode> out = AdjudicateLinesTest.run("\uFEFF{\"phase\":\"S1901M\",\"units\":{}}\n{\"phase\":\"F1901M\",\"units\":{}}\n");
        assertEquals("F1901M", out.get(0).get("phase_after").asText(), out.get(0).toString());
        assertEquals("W1901A", out.get(1).get("phase_after").asText());
    }

    @Test
    void twoBuildsInOneProvinceEachHaveTheirResult() throws Exception {
        JsonNode out = AdjudicateLinesTest.run("{\"phase\":\"W1901A\",\"units\":{},\"sc_owners\":{\"France\":[\"par\",\"bre\",\"mar\"]},"
                + "\"orders\":{\"France\":[\"Build A par\",\"Build A par\"]}}\n").get(0);
        assertEquals("[\"A par\"]", out.get("units").get("France").toString());
        JsonNode results = out.get("results");
        assertEquals(2, results.size(), out.toString());
        assertEquals("{\"power\":\"France\",\"order\":\"Build A par\",\"result\":\"succeeds\"}", results.get(0).toString());
        assertEquals("{\"power\":\"France\",\"order\":\"Build A par\",\"result\":\"fails: already building there\"}", results.get(1).toString());
    }

    @Test
    void aVariantWithItsOwnRulesListsEachOrdersResultToo() throws Exception {
        JsonNode out = AdjudicateLinesTest.run("{\"variant\":\"order-of-the-dragon\",\"orders\":{}}\n").get(0);
        assertTrue(out.get("results").isArray() && out.get("results").size() > 0, out.toString());
        assertTrue(out.get("results").get(0).has("order") && out.get("results").get(0).has("result"));
    }
}
