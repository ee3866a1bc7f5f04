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

    /** Whether this call is known to be slow (rendering, adjudicating): it is then deferred at once. */
    default boolean slow(SlashCall call) {
        return false;
    }

    /** A press of one of the bot's buttons. */
    default Answer onButton(ButtonCall call) throws Exception {
        return Answer.privately("This button does nothing any more.");
    }

    /** A form (modal) sent back. */
    default Answer onForm(FormCall call) throws Exception {
        return Answer.privately("This form is not taken any more.");
    }

    /** Whether answering this button press is known to be slow: it is then deferred at once. */
    default boolean slow(ButtonCall call) {
        return false;
    }

    /** A plain message sent to the bot in a DM; empty means no answer. */
    default Optional<OutgoingMessage> onDirectMessage(DirectMessage message) throws Exception {
        return Optional.empty();
    }
}
