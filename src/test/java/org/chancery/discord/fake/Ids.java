package org.chancery.discord.fake;

import java.util.concurrent.atomic.AtomicLong;

/** Snowflake ids as Discord makes them: milliseconds since 2015 in the high bits, a counter below. */
final class Ids {
    private static final long DISCORD_EPOCH = 1420070400000L;
    private final AtomicLong counter = new AtomicLong();

    long next() {
        return ((System.currentTimeMillis() - DISCORD_EPOCH) << 22) | (counter.incrementAndGet() & 0xFFF);
    }

    /** An id whose guild Discord serves on {@code shard} of {@code total}: (id >> 22) % total == shard. */
    long onShard(int shard, int total) {
        long time = System.currentTimeMillis() - DISCORD_EPOCH;
        time += Math.floorMod(shard - time, total);
        return (time << 22) | (counter.incrementAndGet() & 0xFFF);
    }
}
