package org.chancery.cli;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.chancery.variant.VariantLoader;

/**
 * {@code adjudicate}: scenario JSON lines on stdin, one result line each on stdout, in input order (a blank
 * or broken line gets an error line, so results always line up with the input).
 * Batches of lines are adjudicated on one worker per core; results are written in order.
 */
final class AdjudicateCommand {
    private static final int BATCH = 256;

    private AdjudicateCommand() {}

    static int run(InputStream in, PrintStream out) throws IOException {
        String broken = VariantLoader.problem("classic");
        if (broken != null) System.err.println("Variant classic is unavailable: " + broken + "; lines of the other variants play on.");
        int workers = Math.max(1, Runtime.getRuntime().availableProcessors());
        ThreadLocal<ScenarioRunner> runners = ThreadLocal.withInitial(() -> ScenarioRunner.forDefault("classic"));
        ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(r, "adjudicate");
            t.setDaemon(true);
            return t;
        });
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16);
        BufferedWriter writer = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
        ArrayDeque<Future<String>> pending = new ArrayDeque<>();
        try {
            List<String> batch = new ArrayList<>(BATCH);
            Lines lines = new Lines(reader);
            String line;
            while ((line = lines.next()) != null) {
                batch.add(line);
                if (batch.size() == BATCH) {
                    pending.add(submit(pool, runners, batch));
                    batch = new ArrayList<>(BATCH);
                    while (pending.size() > workers * 2) writer.write(pending.poll().get());
                }
            }
            if (!batch.isEmpty()) pending.add(submit(pool, runners, batch));
            while (!pending.isEmpty()) writer.write(pending.poll().get());
        } catch (InterruptedException | ExecutionException e) {
            throw new IOException("adjudication failed", e);
        } finally {
            pool.shutdownNow();
        }
        writer.flush();
        return 0;
    }

    /**
     * Lines ended by a line feed alone (a CRLF's carriage return is dropped). A carriage return anywhere else
     * stays in the line, so every input line gets exactly one result line.
     */
    static final class Lines {
        private final java.io.Reader in;
        private final char[] buffer = new char[1 << 16];
        private int pos, end;
        private boolean first = true;

        Lines(java.io.Reader in) { this.in = in; }

        /** The next line, or null at the end. */
        String next() throws IOException {
            StringBuilder b = null;
            while (true) {
                if (pos == end) {
                    end = in.read(buffer, 0, buffer.length);
                    pos = 0;
                    if (end <= 0) {
                        end = 0;
                        return b == null || b.length() == 0 ? null : strip(b);
                    }
                }
                int start = pos;
                while (pos < end && buffer[pos] != '\n') pos++;
                if (b == null) b = new StringBuilder(Math.max(16, pos - start));
                b.append(buffer, start, pos - start);
                if (pos < end) {
                    pos++;
                    return strip(b);
                }
            }
        }

        /** Drops a CRLF's carriage return, and a byte-order mark opening the first line (some editors write one). */
        private String strip(StringBuilder b) {
            if (first && b.length() > 0 && b.charAt(0) == '\uFEFF') b.deleteCharAt(0);
            first = false;
            int n = b.length();
            if (n > 0 && b.charAt(n - 1) == '\r') b.setLength(n - 1);
            return b.toString();
        }
    }

    private static Future<String> submit(ExecutorService pool, ThreadLocal<ScenarioRunner> runners,
                                         List<String> batch) {
        return pool.submit(() -> {
            ScenarioRunner runner = runners.get();
            StringBuilder sb = new StringBuilder(batch.size() * 512);
            for (String l : batch) sb.append(runner.runLine(l)).append('\n');
            return sb.toString();
        });
    }
}
