package org.chancery.discord.interaction;

import java.util.List;

/**
 * Where a command was run: a guild channel ({@code guildId} set) or a direct message with the bot.
 * {@code botMissing} names the permissions a game's posts need there that the bot lacks (empty in a DM).
 */
public record Place(Long guildId, long channelId, List<String> botMissing) {
    public Place {
        botMissing = botMissing == null ? List.of() : List.copyOf(botMissing);
    }

    public Place(Long guildId, long channelId) {
        this(guildId, channelId, List.of());
    }

    public boolean direct() {
        return guildId == null;
    }
}
