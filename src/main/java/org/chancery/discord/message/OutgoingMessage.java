package org.chancery.discord.message;

import java.util.List;

/** A message to post: text, embeds, files, and buttons under it (one row of at most five). */
public record OutgoingMessage(String content, List<Embed> embeds, List<MessageFile> attachments, List<Button> buttons) {
    public static final int BUTTONS_MAX = 5;

    public OutgoingMessage {
        content = content == null ? "" : content;
        embeds = embeds == null ? List.of() : List.copyOf(embeds);
        attachments = attachments == null ? List.of() : List.copyOf(attachments);
        buttons = buttons == null ? List.of() : List.copyOf(buttons.subList(0, Math.min(BUTTONS_MAX, buttons.size())));
        if (content.isBlank() && embeds.isEmpty() && attachments.isEmpty()) {
            throw new IllegalArgumentException("a message needs text, an embed or a file");
        }
    }

    public OutgoingMessage(String content, List<Embed> embeds, List<MessageFile> attachments) {
        this(content, embeds, attachments, List.of());
    }

    public static OutgoingMessage text(String content) {
        return new OutgoingMessage(content, List.of(), List.of());
    }

    /** The same message with these buttons under it. */
    public OutgoingMessage withButtons(List<Button> more) {
        return new OutgoingMessage(content, embeds, attachments, more);
    }
}
