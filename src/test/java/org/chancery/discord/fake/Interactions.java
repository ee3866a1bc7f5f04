package org.chancery.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import java.util.UUID;

/**
 * Builds INTERACTION_CREATE payloads for registered commands, typing each option by its registered
 * definition, and sends them down the gateway. Like Discord, a DM only sees global commands.
 */
final class Interactions {
    static final int APPLICATION_COMMAND = 2, MESSAGE_COMPONENT = 3, AUTOCOMPLETE = 4, MODAL_SUBMIT = 5;
    static final int SUB_COMMAND = 1, SUB_COMMAND_GROUP = 2, STRING = 3, INTEGER = 4, BOOLEAN = 5, USER = 6,
            NUMBER = 10, ATTACHMENT = 11;

    private final FakeDiscord fake;

    Interactions(FakeDiscord fake) {
        this.fake = fake;
    }

    FakeInteraction slash(FakeUser user, FakeChannel channel, String path, Map<String, ?> options) {
        ObjectNode data = commandData(channel, path, options, null, null);
        return send(APPLICATION_COMMAND, user, channel, data);
    }

    FakeInteraction autocomplete(FakeUser user, FakeChannel channel, String path, String focused, String typed,
            Map<String, ?> others) {
        ObjectNode data = commandData(channel, path, others, focused, typed);
        return send(AUTOCOMPLETE, user, channel, data);
    }

    /** A press of the button labelled {@code label} under {@code message} (a message object the bot sent). */
    FakeInteraction click(FakeUser user, FakeChannel channel, JsonNode message, String label) {
        for (JsonNode row : message.path("components")) {
            for (JsonNode c : row.path("components")) {
                if (c.path("type").asInt() == 2 && c.path("label").asText().equals(label)) {
                    if (c.path("disabled").asBoolean(false)) throw new IllegalStateException(label + " is disabled");
                    ObjectNode data = Shapes.object().put("custom_id", c.path("custom_id").asText()).put("component_type", 2);
                    FakeInteraction ix = send(MESSAGE_COMPONENT, user, channel, data, message);
                    return ix;
                }
            }
        }
        throw new IllegalArgumentException("no button '" + label + "' under " + message.path("components"));
    }

    /** A form the bot opened (callback type 9), sent back with {@code values} by field id. */
    FakeInteraction submit(FakeUser user, FakeChannel channel, JsonNode modal, java.util.Map<String, String> values) {
        ObjectNode data = Shapes.object().put("custom_id", modal.path("custom_id").asText());
        ArrayNode components = data.putArray("components");
        int n = 1;
        for (JsonNode top : modal.path("components")) {
            JsonNode input = top.path("type").asInt() == 18 ? top.path("component") : top.path("components").path(0);
            String field = input.path("custom_id").asText();
            String value = values.getOrDefault(field, input.path("value").asText(""));
            int max = input.path("max_length").asInt(4000);
            if (value.length() > max) throw new IllegalArgumentException(field + ": Discord's client takes at most " + max);
            ObjectNode label = components.addObject().put("type", 18).put("id", n++);
            label.putObject("component").put("type", 4).put("id", n++).put("custom_id", field).put("value", value);
        }
        return send(MODAL_SUBMIT, user, channel, data, null);
    }

    private ObjectNode commandData(FakeChannel channel, String path, Map<String, ?> given, String focused,
            String typed) {
        String[] words = path.strip().split("\\s+");
        JsonNode command = registered(channel, words[0]);
        ObjectNode data = Shapes.object().put("id", command.get("id").asText()).put("name", words[0]).put("type", 1);
        if (channel.guildId() != null && command.has("guild_id")) data.put("guild_id", command.get("guild_id").asText());
        ArrayNode target = data.putArray("options");
        JsonNode definitions = command.path("options");
        for (int depth = 1; depth < words.length; depth++) {
            JsonNode sub = find(definitions, words[depth], path);
            int type = sub.get("type").asInt();
            if (type != SUB_COMMAND && type != SUB_COMMAND_GROUP) {
                throw new IllegalArgumentException("/" + path + ": '" + words[depth] + "' is an option, not a subcommand");
            }
            ObjectNode node = target.addObject().put("name", words[depth]).put("type", type);
            target = node.putArray("options");
            definitions = sub.path("options");
        }
        ObjectNode resolvedUsers = Shapes.object();
        for (Map.Entry<String, ?> option : given.entrySet()) {
            JsonNode definition = find(definitions, option.getKey(), path);
            int max = definition.path("max_length").asInt(6000);
            if (definition.get("type").asInt() == STRING && String.valueOf(option.getValue()).length() > max) {
                throw new IllegalArgumentException("/" + path + " " + option.getKey() + ": Discord's client takes at most "
                        + max + " characters here");
            }
            ObjectNode node = target.addObject().put("name", option.getKey()).put("type", definition.get("type").asInt());
            value(node, definition.get("type").asInt(), option.getValue(), resolvedUsers);
        }
        if (focused != null) {
            JsonNode definition = find(definitions, focused, path);
            if (!definition.path("autocomplete").asBoolean(false)) {
                throw new IllegalArgumentException("/" + path + " option " + focused + " was not registered with autocomplete");
            }
            target.addObject().put("name", focused).put("type", definition.get("type").asInt()).put("value", typed)
                    .put("focused", true);
        } else {
            for (JsonNode definition : definitions) {
                if (definition.path("required").asBoolean(false) && !given.containsKey(definition.get("name").asText())) {
                    throw new IllegalArgumentException("/" + path + " needs option " + definition.get("name").asText());
                }
            }
        }
        if (resolvedUsers.size() > 0) data.putObject("resolved").set("users", resolvedUsers);
        if (resolvedAttachments.size() > 0) {
            (data.has("resolved") ? (ObjectNode) data.get("resolved") : data.putObject("resolved"))
                    .set("attachments", resolvedAttachments.deepCopy());
            resolvedAttachments.removeAll();
        }
        return data;
    }

