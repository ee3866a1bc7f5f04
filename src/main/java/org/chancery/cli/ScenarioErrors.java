package org.chancery.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import org.chancery.variant.MapException;
import org.chancery.variant.VariantLoader;

/**
 * The {@code error} text of a scenario line that could not be adjudicated: what was wrong, in words, never
 * an exception's class name. Texts are kept to one short line.
 */
final class ScenarioErrors {
    static final String BLANK = "blank line: each line must hold one scenario, a JSON object such as"
            + " {\"phase\":\"S1901M\",\"units\":{...},\"orders\":{...}}";
    static final String NOT_AN_OBJECT = "a scenario is a JSON object, such as {\"phase\":\"S1901M\",\"units\":{...}}";
    private static final int MAX = 300;

    private ScenarioErrors() {}

    /** A text from the input as echoed in a result: whole up to 300 characters, cut after that. */
    static String echo(String text) {
        return text == null || text.length() <= MAX ? text : text.substring(0, MAX - 1) + "\u2026";
    }

    private static String column(JsonProcessingException j) {
        return j.getLocation() == null ? "?" : String.valueOf(j.getLocation().getColumnNr());
    }

    static String describe(Exception e) { return describe(e, null); }

    /** Where and how a line fails to be JSON, in words (the parser's own message names Java's character codes). */
    private static String brokenJson(JsonProcessingException j) {
        String why = String.valueOf(j.getOriginalMessage());
        if (why.startsWith("Unexpected end-of-input")) return "the line ends before its brackets and quotes are closed";
        if (why.startsWith("Unexpected character") || why.startsWith("Illegal character")
                || why.startsWith("Illegal unquoted character")) {
            return "a character that cannot stand there, at column " + column(j);
        }
        if (why.startsWith("Unrecognized token")) return "a word that is not JSON (texts need double quotes), at column " + column(j);
        if (why.startsWith("Duplicate field")) return "a field given twice, at column " + column(j);
        return "it stops or breaks at column " + column(j);
    }

    /** The field holding the first number of over 1000 digits in a line ("x" in {"x":999...}), or null. */
    static String longNumberField(String line) {
        int run = 0;
        for (int i = 0; i < line.length(); i++) {
            run = Character.isDigit(line.charAt(i)) ? run + 1 : 0;
            if (run <= 1000) continue;
            int colon = line.lastIndexOf(':', i - run + 1);
            int close = colon < 0 ? -1 : line.lastIndexOf('"', colon);
            int open = close <= 0 ? -1 : line.lastIndexOf('"', close - 1);
            return open < 0 ? null : echo(line.substring(open + 1, close));
        }
        return null;
    }

    /** As {@link #describe(Exception)}, with the line read, to name the field a parser's error does not. */
    static String describe(Exception e, String line) {
        String text;
        if (e instanceof com.fasterxml.jackson.core.exc.StreamConstraintsException c
                && String.valueOf(c.getOriginalMessage()).toLowerCase(java.util.Locale.ROOT).contains("nesting depth")) {
            text = "this line nests brackets more than 1000 deep; a scenario nests them at most four deep, as in"
                    + " {\"orders\":{\"France\":[\"A par-bur\"]}}";
        } else if (e instanceof com.fasterxml.jackson.core.exc.StreamConstraintsException) {
            String field = line == null ? null : longNumberField(line);
            text = (field == null ? "a value" : "'" + field + "'") + " holds a number of more than 1000 digits, more than"
                    + " Chancery reads; no scenario field takes one so long (a treasury or a seed has at most 19 digits)";
        } else if (e instanceof com.fasterxml.jackson.databind.JsonMappingException) {
            text = "this scenario could not be read: a field is not in the expected form (units and orders are lists of"
                    + " texts by power, such as {\"France\":[\"A par\"]})";
        } else if (e instanceof JsonProcessingException j) {
            text = "not valid JSON: " + brokenJson(j) + "; each line is one JSON object, such as"
                    + " {\"phase\":\"S1901M\",\"orders\":{\"France\":[\"A par-bur\"]}}";
        } else if (e instanceof MapException) {
            String why = e.getMessage() == null ? "" : e.getMessage();
            int at = why.indexOf("no such variant");
            text = (at < 0 ? "this variant is unavailable: " + VariantLoader.oneLine((MapException) e) : why.substring(at))
                    + "; the variants that play are " + String.join(", ", VariantLoader.available());
        } else if (e instanceof NumberFormatException) {
            text = "a number in this scenario is not one Chancery can read (too large, or not a number)";
        } else if (e instanceof IllegalArgumentException && e.getMessage() != null) {
            text = e.getMessage();
        } else {
            text = "this scenario could not be adjudicated: a field is missing or not in the expected form"
                    + " (units and orders are lists of texts by power, such as {\"France\":[\"A par\"]};"
                    + " bounces are pairs of provinces)";
        }
        return text.length() <= MAX ? text : text.substring(0, MAX - 1) + "\u2026";
    }
}
