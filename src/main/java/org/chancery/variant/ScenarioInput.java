package org.chancery.variant;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reading a scenario's fields, each refused by name with what it takes, in words: never a Java type or a
 * parser's message (issue 23). Every refusal is an IllegalArgumentException whose message is the answer.
 */
public final class ScenarioInput {
    private ScenarioInput() {}

    /** Data binding, made at its first use: reading the common fields (phase, units, orders) needs none. */
    private static final class Binding {
        static final ObjectMapper JSON = new ObjectMapper();
    }

    /** The field converted to {@code type}, or a refusal saying it takes {@code shape} ("an object of ... such as ..."). */
    public static <T> T convert(String field, JsonNode n, TypeReference<T> type, String shape) {
        try {
            return Binding.JSON.convertValue(n, type);
        } catch (IllegalArgumentException e) {
            throw wrong(field, n, shape);
        }
    }

    /** The same for a class. */
    public static <T> T convert(String field, JsonNode n, Class<T> type, String shape) {
        try {
            return Binding.JSON.convertValue(n, type);
        } catch (IllegalArgumentException e) {
            throw wrong(field, n, shape);
        }
    }

    /** A whole number from {@code min} to {@code max}. */
    public static int whole(String field, JsonNode n, int min, int max) {
        if (n == null || !n.isIntegralNumber() || !n.canConvertToLong() || n.asLong() < min || n.asLong() > max) {
            throw wrong(field, n, "a whole number from " + min + " to " + max);
        }
        return n.asInt();
    }

    /** Any whole number that fits in 64 bits, such as a seed. */
    public static long wholeLong(String field, JsonNode n) {
        if (n == null || !n.isIntegralNumber() || !n.canConvertToLong()) {
            throw wrong(field, n, "a whole number (from " + Long.MIN_VALUE + " to " + Long.MAX_VALUE + ")");
        }
        return n.asLong();
    }

    /** An object of lists of texts by name ("units", "orders"): each entry, its texts; a missing field is none. */
    public static List<Map.Entry<String, List<String>>> listsByName(String field, JsonNode n, String example) {
        return listsByName(field, n, example, null);
    }

    /**
     * As {@link #listsByName(String, JsonNode, String)}, refusing at once a name that is none of {@code known}
     * (in any case), so that a line with thousands of made-up powers is one short answer.
     */
    public static List<Map.Entry<String, List<String>>> listsByName(String field, JsonNode n, String example,
                                                                     java.util.Collection<String> known) {
        List<Map.Entry<String, List<String>>> out = new ArrayList<>();
        if (n == null || n.isMissingNode() || n.isNull()) return out;
        if (!n.isObject()) throw wrong(field, n, "an object of lists by power, such as " + example);
        java.util.Set<String> names = null;
        for (var it = n.fields(); it.hasNext(); ) {
            var e = it.next();
            if (e.getKey().isBlank()) {
                throw new IllegalArgumentException("'" + field + "' has a list with no power's name; name the power, such as " + example);
            }
            if (!e.getValue().isArray()) {
                throw new IllegalArgumentException("'" + field + "' takes a list for each power, such as " + example
                        + "; " + e.getKey() + "'s is " + shown(e.getValue()) + ", not a list");
            }
            String key = e.getKey();
            if (known != null && !(key.strip() == key && known.contains(key))
                    && !(names = lowerCase(names, known)).contains(key.strip().toLowerCase(java.util.Locale.ROOT))) {
                throw new IllegalArgumentException("'" + field + "' names " + shown(com.fasterxml.jackson.databind.node.TextNode.valueOf(e.getKey()))
                        + ", which is no power of this variant; the powers are " + String.join(", ", known));
            }
            List<String> values = new ArrayList<>();
            for (JsonNode v : e.getValue()) {
                if (!v.isTextual()) {
                    throw new IllegalArgumentException("'" + field + "' takes texts, such as " + example + "; " + e.getKey()
                            + "'s list holds " + shown(v));
                }
                values.add(v.asText());
            }
            out.add(Map.entry(e.getKey(), values));
        }
        return out;
    }

