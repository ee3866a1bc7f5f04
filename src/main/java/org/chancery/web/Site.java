package org.chancery.web;

import java.util.List;
import java.util.Optional;
import org.chancery.command.FeedLinks;
import org.chancery.game.FeedTokens;
import org.chancery.game.GameService;

/**
 * Chancery's web site: every route the bot serves over its one {@link WebServer}, and the signed links to them.
 * A new route (the game page) is one more handler in {@link #start} and its link here.
 */
public final class Site implements FeedLinks, AutoCloseable {
    private final WebServer server;
    private final CalendarFeed calendar;
    private final GamePage page;
    private final LeaguePage league;
    private final String baseUrl;

    private Site(WebServer server, CalendarFeed calendar, GamePage page, LeaguePage league, String baseUrl) {
        this.server = server;
        this.calendar = calendar;
        this.page = page;
        this.league = league;
        this.baseUrl = baseUrl;
    }

    /**
     * Serves on {@code port} (0: any free port) of every address; links start with {@code baseUrl}, or
     * {@code http://127.0.0.1:<port>} when it is blank.
     */
    public static Site start(GameService service, FeedTokens tokens, int port, String baseUrl, WebServer.Limits limits)
            throws Exception {
        CalendarFeed calendar = new CalendarFeed(service, tokens);
        GamePage page = new GamePage(service, tokens);
        LeaguePage league = new LeaguePage(service, tokens);
        WebServer server = WebServer.start(port, limits, List.of(calendar, page, league, new Assets()));
        String base = baseUrl == null || baseUrl.isBlank() ? "http://127.0.0.1:" + server.port() : baseUrl.strip();
        return new Site(server, calendar, page, league, base.endsWith("/") ? base.substring(0, base.length() - 1) : base);
    }

    public int port() { return server.port(); }

    @Override
    public Optional<String> calendar(long gameId) { return Optional.of(baseUrl + calendar.path(gameId)); }

    @Override
    public Optional<String> page(long gameId) { return page.path(gameId).map(p -> baseUrl + p); }

    @Override
    public Optional<String> page(long gameId, String power) { return page.path(gameId, power).map(p -> baseUrl + p); }

    @Override
    public Optional<String> league(String guildId) { return Optional.of(baseUrl + league.path(guildId)); }

    @Override
    public void close() { server.close(); }
}
