package org.chancery.discord.gateway;

import java.util.List;
import net.dv8tion.jda.api.EmbedBuilder;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.components.label.Label;
import net.dv8tion.jda.api.components.textinput.TextInput;
import net.dv8tion.jda.api.components.textinput.TextInputStyle;
import net.dv8tion.jda.api.modals.Modal;
import org.chancery.discord.message.TextForm;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.MessageEmbed;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;
import org.chancery.discord.message.Embed;
import org.chancery.discord.message.MessageFile;
import org.chancery.discord.message.OutgoingMessage;

/**
 * Turns an {@link OutgoingMessage} into JDA message data. Messages come here split within Discord's limits
 * ({@link org.chancery.discord.message.Pages}); one still over them is refused with an
 * {@link IllegalArgumentException} naming the limit, never cut or thinned in silence: a paging bug upstream then
 * fails loudly (the outbox gives the post up and the GM is told). Build afresh for every send: the file uploads are
 * read once.
 */
public final class JdaMessages {
    private static final int EMBED_FIELDS = MessageEmbed.MAX_FIELD_AMOUNT;

    private JdaMessages() {}

    public static MessageCreateData create(OutgoingMessage message) {
        // Chancery pings nobody: a player's text it relays (press) may hold @everyone or a mention, and nothing it
        // writes itself means to ping; so no mention is allowed in any message it sends.
        MessageCreateBuilder builder = new MessageCreateBuilder()
                .setContent(within(message.content(), Message.MAX_CONTENT_LENGTH, "the message's text"))
                .setAllowedMentions(java.util.EnumSet.noneOf(Message.MentionType.class));
        if (message.embeds().size() > Message.MAX_EMBED_COUNT) {
            throw new IllegalArgumentException("a message of " + message.embeds().size() + " embeds is over Discord's "
                    + Message.MAX_EMBED_COUNT + "; Pages should have split it");
        }
        builder.setEmbeds(message.embeds().stream().map(JdaMessages::embed).toList());
        builder.setFiles(files(message.attachments()));
        if (!message.buttons().isEmpty()) builder.setComponents(ActionRow.of(message.buttons().stream().map(JdaMessages::button).toList()));
        return builder.build();
    }

    static Button button(org.chancery.discord.message.Button b) {
        return switch (b.style()) {
            case PRIMARY -> Button.primary(b.id(), b.label());
            case SECONDARY -> Button.secondary(b.id(), b.label());
            case SUCCESS -> Button.success(b.id(), b.label());
            case DANGER -> Button.danger(b.id(), b.label());
            case LINK -> Button.link(b.id(), b.label());
        };
    }

    /** A form as a Discord modal: one paragraph field, filled in with the form's value. */
    public static Modal modal(TextForm form) {
        TextInput.Builder input = TextInput.create(form.fieldId(), TextInputStyle.PARAGRAPH).setRequired(false)
                .setMaxLength(form.maxLength());
        if (!form.value().isEmpty()) input.setValue(form.value());
        return Modal.create(form.id(), form.title()).addComponents(Label.of(form.label(), input.build())).build();
    }

    public static MessageEditData edit(OutgoingMessage message) {
        return MessageEditData.fromCreateData(create(message));
    }

    static List<FileUpload> files(List<MessageFile> attachments) {
        return attachments.stream().map(a -> FileUpload.fromData(a.data(), a.name())).toList();
    }

    static MessageEmbed embed(Embed embed) {
        EmbedBuilder builder = new EmbedBuilder();
        if (embed.title() != null) builder.setTitle(within(embed.title(), MessageEmbed.TITLE_MAX_LENGTH, "an embed's title"));
        if (embed.description() != null) {
            builder.setDescription(within(embed.description(), MessageEmbed.DESCRIPTION_MAX_LENGTH, "an embed's description"));
        }
        if (embed.color() != null) builder.setColor(embed.color());
        if (embed.fields().size() > EMBED_FIELDS) {
            throw new IllegalArgumentException("an embed of " + embed.fields().size() + " fields is over Discord's "
                    + EMBED_FIELDS + "; Pages should have split it");
        }
        for (Embed.Field f : embed.fields()) {
            builder.addField(within(f.name(), MessageEmbed.TITLE_MAX_LENGTH, "a field's name"),
                    within(f.value(), MessageEmbed.VALUE_MAX_LENGTH, "a field's value"), f.inline());
        }
        if (embed.imageFile() != null) builder.setImage("attachment://" + embed.imageFile());
        if (embed.footer() != null) builder.setFooter(within(embed.footer(), MessageEmbed.TEXT_MAX_LENGTH, "an embed's footer"));
        if (builder.isEmpty()) builder.setDescription("\u200b");
        if (builder.length() > MessageEmbed.EMBED_MAX_LENGTH_BOT) {
            throw new IllegalArgumentException("an embed of " + builder.length() + " characters is over Discord's "
                    + MessageEmbed.EMBED_MAX_LENGTH_BOT + "; Pages should have split it");
        }
        return builder.build();
    }

    /** The text as it is, when within {@code max} characters; else refused, naming {@code what} and the limit. */
    static String within(String text, int max, String what) {
        if (text == null) return "";
        if (text.length() > max) {
            throw new IllegalArgumentException(what + " of " + text.length() + " characters is over Discord's " + max
                    + "; Pages should have split it");
        }
        return text;
    }

    /** A label (an autocomplete choice's name) of at most {@code max} characters, ending in an ellipsis when cut. */
    static String label(String text, int max) {
        if (text == null) return "";
        return text.length() <= max ? text : text.substring(0, max - 1) + "\u2026";
    }
}
