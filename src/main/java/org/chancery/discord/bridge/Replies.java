package org.chancery.discord.bridge;

import java.util.ArrayList;
import java.util.List;
import org.chancery.command.Attachment;
import org.chancery.command.Reply;
import org.chancery.command.Table;
import org.chancery.command.Times;
import org.chancery.discord.message.Embed;
import org.chancery.discord.message.MessageFile;
import org.chancery.discord.message.OutgoingMessage;

/**
 * The command layer's replies as Discord messages: plain text when there is only text, an embed when
 * the reply has a title or tables (each table a monospace field), files as attachments, a PNG shown
 * as the embed's image. Times become Discord timestamps, shown in each reader's own zone (in
 * the monospace tables, which Discord does not format, they stay in UTC).
 */
public final class Replies {
    static final int FIELD = 1024;

    private Replies() {}

    public static OutgoingMessage message(Reply reply) {
        List<MessageFile> files = new ArrayList<>();
        String image = null;
        for (Attachment a : reply.attachments()) {
            files.add(new MessageFile(a.filename(), a.data()));
            if (image == null && "image/png".equals(a.contentType())) image = a.filename();
        }
        String text = Times.discord(reply.text());
        if (reply.title() == null && reply.tables().isEmpty()) {
            boolean blank = text == null || text.isBlank();
            return new OutgoingMessage(blank && files.isEmpty() ? "Done." : text, List.of(), files);
        }
        List<Embed.Field> fields = new ArrayList<>();
        for (Table t : reply.tables()) fields.addAll(fields(t));
        Embed embed = new Embed(reply.title() == null ? null : Times.discord(reply.title()), text,
                reply.error() ? Embed.ERROR_COLOUR : Embed.COLOUR, fields, image, null);
        return new OutgoingMessage("", List.of(embed), files);
    }

    /** A table as monospace fields, split by rows so each stays within Discord's 1,024 characters. */
    static List<Embed.Field> fields(Table t) {
        List<Embed.Field> out = new ArrayList<>();
        String name = t.title() == null ? "\u200b" : t.title();
        List<List<String>> chunk = new ArrayList<>();
        for (List<String> row : t.rows()) {
            chunk.add(row);
            if (block(t, chunk).length() > FIELD && chunk.size() > 1) {
                chunk.remove(chunk.size() - 1);
                out.add(new Embed.Field(out.isEmpty() ? name : "\u200b", block(t, chunk), false));
                chunk = new ArrayList<>(List.of(row));
            }
        }
        out.add(new Embed.Field(out.isEmpty() ? name : "\u200b", block(t, chunk), false));
        return out;
    }

    private static String block(Table t, List<List<String>> rows) {
        String body = Times.utc(new Table(null, t.headers(), rows).render());
        return "```\n" + body + "```";
    }
}
