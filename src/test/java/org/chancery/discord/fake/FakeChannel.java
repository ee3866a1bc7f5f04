package org.chancery.discord.fake;

/** A channel: a guild text channel (type 0, {@code guildId} set) or a DM (type 1, {@code recipientId} set). */
public record FakeChannel(long id, int type, Long guildId, String name, Long recipientId) {
    public static final int GUILD_TEXT = 0;
    public static final int DM = 1;

    public boolean direct() {
        return type == DM;
    }
}
