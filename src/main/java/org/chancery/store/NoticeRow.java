package org.chancery.store;

/**
 * A message waiting for a transport; audience is "public", "gm" or "power:Name". {@code phaseSeq} is set on
 * a phase's results (the seq of the adjudicated phase, whose position, orders and map the transport may show)
 * and on a reminder (the phase whose orders are missing). {@code pressId} is set on the delivery of a press message
 * (to one recipient's power, or to the channel), whose text is then the sender's, with its header.
 */
public record NoticeRow(long id, long gameId, long at, String audience, String text, Integer phaseSeq, Long pressId) {
    public NoticeRow(long id, long gameId, long at, String audience, String text, Integer phaseSeq) {
        this(id, gameId, at, audience, text, phaseSeq, null);
    }

    /** The delivery of a press message. */
    public boolean press() { return pressId != null; }

    public boolean results() { return phaseSeq != null && audience.equals("public"); }

    /** A reminder to a power about missing orders for phase {@code phaseSeq}. */
    public boolean reminder() { return phaseSeq != null && audience.startsWith("power:") && pressId == null; }
}