    private final ObjectNode resolvedAttachments = Shapes.object();

    private void value(ObjectNode node, int type, Object value, ObjectNode resolvedUsers) {
        switch (type) {
            case INTEGER -> node.put("value", ((Number) value).longValue());
            case NUMBER -> node.put("value", ((Number) value).doubleValue());
            case BOOLEAN -> node.put("value", (Boolean) value);
            case USER -> {
                FakeUser user = (FakeUser) value;
                node.put("value", Shapes.id(user.id()));
                resolvedUsers.set(Shapes.id(user.id()), Shapes.user(user));
            }
            case ATTACHMENT -> {
                FakeFile file = (FakeFile) value;
                node.put("value", Shapes.id(file.id()));
                resolvedAttachments.set(Shapes.id(file.id()), Shapes.fileObject(file, fake));
            }
            default -> node.put("value", String.valueOf(value));
        }
    }

    JsonNode registered(FakeChannel channel, String name) {
        if (channel.guildId() != null) {
            for (JsonNode c : fake.guildCommands(channel.guildId())) if (c.get("name").asText().equals(name)) return c;
        }
        for (JsonNode c : fake.globalCommands()) if (c.get("name").asText().equals(name)) return c;
        throw new IllegalStateException("/" + name + " is not registered "
                + (channel.direct() ? "globally (a DM sees global commands only)" : "for this guild or globally"));
    }

    private static JsonNode find(JsonNode definitions, String name, String path) {
        for (JsonNode d : definitions) if (d.get("name").asText().equals(name)) return d;
        throw new IllegalArgumentException("/" + path + " has no option or subcommand '" + name + "'");
    }

    private FakeInteraction send(int type, FakeUser user, FakeChannel channel, ObjectNode data) {
        return send(type, user, channel, data, null);
    }

    private synchronized FakeInteraction send(int type, FakeUser user, FakeChannel channel, ObjectNode data, JsonNode message) {
        GatewaySession session = fake.sessionFor(channel.guildId());
        if (session == null || !session.ready) throw new IllegalStateException("no bot is connected to the gateway");
        long id = fake.ids.next();
        String token = "aW50ZXJhY3Rpb24" + UUID.randomUUID().toString().replace("-", "");
        ObjectNode payload = Shapes.object().put("id", Shapes.id(id)).put("application_id", Shapes.id(fake.applicationId))
                .put("type", type).put("token", token).put("version", 1);
        payload.set("data", data);
        if (message != null) payload.set("message", message);
        payload.put("channel_id", Shapes.id(channel.id()));
        payload.set("channel", Shapes.channel(channel, fake));
        payload.put("locale", "en-GB").put("attachment_size_limit", 10 << 20);
        payload.putArray("entitlements");
        ObjectNode owners = payload.putObject("authorizing_integration_owners");
        if (channel.direct()) {
            payload.set("user", Shapes.user(user));
            payload.put("context", 1).put("app_permissions", Long.toString(FakeRole.EVERYONE));
            owners.put("0", "0");
        } else {
            FakeGuild guild = fake.guild(channel.guildId());
            if (!guild.members.containsKey(user.id())) {
                throw new IllegalArgumentException(user.name() + " is not a member of " + guild.name);
            }
            payload.put("guild_id", Shapes.id(guild.id)).put("guild_locale", "en-US");
            payload.putObject("guild").put("id", Shapes.id(guild.id)).put("locale", "en-US").putArray("features");
            payload.set("member", Shapes.member(guild, user).put("permissions", Long.toString(guild.permissionsOf(user.id()))));
            payload.put("app_permissions", Long.toString(guild.permissionsIn(channel.id(), fake.bot.id())));
            payload.put("context", 0);
            owners.put("0", Shapes.id(guild.id));
        }
        FakeInteraction interaction = new FakeInteraction(id, token, type, user, channel, payload);
        fake.interactions.put(id, interaction);
        session.dispatch("INTERACTION_CREATE", payload);
        return interaction;
    }
}
