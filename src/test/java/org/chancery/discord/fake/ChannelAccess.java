package org.chancery.discord.fake;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Channel permission overwrites and threads, as Discord computes them (Topics › Permissions, "Permission Overwrites"
 * and "Implicit Permissions"; Topics › Threads): a member's permissions in a channel are the guild's, then the
 * @everyone overwrite, the member's roles' overwrites, and the member's own; a thread takes its parent's, and sending
 * there needs Send Messages in Threads instead of Send Messages; a private thread is seen by its members only (or
 * with Manage Threads).
 */
final class ChannelAccess {
    static final int PUBLIC_THREAD = 11, PRIVATE_THREAD = 12;
    static final long MANAGE_THREADS = 1L << 34;
    static final long SEND_MESSAGES_IN_THREADS = 1L << 38;
    /** What the guild owner and administrators hold: every permission bit Discord defines. */
    static final long ALL = (1L << 51) - 1;

    /** One overwrite: {@code type} 0 for a role (the guild's id for @everyone), 1 for a member. */
    record Overwrite(long id, int type, long allow, long deny) {}

    private final FakeDiscord fake;
    private final Map<Long, List<Overwrite>> overwrites = new ConcurrentHashMap<>();
    /** A thread's parent channel. */
    private final Map<Long, Long> parents = new ConcurrentHashMap<>();
    /** The members of each private thread. */
    private final Map<Long, Set<Long>> threadMembers = new ConcurrentHashMap<>();

    ChannelAccess(FakeDiscord fake) {
        this.fake = fake;
    }

    void overwrite(long channelId, Overwrite overwrite) {
        List<Overwrite> list = overwrites.computeIfAbsent(channelId, k -> new CopyOnWriteArrayList<>());
        list.removeIf(o -> o.id() == overwrite.id() && o.type() == overwrite.type());
        list.add(overwrite);
    }

    void thread(long threadId, long parentId) {
        parents.put(threadId, parentId);
        threadMembers.put(threadId, ConcurrentHashMap.newKeySet());
    }

    void joinThread(long threadId, long userId) {
        threadMembers.computeIfAbsent(threadId, k -> ConcurrentHashMap.newKeySet()).add(userId);
    }

    boolean isThread(long channelId) {
        return parents.containsKey(channelId);
    }

    Long parent(long threadId) {
        return parents.get(threadId);
    }

    boolean inThread(long threadId, long userId) {
        return threadMembers.getOrDefault(threadId, Set.of()).contains(userId);
    }

    /** The permissions of a member in a guild channel or thread, by Discord's computation. */
    long permissions(FakeChannel channel, long userId) {
        FakeGuild guild = fake.guild(channel.guildId());
        long base = guild.permissionsOf(userId);
        if (userId == guild.ownerId || (base & FakeRole.ADMINISTRATOR) != 0) return ALL;
        Long parent = parents.get(channel.id());
        long channelId = parent == null ? channel.id() : parent;
        long permissions = base;
        List<Overwrite> list = overwrites.getOrDefault(channelId, List.of());
        for (Overwrite o : list) {
            if (o.type() == 0 && o.id() == guild.id) permissions = (permissions & ~o.deny()) | o.allow();
        }
        Set<Long> roles = guild.members.getOrDefault(userId, Set.of());
        long allow = 0, deny = 0;
        for (Overwrite o : list) {
            if (o.type() == 0 && roles.contains(o.id())) {
                allow |= o.allow();
                deny |= o.deny();
            }
        }
        permissions = (permissions & ~deny) | allow;
        for (Overwrite o : list) {
            if (o.type() == 1 && o.id() == userId) permissions = (permissions & ~o.deny()) | o.allow();
        }
        if (channel.type() == PRIVATE_THREAD && !inThread(channel.id(), userId) && (permissions & MANAGE_THREADS) == 0) {
            permissions &= ~FakeRole.VIEW_CHANNEL;
        }
        return permissions;
    }

    /**
     * Why Discord refuses the bot a post here (403, with its code), or null. Without View Channel nothing else counts
     * (50001 Missing Access); without Send Messages (Send Messages in Threads in a thread) nor may it attach files.
     */
    Refusal refusal(FakeChannel channel, boolean files) {
        if (channel.direct()) return null;
        long held = permissions(channel, fake.bot.id());
        if ((held & FakeRole.VIEW_CHANNEL) == 0) return new Refusal("Missing Access", 50001);
        long send = isThread(channel.id()) ? SEND_MESSAGES_IN_THREADS : FakeRole.SEND_MESSAGES;
        if ((held & send) == 0) return new Refusal("Missing Permissions", 50013);
        if (files && (held & FakeRole.ATTACH_FILES) == 0) return new Refusal("Missing Permissions", 50013);
        return null;
    }

    record Refusal(String message, int code) {}

    /** The channel's overwrites as Discord sends them in a channel object. */
    ArrayNode json(long channelId) {
        ArrayNode out = Shapes.array();
        for (Overwrite o : overwrites.getOrDefault(channelId, List.of())) {
            out.addObject().put("id", Shapes.id(o.id())).put("type", o.type()).put("allow", Long.toString(o.allow()))
                    .put("deny", Long.toString(o.deny()));
        }
        return out;
    }

    /** A thread as in GUILD_CREATE's {@code threads} or THREAD_CREATE. */
    ObjectNode threadJson(FakeChannel thread) {
        ObjectNode json = Shapes.object().put("id", Shapes.id(thread.id())).put("type", thread.type())
                .put("guild_id", Shapes.id(thread.guildId())).put("parent_id", Shapes.id(parents.get(thread.id())))
                .put("owner_id", Shapes.id(fake.guild(thread.guildId()).ownerId)).put("name", thread.name())
                .putNull("last_message_id").put("rate_limit_per_user", 0).put("message_count", 0)
                .put("member_count", threadMembers.getOrDefault(thread.id(), Set.of()).size())
                .put("total_message_sent", 0).put("flags", 0);
        json.putObject("thread_metadata").put("archived", false).put("auto_archive_duration", 1440)
                .put("archive_timestamp", Shapes.JOINED).put("locked", false)
                .put("invitable", thread.type() == PRIVATE_THREAD).put("create_timestamp", Shapes.JOINED);
        json.putArray("applied_tags");
        return json;
    }
}
