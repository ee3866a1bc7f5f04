package org.chancery.console;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.chancery.command.CommandSpec;
import org.chancery.command.Commands;
import org.chancery.command.OptionSpec;

/**
 * Turns a typed line into a command and its options: the longest command name that matches, then the
 * options in order, one word each, except that a text option takes the rest of the line, and so does a place
 * that is the last option ("moves Lyme Bay"); an optional choice that does not match is passed over when a place
 * follows it ("map scotland" is "map area=scotland"). "name=value" sets an option by name (e.g. "status game=2");
 * "game=2" may stand anywhere in the line, even after a text option ("order A mar-spa game=1").
 */
final class LineParser {
    record Parsed(CommandSpec spec, Map<String, String> options) {}

    private LineParser() {}

    static Parsed parse(Commands commands, String line) {
        String[] words = line.strip().split("\\s+");
        CommandSpec spec = null;
        int used = 0;
        if (words.length >= 2) {
            spec = commands.find(words[0] + " " + words[1]);
            used = 2;
        }
        if (spec == null) {
            spec = commands.find(words[0]);
            used = 1;
        }
        if (spec == null) return null;
        String rest = skipWords(line.strip(), used);
        Map<String, String> options = new LinkedHashMap<>();
        rest = pullGame(spec, rest, options);
        List<OptionSpec> positional = new java.util.ArrayList<>();
        for (OptionSpec o : spec.options()) if (!o.name().equals("game")) positional.add(o);
        int next = 0;
        while (!rest.isEmpty()) {
            String word = rest.split("\\s+", 2)[0];
            int eq = word.indexOf('=');
            OptionSpec named = eq > 0 ? option(spec, word.substring(0, eq)) : null;
            if (named != null && named.type() != OptionSpec.Type.TEXT) {
                options.put(named.name(), word.substring(eq + 1));
                rest = skipWords(rest, 1);
                continue;
            }
            while (next < positional.size() && options.containsKey(positional.get(next).name())) next++;
            if (next >= positional.size()) {
                options.merge("_extra", rest, (a, b) -> a + " " + b);
                break;
            }
            OptionSpec o = positional.get(next++);
            if (!o.required() && !o.choices().isEmpty() && !o.choices().contains(word.toLowerCase(Locale.ROOT))
                    && placeFollows(positional, next)) {
                continue;
            }
            if (o.type() == OptionSpec.Type.TEXT) {
                options.put(o.name(), rest);
                break;
            }
            if (isPlace(o) && next == positional.size()) {
                String[] place = trailingNamed(spec, rest);
                options.put(o.name(), place[0]);
                rest = place[1];
                continue;
            }
            options.put(o.name(), word);
            rest = skipWords(rest, 1);
        }
        return new Parsed(spec, options);
    }

    /** Takes a "game=<n>" word out of the line wherever it stands, so a text option before it never swallows it. */
    private static String pullGame(CommandSpec spec, String rest, Map<String, String> options) {
        if (option(spec, "game") == null) return rest;
        java.util.regex.Matcher m = GAME.matcher(rest);
        if (!m.find()) return rest;
        options.put("game", m.group(1));
        return (rest.substring(0, m.start()).strip() + " " + rest.substring(m.end()).strip()).strip();
    }

    private static final java.util.regex.Pattern GAME =
            java.util.regex.Pattern.compile("(?i)(?<=^|\\s)game=(\\d+)(?=\\s|$)");

    /** Whether a place option comes after {@code from}, past only optional choices. */
    private static boolean placeFollows(List<OptionSpec> positional, int from) {
        for (int i = from; i < positional.size(); i++) {
            OptionSpec o = positional.get(i);
            if (isPlace(o)) return true;
            if (o.required() || o.choices().isEmpty()) return false;
        }
        return false;
    }

    /** A place (a province or an area) may be named in several words: "moves Lyme Bay", "map Hastings & Pevensey". */
    private static boolean isPlace(OptionSpec o) {
        return o.completion() == OptionSpec.Completion.PROVINCE || o.completion() == OptionSpec.Completion.AREA;
    }

    /** The rest of a line split into its words before any trailing "name=value" options, and those options. */
    private static String[] trailingNamed(CommandSpec spec, String rest) {
        String[] words = rest.split("\\s+");
        int end = words.length;
        while (end > 1 && words[end - 1].indexOf('=') > 0 && option(spec, words[end - 1].substring(0, words[end - 1].indexOf('='))) != null) {
            end--;
        }
        return new String[] {String.join(" ", java.util.Arrays.copyOfRange(words, 0, end)),
                String.join(" ", java.util.Arrays.copyOfRange(words, end, words.length))};
    }

    private static OptionSpec option(CommandSpec spec, String name) {
        for (OptionSpec o : spec.options()) if (o.name().equals(name.toLowerCase(Locale.ROOT))) return o;
        return null;
    }

    private static String skipWords(String s, int n) {
        String out = s.strip();
        for (int i = 0; i < n && !out.isEmpty(); i++) {
            String[] parts = out.split("\\s+", 2);
            out = parts.length > 1 ? parts[1].strip() : "";
        }
        return out;
    }
}
