package org.chancery.discord.interaction;

import org.chancery.discord.message.OutgoingMessage;
import org.chancery.discord.message.TextForm;

/**
 * The answer to a command, a button or a form: a message (ephemeral: seen by the caller alone), or a form
 * to open instead ({@code form} set), which Discord allows only as the first answer.
 */
public record Answer(OutgoingMessage message, boolean ephemeral, TextForm form) {
    public Answer(OutgoingMessage message, boolean ephemeral) {
        this(message, ephemeral, null);
    }

    public static Answer privately(String text) {
        return new Answer(OutgoingMessage.text(text), true);
    }

    public static Answer publicly(OutgoingMessage message) {
        return new Answer(message, false);
    }

    /** Opens a form; {@code otherwise} is said if the form can no longer be opened (the answer was deferred). */
    public static Answer opening(TextForm form, OutgoingMessage otherwise) {
        return new Answer(otherwise, true, form);
    }
}
