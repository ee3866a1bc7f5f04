package org.chancery.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.concurrent.CopyOnWriteArrayList;
import mockwebserver3.MockResponse;

/**
 * Opening DMs and posting channel messages, with Discord's permission and size checks, and its
 * {@code enforce_nonce}: a message sent again with the nonce of one already made is not made twice.
 */
final class MessageRoutes {
    private final FakeDiscord fake;

    MessageRoutes(FakeDiscord fake) {
        this.fake = fake;
    }

    MockResponse openDm(JsonNode body) {
        String recipient = body.path("recipient_id").asText("");
        FakeUser user = recipient.matches("\\d+") ? fake.user(Long.parseUnsignedLong(recipient)) : null;
        if (user == null) return Routes.json(400, Shapes.error("Invalid Recipient(s)", 50033));
        return Routes.json(200, Shapes.channel(fake.dmChannel(user), fake));
    }

    MockResponse post(long channelId, Multipart body) {
        FakeChannel channel = fake.channels.get(channelId);
        if (channel == null) return Routes.json(404, Shapes.error("Unknown Channel", 10003));
        if (channel.direct() && fake.closedDms.contains(channel.recipientId())) {
            return Routes.json(403, Shapes.error("Cannot send messages to this user", 50007));
        }
        String refused = refusal(channel, body);
        if (refused != null) return Routes.json(403, Shapes.error(refused, refused.equals("Missing Access") ? 50001 : 50013));
        String invalid = invalid(body);
        if (invalid != null) return Routes.json(400, Shapes.error(invalid, 50006));
        String nonce = body.json().path("enforce_nonce").asBoolean(false) ? body.json().path("nonce").asText(null) : null;
        if (nonce != null) {
            ObjectNode earlier = fake.nonces.get(channelId + "/" + nonce);
            // Discord: a repeated nonce returns the message made the first time and makes no new one.
            if (earlier != null) return Routes.json(200, earlier);
        }
        ObjectNode message = Shapes.message(fake.ids.next(), channel, fake.bot, body.json(),
                Routes.attachments(fake, channelId, body));
        if (channel.guildId() != null) message.put("guild_id", Shapes.id(channel.guildId()));
        fake.posted.computeIfAbsent(channelId, k -> new CopyOnWriteArrayList<>())
                .add(new Posted(channelId, body.json(), fake.keepFileBytes ? body.files() : body.files().stream()
                        .map(u -> new Upload(u.field(), u.filename(), u.contentType(), new byte[0])).toList(), message));
        if (nonce != null) fake.nonces.put(channelId + "/" + nonce, message);
        return Routes.json(200, message);
    }

    /** Missing Permissions, when the bot may not post this here. */
    private String refusal(FakeChannel channel, Multipart body) {
        if (channel.direct()) return null;
        long permissions = fake.guild(channel.guildId()).permissionsIn(channel.id(), fake.bot.id());
        if ((permissions & FakeRole.VIEW_CHANNEL) == 0) return "Missing Access";
        if ((permissions & FakeRole.SEND_MESSAGES) == 0) return "Missing Permissions";
        if (!body.files().isEmpty() && (permissions & FakeRole.ATTACH_FILES) == 0) return "Missing Permissions";
        return null;
    }

    /** Discord's form checks on a message; null when it is fine. */
    static String invalid(Multipart body) {
        JsonNode json = body.json();
        String content = json.path("content").asText("");
        if (content.length() > 2000) return "Invalid Form Body: content must be 2000 or fewer in length";
        if (json.path("embeds").size() > 10) return "Invalid Form Body: at most 10 embeds";
        String embeds = embedProblem(json.path("embeds"));
        if (embeds != null) return "Invalid Form Body: " + embeds;
        if (content.isEmpty() && json.path("embeds").isEmpty() && body.files().isEmpty()
                && json.path("components").isEmpty()) {
            return "Cannot send an empty message";
        }
        return null;
    }

    /**
     * Discord's limits on embeds: a title or field name of 256 characters, a description of 4,096, a field value of
     * 1,024, 25 fields an embed, and 6,000 characters of titles, descriptions, field names and values and footers
     * over all the embeds of a message. Null when they hold.
     */
    static String embedProblem(JsonNode embeds) {
        int total = 0;
        for (JsonNode e : embeds) {
            String title = e.path("title").asText(""), description = e.path("description").asText("");
            if (title.length() > 256) return "embed title must be 256 or fewer in length";
            if (description.length() > 4096) return "embed description must be 4096 or fewer in length";
            if (e.path("fields").size() > 25) return "embed fields must be 25 or fewer";
            total += title.length() + description.length() + e.path("footer").path("text").asText("").length();
            for (JsonNode f : e.path("fields")) {
                String name = f.path("name").asText(""), value = f.path("value").asText("");
                if (name.length() > 256) return "embed field name must be 256 or fewer in length";
                if (value.length() > 1024) return "embed field value must be 1024 or fewer in length";
                total += name.length() + value.length();
            }
        }
        return total > 6000 ? "embeds must be 6000 or fewer in total length (" + total + ")" : null;
    }
}
