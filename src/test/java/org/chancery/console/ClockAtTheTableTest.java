package org.chancery.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import org.chancery.command.Commands;
import org.chancery.command.MapImages;
import org.chancery.game.GameService;
import org.chancery.game.Scheduler;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the clock produces at the local table (a reminder, a deadline's results) is printed while the table sits idle
 * waiting for a line, as Discord would post it, not only after the next command. The clock is moved by hand and the
 * scheduler ticked as the jar's scheduler would; nothing is typed after the game is set up.
 */
class ClockAtTheTableTest {
    @TempDir
    Path dir;

    @Test
    void theReminderAndTheResultsAppearWithoutAnotherLine() throws Exception {
        TestClock clock = TestClock.at("2030-01-01T00:00:00Z");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        try (Database db = Database.inMemory(); PipedOutputStream typing = new PipedOutputStream()) {
            GameService service = new GameService(db, clock);
            Console table = new Console(service, new Commands(service, MapImages.NONE), out, dir);
            for (String line : new String[] {"new", "game settings remind 1h", "game settings grace 0m", "game deadline 2h",
                    "as France", "order A par-bur; F bre-mao; A mar-spa"}) {
                assertTrue(table.handle(line));
            }
            PipedInputStream keyboard = new PipedInputStream(typing);
            Thread reading = new Thread(() -> {
                try {
                    table.run(keyboard);
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }, "table-input");
            reading.setDaemon(true);
            reading.start();
            table.watchClock(Duration.ofMillis(20));
            Scheduler scheduler = new Scheduler(service);
            waitFor(bytes, "France@table> ", 0);
            int idle = bytes.size();

            clock.advance(Duration.ofMinutes(61));
            assertEquals(6, scheduler.tick().reminded().size(), "every power but France is reminded");
            String reminded = waitFor(bytes, "Reminder: game #1", idle);
            assertTrue(reminded.contains("[to England] Reminder: game #1"), reminded);
            assertFalse(reminded.contains("[to France]"), "France gave its orders: " + reminded);
            assertTrue(reading.isAlive() && reading.getState() != Thread.State.TERMINATED, "the table still waits for a line");

            int before = bytes.size();
            clock.advance(Duration.ofMinutes(60));
            assertEquals(1, scheduler.tick().adjudicated().size());
            String results = waitFor(bytes, "results of Spring 1901 Movement", before);
            assertTrue(results.contains("A par-bur"), results);
            assertTrue(results.endsWith("France@table> "), "the prompt comes back after them: " + results);
        }
        out.close();
    }

    /** The output after {@code from} once it holds {@code text}; fails after two seconds. */
    private static String waitFor(ByteArrayOutputStream bytes, String text, int from) throws InterruptedException {
        long until = System.nanoTime() + Duration.ofSeconds(2).toNanos();
        while (true) {
            String all = bytes.toString(StandardCharsets.UTF_8);
            String after = all.substring(Math.min(from, all.length()));
            if (after.contains(text) && after.endsWith("> ")) return after;
            if (System.nanoTime() > until) throw new AssertionError("no '" + text + "' within 2 s of idling:\n" + all);
            Thread.sleep(10);
        }
    }
}
