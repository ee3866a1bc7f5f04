package org.chancery.discord.fake;

import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Channel permission overwrites, as Discord applies them: the member's guild permissions (all of them for an
 * administrator), then the channel's @everyone overwrite, then the union of its overwrites for the member's
 * roles, then the member's own; each overwrite's deny before its allow. A private channel is one whose @everyone
 * overwrite denies View Channel. Source: Discord's developer documentation, Topics > Permissions, "Permission
 * Overwrites" and "Permission Hierarchy". Posting where the bot may not view or send gets 403, Missing Access
 * (50001) or Missing Permissions (50013).
 */
final class ChannelOverwrites {
    /** One overwrite: {@code target} a role id (the guild's id for @everyone) or, with {@code member}, a user id. */
    record Overwrite(long target, boolean member, long allow, long deny) {}

    private final Map<Long, List<Overwrite>> byChannel = new ConcurrentHashMap<>();

    void add(long channelId, Overwrite o) {
        byChannel.computeIfAbsent(channelId, k -> new CopyOnWriteArrayList<>()).add(o);
    }

    /** The overwrites as the API gives them ({@code permission_overwrites}: type 0 a role, 1 a member). */
    ArrayNode json(long channelId) {
        ArrayNode out = Shapes.array();
        for (Overwrite o : byChannel.getOrDefault(channelId, List.of())) {
            out.addObject().put("id", Shapes.id(o.target())).put("type", o.member() ? 1 : 0)
                    .put("allow", Long.toString(o.allow())).put("deny", Long.toString(o.deny()));
        }
        return out;
    }

    /** A member's permissions in a channel: {@code base} (their guild permissions) with the overwrites applied. */
    long apply(long channelId, long guildId, long userId, Set<Long> roles, long base) {
        if ((base & FakeRole.ADMINISTRATOR) != 0) return base;
        long p = base;
        List<Overwrite> all = byChannel.getOrDefault(channelId, List.of());
        for (Overwrite o : all) if (!o.member() && o.target() == guildId) p = (p & ~o.deny()) | o.allow();
        long allow = 0, deny = 0;
        for (Overwrite o : all) {
            if (!o.member() && o.target() != guildId && roles.contains(o.target())) {
                allow |= o.allow();
                deny |= o.deny();
            }
        }
        p = (p & ~deny) | allow;
        for (Overwrite o : all) if (o.member() && o.target() == userId) p = (p & ~o.deny()) | o.allow();
        return p;
    }
}
