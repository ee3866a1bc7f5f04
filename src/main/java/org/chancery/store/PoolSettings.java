package org.chancery.store;

import java.util.Optional;
import java.util.function.Function;

/**
 * The connection pool (HikariCP) for any database: at most {@code size} connections, and how long a
 * caller waits for one before the store reports itself busy.
 */
public record PoolSettings(int size, long waitMillis) {
    public static final String SIZE_ENV = "CHANCERY_DB_POOL_SIZE";
    public static final String WAIT_ENV = "CHANCERY_DB_POOL_WAIT";
    public static final PoolSettings DEFAULT = new PoolSettings(10, 10_000);

    public PoolSettings {
        if (size < 1) throw new IllegalArgumentException(SIZE_ENV + " must be at least 1, not " + size);
        if (waitMillis < 250) {
            throw new IllegalArgumentException(WAIT_ENV + " must be at least 250 ms, not " + waitMillis + " ms");
        }
    }

    /** {@code CHANCERY_DB_POOL_SIZE} (connections, 10 by default) and {@code CHANCERY_DB_POOL_WAIT} (seconds, 10). */
    public static PoolSettings from(Function<String, Optional<String>> settings) {
        int size = number(settings, SIZE_ENV, DEFAULT.size(), "a number of connections such as 10");
        int wait = number(settings, WAIT_ENV, (int) (DEFAULT.waitMillis() / 1000), "a number of seconds such as 10");
        return new PoolSettings(size, wait * 1000L);
    }

    private static int number(Function<String, Optional<String>> settings, String key, int fallback, String example) {
        String text = Database.value(settings, key, null);
        if (text == null) return fallback;
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + " must be " + example + ", not '" + text + "'");
        }
    }
}
