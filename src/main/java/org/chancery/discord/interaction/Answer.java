package org.chancery.discord.interaction;

import org.chancery.discord.message.OutgoingMessage;

/** The answer to a slash command; an ephemeral reply is seen by the caller alone. */
public record Answer(OutgoingMessage message, boolean ephemeral) {
    public static Answer privately(String text) {
        return new Answer(OutgoingMessage.text(text), true);
    }

    public static Answer publicly(OutgoingMessage message) {
        return new Answer(message, false);
    }
}
