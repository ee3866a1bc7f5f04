package org.chancery.web;

import java.nio.ByteBuffer;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.BufferUtil;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * Jetty's error handler, which answers the requests Jetty refuses itself before any route runs (400 for what is not
 * HTTP, 414, 431) and any failure of a route (500). Each answer carries the security headers and says in plain words
 * what was wrong; none repeats a byte of the request. Headers too large are read to their end before the 431 (for at
 * most {@link #DRAIN_MILLIS} and {@link #DRAIN_BYTES}): closing with them unread would reset the connection, and a
 * client still sending would get the reset instead of the answer.
 */
final class ErrorAnswers extends ErrorHandler {
    static final long DRAIN_MILLIS = 2_000;
    static final long DRAIN_BYTES = 16L << 20;
    /** How long the client must send nothing before its request counts as ended. */
    private static final long QUIET_MILLIS = 100;
    private static final long POLL_MILLIS = 20;

    private final int headerBytes;

    ErrorAnswers(int headerBytes) { this.headerBytes = headerBytes; }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        int status = response.getStatus();
        SecurityHeaders.put(response.getHeaders());
        String body = words(status);
        if (status == HttpStatus.REQUEST_HEADER_FIELDS_TOO_LARGE_431 || status == HttpStatus.URI_TOO_LONG_414) {
            EndPoint client = request.getConnectionMetaData().getConnection().getEndPoint();
            Scheduler scheduler = request.getConnectionMetaData().getConnector().getScheduler();
            new Drain(client, scheduler, () -> Replies.text(request, response, callback, status, body)).poll();
        } else {
            Replies.text(request, response, callback, status, body);
        }
        return true;
    }

    private String words(int status) {
        String kib = headerBytes / 1024 + " KiB";
        return switch (status) {
            case 400 -> "Bad request: this server could not read it as HTTP/1.1.\n";
            case 414 -> "The address is too long: the request line and headers may have at most " + kib + ".\n";
            case 431 -> "The request's headers are too large: at most " + kib + " in all.\n";
            case 500 -> "Something went wrong on the server; try again later.\n";
            default -> status + " " + HttpStatus.getMessage(status) + "\n";
        };
    }

    /** Reads and drops what the client still sends until it is quiet, at its end, or past the bounds; then answers. */
    private static final class Drain {
        private final EndPoint client;
        private final Scheduler scheduler;
        private final Runnable answer;
        private final ByteBuffer buffer = BufferUtil.allocate(16 * 1024);
        private final long start = System.nanoTime();
        private long lastData = start;
        private long bytes;

        Drain(EndPoint client, Scheduler scheduler, Runnable answer) {
            this.client = client;
            this.scheduler = scheduler;
            this.answer = answer;
        }

        void poll() {
            try {
                for (int n; ; ) {
                    BufferUtil.clear(buffer);
                    n = client.fill(buffer);
                    if (n < 0) break;
                    long now = System.nanoTime();
                    if (n > 0) {
                        bytes += n;
                        lastData = now;
                        if (bytes < DRAIN_BYTES) continue;
                        break;
                    }
                    if (now - lastData >= TimeUnit.MILLISECONDS.toNanos(QUIET_MILLIS)
                            || now - start >= TimeUnit.MILLISECONDS.toNanos(DRAIN_MILLIS)) break;
                    scheduler.schedule(this::poll, POLL_MILLIS, TimeUnit.MILLISECONDS);
                    return;
                }
            } catch (java.io.IOException gone) {
                // the client closed or reset: the answer below fails quietly, as any write to a closed connection
            }
            answer.run();
        }
    }
}
