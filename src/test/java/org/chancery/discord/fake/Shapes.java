package org.chancery.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;

/** Discord API objects shaped as the API documentation gives them (snowflakes as strings). */
final class Shapes {
    static final ObjectMapper JSON = new ObjectMapper();
    static final String JOINED = "2024-01-01T00:00:00.000000+00:00";

    private Shapes() {}

    static ObjectNode object() {
        return JSON.createObjectNode();
    }

    static ArrayNode array() {
        return JSON.createArrayNode();
    }

    static String id(long id) {
        return Long.toUnsignedString(id);
    }

    static String now() {
        return Instant.now().toString();
    }

    static ObjectNode user(FakeUser user) {
        ObjectNode json = object().put("id", id(user.id())).put("username", user.name())
                .put("discriminator", "0").put("global_name", user.name()).putNull("avatar")
                .put("public_flags", 0);
        if (user.bot()) json.put("bot", true);
        return json;
    }

    static ObjectNode selfUser(FakeUser bot) {
        return user(bot).put("verified", true).put("mfa_enabled", false).put("flags", 0).putNull("email")
                .put("locale", "en-US");
    }

    static ObjectNode role(FakeRole role) {
        ObjectNode json = object().put("id", id(role.id())).put("name", role.name()).put("color", 0);
        json.putObject("colors").put("primary_color", 0).putNull("secondary_color").putNull("tertiary_color");
        return json.put("hoist", false).putNull("icon").putNull("unicode_emoji").put("position", role.position())
                .put("permissions", Long.toString(role.permissions())).put("managed", false)
                .put("mentionable", false).put("flags", 0);
    }

    static ObjectNode channel(FakeChannel channel, FakeDiscord fake) {
        ObjectNode json = object().put("id", id(channel.id())).put("type", channel.type()).putNull("last_message_id")
                .put("flags", 0);
        if (channel.direct()) {
            json.putArray("recipients").add(user(fake.user(channel.recipientId())));
            return json;
        }
        json.put("guild_id", id(channel.guildId())).put("name", channel.name()).put("position", 0)
                .putNull("topic").put("nsfw", false).put("rate_limit_per_user", 0).putNull("parent_id");
        json.set("permission_overwrites", fake.overwrites.json(channel.id()));
        return json;
    }

    static ObjectNode member(FakeGuild guild, FakeUser user) {
        ObjectNode json = object();
        json.set("user", user(user));
        ArrayNode roles = json.putArray("roles");
        guild.members.getOrDefault(user.id(), java.util.Set.of()).forEach(r -> roles.add(id(r)));
        return json.putNull("nick").putNull("avatar").put("joined_at", JOINED).putNull("premium_since")
                .put("deaf", false).put("mute", false).put("flags", 0).put("pending", false)
                .putNull("communication_disabled_until");
    }

    /** The GUILD_CREATE payload: the whole guild with its roles, channels and members. */
    /**
     * GUILD_CREATE. Like Discord, it lists every member only to a bot with the privileged GUILD_MEMBERS intent;
     * otherwise the bot's own member alone.
     */
    static ObjectNode guildCreate(FakeGuild guild, FakeDiscord fake, boolean allMembers) {
        ObjectNode json = object().put("id", id(guild.id)).put("name", guild.name).putNull("icon").putNull("splash")
                .putNull("discovery_splash").put("owner_id", id(guild.ownerId)).putNull("afk_channel_id")
                .put("afk_timeout", 300).put("verification_level", 0).put("default_message_notifications", 0)
                .put("explicit_content_filter", 0).put("mfa_level", 0).putNull("application_id")
                .putNull("system_channel_id").put("system_channel_flags", 0).putNull("rules_channel_id")
                .put("max_members", 500000).putNull("vanity_url_code").putNull("description").putNull("banner")
                .put("premium_tier", 0).put("premium_subscription_count", 0).put("preferred_locale", "en-US")
                .putNull("public_updates_channel_id").put("nsfw_level", 0).put("premium_progress_bar_enabled", false)
                .putNull("safety_alerts_channel_id").put("joined_at", JOINED).put("large", guild.members.size() > 250)
                .put("unavailable", false).put("member_count", guild.members.size());
        ArrayNode roles = json.putArray("roles");
        guild.roles.forEach(r -> roles.add(role(r)));
        ArrayNode channels = json.putArray("channels");
        guild.channels.forEach(c -> channels.add(channel(c, fake)));
        ArrayNode members = json.putArray("members");
        guild.members.keySet().stream().filter(u -> allMembers || u == fake.bot.id())
                .forEach(u -> members.add(member(guild, fake.user(u))));
        for (String empty : new String[] {"emojis", "features", "stickers", "voice_states", "threads", "presences",
                "stage_instances", "guild_scheduled_events", "soundboard_sounds"}) {
            json.putArray(empty);
        }
        return json;
    }

