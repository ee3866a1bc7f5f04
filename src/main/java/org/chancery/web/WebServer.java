package org.chancery.web;

import java.time.Duration;
import java.util.List;
import org.eclipse.jetty.compression.gzip.GzipCompression;
import org.eclipse.jetty.compression.server.CompressionConfig;
import org.eclipse.jetty.compression.server.CompressionHandler;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The bot's one HTTP server (Jetty), shared by every route under {@code web/}: the calendar feed today, the
 * game page later. It has limits, so no client can take it over: a waiting connection holds no thread, a
 * connection that sends nothing, or trickles a request, is closed, and headers, threads and connections are
 * bounded. Text is gzipped; every answer carries the security headers.
 */
public final class WebServer implements AutoCloseable {
    /**
     * The server's limits.
     *
     * @param idle a connection that sends and receives nothing for this long is closed
     * @param request a connection must finish a request (or be sending an answer) within this time, else it is
     *        closed: this ends clients that trickle a request a byte at a time, which an idle timeout cannot
     * @param headerBytes the largest request line plus headers; more gets 431
     * @param connections the most open connections; past it new ones wait, and idle ones are cut sooner
     * @param threads the most worker threads (Jetty's acceptor and selector included); the work waiting for them
     *        is bounded by the connections, as Jetty advises against a bounded queue
     */
    public record Limits(Duration idle, Duration request, int headerBytes, int connections, int threads) {
        public static final Limits STANDARD = new Limits(Duration.ofSeconds(15), Duration.ofSeconds(10), 8 * 1024, 512, 16);
    }

    private final Server server;
    private final ServerConnector connector;

    private WebServer(Server server, ServerConnector connector) {
        this.server = server;
        this.connector = connector;
    }

    /**
     * Listens on {@code port} of every address (0: any free port) and serves
     * {@code routes}: each is asked in turn and answers the paths it knows (returning true); every other path
     * gets a plain 404.
     */
    public static WebServer start(int port, Limits limits, List<Handler> routes) throws Exception {
        QueuedThreadPool threads = new QueuedThreadPool(limits.threads(), 2, 60_000);
        threads.setName("chancery-web");
        threads.setDaemon(true);
        Server server = new Server(threads);

        HttpConfiguration http = new HttpConfiguration();
        http.setRequestHeaderSize(limits.headerBytes());
        http.setSendServerVersion(false);
        http.setSendXPoweredBy(false);
        http.setIdleTimeout(limits.idle().toMillis());
        ServerConnector connector = new ServerConnector(server, 1, 1, new HttpConnectionFactory(http));
        connector.setPort(port);
        connector.setIdleTimeout(limits.idle().toMillis());
        connector.setAcceptQueueSize(limits.connections()); // a burst up to the bound waits here, not for SYN retries
        connector.addBean(new RequestDeadline(limits.request(), connector.getScheduler()));
        server.addConnector(connector);

        NetworkConnectionLimit cap = new NetworkConnectionLimit(limits.connections(), connector);
        cap.setEndPointIdleTimeout(Math.min(2_000, limits.idle().toMillis()));
        server.addBean(cap);

        CompressionHandler gzip = new CompressionHandler(new Fallback(new Handler.Sequence(routes)));
        gzip.putCompression(new GzipCompression());
        // The text Chancery serves; the game page gzips its boards (SVG) once itself.
        CompressionConfig.Builder text = CompressionConfig.builder().compressIncludeMethod("GET");
        for (String type : List.of("text/plain", "text/html", "text/css", "text/javascript", "text/calendar", "application/json")) {
            text.compressIncludeMimeType(type);
        }
        gzip.putConfiguration("/", text.build());
        server.setHandler(new SecurityHeaders(gzip));

        ErrorHandler errors = new ErrorHandler();
        errors.setShowStacks(false);
        errors.setShowCauses(false);
        server.setErrorHandler(errors);
        server.setStopTimeout(2_000);
        server.start();
        return new WebServer(server, connector);
    }

    public int port() { return connector.getLocalPort(); }

    @Override
    public void close() {
        try {
            server.stop();
        } catch (Exception e) {
            throw new IllegalStateException("the web server did not stop: " + e.getMessage(), e);
        }
    }

    /** The routes, then the same plain 404 for every path that no route answers. */
    private static final class Fallback extends Handler.Wrapper {
        Fallback(Handler routes) { super(routes); }

        @Override
        public boolean handle(Request request, Response response, Callback callback) throws Exception {
            if (super.handle(request, response, callback)) return true;
            Replies.notFound(request, response, callback);
            return true;
        }
    }
}
