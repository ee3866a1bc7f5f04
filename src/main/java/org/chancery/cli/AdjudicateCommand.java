package org.chancery.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
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
        ArrayDeque<Future<ByteArrayOutputStream>> pending = new ArrayDeque<>();
        try {
            List<byte[]> batch = new ArrayList<>(BATCH);
            Lines lines = new Lines(in);
            byte[] line;
            while ((line = lines.next()) != null) {
                batch.add(line);
                if (batch.size() == BATCH) {
                    pending.add(submit(pool, runners, batch));
                    batch = new ArrayList<>(BATCH);
                    while (pending.size() > workers * 2) pending.poll().get().writeTo(out);
                }
            }
            if (!batch.isEmpty()) pending.add(submit(pool, runners, batch));
            while (!pending.isEmpty()) pending.poll().get().writeTo(out);
        } catch (InterruptedException | ExecutionException e) {
            throw new IOException("adjudication failed", e);
        } finally {
            pool.shutdownNow();
        }
        out.flush();
        return 0;
    }

    /**
     * Lines of UTF-8 ended by a line feed alone (a CRLF's carriage return is dropped). A carriage return anywhere
     * else stays in the line, so every input line gets exactly one result line. Lines stay bytes: the runner reads
     * them as JSON as they are.
     */
    static final class Lines {
        private final InputStream in;
        private final byte[] buffer = new byte[1 << 16];
        private int pos, end;
        private boolean first = true;

        Lines(InputStream in) { this.in = in; }

        /** The next line, or null at the end. */
        byte[] next() throws IOException {
            ByteArrayOutputStream b = null;
            while (true) {
                if (pos == end) {
                    end = in.read(buffer, 0, buffer.length);
                    pos = 0;
                    if (end <= 0) {
                        end = 0;
                        return b == null || b.size() == 0 ? null : strip(b.toByteArray(), b.size());
                    }
                }
                int start = pos;
                while (pos < end && buffer[pos] != '\n') pos++;
                if (pos < end && b == null) {
                    byte[] whole = java.util.Arrays.copyOfRange(buffer, start, pos++);
                    return strip(whole, whole.length);
                }
                if (b == null) b = new ByteArrayOutputStream(Math.max(16, pos - start));
                b.write(buffer, start, pos - start);
                if (pos < end) {
                    pos++;
                    return strip(b.toByteArray(), b.size());
                }
            }
        }

        /** Drops a CRLF's carriage return, and a byte-order mark opening the first line (some editors write one). */
        private byte[] strip(byte[] line, int n) {
            int from = 0;
            if (first && n >= 3 && (line[0] & 0xff) == 0xef && (line[1] & 0xff) == 0xbb && (line[2] & 0xff) == 0xbf) from = 3;
            first = false;
            int to = n > from && line[n - 1] == '\r' ? n - 1 : n;
            return from == 0 && to == line.length ? line : java.util.Arrays.copyOfRange(line, from, to);
        }
    }

    private static Future<ByteArrayOutputStream> submit(ExecutorService pool, ThreadLocal<ScenarioRunner> runners,
                                                        List<byte[]> batch) {
        return pool.submit(() -> {
            ScenarioRunner runner = runners.get();
            ScenarioRunner.Answers answers = new ScenarioRunner.Answers(batch.size() * 3072);
            for (byte[] l : batch) {
                runner.runLine(l, answers);
                answers.write('\n');
            }
            return answers;
        });
    }
}
