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

    /** Deletes a channel, as a server's admin may: posts there get 404 Unknown Channel from now on. */
    public void deleteChannel(FakeChannel channel) {
        channels.remove(channel);
        fake.channelDeleted(this, channel);
    }

    /** A text channel that @everyone may not see; these roles may see it and post there. The bot sees it only if given. */
    public FakeChannel privateChannel(String channelName, FakeRole... seeing) {
        FakeChannel channel = new FakeChannel(fake.ids.next(), FakeChannel.GUILD_TEXT, id, channelName, null);
        fake.access.overwrite(channel.id(), new ChannelAccess.Overwrite(id, 0, 0, FakeRole.VIEW_CHANNEL));
        long post = FakeRole.VIEW_CHANNEL | FakeRole.SEND_MESSAGES | FakeRole.EMBED_LINKS | FakeRole.ATTACH_FILES;
        for (FakeRole role : seeing) fake.access.overwrite(channel.id(), new ChannelAccess.Overwrite(role.id(), 0, post, 0));
        channels.add(channel);
        fake.channelAdded(this, channel);
        return channel;
    }

    /** A text channel that @everyone may not see; these members may see it and post there (the bot only if given). */
    public FakeChannel privateChannel(String channelName, FakeUser... members) {
        FakeChannel channel = privateChannel(channelName, new FakeRole[0]);
        long post = FakeRole.VIEW_CHANNEL | FakeRole.SEND_MESSAGES | FakeRole.EMBED_LINKS | FakeRole.ATTACH_FILES;
        for (FakeUser m : members) fake.access.overwrite(channel.id(), new ChannelAccess.Overwrite(m.id(), 1, post, 0));
        if (members.length > 0) fake.channelUpdated(this, channel);
        return channel;
    }

    /** Sets a role's overwrite in a channel (for @everyone, pass the guild's id as the role: see {@link #everyoneRole()}). */
    public void overwrite(FakeChannel channel, FakeRole role, long allow, long deny) {
        fake.access.overwrite(channel.id(), new ChannelAccess.Overwrite(role.id(), 0, allow, deny));
        fake.channelUpdated(this, channel);
    }

    /** Sets a member's own overwrite in a channel (the bot's too: {@code fake.bot()}). */
    public void overwrite(FakeChannel channel, FakeUser member, long allow, long deny) {
        fake.access.overwrite(channel.id(), new ChannelAccess.Overwrite(member.id(), 1, allow, deny));
        fake.channelUpdated(this, channel);
    }

    /** The @everyone role, for overwrites. */
    public FakeRole everyoneRole() {
        return roles.get(0);
    }

    /** A public thread in {@code parent}: it takes the parent's permissions, and posting needs Send Messages in Threads. */
    public FakeChannel thread(FakeChannel parent, String threadName) {
        return thread(parent, threadName, ChannelAccess.PUBLIC_THREAD);
    }

    /** A private thread in {@code parent}, seen only by these members (and those with Manage Threads). */
    public FakeChannel privateThread(FakeChannel parent, String threadName, FakeUser... members) {
        FakeChannel thread = new FakeChannel(fake.ids.next(), ChannelAccess.PRIVATE_THREAD, id, threadName, null);
        fake.access.thread(thread.id(), parent.id());
        for (FakeUser m : members) fake.access.joinThread(thread.id(), m.id());
        fake.channelAdded(this, thread);
        return thread;
    }

    private FakeChannel thread(FakeChannel parent, String threadName, int type) {
        FakeChannel thread = new FakeChannel(fake.ids.next(), type, id, threadName, null);
        fake.access.thread(thread.id(), parent.id());
        fake.channelAdded(this, thread);
        return thread;
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
