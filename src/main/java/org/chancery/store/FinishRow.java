package org.chancery.store;

/**
 * One power of an ended game, as the league reads it: the player who held it at the end (null for an empty seat),
 * its centres for scoring, when it fell (0 for a survivor), how it ended ({@code won}, {@code drawn},
 * {@code survived} or {@code eliminated}), how many phases the game played, and when it ended.
 */
public record FinishRow(long gameId, String power, String userId, String userName, int centres, int fellAt,
                        String result, int phases, long endedAt) {}
