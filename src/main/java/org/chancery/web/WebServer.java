package org.chancery.web;

import java.time.Duration;
import java.util.List;
import org.eclipse.jetty.compression.gzip.GzipCompression;
import org.eclipse.jetty.compression.server.CompressionConfig;
import org.eclipse.jetty.compression.server.CompressionHandler;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.LowResourceMonitor;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
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
     * @param connections the most open connections; past it new ones wait in the backlog. A connection waiting
     *        for its client costs no thread and a few KB, so the bound is high: the process needs file descriptors
     *        for it (ulimit -n)
     * @param busy past this many connections, or with threads running short, the server is busy (Jetty's
     *        low-resource mode): then a connection that sends nothing for {@code busyIdle} is closed, so a client
     *        trickling a byte a second is cut within a second, and the bound above is never reached
     * @param busyIdle the idle timeout while busy
     * @param threads the most worker threads (Jetty's acceptor and selector included); the work waiting for them
     *        is bounded by the connections, as Jetty advises against a bounded queue
     */
    public record Limits(Duration idle, Duration request, int headerBytes, int connections, int busy, Duration busyIdle,
            int threads) {
        public static final Limits STANDARD = new Limits(Duration.ofSeconds(15), Duration.ofSeconds(10), 8 * 1024, 4096, 512,
                Duration.ofMillis(500), 16);
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
        cap.setEndPointIdleTimeout(limits.busyIdle().toMillis());
        server.addBean(cap);
        server.addBean(busy(server, connector, limits));

        CompressionHandler gzip = new CompressionHandler(new Fallback(new Handler.Sequence(routes)));
        gzip.putCompression(new GzipCompression());
        // The text Chancery serves; the game page gzips its boards (SVG) once itself.
        CompressionConfig.Builder text = CompressionConfig.builder().compressIncludeMethod("GET");
        for (String type : List.of("text/plain", "text/html", "text/css", "text/javascript", "text/calendar", "application/json")) {
            text.compressIncludeMimeType(type);
        }
        gzip.putConfiguration("/", text.build());
        server.setHandler(new SecurityHeaders(gzip));

        server.setErrorHandler(new ErrorAnswers(limits.headerBytes()));
        server.setStopTimeout(2_000);
        server.start();
        return new WebServer(server, connector);
    }

    /**
     * Jetty's low-resource monitor: busy past {@code limits.busy()} connections or when the threads run short, and
     * then every connection's idle timeout is {@code limits.busyIdle()}, applied again each period to the
     * connections opened since, until the count falls back.
     */
    private static LowResourceMonitor busy(Server server, ServerConnector connector, Limits limits) {
        LowResourceMonitor monitor = new LowResourceMonitor(server);
        monitor.setMonitoredConnectors(List.of(connector));
        monitor.addLowResourceCheck(new Crowded(connector, limits.busy()));
        monitor.setMonitorThreads(true);
        monitor.setPeriod(250);
        monitor.setMaxLowResourcesTime(250);
        monitor.setLowResourcesIdleTimeout((int) limits.busyIdle().toMillis());
        return monitor;
    }

    /**
     * Busy past {@code most} connections. Jetty's own check names the count in its reason, and the monitor logs each
     * new reason: a line every period under attack. This reason is the same throughout, so it is logged once.
     */
    private record Crowded(ServerConnector connector, int most) implements LowResourceMonitor.LowResourceCheck {
        @Override
        public boolean isLowOnResources() { return connector.getConnectedEndPoints().size() > most; }

        @Override
        public String getReason() { return "more than " + most + " connections open"; }
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
