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

    static String describe(Exception e) {
        String text;
        if (e instanceof JsonProcessingException j) {
            String why = j.getOriginalMessage();
            int marker = why.indexOf(" (start marker at");
            text = "not valid JSON: " + (marker < 0 ? why : why.substring(0, marker));
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
