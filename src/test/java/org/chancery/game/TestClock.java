package org.chancery.game;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A clock the test moves by hand. */
public final class TestClock extends Clock {
    private volatile Instant now;

    public TestClock(Instant start) { this.now = start; }

    public static TestClock at(String iso) { return new TestClock(Instant.parse(iso)); }

    public void advance(Duration d) { now = now.plus(d); }

    public void set(Instant t) { now = t; }

    @Override public ZoneId getZone() { return ZoneOffset.UTC; }
    @Override public Clock withZone(ZoneId zone) { return this; }
    @Override public Instant instant() { return now; }
}