    /** A message as Discord returns it, built from what the bot sent. */
    static ObjectNode message(long id, FakeChannel channel, FakeUser author, JsonNode payload, ArrayNode attachments) {
        ObjectNode json = object().put("id", id(id)).put("type", 0).put("channel_id", id(channel.id()));
        json.set("author", user(author));
        json.put("content", payload.path("content").asText("")).put("timestamp", now()).putNull("edited_timestamp")
                .put("tts", payload.path("tts").asBoolean(false)).put("mention_everyone", false)
                .put("pinned", false).put("flags", payload.path("flags").asInt(0) & (4 | 64 | 4096));
        json.putArray("mentions");
        json.putArray("mention_roles");
        json.set("attachments", attachments);
        json.set("embeds", embeds(payload.path("embeds"), attachments));
        json.set("components", payload.has("components") ? payload.get("components") : array());
        if (payload.hasNonNull("nonce")) json.set("nonce", payload.get("nonce"));
        return json;
    }

    /** Embeds as stored: type "rich", and {@code attachment://name} images resolved to the file's URL. */
    static ArrayNode embeds(JsonNode sent, ArrayNode attachments) {
        ArrayNode embeds = array();
        for (JsonNode embed : sent) {
            ObjectNode copy = embed.deepCopy();
            if (!copy.has("type")) copy.put("type", "rich");
            JsonNode image = copy.path("image");
            String url = image.path("url").asText("");
            if (url.startsWith("attachment://")) {
                String file = url.substring("attachment://".length());
                for (JsonNode a : attachments) {
                    if (a.path("filename").asText().equals(file)) {
                        ObjectNode resolved = copy.putObject("image").put("url", a.get("url").asText())
                                .put("proxy_url", a.get("proxy_url").asText());
                        if (a.has("width")) resolved.put("width", a.get("width").asInt())
                                .put("height", a.get("height").asInt());
                    }
                }
            }
            embeds.add(copy);
        }
        return embeds;
    }

    static ObjectNode attachment(long id, long channelId, Upload upload, String description) {
        String url = "https://cdn.discordapp.com/attachments/" + id(channelId) + "/" + id(id) + "/" + upload.filename();
        ObjectNode json = object().put("id", id(id)).put("filename", upload.filename()).put("size", upload.data().length)
                .put("url", url).put("proxy_url", url.replace("cdn.discordapp.com", "media.discordapp.net"));
        if (upload.contentType() != null) json.put("content_type", upload.contentType());
        if (description != null) json.put("description", description);
        int[] size = imageSize(upload.data());
        if (size != null) json.put("width", size[0]).put("height", size[1]);
        return json;
    }

    /** A PNG's signature and the length and type of its first chunk, IHDR, which starts with the width and height. */
    private static final byte[] PNG_START = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R'};

    /** An image's width and height from its header, without decoding its pixels; null if it is no image. */
    static int[] imageSize(byte[] data) {
        if (data.length >= 24 && java.util.Arrays.equals(data, 0, 16, PNG_START, 0, 16)) {
            var header = java.nio.ByteBuffer.wrap(data, 16, 8);
            return new int[] {header.getInt(), header.getInt()};
        }
        try (var in = javax.imageio.ImageIO.createImageInputStream(new java.io.ByteArrayInputStream(data))) {
            var readers = javax.imageio.ImageIO.getImageReaders(in);
            if (!readers.hasNext()) return null;
            var reader = readers.next();
            try {
                reader.setInput(in, true, true);
                return new int[] {reader.getWidth(0), reader.getHeight(0)};
            } finally {
                reader.dispose();
            }
        } catch (java.io.IOException notAnImage) {
            return null; // Discord then leaves width and height out
        }
    }

    /** A file attached to a command, as in an interaction's resolved data; its URL is the fake's own. */
    static ObjectNode fileObject(FakeFile file, FakeDiscord fake) {
        String url = fake.fileUrl(file);
        return object().put("id", id(file.id())).put("filename", file.name()).put("size", file.data().length)
                .put("url", url).put("proxy_url", url).put("content_type", "application/json; charset=utf-8")
                .put("ephemeral", true);
    }

    static ObjectNode error(String message, int code) {
        return object().put("message", message).put("code", code);
    }
}
