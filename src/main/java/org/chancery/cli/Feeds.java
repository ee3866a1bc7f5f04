package org.chancery.cli;

import java.nio.file.Path;
import java.util.function.Function;
import org.chancery.game.FeedTokens;
import org.chancery.game.GameService;
import org.chancery.web.Site;
import org.chancery.web.WebServer;

/**
 * Starts the web site (the calendar feed and the game pages) when {@code CHANCERY_HTTP_PORT} is set; its links begin with
 * {@code CHANCERY_HTTP_URL}.
 */
final class Feeds {
    static final String PORT = "CHANCERY_HTTP_PORT", URL = "CHANCERY_HTTP_URL", SECRET = "CHANCERY_FEED_SECRET";

    private Feeds() {}

    /** The running site, or null when none is configured. */
    static Site start(Function<String, String> settings, GameService service) {
        String port = settings.apply(PORT);
        if (port == null || port.isBlank()) return null;
        int n;
        try {
            n = Integer.parseInt(port.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("CHANCERY_HTTP_PORT must be a port number such as 8080, not '" + port + "'");
        }
        if (n < 1 || n > 65535) throw new IllegalArgumentException("CHANCERY_HTTP_PORT must be between 1 and 65535");
        FeedTokens tokens = FeedTokens.of(settings.apply(SECRET), Path.of("data", "feed-secret"));
        try {
            Site site = Site.start(service, tokens, n, settings.apply(URL), WebServer.Limits.STANDARD);
            System.out.println("Calendar feeds and game pages are served on port " + site.port() + ".");
            return site;
        } catch (Exception e) {
            throw new IllegalStateException("cannot serve the calendar feed on port " + n + ": " + e.getMessage(), e);
        }
    }
}
