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
        // a bot opens a DM with recipient_id alone (DiscordLimits checks it); a number there is refused by the spec
        String recipient = body.path("recipient_id").isTextual() ? body.path("recipient_id").asText() : "";
        FakeUser user = recipient.matches("\\d+") ? fake.user(Long.parseUnsignedLong(recipient)) : null;
        if (user == null) return Routes.json(400, Shapes.error("Invalid Recipient(s)", 50033));
        fake.dmOpens.computeIfAbsent(user.id(), k -> new java.util.concurrent.atomic.AtomicInteger()).incrementAndGet();
        return Routes.json(200, Shapes.channel(fake.dmChannel(user), fake));
    }

    MockResponse post(long channelId, Multipart body) {
        FakeChannel channel = fake.channels.get(channelId);
        if (channel == null) return Routes.json(404, Shapes.error("Unknown Channel", 10003));
        if (channel.direct() && fake.closedDms.contains(channel.recipientId())) {
            return Routes.json(403, Shapes.error("Cannot send messages to this user", 50007));
        }
        ChannelAccess.Refusal refused = fake.access.refusal(channel, !body.files().isEmpty());
        if (refused != null) return Routes.json(403, Shapes.error(refused.message(), refused.code()));
        String invalid = invalid(body);
        if (invalid != null) return Routes.json(400, Shapes.error(invalid, 50006));
        JsonNode json = body.json();
        if (!json.path("embeds").isEmpty() && !channel.direct()
                && (fake.botPermissions(channel) & FakeRole.EMBED_LINKS) == 0) {
            // Without Embed Links, Discord refuses a message of embeds alone (discord-api-docs #2601) and makes one
            // with content or files without its embeds.
            if (json.path("content").asText("").isEmpty() && body.files().isEmpty()) {
                return Routes.json(403, Shapes.error("Missing Permissions", 50013));
            }
            json = json.deepCopy();
            ((ObjectNode) json).putArray("embeds");
        }
        String nonce = json.path("enforce_nonce").asBoolean(false) ? json.path("nonce").asText(null) : null;
        if (nonce != null) {
            ObjectNode earlier = fake.nonces.earlier(channelId + "/" + nonce, fake.nanoTime());
            // Discord: a repeated nonce returns the message made the first time and makes no new one.
            if (earlier != null) return Routes.json(200, earlier);
        }
        ObjectNode message = Shapes.message(fake.ids.next(), channel, fake.bot, json,
                Routes.attachments(fake, channelId, body));
        if (channel.guildId() != null) message.put("guild_id", Shapes.id(channel.guildId()));
        fake.posted.computeIfAbsent(channelId, k -> new CopyOnWriteArrayList<>())
                .add(new Posted(channelId, json, fake.keepFileBytes ? body.files() : body.files().stream()
                        .map(u -> new Upload(u.field(), u.filename(), u.contentType(), new byte[0])).toList(), message));
        if (nonce != null) fake.nonces.made(channelId + "/" + nonce, message, fake.nanoTime());
        return Routes.json(200, message);
    }

    /**
     * {@code GET /channels/{id}/messages}: the channel's messages, newest first, at most {@code limit} (default 50);
     * with {@code after}, the ones right after that id; with {@code before}, the newest before that id (Docs › Resources ›
     * Message › Get Channel Messages: before, after and around are mutually exclusive). Discord does not keep a message's nonce (it comes back only
     * in the answer to the post and in the gateway's MESSAGE_CREATE; discord.py issue #2451), so none is listed here.
     * Without Read Message History in a guild channel the list is empty (Docs › Resources › Message › Get Channel
     * Messages).
     */
    MockResponse list(long channelId, String after, String before, String limit) {
        FakeChannel channel = fake.channels.get(channelId);
        if (channel == null) return Routes.json(404, Shapes.error("Unknown Channel", 10003));
        var out = Shapes.array();
        if (!channel.direct()) {
            long held = fake.botPermissions(channel);
            if ((held & FakeRole.VIEW_CHANNEL) == 0) return Routes.json(403, Shapes.error("Missing Access", 50001));
            if ((held & FakeRole.READ_MESSAGE_HISTORY) == 0) return Routes.json(200, out);
        }
        if (after != null && before != null) return Routes.json(400, Shapes.error("Invalid Form Body", 50035));
        long from = after == null ? 0 : Long.parseUnsignedLong(after);
        long until = before == null ? -1L : Long.parseUnsignedLong(before);
        int most = limit == null ? 50 : Integer.parseInt(limit);
        java.util.List<Posted> all = fake.posted.getOrDefault(channelId, java.util.List.of()).stream()
                .filter(p -> Long.compareUnsigned(p.id(), from) > 0 && Long.compareUnsigned(p.id(), until) < 0)
                .sorted((a, b) -> Long.compareUnsigned(a.id(), b.id())).toList();
        // "after" gives the messages right after it; the page is listed newest first
        java.util.List<Posted> page = after == null ? all.subList(Math.max(0, all.size() - most), all.size())
                : all.subList(0, Math.min(most, all.size()));
        for (int i = page.size() - 1; i >= 0; i--) {
            ObjectNode m = page.get(i).message().deepCopy();
            m.remove("nonce");
            out.add(m);
        }
        return Routes.json(200, out);
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

    /** Discord's limits on embeds, the 6,000 characters over a message's embeds among them: see {@link DiscordLimits}. */
    static String embedProblem(JsonNode embeds) {
        return DiscordLimits.embedProblem(embeds);
    }
}
