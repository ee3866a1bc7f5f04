package org.chancery.discord.interaction;

import java.util.Map;

/**
 * A slash command as plain data. {@code path} is the full command name ({@code game create});
 * {@code options} maps each given option to its value as text (a user option gives "id|display name",
 * role and channel options give the id), in the order given.
 */
public record SlashCall(long interactionId, String path, Map<String, String> options, Invoker caller, Place place) {
    /** How a file option's value begins: "file:size|url|name". */
    public static final String FILE = "file:";

    public SlashCall {
        options = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(options));
    }

    /** The top-level command name, {@code game} for {@code /game create}. */
    public String command() {
        int space = path.indexOf(' ');
        return space < 0 ? path : path.substring(0, space);
    }

    public String option(String name) {
        return options.get(name);
    }
}
