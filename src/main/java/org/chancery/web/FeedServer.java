package org.chancery.web;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chancery.command.FeedLinks;
import org.chancery.game.CalendarFile;
import org.chancery.game.DeadlineFeed;
import org.chancery.game.FeedTokens;
import org.chancery.game.GameService;

/**
 * Serves each game's deadlines at {@code /calendar/<game>/<token>.ics}, over the JDK's own HTTP server. Without
 * the game's token there is no feed: every other path, a wrong token or an unknown game gets the same 404.
 */
public final class FeedServer implements AutoCloseable, FeedLinks {
    private static final Pattern PATH = Pattern.compile("/calendar/(\\d{1,18})/([A-Za-z0-9_-]{1,64})\\.ics");

    private final HttpServer server;
    private final ExecutorService pool = Executors.newFixedThreadPool(2, r -> {
        Thread t = new Thread(r, "chancery-feed");
        t.setDaemon(true);
        return t;
    });
    private final GameService service;
    private final FeedTokens tokens;
    private final String baseUrl;

    /** Listens on {@code port} (0: any free port); links start with {@code baseUrl}, or this host's address. */
    public FeedServer(GameService service, FeedTokens tokens, int port, String baseUrl) throws IOException {
        this.service = service;
        this.tokens = tokens;
        this.server = HttpServer.create(new InetSocketAddress(port), 16);
        server.createContext("/", this::handle);
        server.setExecutor(pool);
        server.start();
        String base = baseUrl == null || baseUrl.isBlank() ? "http://127.0.0.1:" + port() : baseUrl.strip();
        this.baseUrl = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
    }

    public int port() { return server.getAddress().getPort(); }

    @Override
    public Optional<String> calendar(long gameId) {
        return Optional.of(baseUrl + "/calendar/" + gameId + "/" + tokens.token(gameId) + ".ics");
    }

    private void handle(HttpExchange x) throws IOException {
        try (x) {
            Matcher m = PATH.matcher(x.getRequestURI().getPath());
            if (!x.getRequestMethod().equals("GET") || !m.matches() || !tokens.valid(Long.parseLong(m.group(1)), m.group(2))) {
                send(x, 404, "text/plain; charset=utf-8", "No such feed.\n".getBytes(StandardCharsets.UTF_8));
                return;
            }
            long id = Long.parseLong(m.group(1));
            byte[] ics;
            try {
                DeadlineFeed feed = new DeadlineFeed(service);
                ics = CalendarFile.write(feed.title(id), feed.deadlines(id), service.clock().instant());
            } catch (RuntimeException e) {
                send(x, 404, "text/plain; charset=utf-8", "No such feed.\n".getBytes(StandardCharsets.UTF_8));
                return;
            }
            send(x, 200, "text/calendar; charset=utf-8", ics);
        }
    }

    private static void send(HttpExchange x, int status, String type, byte[] body) throws IOException {
        x.getResponseHeaders().set("Content-Type", type);
        x.getResponseHeaders().set("Cache-Control", "no-store");
        x.sendResponseHeaders(status, body.length);
        try (OutputStream out = x.getResponseBody()) {
            out.write(body);
        }
    }

    @Override
    public void close() {
        server.stop(0);
        pool.shutdownNow();
    }
}
