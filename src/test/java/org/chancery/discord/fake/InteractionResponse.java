package org.chancery.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.List;

/**
 * Something the bot did about an interaction: its callback (type 4 reply, 5 deferred, 8 autocomplete
 * choices), an edit of the original response, or a follow-up. {@code message} is the resulting message
 * (null for a deferral or choices); {@code elapsed} runs from the fake's INTERACTION_CREATE.
 */
public record InteractionResponse(Kind kind, int callbackType, JsonNode payload, List<Upload> files,
        ObjectNode message, Duration elapsed) {
    public enum Kind { CALLBACK, EDIT_ORIGINAL, FOLLOWUP }

    public static final int REPLY = 4;
    public static final int DEFERRED = 5;
    public static final int AUTOCOMPLETE_RESULT = 8;

    /** Whether the resulting message is seen by the caller alone (flag 64). */
    public boolean ephemeral() {
        JsonNode flags = message != null ? message.path("flags") : payload.path("data").path("flags");
        return (flags.asInt(0) & 64) != 0;
    }

    public String content() {
        return message == null ? null : message.path("content").asText();
    }
}
