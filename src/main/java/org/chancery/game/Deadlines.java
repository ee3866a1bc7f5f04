package org.chancery.game;

import java.time.Instant;
import java.time.ZonedDateTime;
import org.chancery.engine.PhaseType;

/** When a phase's orders are due. */
public final class Deadlines {
    private Deadlines() {}

    /** The length of a phase of this type, brought within 5 minutes to 90 days whatever was stored. */
    public static long minutesFor(GameSettings stored, PhaseType type) {
        GameSettings s = stored.bounded();
        return switch (type) {
            case MOVEMENT -> s.movement();
            case RETREAT -> s.retreat();
            case ADJUSTMENT -> s.adjustment();
        };
    }

    /** The deadline of a phase of this type that starts at {@code now} (epoch ms). */
    public static long next(GameSettings s, PhaseType type, long now) {
        long due = now + minutesFor(s, type) * 60_000L;
        if (s.fixed() == null) return due;
        ZonedDateTime t = Instant.ofEpochMilli(due).atZone(s.zoneId());
        ZonedDateTime at = t.with(s.fixed()).withSecond(0).withNano(0);
        if (at.isBefore(t)) at = at.plusDays(1);
        return at.toInstant().toEpochMilli();
    }
}
