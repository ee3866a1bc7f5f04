package org.chancery.discord.message;

import java.util.List;

/** A message to post: text, embeds and files. */
public record OutgoingMessage(String content, List<Embed> embeds, List<MessageFile> attachments) {
    public OutgoingMessage {
        content = content == null ? "" : content;
        embeds = embeds == null ? List.of() : List.copyOf(embeds);
        attachments = attachments == null ? List.of() : List.copyOf(attachments);
        if (content.isBlank() && embeds.isEmpty() && attachments.isEmpty()) {
            throw new IllegalArgumentException("a message needs text, an embed or a file");
        }
    }

    public static OutgoingMessage text(String content) {
        return new OutgoingMessage(content, List.of(), List.of());
    }
}
