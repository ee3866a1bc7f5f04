package org.chancery.discord.gateway;

import java.util.ArrayList;
import java.util.List;
import net.dv8tion.jda.api.utils.data.DataArray;
import net.dv8tion.jda.api.utils.data.DataObject;

/**
 * Whether a message Discord lists is the one the bot would send: the same text, the same embeds' titles and
 * descriptions, as many files. Surrounding whitespace is not compared (Discord may trim it). Used to find a post made
 * before whose answer was lost, since Discord lists no nonce with a message.
 */
final class Likeness {
    private Likeness() {}

    static boolean same(DataObject sent, int files, DataObject listed) {
        return text(sent, "content").equals(text(listed, "content"))
                && embeds(sent).equals(embeds(listed))
                && listed.optArray("attachments").map(DataArray::length).orElse(0) == files;
    }

    private static String text(DataObject o, String key) {
        return o.isNull(key) ? "" : o.getString(key, "").strip();
    }

    private static List<String> embeds(DataObject m) {
        List<String> out = new ArrayList<>();
        DataArray embeds = m.optArray("embeds").orElseGet(DataArray::empty);
        for (int i = 0; i < embeds.length(); i++) {
            DataObject e = embeds.getObject(i);
            out.add(text(e, "title") + "\n" + text(e, "description"));
        }
        return out;
    }
}
