package org.chancery.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Discord's limits that its API description (a JSON Schema) cannot state, as its developer documentation gives them.
 * Each is checked on every request that carries what it limits; the README beside this file names the pages.
 */
final class DiscordLimits {
    /** Characters over all the embeds of one message (title, description, field names and values, footer, author). */
    static final int EMBEDS_TOTAL = 6000;
    /** Characters of one command: the name, description and value of it, its options and their choices, recursively. */
    static final int COMMAND_TOTAL = 8000;
    /** Characters of a message's content. */
    static final int CONTENT = 2000;
    static final int CHOICES = 25;
    static final int CHOICE_TEXT = 100;
    static final int BUTTONS_PER_ROW = 5;
    static final int CUSTOM_ID = 100;
    /** Bytes of one attached file: 10 MiB, the default upload limit. */
    static final long FILE_BYTES = 10L * 1024 * 1024;
    /** Bytes of one request that sends a message, its files together: 25 MiB. */
    static final long REQUEST_BYTES = 25L * 1024 * 1024;
    private static final int ACTION_ROW = 1, BUTTON = 2, LABEL = 18;

    private DiscordLimits() {}

    /** What a request breaks of these limits, given its route ("METHOD /template") and parsed body; empty when none. */
    static List<String> check(String method, String route, JsonNode body) {
        List<String> problems = new ArrayList<>();
        if (method.equals("PUT") && route.matches("/applications/\\d+(/guilds/\\d+)?/commands")) {
            for (JsonNode command : body) command(command, problems);
            return problems;
        }
        if (method.equals("POST") && route.equals("/users/@me/channels")) {
            dmOpen(body, problems);
            return problems;
        }
        if (method.equals("POST") && route.matches("/interactions/\\d+/[^/]+/callback")) {
            JsonNode data = body.path("data");
            int type = body.path("type").asInt();
            if (type == InteractionResponse.AUTOCOMPLETE_RESULT) choices("autocomplete", data.path("choices"), problems);
            message(data, problems);
            return problems;
        }
        message(body, problems);
        return problems;
    }

    /** The attached files over 10 MiB, which Discord answers with 413. */
    static List<String> oversized(List<Upload> files) {
        List<String> out = new ArrayList<>();
        for (Upload f : files) {
            if (f.data().length > FILE_BYTES) out.add(f.filename() + " is " + f.data().length + " bytes, over 10 MiB");
        }
        return out;
    }

    /** The files of one request past 25 MiB together (each may be within its own 10 MiB), which Discord answers with 413. */
    static List<String> overTotal(List<Upload> files) {
        long total = 0;
        for (Upload f : files) total += f.data().length;
        return total > REQUEST_BYTES ? List.of(files.size() + " files of " + total + " bytes together, over 25 MiB")
                : List.of();
    }

    /**
     * A bot's DM open: the description lets every field be left out or null, but Create DM takes {@code recipient_id}
     * and nothing else; {@code access_tokens} and {@code nicks} open a group DM (Create Group DM), with users' OAuth2
     * tokens a bot does not hold.
     */
    private static void dmOpen(JsonNode body, List<String> problems) {
        if (!body.path("recipient_id").isTextual()) problems.add("Create DM needs recipient_id, the user's snowflake");
        body.fieldNames().forEachRemaining(f -> {
            if (!f.equals("recipient_id")) problems.add(f + " belongs to Create Group DM, not a bot's Create DM");
        });
    }

    /** A message body (or a modal's data): its embeds and components. */
    private static void message(JsonNode body, List<String> problems) {
        // The description allows 4,000 for a channel message; Discord's docs give 2,000 (Create Message, content).
        int content = length(body.path("content"));
        if (content > CONTENT) problems.add("content must be 2000 or fewer in length, not " + content);
        String embeds = embedProblem(body.path("embeds"));
        if (embeds != null) problems.add(embeds);
        Set<String> ids = new HashSet<>();
        if (body.has("custom_id")) customId(body.get("custom_id"), ids, problems);
        components(body.path("components"), ids, problems);
    }

