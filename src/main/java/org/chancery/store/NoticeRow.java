package org.chancery.store;

/**
 * A message waiting for a transport; audience is "public", "gm" or "power:Name". {@code phaseSeq} is set on
 * a phase's results (the seq of the adjudicated phase, whose position, orders and map the transport may show)
 * and on a reminder (the phase whose orders are missing).
 */
public record NoticeRow(long id, long gameId, long at, String audience, String text, Integer phaseSeq) {
    public boolean results() { return phaseSeq != null && audience.equals("public"); }

    /** A reminder to a power about missing orders for phase {@code phaseSeq}. */
    public boolean reminder() { return phaseSeq != null && audience.startsWith("power:"); }
}
