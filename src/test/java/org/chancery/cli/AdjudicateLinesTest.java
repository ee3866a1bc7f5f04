package org.chancery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code adjudicate} answers one line for every input line, whatever the line holds. */
class AdjudicateLinesTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final Pattern CLASS_NAME = Pattern.compile("[A-Z][a-zA-Z]*(Exception|Error)\\b");

    static List<JsonNode> run(String input) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        AdjudicateCommand.run(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8));
        String text = out.toString(StandardCharsets.UTF_8);
        List<JsonNode> lines = new java.util.ArrayList<>();
        for (String l : text.split("\n", -1)) if (!l.isEmpty()) lines.add(JSON.readTree(l));
        assertTrue(text.isEmpty() || text.endsWith("\n"));
        return lines;
    }

    static String error(JsonNode n) {
        return n.path("error").asText(null);
    }

    @Test
    void aCarriageReturnInALineDoesNotSplitIt() throws Exception {
        String input = "{\"phase\":\"S1901M\",\r\"units\":{\"France\":[\"A par\"]}}\n"
                + "{\"phase\":\"S1901M\",\"orders\":{\"France\":[\"A par\rH\"]}}\r\n"
                + "{\"phase\":\"S1901M\"}\r\n";
        List<JsonNode> out = run(input);
        assertEquals(3, out.size());
        assertEquals("S1901M", out.get(0).path("phase_before").asText(), out.get(0).toString());
        assertTrue(error(out.get(1)).startsWith("not valid JSON: a character that cannot stand there, at column 45"), out.get(1).toString());
        assertEquals("F1901M", out.get(2).path("phase_after").asText(), "CRLF line endings are fine");
    }

    @Test
    void aBlankLineGetsAnErrorLine() throws Exception {
        List<JsonNode> out = run("{\"phase\":\"S1901M\"}\n\n   \n{\"phase\":\"F1901M\"}\n");
        assertEquals(4, out.size());
        assertEquals(ScenarioErrors.BLANK, error(out.get(1)));
        assertEquals(ScenarioErrors.BLANK, error(out.get(2)));
        assertTrue(out.get(3).has("phase_after"), out.get(3).toString());
    }

    @Test
    void errorsSayWhatWasWrongWithoutClassNames() throws Exception {
        List<String> inputs = List.of(
                "{\"phase\":\"S1901M\",\"units\":{\"France\":[\"A\"]}}",
                "{\"phase\":\"S1901M\",\"bounces\":[[\"par\"]]}",
                "{\"phase\":\"S99999999999M\"}",
                "{",
                "[1, 2]",
                "\"text\"",
                "{\"variant\":\"nope\"}",
                "{\"phase\":\"S1901M\",\"units\":{\"France\":[\"A xyz\"]}}");
        List<JsonNode> out = run(String.join("\n", inputs) + "\n");
        assertEquals(inputs.size(), out.size());
        for (int i = 0; i < out.size(); i++) {
            String e = error(out.get(i));
            assertTrue(e != null && !e.isBlank(), inputs.get(i) + " -> " + out.get(i));
            assertFalse(CLASS_NAME.matcher(e).find(), inputs.get(i) + " -> " + e);
            assertFalse(e.contains("Source: REDACTED"), e);
        }
        assertEquals("'units': a unit is a kind and a place, such as 'A ber', not 'A'", error(out.get(0)));
        assertTrue(error(out.get(6)).contains("classic, order-of-the-dragon"), error(out.get(6)));
    }

    @Test
    void junkOfEveryKindStillLinesUp() throws Exception {
        SplittableRandom random = new SplittableRandom(11);
        String alphabet = "{}[]\":,AFpar-bur HS\r\t\u0000\u00e9\u0410\uff21 0123456789phaseunitsorders";
        StringBuilder input = new StringBuilder();
        int lines = 500;
        for (int i = 0; i < lines; i++) {
            int n = random.nextInt(80);
            if (i % 5 == 0) input.append("{\"phase\":\"S1901M\",\"orders\":{\"France\":[\"");
            for (int k = 0; k < n; k++) input.append(alphabet.charAt(random.nextInt(alphabet.length())));
            input.append('\n');
        }
        List<JsonNode> out = run(input.toString());
        assertEquals(lines, out.size());
        for (JsonNode n : out) {
            String e = error(n);
            if (e != null) assertFalse(CLASS_NAME.matcher(e).find(), e);
        }
    }

    @Test
    void aHugeOrderIsNotEchoedWhole() throws Exception {
        String huge = "A par-" + "x".repeat(100_000);
        List<JsonNode> out = run("{\"phase\":\"S1901M\",\"orders\":{\"France\":[\"" + huge + "\"]}}\n");
        JsonNode rejected = out.get(0).path("rejected").get(0);
        assertTrue(rejected.path("order").asText().length() <= 300, "echoed whole");
        assertTrue(rejected.path("error").asText().length() <= 300);
    }
}
