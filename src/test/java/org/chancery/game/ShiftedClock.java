package org.chancery.game;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** The real clock moved by an offset the test sets: time passes, and a test can jump ahead to a deadline. */
public final class ShiftedClock extends Clock {
    private volatile Duration offset = Duration.ZERO;

    public void shift(Duration by) { offset = offset.plus(by); }

    @Override public ZoneId getZone() { return ZoneOffset.UTC; }
    @Override public Clock withZone(ZoneId zone) { return this; }
    @Override public Instant instant() { return Instant.now().plus(offset); }
}