    /** The names in lower case, made at the first name not found as it is. */
    private static java.util.Set<String> lowerCase(java.util.Set<String> made, java.util.Collection<String> names) {
        if (made != null) return made;
        java.util.Set<String> out = new java.util.HashSet<>();
        for (String k : names) out.add(k.toLowerCase(java.util.Locale.ROOT));
        return out;
    }

    private static final java.util.regex.Pattern PHASE = java.util.regex.Pattern.compile("[A-Za-z]{1,3}\\d{1,5}(?:BC|bc)?[A-Za-z]");

    /**
     * The scenario's {@code phase}, read by the variant's calendar: a season, a year of at most five digits (no
     * sign; years before Christ are written with BC, as S43BCM), and M, R or A.
     */
    public static org.chancery.engine.Phase phase(JsonNode n, Variant v) {
        String example = v.start().phase().code();
        String takes = "a phase code of " + v.name() + ": a season, a year of at most five digits and M, R or A, such as " + example;
        if (n == null || !n.isTextual() || !PHASE.matcher(n.asText().strip()).matches()) throw wrong("phase", n, takes);
        try {
            return v.calendar().parse(n.asText().strip());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'phase' takes " + takes + "; " + shown(n) + " is not one ("
                    + (e.getMessage() == null ? "no such phase" : e.getMessage()) + ")");
        }
    }

    /**
     * A unit of a scenario, "A par" or "F stp/sc", refused by name when it names no kind or place, or stands where
     * its kind may not (an army at sea, a fleet inland).
     */
    public static org.chancery.engine.Unit unit(String field, String power, String text, Variant v) {
        String[] w = words(text);
        org.chancery.engine.Board board = v.board();
        if (w.length != 2) throw new IllegalArgumentException("'" + field + "': a unit is a kind and a place, such as '" + unitExample(v) + "', not '" + cut(text) + "'");
        org.chancery.engine.UnitKind kind = board.unitKind(w[0]).orElseThrow(() -> new IllegalArgumentException("'" + field
                + "': no unit kind '" + cut(w[0]) + "' in '" + cut(text) + "'; such as '" + unitExample(v) + "'"));
        org.chancery.engine.Location at;
        try {
            at = board.location(w[1]);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + field + "': no place '" + cut(w[1]) + "' on this map, in " + power + "'s '" + cut(text) + "'");
        }
        if (!kind.canStandOn(at.province())) {
            throw new IllegalArgumentException("'" + field + "': " + power + "'s " + kind.name().toLowerCase(java.util.Locale.ROOT)
                    + " cannot stand in " + at.province().name() + " ('" + cut(text) + "')");
        }
        return new org.chancery.engine.Unit(power, kind, at);
    }

    /** The text's words between runs of ASCII white space, as splitting the trimmed text at "\\s+" gives them. */
    static String[] words(String text) {
        String t = text.trim();
        List<String> out = new ArrayList<>(2);
        int i = 0;
        while (i < t.length()) {
            int j = i;
            while (j < t.length() && !blank(t.charAt(j))) j++;
            out.add(t.substring(i, j));
            i = j;
            while (i < t.length() && blank(t.charAt(i))) i++;
        }
        if (out.isEmpty()) out.add("");
        return out.toArray(new String[0]);
    }

    private static boolean blank(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
    }

    /** A unit of the variant to show in a refusal: its first army at the start, by name (worked out only for one). */
    private static String unitExample(Variant v) {
        return v.start().units().stream().filter(u -> !u.kind().isNaval()).map(org.chancery.engine.Unit::shortName)
                .sorted().findFirst().orElse("A " + v.board().provinces().get(0).id());
    }

    private static String cut(String text) { return text.length() <= 40 ? text : text.substring(0, 39) + "\u2026"; }

    /** The refusal for a field that is not what it takes. */
    public static IllegalArgumentException wrong(String field, JsonNode n, String takes) {
        return new IllegalArgumentException("'" + field + "' takes " + takes + ", not " + shown(n));
    }

    /** A value as the user wrote it, cut short. */
    static String shown(JsonNode n) {
        if (n == null || n.isMissingNode()) return "nothing";
        String text = n.toString();
        if (n.isNumber() && text.length() > 24) return "a number of " + text.length() + " digits";
        return text.length() <= 60 ? text : text.substring(0, 59) + "\u2026";
    }
}
