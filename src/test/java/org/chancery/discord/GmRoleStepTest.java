package org.chancery.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * {@code /game} is registered for Manage Server, so a DISCORD_GM_ROLE member sees it only once the server allows
 * the role (Discord's per-server override). The README's step, the bot's log line and what is registered agree.
 */
class GmRoleStepTest {
    @Test
    void theReadmeGivesTheStepTheBotLogsForThePermissionRegistered() throws Exception {
        String readme = Files.readString(Path.of("README.md")).replaceAll("\\s+", " ");
        assertTrue(readme.contains(ChanceryBot.GM_ROLE_STEP), "the README's GM role step differs from the bot's");
        assertTrue(readme.contains("registered with default member permissions Manage Server"));
        try (BotFixture bot = new BotFixture("Club", "game")) {
            JsonNode game = null;
            for (JsonNode c : bot.fake.globalCommands()) if (c.get("name").asText().equals("game")) game = c;
            assertEquals(String.valueOf(1L << 5), game.get("default_member_permissions").asText(), "Manage Server");
            JsonNode link = null;
            for (JsonNode c : bot.fake.globalCommands()) if (c.get("name").asText().equals("league-link")) link = c;
            assertEquals(String.valueOf(1L << 5), link.get("default_member_permissions").asText(), "/league-link too");
            assertTrue(ChanceryBot.GM_ROLE_STEP.endsWith("the same for /league-link"));
        }
    }
}
