package org.chancery.discord.posting;

import java.time.Duration;

/** Waits; tests replace it so that backoff costs no time. */
@FunctionalInterface
public interface Sleeper {
    Sleeper REAL = d -> Thread.sleep(d.toMillis());

    void sleep(Duration duration) throws InterruptedException;
}
