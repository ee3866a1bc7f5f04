package org.chancery.discord.fake;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/** A guild in the fake: its roles (the first is @everyone, with the guild's id), channels and members. */
public final class FakeGuild {
    private final FakeDiscord fake;
    final long id;
    final String name;
    final long ownerId;
    final List<FakeRole> roles = new CopyOnWriteArrayList<>();
    final List<FakeChannel> channels = new CopyOnWriteArrayList<>();
    /** Member user id to the ids of their roles (without @everyone). */
    final Map<Long, Set<Long>> members = new ConcurrentHashMap<>();

    FakeGuild(FakeDiscord fake, long id, String name, FakeUser owner) {
        this.fake = fake;
        this.id = id;
        this.name = name;
        this.ownerId = owner.id();
        roles.add(new FakeRole(id, "@everyone", FakeRole.EVERYONE, 0));
        members.put(owner.id(), Set.of());
    }

    public long id() {
        return id;
    }

    /** Sets what @everyone may do here (the bot's permissions too, as it holds no other role). */
    public void everyone(long permissions) {
        roles.set(0, new FakeRole(id, "@everyone", permissions, 0));
    }

    public FakeRole role(String roleName, long permissions) {
        FakeRole role = new FakeRole(fake.ids.next(), roleName, permissions, roles.size());
        roles.add(role);
        return role;
    }

    public FakeChannel textChannel(String channelName) {
        FakeChannel channel = new FakeChannel(fake.ids.next(), FakeChannel.GUILD_TEXT, id, channelName, null);
        channels.add(channel);
        fake.channelAdded(this, channel);
        return channel;
    }

    /**
     * A private channel: @everyone may not view it; the members given may view it and post. The bot is not among
     * them unless given.
     */
    public FakeChannel privateChannel(String channelName, FakeUser... allowed) {
        FakeChannel channel = new FakeChannel(fake.ids.next(), FakeChannel.GUILD_TEXT, id, channelName, null);
        fake.overwrites.add(channel.id(), new ChannelOverwrites.Overwrite(id, false, 0, FakeRole.VIEW_CHANNEL));
        for (FakeUser u : allowed) {
            fake.overwrites.add(channel.id(), new ChannelOverwrites.Overwrite(u.id(), true,
                    FakeRole.VIEW_CHANNEL | FakeRole.SEND_MESSAGES, 0));
        }
        channels.add(channel);
        fake.channelAdded(this, channel);
        return channel;
    }

    /** The member's permissions in a channel of this guild, its overwrites applied. */
    long permissionsIn(long channelId, long userId) {
        return fake.overwrites.apply(channelId, id, userId, members.getOrDefault(userId, Set.of()), permissionsOf(userId));
    }

    public void join(FakeUser user, FakeRole... memberRoles) {
        members.put(user.id(), Set.of(java.util.Arrays.stream(memberRoles).map(FakeRole::id).toArray(Long[]::new)));
    }

    /** The member's permissions: @everyone's and their roles', all of them for the owner. */
    long permissionsOf(long userId) {
        if (userId == ownerId) return -1L >>> 1;
        Set<Long> mine = members.getOrDefault(userId, Set.of());
        long permissions = 0;
        for (FakeRole role : roles) {
            if (role.id() == id || mine.contains(role.id())) permissions |= role.permissions();
        }
        return permissions;
    }
}
