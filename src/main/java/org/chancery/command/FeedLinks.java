package org.chancery.command;

import java.util.Optional;

/** Where a game's calendar feed and page, and a server's league page, are served, when this Chancery serves them. */
public interface FeedLinks {
    FeedLinks NONE = gameId -> Optional.empty();

    Optional<String> calendar(long gameId);

    /** The game's public page, or empty when there is none (no server, or the GM turned it off). */
    default Optional<String> page(long gameId) { return Optional.empty(); }

    /** The page for one power alone, with its own orders as they stand drawn on the board. */
    default Optional<String> page(long gameId, String power) { return Optional.empty(); }

    /** A server's league page (its standings and each player's history), or empty when there is none. */
    default Optional<String> league(String guildId) { return Optional.empty(); }
}
