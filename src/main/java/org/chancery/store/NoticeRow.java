package org.chancery.store;

/**
 * A message waiting for a transport; audience is "public", "gm" or "power:Name". {@code phaseSeq} is set on
 * a phase's results: the seq of the adjudicated phase, whose position, orders and map the transport may show.
 */
public record NoticeRow(long id, long gameId, long at, String audience, String text, Integer phaseSeq) {
    public boolean results() { return phaseSeq != null; }
}
