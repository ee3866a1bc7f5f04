package org.chancery.discord.bridge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.chancery.discord.interaction.FileFetcher;
import org.chancery.discord.interaction.SlashCall;
import org.chancery.game.GameArchive;

/**
 * Files attached to a command (the export given to {@code /game import}): each file option's value, sent as
 * "file:size|url|name", is replaced by the file's text, fetched only if it is no larger than an import takes.
 */
final class Uploads {
    static final long MAX_BYTES = GameArchive.MAX_CHARS;

    private Uploads() {}

    static void fetch(Map<String, String> options, FileFetcher files) { fetch(options, files, null); }

    /** The same, each file held to its option's longest value when the command is known. */
    static void fetch(Map<String, String> options, FileFetcher files, org.chancery.command.CommandSpec spec) {
        for (Map.Entry<String, String> e : options.entrySet()) {
            String v = e.getValue();
            if (v == null || !v.startsWith(SlashCall.FILE)) continue;
            String[] parts = v.substring(SlashCall.FILE.length()).split("\\|", 3);
            long size = Long.parseLong(parts[0]);
            String name = parts.length > 2 ? parts[2] : "the file";
            long max = MAX_BYTES;
            if (spec != null) {
                for (var o : spec.options()) if (o.name().equals(e.getKey())) max = Math.min(max, o.maxLength());
            }
            if (size > max) {
                throw new Refusal(name + " is " + size / 1000 + " KB; a file given here may be at most "
                        + (max >= 1_000_000 ? max / 1_000_000 + " MB." : max / 1000 + " KB."));
            }
            try {
                e.setValue(new String(files.fetch(parts[1], max), StandardCharsets.UTF_8));
            } catch (IOException fail) {
                throw new Refusal("Discord did not hand over " + name + "; attach it again.");
            }
        }
    }

    static final class Refusal extends RuntimeException {
        Refusal(String message) { super(message, null, false, false); }
    }
}
