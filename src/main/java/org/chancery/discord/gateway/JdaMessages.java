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
 * ({@link org.chancery.discord.message.Pages}); what is still over them is cut with an ellipsis (and logged) rather
 * than refused. Build afresh for every send: the
 * file uploads are read once.
 */
public final class JdaMessages {
    private static final int EMBED_FIELDS = MessageEmbed.MAX_FIELD_AMOUNT;
    private static final System.Logger LOG = System.getLogger(JdaMessages.class.getName());

    private JdaMessages() {}

    public static MessageCreateData create(OutgoingMessage message) {
        // Chancery pings nobody: a player's text it relays (press) may hold @everyone or a mention, and nothing it
        // writes itself means to ping; so no mention is allowed in any message it sends.
        MessageCreateBuilder builder = new MessageCreateBuilder()
                .setContent(cut(message.content(), Message.MAX_CONTENT_LENGTH))
                .setAllowedMentions(java.util.EnumSet.noneOf(Message.MentionType.class));
        builder.setEmbeds(message.embeds().stream().limit(Message.MAX_EMBED_COUNT).map(JdaMessages::embed).toList());
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
        if (embed.title() != null) builder.setTitle(cut(embed.title(), MessageEmbed.TITLE_MAX_LENGTH));
        if (embed.description() != null) {
            builder.setDescription(cut(embed.description(), MessageEmbed.DESCRIPTION_MAX_LENGTH));
        }
        if (embed.color() != null) builder.setColor(embed.color());
        int footer = embed.footer() == null ? 0 : Math.min(embed.footer().length(), MessageEmbed.TEXT_MAX_LENGTH);
        for (Embed.Field f : embed.fields().subList(0, Math.min(EMBED_FIELDS, embed.fields().size()))) {
            String name = cut(f.name(), MessageEmbed.TITLE_MAX_LENGTH);
            String value = cut(f.value(), MessageEmbed.VALUE_MAX_LENGTH);
            if (builder.length() + name.length() + value.length() + footer > MessageEmbed.EMBED_MAX_LENGTH_BOT) {
                LOG.log(System.Logger.Level.WARNING, "an embed over Discord's limit reached JdaMessages; fields from '"
                        + name + "' on are left out (Pages should have split it)");
                break;
            }
            builder.addField(name, value, f.inline());
        }
        if (embed.imageFile() != null) builder.setImage("attachment://" + embed.imageFile());
        if (embed.footer() != null) builder.setFooter(cut(embed.footer(), MessageEmbed.TEXT_MAX_LENGTH));
        if (builder.isEmpty()) builder.setDescription("\u200b");
        return builder.build();
    }

    /** At most {@code max} characters, ending in an ellipsis when cut. */
    static String cut(String text, int max) {
        if (text == null) return "";
        return text.length() <= max ? text : text.substring(0, max - 1) + "\u2026";
    }
}
