package org.chancery.discord;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a {@code .env} file: {@code KEY=value} lines, {@code #} comments, blank lines, an optional
 * {@code export } prefix, and values in single or double quotes. A missing file reads as empty.
 */
public final class EnvFile {
    private EnvFile() {}

    public static Map<String, String> read(Path file) throws IOException {
        if (!Files.isRegularFile(file)) return Map.of();
        return parse(file.toString(), Files.readAllLines(file, StandardCharsets.UTF_8));
    }

    static Map<String, String> parse(String name, List<String> lines) {
        Map<String, String> values = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) continue;
            if (line.startsWith("export ")) line = line.substring(7).strip();
            int eq = line.indexOf('=');
            String where = name + " line " + (i + 1);
            if (eq <= 0) {
                throw new IllegalArgumentException(where + ": expected KEY=value, as in DISCORD_TOKEN=abc.");
            }
            String key = line.substring(0, eq).strip();
            if (!key.matches("[A-Za-z_][A-Za-z0-9_]*")) {
                throw new IllegalArgumentException(where + ": '" + key
                        + "' is not a valid key; use letters, digits and underscores, as in DISCORD_GUILD_ID.");
            }
            values.put(key, value(line.substring(eq + 1).strip(), where));
        }
        return values;
    }

    private static String value(String raw, String where) {
        if (raw.startsWith("\"") || raw.startsWith("'")) {
            char quote = raw.charAt(0);
            int end = raw.indexOf(quote, 1);
            if (end < 0) throw new IllegalArgumentException(where + ": the value opens a " + quote
                    + " quote but never closes it.");
            return raw.substring(1, end);
        }
        int comment = raw.indexOf(" #");
        return (comment >= 0 ? raw.substring(0, comment) : raw).strip();
    }
}
