package org.chancery.discord.message;

import java.util.List;

/**
 * A message to post: text, embeds, files, and buttons under it (one row of at most five); {@code nonce}, when
 * set, makes Discord post it once however often it is sent (a notice's own id).
 */
public record OutgoingMessage(String content, List<Embed> embeds, List<MessageFile> attachments, List<Button> buttons,
                              String nonce) {
    public static final int BUTTONS_MAX = 5;
    /** Discord's longest nonce. */
    public static final int NONCE_MAX = 25;

    public OutgoingMessage {
        content = content == null ? "" : content;
        embeds = embeds == null ? List.of() : List.copyOf(embeds);
        attachments = attachments == null ? List.of() : List.copyOf(attachments);
        buttons = buttons == null ? List.of() : List.copyOf(buttons.subList(0, Math.min(BUTTONS_MAX, buttons.size())));
        if (content.isBlank() && embeds.isEmpty() && attachments.isEmpty()) {
            throw new IllegalArgumentException("a message needs text, an embed or a file");
        }
        if (nonce != null && (nonce.isEmpty() || nonce.length() > NONCE_MAX)) {
            throw new IllegalArgumentException("a nonce is 1 to " + NONCE_MAX + " characters: " + nonce);
        }
    }

    public OutgoingMessage(String content, List<Embed> embeds, List<MessageFile> attachments, List<Button> buttons) {
        this(content, embeds, attachments, buttons, null);
    }

    public OutgoingMessage(String content, List<Embed> embeds, List<MessageFile> attachments) {
        this(content, embeds, attachments, List.of());
    }

    public static OutgoingMessage text(String content) {
        return new OutgoingMessage(content, List.of(), List.of());
    }

    /** The same message with these buttons under it. */
    public OutgoingMessage withButtons(List<Button> more) {
        return new OutgoingMessage(content, embeds, attachments, more, nonce);
    }

    /** The same message, posted at most once for this nonce. */
    public OutgoingMessage withNonce(String once) {
        return new OutgoingMessage(content, embeds, attachments, buttons, once);
    }
}
