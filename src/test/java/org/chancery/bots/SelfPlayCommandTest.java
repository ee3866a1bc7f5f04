package org.chancery.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The jar's selfplay command: its lines, its summary, and its answers to bad options. */
class SelfPlayCommandTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return SelfPlay.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void oneLineAGameThenTheSummary() throws Exception {
        assertEquals(0, run("--variant", "classic", "--games", "2", "--seed", "7", "--seats", "France=bot,*=hold", "--years", "3"));
        String[] lines = out.toString(StandardCharsets.UTF_8).strip().split("\n");
        assertEquals(3, lines.length);
        ObjectMapper json = new ObjectMapper();
        for (int g = 0; g < 2; g++) {
            JsonNode n = json.readTree(lines[g]);
            assertEquals(g + 1, n.get("game").asInt());
            assertEquals(7, n.get("centres").size());
            assertEquals(0, n.get("illegal").asInt());
            assertTrue(n.get("phases").asInt() >= 6);
            assertTrue(n.has("winner") && n.has("draw") && n.has("slowest_bot_phase_ms"));
            // the bot grows against six seats in civil disorder, which never gain a centre
            assertTrue(n.get("centres").get("France").asInt() > 5, lines[g]);
            assertTrue(n.get("centres").get("England").asInt() <= 3, lines[g]);
        }
        JsonNode sum = json.readTree(lines[2]).get("summary");
        assertEquals(2, sum.get("games").asInt());
        assertEquals(0, sum.get("illegal").asInt());
    }

    @Test
    void badSeatsAreExplained() {
        assertEquals(2, run("--variant", "classic", "--seats", "Prussia=bot,*=hold"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("'Prussia' is not a major power; say one of Austria"), err.toString());
        assertEquals(2, run("--variant", "classic", "--seats", "France=robot,*=hold"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("'robot' is not a kind of seat; say bot, hold or random"));
        assertEquals(2, run("--variant", "classic", "--seats", "France=bot"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("No kind of seat for Austria"));
        assertEquals(2, run("--variant", "classic", "--seats", "hold"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("every seat is hold"));
        assertEquals(2, run("--games", "many"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("a number was wanted"));
    }
}
