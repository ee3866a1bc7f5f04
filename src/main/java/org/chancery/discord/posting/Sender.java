package org.chancery.discord.posting;

import org.chancery.discord.message.OutgoingMessage;

/** Sends one message now, or fails. The outbox retries failures that are not {@link Refused}. */
public interface Sender {
    /** Returns the id of the posted message. */
    long send(Target target, OutgoingMessage message) throws Exception;

    /** Discord refused the message for good (unknown channel, no permission): do not retry. */
    final class Refused extends Exception {
        public Refused(String message, Throwable cause) {
            super(message, cause);
        }
    }
}
