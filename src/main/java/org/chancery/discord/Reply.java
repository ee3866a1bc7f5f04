package org.chancery.discord;

/** The answer to a slash command; an ephemeral reply is seen by the caller alone. */
public record Reply(OutgoingMessage message, boolean ephemeral) {
    public static Reply privately(String text) {
        return new Reply(OutgoingMessage.text(text), true);
    }

    public static Reply publicly(OutgoingMessage message) {
        return new Reply(message, false);
    }
}
