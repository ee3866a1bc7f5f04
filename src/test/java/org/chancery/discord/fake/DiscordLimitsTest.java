package org.chancery.discord.fake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The limits Discord documents but its API description cannot state, each at its edge. */
class DiscordLimitsTest {
    private static final String COMMANDS = "/applications/1/commands";
    private static final String CALLBACK = "/interactions/1/tok/callback";
    private static final String CHANNEL = "/channels/1/messages";

    private static ObjectNode command(int optionDescription) {
        ObjectNode c = Shapes.object().put("name", "game").put("description", "d".repeat(100));
        ArrayNode options = c.putArray("options");
        for (int i = 0; i < 25; i++) {
            ObjectNode sub = options.addObject().put("type", 1).put("name", "sub" + i)
                    .put("description", "d".repeat(100));
            sub.putArray("options").addObject().put("type", 3).put("name", "o").put("description",
                    "x".repeat(optionDescription));
        }
        return c;
    }

    @Test
    void aCommandHoldsAtMost8000Characters() {
        // 4 + 100 + 25 x (5 or 6 + 100 + 1 + n): n = 100 gives 5,319; more options push it over
        ObjectNode small = command(100);
        assertEquals(List.of(), DiscordLimits.check("PUT", COMMANDS, Shapes.array().add(small)));
        ObjectNode big = command(100);
        for (JsonNode sub : big.get("options")) {
            ArrayNode more = (ArrayNode) sub.get("options");
            for (int i = 0; i < 2; i++) more.addObject().put("type", 3).put("name", "p" + i).put("description", "y".repeat(100));
        }
        List<String> problems = DiscordLimits.check("PUT", COMMANDS, Shapes.array().add(big));
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("over Discord's 8000"), problems.toString());
    }

    @Test
    void choicesAreAtMost25WithNameAndValueOf1To100() {
        ObjectNode c = Shapes.object().put("name", "orders").put("description", "d");
        ObjectNode option = c.putArray("options").addObject().put("type", 3).put("name", "power").put("description", "d");
        ArrayNode choices = option.putArray("choices");
        for (int i = 0; i < 25; i++) choices.addObject().put("name", "n" + i).put("value", "v".repeat(100));
        assertEquals(List.of(), DiscordLimits.check("PUT", COMMANDS, Shapes.array().add(c)));
        choices.addObject().put("name", "n").put("value", "v");
        assertEquals(1, DiscordLimits.check("PUT", COMMANDS, Shapes.array().add(c)).size(), "26 choices");
        choices.remove(25);
        ((ObjectNode) choices.get(0)).put("value", "v".repeat(101));
        assertEquals(1, DiscordLimits.check("PUT", COMMANDS, Shapes.array().add(c)).size(), "a value of 101");
        ((ObjectNode) choices.get(0)).put("value", "");
        assertEquals(1, DiscordLimits.check("PUT", COMMANDS, Shapes.array().add(c)).size(), "an empty value");
        ((ObjectNode) choices.get(0)).put("value", 7).put("name", "");
        assertEquals(1, DiscordLimits.check("PUT", COMMANDS, Shapes.array().add(c)).size(), "an empty name");
    }

    @Test
    void autocompleteAnswersKeepTheSameChoiceLimits() {
        ObjectNode answer = Shapes.object().put("type", 8);
        ArrayNode choices = answer.putObject("data").putArray("choices");
        choices.addObject().put("name", "A Lon - Yor").put("value", "A Lon - Yor");
        assertEquals(List.of(), DiscordLimits.check("POST", CALLBACK, answer));
        choices.addObject().put("name", "a whole turn").put("value", "A Lon - Yor, ".repeat(8));
        List<String> problems = DiscordLimits.check("POST", CALLBACK, answer);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("choice value of 104 characters"), problems.toString());
    }

    private static ObjectNode row(ArrayNode components, int buttons, String prefix) {
        ObjectNode row = components.addObject().put("type", 1);
        for (int i = 0; i < buttons; i++) {
            row.withArray("components").addObject().put("type", 2).put("style", 1).put("label", "b")
                    .put("custom_id", prefix + i);
        }
        return row;
    }

    @Test
    void rowsHoldFiveButtonsOrOneSelectAndCustomIdsAreShortAndUnique() {
        ObjectNode message = Shapes.object().put("content", "Orders");
        ArrayNode components = message.putArray("components");
        row(components, 5, "a");
        assertEquals(List.of(), DiscordLimits.check("POST", CHANNEL, message));
        ObjectNode six = row(components, 6, "b");
        assertEquals(1, DiscordLimits.check("POST", CHANNEL, message).size(), "six buttons in a row");
        components.remove(1);
        ObjectNode mixed = row(components, 1, "c");
        mixed.withArray("components").addObject().put("type", 3).put("custom_id", "pick");
        assertEquals(1, DiscordLimits.check("POST", CHANNEL, message).size(), "a select beside a button");
        components.remove(1);
        row(components, 1, "a");
        assertEquals(1, DiscordLimits.check("POST", CHANNEL, message).size(), "custom_id a0 twice");
        components.remove(1);
        row(components, 1, "x".repeat(100));
        assertEquals(1, DiscordLimits.check("POST", CHANNEL, message).size(), "a custom_id of 101");
        assertTrue(six.size() > 0);
    }

    @Test
    void contentHoldsAtMost2000CharactersWhereTheDescriptionSays4000() {
        assertEquals(List.of(), DiscordLimits.check("POST", CHANNEL, Shapes.object().put("content", "x".repeat(2000))));
        assertEquals(1, DiscordLimits.check("POST", CHANNEL, Shapes.object().put("content", "x".repeat(2001))).size());
    }

    @Test
    void aModalsOwnCustomIdCounts() {
        ObjectNode modal = Shapes.object().put("type", 9);
        modal.putObject("data").put("custom_id", "m".repeat(101)).put("title", "Orders");
        assertEquals(1, DiscordLimits.check("POST", CALLBACK, modal).size());
    }

    @Test
    void aFileOver10MiBIsTooLarge() {
        Upload fits = new Upload("files[0]", "map.png", "image/png", new byte[10 * 1024 * 1024]);
        Upload over = new Upload("files[1]", "big.png", "image/png", new byte[10 * 1024 * 1024 + 1]);
        assertEquals(List.of(), DiscordLimits.oversized(List.of(fits)));
        assertEquals(1, DiscordLimits.oversized(List.of(fits, over)).size());
    }
}
