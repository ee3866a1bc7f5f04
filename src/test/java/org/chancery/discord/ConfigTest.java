package org.chancery.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConfigTest {
    @Test
    void readsKeysCommentsQuotesAndExport() {
        Map<String, String> values = EnvFile.parse(".env", List.of(
                "# a comment", "", "DISCORD_TOKEN=abc.def", "export DISCORD_GM_ROLE=\"Game Master\"",
                "DISCORD_GUILD_ID=123 # test server", "EMPTY="));
        assertEquals(Map.of("DISCORD_TOKEN", "abc.def", "DISCORD_GM_ROLE", "Game Master",
                "DISCORD_GUILD_ID", "123", "EMPTY", ""), values);
    }

    @Test
    void saysWhichLineIsWrongAndHowToWriteIt() {
        var e = assertThrows(IllegalArgumentException.class, () -> EnvFile.parse(".env", List.of("A=1", "oops")));
        assertEquals(".env line 2: expected KEY=value, as in DISCORD_TOKEN=abc.", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> EnvFile.parse(".env", List.of("X='open")));
        assertTrue(e.getMessage().startsWith(".env line 1: the value opens a ' quote"), e.getMessage());
    }

    @Test
    void theEnvironmentOverridesTheFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve(".env");
        Files.writeString(file, "DISCORD_TOKEN=from-file\nDISCORD_GM_ROLE=GM\n");
        Settings settings = new Settings(EnvFile.read(file), Map.of("DISCORD_TOKEN", "from-env"));
        assertEquals(Optional.of("from-env"), settings.get("DISCORD_TOKEN"));
        assertEquals(Optional.of("GM"), settings.get("DISCORD_GM_ROLE"));
        assertEquals(Map.of(), EnvFile.read(dir.resolve("missing")));
    }

    @Test
    void theTokenNeverShowsInToString() {
        var settings = new Settings(Map.of("DISCORD_TOKEN", "secret-token-value", "DISCORD_GUILD_ID", "42"), Map.of());
        DiscordConfig config = DiscordConfig.from(settings);
        assertEquals("secret-token-value", config.token());
        assertEquals(Optional.of(42L), config.guildId());
        assertFalse(config.toString().contains("secret"), config.toString());
        assertFalse(settings.toString().contains("secret"), settings.toString());
    }

    @Test
    void aMissingTokenOrABadGuildIdIsExplained() {
        assertFalse(DiscordConfig.configured(new Settings(Map.of("DISCORD_TOKEN", "  "), Map.of())));
        var e = assertThrows(IllegalArgumentException.class,
                () -> DiscordConfig.from(new Settings(Map.of(), Map.of())));
        assertTrue(e.getMessage().startsWith("DISCORD_TOKEN is not set"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> DiscordConfig.from(
                new Settings(Map.of("DISCORD_TOKEN", "t", "DISCORD_GUILD_ID", "my server"), Map.of())));
        assertTrue(e.getMessage().contains("not 'my server'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new DiscordConfig("Bot abc", Optional.empty(),
                Optional.empty()));
        assertFalse(e.getMessage().contains("abc"));
    }
}
