package org.chancery.discord.interaction;

import java.util.List;
import java.util.Optional;
import org.chancery.discord.message.OutgoingMessage;

/** What the bot does with commands; the listener turns Discord events into these calls and back. */
public interface InteractionHandler {
    /** Answers a slash command. May take its time: the listener defers when it is slow. */
    Answer onSlash(SlashCall call) throws Exception;

    /** Suggestions while typing; at most 25 are shown. Must be quick, as it cannot be deferred. */
    default List<Suggestion> onAutocomplete(AutocompleteCall call) throws Exception {
        return List.of();
    }

    /**
     * Whether the answer to this call will be public. Asked before the answer exists, because a
     * deferred reply fixes its visibility when it is deferred.
     */
    default boolean answersPublicly(SlashCall call) {
        return false;
    }

    /** Whether this call is known to be slow (rendering, adjudicating): it is then deferred at once. */
    default boolean slow(SlashCall call) {
        return false;
    }

    /** A plain message sent to the bot in a DM; empty means no answer. */
    default Optional<OutgoingMessage> onDirectMessage(DirectMessage message) throws Exception {
        return Optional.empty();
    }
}
