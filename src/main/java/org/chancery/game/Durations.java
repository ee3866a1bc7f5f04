package org.chancery.game;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Durations as people type them ("90m", "36h", "2d", "1d12h", or a bare number of minutes), read with
 * {@link Duration} and checked against a range, so that no size of input overflows or is stored wrong.
 */
public final class Durations {
    /** A phase lasts from 5 minutes to 90 days. */
    public static final Range PHASE = new Range(Duration.ofMinutes(5), Duration.ofDays(90));
    /** Grace after a deadline, and reminders before it: none, up to 90 days. */
    public static final Range UP_TO_90_DAYS = new Range(Duration.ZERO, Duration.ofDays(90));
    /** A deadline is set or moved by at least a minute and lies at most a year ahead. */
    public static final Range AHEAD = new Range(Duration.ofMinutes(1), Duration.ofDays(365));

    private static final Pattern FORM = Pattern.compile("(?:\\d+[dhm])+|\\d+");
    private static final Pattern PART = Pattern.compile("(\\d+)([dhm])");

    private Durations() {}

    /** An inclusive range of durations. */
    public record Range(Duration min, Duration max) {
        public boolean contains(Duration d) { return d.compareTo(min) >= 0 && d.compareTo(max) <= 0; }

        public String describe() { return describe(min) + " to " + describe(max); }

        private static String describe(Duration d) { return GameSettings.describe(d.toMinutes()); }
    }

    /** Reads {@code text} as a duration within {@code range}; {@code key} names it in the answer. */
    public static Duration parse(String key, String text, Range range) {
        String t = text.toLowerCase(Locale.ROOT).replace(" ", "");
        if (!FORM.matcher(t).matches()) {
            throw new GameException(key + ": '" + cut(text) + "' is not a duration; write e.g. 90m, 36h, 2d or 1d12h.");
        }
        Duration d;
        try {
            d = t.chars().allMatch(Character::isDigit) ? Duration.ofMinutes(Long.parseLong(t)) : sum(t);
        } catch (NumberFormatException | ArithmeticException tooLong) {
            throw outOfRange(key, text, range);
        }
        if (!range.contains(d)) throw outOfRange(key, text, range);
        return d;
    }

    /** Refuses a deadline more than a year ahead of {@code now} (both epoch ms). */
    static void withinAYear(long due, long now) {
        long max = now + AHEAD.max().toMillis();
        if (due > max) {
            throw new GameException("That would put the deadline at " + Views.when(due) + ", more than a year ahead;"
                    + " the latest is " + Views.when(max) + ".");
        }
    }

    /** Whole minutes of a duration within a range (every range here fits an int of minutes). */
    public static int minutes(String key, String text, Range range) {
        return (int) parse(key, text, range).toMinutes();
    }

    /** "1d12h" as 1 day plus 12 hours; java.time throws on overflow. */
    private static Duration sum(String t) {
        Duration total = Duration.ZERO;
        Matcher m = PART.matcher(t);
        while (m.find()) {
            long n = Long.parseLong(m.group(1));
            total = total.plus(switch (m.group(2)) {
                case "d" -> Duration.ofDays(n);
                case "h" -> Duration.ofHours(n);
                default -> Duration.ofMinutes(n);
            });
        }
        return total;
    }

    private static GameException outOfRange(String key, String text, Range range) {
        return new GameException(key + ": '" + cut(text) + "' is out of range; give " + range.describe() + ".");
    }

    /** Text as echoed in an answer: at most 20 characters. */
    static String cut(String text) {
        return text.length() <= 20 ? text : text.substring(0, 19) + "\u2026";
    }
}
