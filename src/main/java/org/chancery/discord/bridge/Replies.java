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
 * The command layer's replies as Discord messages: plain text when there is only text, embeds when
 * the reply has a title or tables (a narrow table as a monospace field, a wide one as a field a row, so
 * nothing wraps), files as attachments, a PNG shown as the first embed's image. Times become Discord timestamps, shown in each reader's own zone (in
 * the monospace tables, which Discord does not format, they stay in UTC).
 */
public final class Replies {
    static final int FIELD = 1024;
    /** The widest monospace line that shows without wrapping in an embed, phones included. */
    static final int COLUMNS = 40;
    /** Discord's most fields an embed, and (leaving room for the title) characters an embed. */
    static final int FIELDS = 25, EMBED = 5000;

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
        for (Table t : reply.tables()) fields.addAll(width(t) <= COLUMNS ? fields(t) : rows(t));
        int colour = reply.error() ? Embed.ERROR_COLOUR : Embed.COLOUR;
        List<Embed> embeds = new ArrayList<>();
        List<Embed.Field> chunk = new ArrayList<>();
        int size = 0;
        for (Embed.Field f : fields) {
            int length = f.name().length() + f.value().length();
            if (chunk.size() == FIELDS || size + length > EMBED) {
                embeds.add(embed(embeds.isEmpty(), reply, text, colour, chunk, image));
                chunk = new ArrayList<>();
                size = 0;
            }
            chunk.add(f);
            size += length;
        }
        embeds.add(embed(embeds.isEmpty(), reply, text, colour, chunk, image));
        // more than a message holds goes on in more messages (Pages), never dropped
        return new OutgoingMessage("", embeds, files);
    }

    private static Embed embed(boolean first, Reply reply, String text, int colour, List<Embed.Field> fields, String image) {
        if (!first) return new Embed(null, null, colour, fields, null, null);
        return new Embed(reply.title() == null ? null : Times.discord(reply.title()), text, colour, fields, image, null);
    }

    /** The widest line of a table as a monospace block. */
    static int width(Table t) {
        int widest = 0;
        for (String line : Times.utc(new Table(null, t.headers(), t.rows()).render()).split("\n")) {
            widest = Math.max(widest, line.length());
        }
        return widest;
    }

    /**
     * A table too wide for a monospace block as one field a row: the first cell names it, the others follow as
     * "header: value" lines, so nothing wraps inside a code block on a narrow screen.
     */
    static List<Embed.Field> rows(Table t) {
        List<Embed.Field> out = new ArrayList<>();
        boolean titled = t.title() != null;
        for (List<String> row : t.rows()) {
            StringBuilder value = new StringBuilder();
            for (int i = 1; i < row.size() && i < t.headers().size(); i++) {
                if (row.get(i).isBlank()) continue;
                if (value.length() > 0) value.append('\n');
                value.append(row.size() == 2 ? "" : t.headers().get(i) + ": ").append(Times.discord(row.get(i)));
            }
            String name = Times.discord(row.isEmpty() ? "\u200b" : row.get(0));
            if (titled && out.isEmpty()) name = t.title() + ": " + name;
            // a value over a field's length goes on in more fields when the message is paged (Pages), never cut
            out.add(new Embed.Field(cut(name, 256), value.length() == 0 ? "\u200b" : value.toString(), false));
        }
        return out;
    }

    private static String cut(String text, int max) {
        return text.length() <= max ? text : text.substring(0, max - 1) + "\u2026";
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
