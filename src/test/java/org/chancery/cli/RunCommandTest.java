package org.chancery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.UnknownHostException;
import org.junit.jupiter.api.Test;

class RunCommandTest {
    @Test
    void aBotThatCannotStartSaysWhyInPlainWords() {
        var e = new IllegalStateException("wrapped", new RuntimeException(new UnknownHostException("discord.com: Name or service not known")));
        assertEquals("cannot find discord.com", RunCommand.reason(e));
        assertEquals("no token", RunCommand.reason(new IllegalStateException("no token")));
    }
}
