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
    /** The deferral's flags; whether it has been edited or followed up (see {@link FirstFollowUp}); whether deleted. */
    volatile int deferralFlags;
    volatile boolean deferralAnswered;
    volatile boolean originalDeleted;
    /** The modal the bot opened in answer (callback type 9), or null. */
    volatile ObjectNode modal;

    FakeInteraction(long id, String token, int type, FakeUser user, FakeChannel channel, ObjectNode payload) {
        this.id = id;
        this.token = token;
        this.type = type;
        this.user = user;
        this.channel = channel;
        this.payload = payload;
        this.sentNanos = System.nanoTime();
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

    /** Whether the bot deleted its original response ({@code DELETE @original}). */
    public boolean originalDeleted() {
        return originalDeleted;
    }

    public List<InteractionResponse> responses() {
        return List.copyOf(responses);
    }
}
