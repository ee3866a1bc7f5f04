package org.chancery.discord.fake;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** An interaction the fake sent to the bot, and what the bot did with it. */
public final class FakeInteraction {
    final long id;
    final String token;
    final int type;
    final FakeUser user;
    final FakeChannel channel;
    final ObjectNode payload;
    final long sentNanos;
    final List<InteractionResponse> responses = new CopyOnWriteArrayList<>();
    /** The callback type once acknowledged, else 0. */
    volatile int acknowledged;
    volatile ObjectNode original;
    /** Whether the bot deleted its original response ({@code DELETE @original}). */
    volatile boolean originalDeleted;
    /** The modal the bot opened in answer (callback type 9), or null. */
    volatile ObjectNode modal;
    /** How long after the interaction an acknowledgement came that was refused for coming too late, or null. */
    volatile java.time.Duration lateAcknowledgement;

    FakeInteraction(long id, String token, int type, FakeUser user, FakeChannel channel, ObjectNode payload) {
        this(id, token, type, user, channel, payload, System.nanoTime());
    }

    /** {@code sentNanos} on the fake's clock ({@link FakeDiscord#nanoTime()}). */
    FakeInteraction(long id, String token, int type, FakeUser user, FakeChannel channel, ObjectNode payload,
            long sentNanos) {
        this.id = id;
        this.token = token;
        this.type = type;
        this.user = user;
        this.channel = channel;
        this.payload = payload;
        this.sentNanos = sentNanos;
    }

    public long id() {
        return id;
    }

    public String token() {
        return token;
    }

    /** The modal the bot opened, as sent, or null. */
    public ObjectNode modal() {
        return modal;
    }

    /** Whether the original response was deleted: Discord then shows nothing of it. */
    public boolean originalDeleted() {
        return originalDeleted;
    }

    /**
     * How long after the interaction the bot's acknowledgement came, when it came past the limit (Discord's 3 seconds)
     * and was refused as Discord refuses it (10062 Unknown interaction); null when none came late.
     */
    public java.time.Duration lateAcknowledgement() {
        return lateAcknowledgement;
    }

    public List<InteractionResponse> responses() {
        return List.copyOf(responses);
    }
}
