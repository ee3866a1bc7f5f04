package org.chancery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the jar says at its first start: a misspelt key, no token, and a Discord it cannot reach, each in a line. */
class FirstStartTest {
    @TempDir
    Path dir;

    @Test
    void aMisspeltKeyIsNamedAndTheTableSaysThereIsNoToken() throws Exception {
        Files.writeString(dir.resolve(".env"), "DISCORD_TOKN=abc.def.ghi\nCHANCERY_HTTP_PORTS=8080\n");
        ChildJvm.Result r = ChildJvm.run(dir, List.of(), Map.of(), "quit\n");
        assertEquals(0, r.code(), r.err());
        assertEquals(List.of(
                "Warning: .env sets CHANCERY_HTTP_PORTS, which Chancery does not read; did you mean CHANCERY_HTTP_PORT?",
                "Warning: .env sets DISCORD_TOKN, which Chancery does not read; did you mean DISCORD_TOKEN?"),
                r.err().lines().toList());
        assertTrue(r.out().startsWith(RunCommand.TABLE + "\nChancery local table."), r.out());
        assertFalse(r.out().contains("abc.def.ghi") || r.err().contains("abc.def.ghi"), "a value is never printed");
    }

    /** With no name to be found (an empty hosts file for this JVM), the bot says so in one line: no JDA stack trace. */
    @Test
    void discordUnreachableIsOneLine() throws Exception {
        Path hosts = Files.writeString(dir.resolve("no-hosts"), "");
        Files.writeString(dir.resolve(".env"), "DISCORD_TOKEN=MTAxMjM0NTY3ODkw.Gabcde.abcdefghijklmnopqrstuvwxyz0123\n");
        ChildJvm.Result r = ChildJvm.run(dir, List.of("-Djdk.net.hosts.file=" + hosts), List.of(), Map.of(), "");
        assertEquals(1, r.code(), r.err());
        assertEquals(List.of(RunCommand.cannotStart("cannot find discord.com")), r.err().lines().toList());
        assertFalse(r.out().contains("abcdefghij") || r.err().contains("abcdefghij"), "the token is never printed");
    }

    @Test
    void anUnknownLogLevelIsOneSentence() throws Exception {
        Files.writeString(dir.resolve(".env"), "CHANCERY_LOG_LEVEL=loud\n");
        ChildJvm.Result r = ChildJvm.run(dir, List.of(), Map.of(), "quit\n");
        assertEquals(2, r.code());
        assertEquals("CHANCERY_LOG_LEVEL must be error, warning, info or debug, not 'loud'.", r.err().strip());
    }
}
