package org.chancery.variant.allocation;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A line that starts with points, as both Diplomacy Points and influence are written: "2 A ber-pru",
 * "2 DP: A ber-pru", "2 DP to F Tunis", "9: WUR", "9 INFs to WUR". The points may be followed by their unit or
 * "points", and by a colon, "to" or "on".
 */
public record PointLine(int points, String rest) {
    private static final Pattern LINE = Pattern.compile(
            "^\\s*(\\d+)\\s*(?:(?:dp|infs?|points?)\\b)?\\s*(?::|\\bto\\b|\\bon\\b)?\\s*(.*)$", Pattern.CASE_INSENSITIVE);

    /** The line read, or why it is not a line of points; {@code example} shows the right form. */
    public sealed interface Read {
        record Ok(PointLine line) implements Read {}
        record NoPoints() implements Read {}
        record Error(String message) implements Read {}
    }

    public static Read read(String line, String example) {
        Matcher m = LINE.matcher(line == null ? "" : line);
        if (!m.matches()) return new Read.NoPoints();
        if (m.group(2).isBlank()) return new Read.Error("say what the points go to after them, such as '" + example + "'");
        int points;
        try {
            points = Integer.parseInt(m.group(1));
        } catch (NumberFormatException e) {
            return new Read.Error("'" + m.group(1) + "' is too many points");
        }
        if (points < 1) return new Read.Error("allocate at least 1 point");
        return new Read.Ok(new PointLine(points, m.group(2).strip()));
    }
}
