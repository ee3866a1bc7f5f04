package org.chancery.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The short crash trial of the suite: a store grown by a few dozen phases and restarts, then one kill -9 in each
 * of order storage, a ready mark, an adjudication and a post; every restart finds all that was acknowledged. The
 * long trials are {@code bench/crash-trials}.
 */
class CrashTrialsTest {
    @TempDir
    Path dir;

    @Test
    void killsDuringEachStepLoseNothingAcknowledged() throws Exception {
        CrashTrials trials = new CrashTrials(dir, 23, new PrintStream(OutputStream.nullOutputStream()));
        CrashTrials.Summary s = trials.trials(1, CrashTrials.KINDS.size());
        assertEquals(java.util.List.of(), s.problems());
        assertTrue(s.acknowledgements() > 20, "the trials acknowledged work: " + s.line());
        assertTrue(s.startBytes() >= 1_000_000, s.line());
    }
}
