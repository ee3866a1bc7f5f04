package org.chancery.web;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chancery.game.CalendarFile;
import org.chancery.game.DeadlineFeed;
import org.chancery.game.FeedTokens;
import org.chancery.game.GameException;
import org.chancery.game.GameService;
import org.chancery.store.StoreException;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * Each game's deadlines at {@code /calendar/<game>/<token>.ics}. Without the game's token there is no feed: a
 * wrong token, an unknown game or any other path gets the same 404. The ETag names the deadlines, so a calendar
 * that polls gets 304 until one of them moves. A store that fails gets 503, logged, never a 404 that would make a
 * calendar drop the feed.
 */
final class CalendarFeed extends Handler.Abstract {
    private static final Pattern PATH = Pattern.compile("/calendar/(\\d{1,18})/([A-Za-z0-9_-]{1,64})\\.ics");

    private final GameService service;
    private final FeedTokens tokens;

    CalendarFeed(GameService service, FeedTokens tokens) {
        this.service = service;
        this.tokens = tokens;
    }

    /** The path of a game's feed, token included. */
    String path(long gameId) { return "/calendar/" + gameId + "/" + tokens.token(gameId) + ".ics"; }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        Matcher m = PATH.matcher(Request.getPathInContext(request));
        if (!m.matches() || !tokens.valid(Long.parseLong(m.group(1)), m.group(2))) return false;
        long id = Long.parseLong(m.group(1));
        String title;
        List<DeadlineFeed.Deadline> deadlines;
        try {
            DeadlineFeed feed = new DeadlineFeed(service);
            title = feed.title(id);
            deadlines = feed.deadlines(id);
        } catch (GameException e) {
            return false; // a valid token for a game that is gone
        } catch (StoreException e) {
            Replies.unavailable(request, response, callback, "calendar feed of game #" + id, e);
            return true;
        }
        Replies.cached(request, response, callback, "text/calendar; charset=utf-8", "private, no-cache",
                Replies.etag(title, deadlines.toString()),
                () -> CalendarFile.write(title, deadlines, service.clock().instant()));
        return true;
    }
}
