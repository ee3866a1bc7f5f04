package org.chancery.discord.posting;

import org.chancery.discord.message.OutgoingMessage;

/** Sends one message now, or fails. The outbox retries failures that are not {@link Refused}. */
public interface Sender {
    /** Returns the id of the posted message. */
    long send(Target target, OutgoingMessage message) throws Exception;

    /**
     * Why Discord would refuse this post in its place, as far as the sender can tell without sending it (a permission
     * the bot lacks there); null when nothing is known against it.
     */
    default String refusal(Target target, OutgoingMessage message) {
        return null;
    }

    /**
     * The id of a message this bot already posted in the place after message id {@code after} that is this one (the
     * same text, embeds and files), or empty when there is none or the sender cannot look. Discord keeps a nonce only
     * for a few minutes and does not list it with a message, so a post resent later is looked for by what it says.
     */
    default java.util.OptionalLong find(Target target, OutgoingMessage message, long after) throws Exception {
        return java.util.OptionalLong.empty();
    }

    /** Discord refused the message for good (unknown channel, no permission): do not retry. */
    final class Refused extends Exception {
        private final int status;

        public Refused(String message, Throwable cause) {
            this(message, 0, cause);
        }

        /** {@code status}: Discord's HTTP status (400 a malformed or oversized post, 403 a missing permission...). */
        public Refused(String message, int status, Throwable cause) {
            super(message, cause);
            this.status = status;
        }

        public int status() {
            return status;
        }
    }
}
