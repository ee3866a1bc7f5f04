package org.chancery.discord.fake;

import java.util.concurrent.atomic.AtomicLong;

/** Snowflake ids as Discord makes them: milliseconds since 2015 in the high bits, a counter below. */
final class Ids {
    private static final long DISCORD_EPOCH = 1420070400000L;
    private final AtomicLong counter = new AtomicLong();

    long next() {
        return ((System.currentTimeMillis() - DISCORD_EPOCH) << 22) | (counter.incrementAndGet() & 0xFFF);
    }
}
