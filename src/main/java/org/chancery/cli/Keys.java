package org.chancery.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.apache.commons.text.similarity.LevenshteinDistance;
import org.chancery.discord.DiscordConfig;
import org.chancery.discord.Settings;
import org.chancery.discord.Shards;
import org.chancery.store.Database;
import org.chancery.store.PoolSettings;

/**
 * The configuration keys Chancery reads (the table in docs/operators.md and {@code .env.example} list the same ones,
 * which a test checks), and a warning for a key it does not read: any in {@code .env}, and any in the environment
 * that starts as Chancery's do. A misspelt key would otherwise be ignored in silence.
 */
final class Keys {
    static final List<String> KNOWN = List.of(DiscordConfig.TOKEN, DiscordConfig.GUILD_ID, DiscordConfig.GM_ROLE,
            Shards.KEY, Database.URL_ENV, Database.USER_ENV, Database.PASSWORD_ENV, PoolSettings.SIZE_ENV,
            PoolSettings.WAIT_ENV, MigrateStoreCommand.PASSWORD_ENV, Feeds.PORT, Feeds.URL, Feeds.SECRET, LogSetup.KEY,
            DailyBackups.KEEP);

    /** Prefixes of the environment's names that are taken to be meant for Chancery. */
    private static final List<String> OURS = List.of("DISCORD_", "CHANCERY_");

    private Keys() {}

    /** The settings of {@code .env} and the environment, with a line on {@code err} for each key not read. */
    static Settings load(PrintStream err) throws IOException {
        Settings settings = Settings.load();
        for (String w : warnings(settings.fileKeys(), settings.environmentKeys())) err.println(w);
        return settings;
    }

    /** "Warning: .env sets DISCORD_TOKN, which Chancery does not read; did you mean DISCORD_TOKEN?" */
    static List<String> warnings(Set<String> fileKeys, Set<String> environmentKeys) {
        List<String> out = new ArrayList<>();
        for (String k : new TreeSet<>(fileKeys)) if (!KNOWN.contains(k)) out.add(warning(".env sets", k));
        for (String k : new TreeSet<>(environmentKeys)) {
            if (!KNOWN.contains(k) && !fileKeys.contains(k) && OURS.stream().anyMatch(k::startsWith)) {
                out.add(warning("the environment sets", k));
            }
        }
        return out;
    }

    private static String warning(String where, String key) {
        String meant = closest(key);
        return "Warning: " + where + " " + key + ", which Chancery does not read"
                + (meant == null ? "; the keys are listed in .env.example." : "; did you mean " + meant + "?");
    }

    /** The known key a misspelling most likely meant: a few letters off, or the known key's own tail. */
    static String closest(String key) {
        String upper = key.toUpperCase(Locale.ROOT);
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String k : KNOWN) {
            int d = LevenshteinDistance.getDefaultInstance().apply(upper, k);
            if (d < bestDistance) {
                best = k;
                bestDistance = d;
            }
        }
        if (bestDistance <= Math.max(2, upper.length() / 4)) return best;
        for (String k : KNOWN) if (upper.length() >= 4 && k.endsWith("_" + upper)) return k;
        return null;
    }
}
