package org.chancery.discord.interaction;

/** Where a command was run: a guild channel ({@code guildId} set) or a direct message with the bot. */
public record Place(Long guildId, long channelId) {
    public boolean direct() {
        return guildId == null;
    }
}
