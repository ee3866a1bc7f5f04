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
 * options in order, one word each, except that a text option takes the rest of the line. "name=value" at
 * the start sets an option by name (e.g. "status game=2").
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
            if (o.type() == OptionSpec.Type.TEXT) {
                options.put(o.name(), rest);
                break;
            }
            options.put(o.name(), word);
            rest = skipWords(rest, 1);
        }
        return new Parsed(spec, options);
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
