package org.chancery.discord.posting;

/** Where a posted message goes: a guild channel, or a user's DM with the bot. */
public sealed interface Target {
    record Channel(long channelId) implements Target {}

    record User(long userId) implements Target {}

    static Target channel(long id) {
        return new Channel(id);
    }

    static Target user(long id) {
        return new User(id);
    }
}
