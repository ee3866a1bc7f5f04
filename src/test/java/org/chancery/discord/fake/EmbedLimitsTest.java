package org.chancery.discord.fake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

/** The fake refuses embeds as Discord does: a field over 1,024 characters, or over 6,000 in all of a message's embeds. */
class EmbedLimitsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void fieldsAndTotalsOverDiscordsLimitsAreRefused() {
        assertNull(DiscordLimits.embedProblem(embeds(1, 1024)));
        assertEquals("embed field value must be 1024 or fewer in length", DiscordLimits.embedProblem(embeds(1, 1025)));
        assertNull(DiscordLimits.embedProblem(embeds(5, 1000)), "5 x (1000 + name) is within 6,000");
        assertTrue(DiscordLimits.embedProblem(embeds(6, 1000)).startsWith("embeds must be 6000 or fewer in total length"));
    }

    @Test
    void authorNamesCountAndSurroundingWhitespaceDoesNot() {
        ArrayNode embeds = embeds(5, 1000); // 5,000 + titles and names
        ObjectNode first = (ObjectNode) embeds.get(0);
        first.put("description", "  " + "d".repeat(900) + "  ");
        assertNull(DiscordLimits.embedProblem(embeds), "trimmed, 900 more stays within 6,000");
        first.putObject("author").put("name", "a".repeat(100));
        assertTrue(DiscordLimits.embedProblem(embeds).startsWith("embeds must be 6000"), "the author's name counts");
    }

    /** Two embeds sharing {@code fields} fields of {@code length} characters. */
    private static ArrayNode embeds(int fields, int length) {
        ArrayNode out = JSON.createArrayNode();
        ObjectNode a = out.addObject().put("title", "a"), b = out.addObject().put("title", "b");
        for (int i = 0; i < fields; i++) {
            (i % 2 == 0 ? a : b).withArray("fields").addObject().put("name", "f" + i).put("value", "x".repeat(length));
        }
        return out;
    }
}
