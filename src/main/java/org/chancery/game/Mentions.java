package org.chancery.game;

import java.util.regex.Pattern;

/**
 * Text relayed for a player, with every mention made harmless: "@everyone" and "@here" (any case), and user, role
 * and channel-member mentions ({@code <@123>}, {@code <@!123>}, {@code <@&123>}) get a zero-width space after the
 * "@" or "<", so Discord shows them as text and pings nobody. The transport also posts relayed text with no mentions
 * allowed; this is the text's own half, which holds wherever it is shown.
 */
public final class Mentions {
    private static final Pattern EVERYONE = Pattern.compile("(?i)@(everyone|here)");
    private static final Pattern TAG = Pattern.compile("<(@[!&]?\\d+)>");
    /** What is put in: a zero-width space. */
    public static final String BREAK = "\u200b";

    private Mentions() {}

    public static String neutral(String text) {
        String out = EVERYONE.matcher(text).replaceAll("@" + BREAK + "$1");
        return TAG.matcher(out).replaceAll("<" + BREAK + "$1>");
    }
}