    /**
     * The 6,000 characters summed over all the embeds of a message, and each embed's own limits (which the schema
     * states too). Leading and trailing whitespace is not counted, as Discord trims it. Null when they hold.
     */
    static String embedProblem(JsonNode embeds) {
        int total = 0;
        for (JsonNode e : embeds) {
            int title = trimmed(e.path("title")), description = trimmed(e.path("description"));
            if (title > 256) return "embed title must be 256 or fewer in length";
            if (description > 4096) return "embed description must be 4096 or fewer in length";
            if (e.path("fields").size() > 25) return "embed fields must be 25 or fewer";
            total += title + description + trimmed(e.path("footer").path("text")) + trimmed(e.path("author").path("name"));
            for (JsonNode f : e.path("fields")) {
                int name = trimmed(f.path("name")), value = trimmed(f.path("value"));
                if (name > 256) return "embed field name must be 256 or fewer in length";
                if (value > 1024) return "embed field value must be 1024 or fewer in length";
                total += name + value;
            }
        }
        return total > EMBEDS_TOTAL ? "embeds must be 6000 or fewer in total length (" + total + ")" : null;
    }

    /** Action rows of at most 5 buttons or one select; custom ids of 1-100 characters, unique in the message. */
    private static void components(JsonNode components, Set<String> ids, List<String> problems) {
        for (JsonNode c : components) {
            int type = c.path("type").asInt();
            if (type == ACTION_ROW) {
                int buttons = 0, others = 0;
                for (JsonNode child : c.path("components")) {
                    if (child.path("type").asInt() == BUTTON) buttons++;
                    else others++;
                }
                if (buttons > BUTTONS_PER_ROW) problems.add("an action row holds at most 5 buttons, not " + buttons);
                if (others > 0 && buttons + others > 1) problems.add("a select menu must be alone in its action row");
            }
            if (c.has("custom_id")) customId(c.get("custom_id"), ids, problems);
            components(c.path("components"), ids, problems);
            if (c.has("component")) components(Shapes.array().add(c.get("component")), ids, problems);
            if (c.has("accessory")) components(Shapes.array().add(c.get("accessory")), ids, problems);
            if (type == LABEL && !c.has("component")) problems.add("a label needs its component");
        }
    }

    private static void customId(JsonNode id, Set<String> seen, List<String> problems) {
        String text = id.asText("");
        int length = text.codePointCount(0, text.length());
        if (length < 1 || length > CUSTOM_ID) problems.add("custom_id must be 1-100 characters, not " + length);
        if (!seen.add(text)) problems.add("custom_id '" + text + "' is used twice in one message");
    }

    /** One command: its choices, and its 8,000 characters in all. */
    private static void command(JsonNode command, List<String> problems) {
        String name = command.path("name").asText();
        int total = length(command.path("name")) + length(command.path("description"));
        total += options("/" + name, command.path("options"), problems);
        if (total > COMMAND_TOTAL) problems.add("/" + name + " is " + total + " characters, over Discord's 8000");
    }

    /** The characters of these options and everything under them, checking their choices on the way. */
    private static int options(String path, JsonNode options, List<String> problems) {
        int total = 0;
        for (JsonNode o : options) {
            String here = path + " " + o.path("name").asText();
            total += length(o.path("name")) + length(o.path("description"));
            choices(here, o.path("choices"), problems);
            for (JsonNode c : o.path("choices")) total += length(c.path("name")) + c.path("value").asText().length();
            total += options(here, o.path("options"), problems);
        }
        return total;
    }

    /** At most 25 choices, each named in 1-100 characters, a string value in 1-100. */
    private static void choices(String where, JsonNode choices, List<String> problems) {
        if (choices.size() > CHOICES) problems.add(where + ": " + choices.size() + " choices, over 25");
        for (JsonNode c : choices) {
            int name = length(c.path("name"));
            if (name < 1 || name > CHOICE_TEXT) problems.add(where + ": choice name of " + name + " characters");
            JsonNode value = c.path("value");
            if (value.isTextual() && (length(value) < 1 || length(value) > CHOICE_TEXT)) {
                problems.add(where + ": choice value of " + length(value) + " characters (1-100): "
                        + value.asText().substring(0, Math.min(40, value.asText().length())) + "...");
            }
        }
    }

    /** Characters as Discord counts them: code points. */
    static int length(JsonNode text) {
        if (text == null || !text.isTextual()) return 0;
        String s = text.asText();
        return s.codePointCount(0, s.length());
    }

    /** An embed's characters: without leading and trailing whitespace, which Discord trims (Embed Limits). */
    private static int trimmed(JsonNode text) {
        return text != null && text.isTextual() ? length(com.fasterxml.jackson.databind.node.TextNode.valueOf(text.asText().strip())) : 0;
    }
}
