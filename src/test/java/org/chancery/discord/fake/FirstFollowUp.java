package org.chancery.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Discord's rule for the first follow-up after a deferred response: while the deferral has been neither edited nor
 * followed up, a follow-up takes the deferral's place, and its flags are the deferral's (its own ephemeral flag is
 * ignored). So a public answer sent as the first follow-up of a private deferral is seen by the caller alone, even
 * if the deferral was deleted first. Source: Discord's developer documentation, "Receiving and Responding",
 * Followup Messages and Create Followup Message (the flags of the first follow-up after a deferral).
 */
final class FirstFollowUp {
    private static final int EPHEMERAL = 64;

    private FirstFollowUp() {}

    /** Whether this follow-up is the first after a deferral still unanswered; marks it answered if so. */
    static boolean takesDeferral(FakeInteraction ix) {
        if (ix.acknowledged != InteractionResponse.DEFERRED || ix.deferralAnswered) return false;
        ix.deferralAnswered = true;
        return true;
    }

    /** The follow-up as Discord makes it: with the deferral's ephemeral flag in place of its own. */
    static JsonNode withDeferralFlags(FakeInteraction ix, JsonNode sent) {
        ObjectNode copy = sent.deepCopy();
        int deferral = ix.deferralFlags & EPHEMERAL;
        copy.put("flags", (copy.path("flags").asInt(0) & ~EPHEMERAL) | deferral);
        return copy;
    }
}
