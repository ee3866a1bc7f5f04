package org.chancery.command;

import java.util.Optional;

/** Where a game's calendar feed is served for subscribing, when this Chancery serves one. */
public interface FeedLinks {
    FeedLinks NONE = gameId -> Optional.empty();

    Optional<String> calendar(long gameId);
}
