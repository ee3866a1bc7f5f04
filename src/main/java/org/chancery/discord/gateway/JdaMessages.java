package org.chancery.discord.gateway;

import java.util.List;
import net.dv8tion.jda.api.EmbedBuilder;
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
 * Turns an {@link OutgoingMessage} into JDA message data. Text beyond Discord's limits is cut with an
 * ellipsis rather than refused, so a long order list still posts. Build afresh for every send: the
 * file uploads are read once.
 */
public final class JdaMessages {
    private static final int EMBED_FIELDS = MessageEmbed.MAX_FIELD_AMOUNT;

    private JdaMessages() {}

    public static MessageCreateData create(OutgoingMessage message) {
        MessageCreateBuilder builder = new MessageCreateBuilder()
                .setContent(cut(message.content(), Message.MAX_CONTENT_LENGTH));
        builder.setEmbeds(message.embeds().stream().limit(Message.MAX_EMBED_COUNT).map(JdaMessages::embed).toList());
        builder.setFiles(files(message.attachments()));
        return builder.build();
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
            if (builder.length() + name.length() + value.length() + footer > MessageEmbed.EMBED_MAX_LENGTH_BOT) break;
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
