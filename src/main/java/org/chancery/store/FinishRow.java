package org.chancery.store;

/**
 * One power of an ended game, as the league reads it: the player who held it at the end (null for an empty seat),
 * its centres for scoring and the variant's tie-break measure, when it fell (0 for a survivor), how it ended
 * ({@code won}, {@code drawn}, {@code survived} or {@code eliminated}), how many phases the game played, when it
 * ended, and the server it ended on (a game imported elsewhere counts only there).
 */
public record FinishRow(long gameId, String power, String userId, String userName, int centres, int tiebreak, int fellAt,
                        String result, int phases, long endedAt, String endedIn) {}
