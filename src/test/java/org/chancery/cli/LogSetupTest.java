package org.chancery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The log is one line an entry, the trace only at debug, and quiet at the table below warnings. */
class LogSetupTest {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private Handler installed;
    private final List<Handler> before = List.of(Logger.getLogger("").getHandlers());
    private final Level rootBefore = Logger.getLogger("").getLevel();

    @AfterEach
    void restore() {
        Logger root = Logger.getLogger("");
        if (installed != null) root.removeHandler(installed);
        for (Handler h : before) root.addHandler(h);
        root.setLevel(rootBefore);
        Logger.getLogger("org.chancery").setLevel(null);
    }

    private String logged(String level, boolean table) {
        installed = LogSetup.install(level, table, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        System.Logger log = System.getLogger("org.chancery.command.RenderedMaps");
        log.log(System.Logger.Level.INFO, "maps of classic (standard) warmed in 812 ms");
        log.log(System.Logger.Level.WARNING, "warming the maps of classic failed",
                new IllegalStateException("drawing", new UnknownHostException("fonts.example: no such host")));
        log.log(System.Logger.Level.DEBUG, "a detail");
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void theTableHearsOnlyWarnings() {
        String out = logged(null, true);
        assertFalse(out.contains("warmed in"), "no info line in the middle of the table: " + out);
        assertEquals(1, out.lines().count(), out);
        assertTrue(out.lines().findFirst().orElseThrow().matches("\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d WARNING RenderedMaps:"
                + " warming the maps of classic failed: cannot find fonts\\.example"), out);
    }

    @Test
    void theBotLogsInfoInOneLineEach() {
        String out = logged(null, false);
        assertEquals(2, out.lines().count(), out);
        assertTrue(out.contains("INFO RenderedMaps: maps of classic (standard) warmed in 812 ms"), out);
        assertFalse(out.contains("\tat "), "no stack trace below debug: " + out);
    }

    @Test
    void debugShowsTheTrace() {
        String out = logged("debug", true);
        assertTrue(out.contains("warmed in") && out.contains("DEBUG RenderedMaps: a detail"), out);
        assertTrue(out.contains("\tat ") && out.contains("Caused by: java.net.UnknownHostException"), out);
    }
}
