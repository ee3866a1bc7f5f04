package org.chancery.discord;

import java.util.Optional;

/**
 * What the bot needs to reach Discord. The token never appears in {@link #toString()}.
 *
 * @param guildId when set, commands are registered on this guild only (they appear at once);
 *                otherwise globally (Discord may take up to an hour to show them)
 * @param gmRole  the name or id of the role whose members may run GM commands
 * @param shards  the gateway shards this process runs ({@code DISCORD_SHARDS})
 */
public record DiscordConfig(String token, Optional<Long> guildId, Optional<String> gmRole, Shards shards) {
    public static final String TOKEN = "DISCORD_TOKEN";
    public static final String GUILD_ID = "DISCORD_GUILD_ID";
    public static final String GM_ROLE = "DISCORD_GM_ROLE";

    /** Every shard Discord recommends, in this process. */
    public DiscordConfig(String token, Optional<Long> guildId, Optional<String> gmRole) {
        this(token, guildId, gmRole, Shards.AUTO);
    }

    public DiscordConfig {
        if (token == null || token.isBlank()) {
            throw new IllegalArgumentException(TOKEN + " is not set; put the bot token from the Discord"
                    + " developer portal (Bot > Reset Token) in .env as " + TOKEN + "=...");
        }
        if (token.strip().startsWith("Bot ")) {
            throw new IllegalArgumentException(TOKEN + " starts with 'Bot '; give the token alone, without that word.");
        }
        if (token.strip().chars().anyMatch(Character::isWhitespace)) {
            throw new IllegalArgumentException(TOKEN + " has a space or line break in it, and a bot token has none;"
                    + " copy it again from the Discord developer portal (Bot > Reset Token).");
        }
    }

    /** Whether the settings hold a token at all, that is whether the bot should run. */
    public static boolean configured(Settings settings) {
        return settings.get(TOKEN).isPresent();
    }

    public static DiscordConfig from(Settings settings) {
        Optional<Long> guild = settings.get(GUILD_ID).map(DiscordConfig::snowflake);
        return new DiscordConfig(settings.get(TOKEN).orElse(null), guild, settings.get(GM_ROLE),
                Shards.parse(settings.get(Shards.KEY).orElse("auto")));
    }

    private static long snowflake(String text) {
        try {
            long id = Long.parseUnsignedLong(text);
            if (id != 0) return id;
        } catch (NumberFormatException e) {
            // fall through to the message below
        }
        String shown = text.length() <= 30 ? text : text.substring(0, 29) + "\u2026";
        throw new IllegalArgumentException(GUILD_ID + " must be a server id, a number such as"
                + " 123456789012345678 (Discord: User Settings > Advanced > Developer Mode, then"
                + " right-click the server > Copy Server ID), not '" + shown + "'.");
    }

    @Override
    public String toString() {
        return "DiscordConfig[token=(hidden), guildId=" + guildId + ", gmRole=" + gmRole + ", shards=" + shards + "]";
    }
}
