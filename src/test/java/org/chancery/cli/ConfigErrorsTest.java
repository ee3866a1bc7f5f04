package org.chancery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.chancery.discord.Settings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A mistake in the configuration is one plain sentence, and the token never appears in any output. */
class ConfigErrorsTest {
    static final String SECRET = "abcdef ghijkl.SECRETPART";

    record Run(int code, String out, String err) {}

    /** Runs the jar's main in a child JVM in {@code dir}, with no Discord or store keys in its environment. */
    static Run start(Path dir, String envFile) throws Exception {
        Files.writeString(dir.resolve(".env"), envFile);
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName()).directory(dir.toFile());
        pb.environment().keySet().removeIf(k -> k.startsWith("DISCORD_") || k.startsWith("CHANCERY_"));
        Process p = pb.start();
        p.getOutputStream().close();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the process did not end");
        return new Run(p.exitValue(), new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8),
                new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
    }

    static void oneSentence(Run r) {
        assertEquals(2, r.code(), r.err());
        String err = r.err().strip();
        assertFalse(err.contains("\n"), "one line: " + err);
        assertFalse(err.contains("Exception") || err.contains("\tat "), err);
        assertTrue(err.endsWith("."), err);
        for (String piece : List.of("abcdef", "ghijkl", "SECRETPART")) {
            assertFalse(r.err().contains(piece) || r.out().contains(piece), "the token leaked: " + r.err() + r.out());
        }
    }

    @Test
    void aTokenWithASpaceIsNeverPrinted(@TempDir Path dir) throws Exception {
        Run r = start(dir, "DISCORD_TOKEN=\"" + SECRET + "\"\n");
        oneSentence(r);
        assertTrue(r.err().startsWith("DISCORD_TOKEN has a space or line break in it"), r.err());
    }

    @Test
    void aBotPrefixABadGuildIdAndABrokenLineAreOneSentenceEach(@TempDir Path dir) throws Exception {
        Run bot = start(dir, "DISCORD_TOKEN=Bot SECRETPART\n");
        oneSentence(bot);
        assertTrue(bot.err().startsWith("DISCORD_TOKEN starts with 'Bot '"), bot.err());
        Run guild = start(dir, "DISCORD_TOKEN=SECRETPART\nDISCORD_GUILD_ID=my server\n");
        oneSentence(guild);
        assertTrue(guild.err().contains("not 'my server'"), guild.err());
        Run line = start(dir, "DISCORD_TOKEN=SECRETPART\nthis line is wrong\n");
        oneSentence(line);
        assertTrue(line.err().startsWith(".env line 2: expected KEY=value"), line.err());
    }

    @Test
    void theTokenIsScrubbedFromAnyMessage() {
        assertEquals("Provided: \"(the token)\"", RunCommand.scrub("Provided: \"" + SECRET + "\"", SECRET));
        assertEquals("part (hidden) here", RunCommand.scrub("part SECRETPART here", SECRET));
        var e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> RunCommand.config(new Settings(Map.of("DISCORD_TOKEN", SECRET), Map.of())));
        assertFalse(e.getMessage().contains("SECRET"), e.getMessage());
    }
}
