package org.chancery.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Discord's limits on autocomplete results: at most 25 choices, each with a name and a value of 1 to 100
 * characters. Source: Discord's developer documentation, Application Commands, "Application Command Option
 * Choice Structure" (name and value 1-100 characters) and "Autocomplete" (at most 25 choices).
 */
final class ChoiceLimits {
    private ChoiceLimits() {}

    /** What breaks a limit, or null. */
    static String problem(JsonNode data) {
        if (data.path("choices").size() > 25) return "at most 25 choices";
        for (JsonNode c : data.path("choices")) {
            int name = c.path("name").asText("").length(), value = c.path("value").asText("").length();
            if (name < 1 || name > 100) return "choices.name must be 1-100 characters";
            if (value < 1 || value > 100) return "choices.value must be 1-100 characters (" + value + ")";
        }
        return null;
    }
}
