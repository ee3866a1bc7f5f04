package org.chancery.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * A message the bot posted to a channel: the JSON it sent ({@code payload_json} for uploads), the files,
 * and the message object the fake answered with.
 */
public record Posted(long channelId, JsonNode payload, List<Upload> files, ObjectNode message) {
    public String content() {
        return message.path("content").asText();
    }

    public JsonNode embeds() {
        return message.path("embeds");
    }

    public long id() {
        return Long.parseUnsignedLong(message.get("id").asText());
    }
}
