package org.chancery.store;

import java.util.List;

/**
 * A press message: sent by power {@code sender} in phase {@code seq} to {@code recipients} (powers' names), or to
 * everyone when {@code toAll}. Ids rise in the order sent.
 */
public record PressRow(long id, long gameId, int seq, String sender, boolean toAll, List<String> recipients, String text,
                       long sentAt) {
    public PressRow {
        recipients = List.copyOf(recipients);
    }

    /** Whether this power sent it or is among its readers (everyone's, for a message to all). */
    public boolean concerns(String power) {
        return sender.equals(power) || toAll || recipients.contains(power);
    }
}
