package org.chancery.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.regex.Pattern;
import mockwebserver3.MockResponse;

/** Bulk overwrite of application commands, with Discord's checks on names and descriptions. */
final class Commands {
    private static final int STRING = 3;
    private static final Pattern NAME = Pattern.compile("^[-_\\p{Ll}\\p{N}]{1,32}$");

    private Commands() {}

    static MockResponse overwrite(FakeDiscord fake, Long guildId, JsonNode sent) {
        if (!sent.isArray() || sent.size() > 100) return invalid("expected an array of at most 100 commands");
        JsonNode previous = guildId == null ? fake.globalCommands() : fake.guildCommands(guildId);
        ArrayNode stored = Shapes.array();
        for (JsonNode command : sent) {
            String problem = check(command);
            if (problem != null) return invalid(problem);
            ObjectNode copy = command.deepCopy();
            copy.put("id", Shapes.id(idFor(fake, previous, command.get("name").asText())))
                    .put("application_id", Shapes.id(fake.applicationId)).put("version", Shapes.id(fake.ids.next()));
            if (!copy.has("type")) copy.put("type", 1);
            if (guildId != null) copy.put("guild_id", Shapes.id(guildId));
            if (!copy.has("default_member_permissions")) copy.putNull("default_member_permissions");
            if (!copy.has("nsfw")) copy.put("nsfw", false);
            if (!copy.has("options")) copy.putArray("options");
            stored.add(copy);
        }
        if (guildId == null) fake.globalCommands = stored;
        else fake.guildCommands.put(guildId, stored);
        return Routes.json(200, stored);
    }

    private static long idFor(FakeDiscord fake, JsonNode previous, String name) {
        for (JsonNode c : previous) if (c.get("name").asText().equals(name)) return Long.parseUnsignedLong(c.get("id").asText());
        return fake.ids.next();
    }

    private static String check(JsonNode command) {
        String name = command.path("name").asText("");
        if (!NAME.matcher(name).matches()) return "command name '" + name + "' must be 1-32 lowercase letters, digits, - or _";
        if (command.path("type").asInt(1) == 1) {
            int length = command.path("description").asText("").length();
            if (length < 1 || length > 100) return "/" + name + " needs a description of 1-100 characters";
        }
        return options(name, command.path("options"));
    }

    /** Option names, descriptions, required options before optional ones; subcommands checked alike. */
    private static String options(String path, JsonNode options) {
        boolean optionalSeen = false;
        for (JsonNode option : options) {
            String optionName = option.path("name").asText("");
            if (!NAME.matcher(optionName).matches()) return "/" + path + " option '" + optionName + "' is not a valid name";
            int length = option.path("description").asText("").length();
            if (length < 1 || length > 100) return "/" + path + " " + optionName + " needs a description of 1-100 characters";
            int type = option.path("type").asInt();
            if (type == 1 || type == 2) {
                String problem = options(path + " " + optionName, option.path("options"));
                if (problem != null) return problem;
                continue;
            }
            boolean required = option.path("required").asBoolean(false);
            if (required && optionalSeen) return "/" + path + ": required options must be placed before non-required options";
            optionalSeen |= !required;
            if (option.has("max_length") && (type != STRING || option.get("max_length").asInt() < 1
                    || option.get("max_length").asInt() > 6000)) {
                return "/" + path + " " + optionName + ": max_length must be 1-6000, on a string option";
            }
            if (option.path("autocomplete").asBoolean(false) && option.path("choices").size() > 0) {
                return "/" + path + " " + optionName + ": autocomplete may not be set with choices";
            }
        }
        return null;
    }

    private static MockResponse invalid(String why) {
        return Routes.json(400, Shapes.error("Invalid Form Body: " + why, 50035));
    }
}
