package org.chancery.command;

import java.util.regex.Pattern;
import org.chancery.game.Views;

/**
 * Moments in reply text are written as tokens "{t:SECONDS}" (epoch seconds) so each transport can show them
 * its own way: Discord as a timestamp in the reader's zone, the console in UTC.
 */
public final class Times {
    private static final Pattern TOKEN = Pattern.compile("\\{t:(-?\\d+)}");

    private Times() {}

    public static String token(long epochMillis) { return Views.moment(epochMillis); }

    /** Replaces every token with the UTC time. */
    public static String utc(String text) { return Views.utc(text); }

    /**
     * Replaces every token with Discord's timestamp markup, the time in the reader's zone and how far off it is:
     * "<t:1700000000:F> (<t:1700000000:R>)", shown as "Tuesday, 14 November 2023 22:13 (in 3 hours)".
     */
    public static String discord(String text) {
        return text == null ? null : TOKEN.matcher(text).replaceAll("<t:$1:F> (<t:$1:R>)");
    }
}
