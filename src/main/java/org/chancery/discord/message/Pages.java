package org.chancery.discord.message;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A message in as many messages as Discord's limits need, nothing cut and nothing dropped: text of at most
 * 2,000 characters a message, at most 10 embeds a message and 6,000 characters summed over them, 25 fields an
 * embed, a field value of 1,024 (a longer value goes on in a field named "… (more)", broken at a line's end, or
 * after "; " or a space in a longer line), a description of 4,096. The pages keep the message's order; an
 * embed's image file goes in the page that shows it, other files in the first; buttons go under the last.
 * Discord's limits: https://discord.com/developers/docs/resources/message#embed-object-embed-limits
 */
public final class Pages {
    public static final int CONTENT = 2000, EMBEDS = 10, FIELDS = 25, VALUE = 1024, NAME = 256, TITLE = 256,
            DESCRIPTION = 4096, TOTAL = 6000;
    /** What a continued field's name says. */
    static final String MORE = " (more)";

    private Pages() {}

    public static List<OutgoingMessage> split(OutgoingMessage m) {
        List<String> texts = chunks(m.content(), CONTENT);
        List<Embed> embeds = new ArrayList<>();
        for (Embed e : m.embeds()) embeds.addAll(fit(e));
        List<List<Embed>> groups = new ArrayList<>();
        List<Embed> group = new ArrayList<>();
        int size = 0;
        for (Embed e : embeds) {
            int n = length(e);
            if (!group.isEmpty() && (group.size() == EMBEDS || size + n > TOTAL)) {
                groups.add(group);
                group = new ArrayList<>();
                size = 0;
            }
            group.add(e);
            size += n;
        }
        if (!group.isEmpty()) groups.add(group);
        List<OutgoingMessage> out = new ArrayList<>();
        int pages = Math.max(1, texts.size() - 1 + Math.max(1, groups.size()));
        Set<String> shown = new LinkedHashSet<>();
        for (Embed e : embeds) if (e.imageFile() != null) shown.add(e.imageFile());
        for (int i = 0; i < pages; i++) {
            // the text's last chunk shares the first page of embeds; earlier chunks are pages of their own
            int g = i - (texts.size() - 1);
            String content = i < texts.size() ? texts.get(i) : "";
            List<Embed> mine = g >= 0 && g < groups.size() ? groups.get(g) : List.of();
            List<MessageFile> files = new ArrayList<>();
            for (MessageFile f : m.attachments()) {
                boolean here = mine.stream().anyMatch(e -> f.name().equals(e.imageFile()));
                if (here || (i == 0 && !shown.contains(f.name()))) files.add(f);
            }
            List<Button> buttons = i == pages - 1 ? m.buttons() : List.of();
            if (content.isBlank() && mine.isEmpty() && files.isEmpty()) continue;
            out.add(new OutgoingMessage(content, mine, files, buttons, m.nonce() == null ? null : nonce(m.nonce(), i)));
        }
        return out;
    }

    /** The nonce of a message's {@code i}th page: the message's own for the first, then "-2", "-3"... */
    static String nonce(String nonce, int i) {
        if (i == 0) return nonce;
        String tail = "-" + (i + 1);
        return nonce.substring(0, Math.min(nonce.length(), OutgoingMessage.NONCE_MAX - tail.length())) + tail;
    }

    /** The characters Discord counts in an embed: title, description, field names and values, footer. */
    public static int length(Embed e) {
        int n = len(e.title()) + len(e.description()) + len(e.footer());
        for (Embed.Field f : e.fields()) n += len(f.name()) + len(f.value());
        return n;
    }

    private static int len(String s) {
        return s == null ? 0 : s.length();
    }

    /**
     * An embed as embeds within the limits: long values as several fields, then the fields in runs of at most
     * 25 and 6,000 characters; the runs after the first take the title with "(continued)", and no image.
     */
    static List<Embed> fit(Embed e) {
        String title = e.title() == null ? null : cut(e.title(), TITLE);
        List<String> description = e.description() == null ? List.of() : chunks(e.description(), DESCRIPTION);
        List<Embed.Field> fields = new ArrayList<>();
        // a description beyond one embed's goes on in fields, so nothing is cut
        for (int i = 1; i < description.size(); i++) fields.addAll(fields(new Embed.Field("\u200b", description.get(i), false)));
        for (Embed.Field f : e.fields()) fields.addAll(fields(f));
        List<Embed> out = new ArrayList<>();
        String head = description.isEmpty() ? null : description.get(0);
        List<Embed.Field> run = new ArrayList<>();
        int base = len(title) + len(head) + len(e.footer());
        int size = base;
        for (Embed.Field f : fields) {
            int n = len(f.name()) + len(f.value());
            if (!run.isEmpty() && (run.size() == FIELDS || size + n > TOTAL)) {
                out.add(part(e, title, head, run, out.isEmpty()));
                run = new ArrayList<>();
                head = null;
                size = len(continued(title)) + len(e.footer());
            }
            run.add(f);
            size += n;
        }
        out.add(part(e, title, head, run, out.isEmpty()));
        return out;
    }

    private static Embed part(Embed e, String title, String description, List<Embed.Field> fields, boolean first) {
        return new Embed(first ? title : continued(title), description, e.color(), fields, first ? e.imageFile() : null,
                e.footer());
    }

    private static String continued(String title) {
        return title == null ? null : cut(title, TITLE - 12) + " (continued)";
    }

    /** A field as fields with values of at most 1,024 characters; the second on named "… (more)". */
    static List<Embed.Field> fields(Embed.Field f) {
        String name = f.name() == null || f.name().isEmpty() ? "\u200b" : cut(f.name(), NAME);
        String value = f.value() == null || f.value().isEmpty() ? "\u200b" : f.value();
        List<Embed.Field> out = new ArrayList<>();
        for (String v : chunks(value, VALUE)) {
            out.add(new Embed.Field(out.isEmpty() ? name : cut(name, NAME - MORE.length()) + MORE, v, f.inline()));
        }
        return out;
    }

    /** Text in pieces of at most {@code max}, broken at a line's end where it can be, else after "; " or a space. */
    public static List<String> chunks(String text, int max) {
        List<String> out = new ArrayList<>();
        if (text == null || text.isEmpty()) {
            out.add("");
            return out;
        }
        String rest = text;
        while (rest.length() > max) {
            int cut = rest.lastIndexOf('\n', max);
            if (cut <= 0) {
                int semi = rest.lastIndexOf("; ", max - 2);
                cut = semi > 0 ? semi + 1 : rest.lastIndexOf(' ', max);
            }
            if (cut <= 0) cut = max;
            String piece = rest.substring(0, cut).stripTrailing();
            if (!piece.isEmpty()) out.add(piece);
            rest = rest.substring(cut).stripLeading();
        }
        if (!rest.isEmpty() || out.isEmpty()) out.add(rest);
        return out;
    }

    /** At most {@code max} characters, ending in an ellipsis when cut (names and titles only: they are labels). */
    static String cut(String text, int max) {
        return text.length() <= max ? text : text.substring(0, max - 1) + "\u2026";
    }
}
