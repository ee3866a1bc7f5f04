package org.chancery.discord.posting;

import java.time.Duration;

/** Exponential backoff: {@code first}, doubled after each failure, never above {@code max}. */
public record Backoff(Duration first, Duration max) {
    public static final Backoff DEFAULT = new Backoff(Duration.ofSeconds(1), Duration.ofMinutes(5));

    public Backoff {
        if (first.isNegative() || first.isZero() || max.compareTo(first) < 0) {
            throw new IllegalArgumentException("backoff needs 0 < first <= max, not " + first + " and " + max);
        }
    }

    /** The wait after failure number {@code failures} (1 for the first). */
    public Duration after(int failures) {
        int doublings = Math.min(Math.max(failures - 1, 0), 30);
        Duration wait = first.multipliedBy(1L << doublings);
        return wait.compareTo(max) > 0 ? max : wait;
    }
}
