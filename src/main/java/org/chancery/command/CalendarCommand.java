package org.chancery.command;

import java.util.List;
import java.util.Optional;
import org.chancery.game.CalendarFile;
import org.chancery.game.DeadlineFeed;
import org.chancery.game.GameService;
import org.chancery.store.GameRow;
import org.chancery.store.PlayerRow;

/** {@code calendar}: the game's deadlines as an iCalendar file, and for its players and GM the feed to subscribe to. */
final class CalendarCommand {
    private final GameService service;
    private final GameFinder games;
    private final FeedLinks feeds;

    CalendarCommand(GameService service, GameFinder games, FeedLinks feeds) {
        this.service = service;
        this.games = games;
        this.feeds = feeds;
    }

    CommandSpec spec() {
        return new CommandSpec("calendar", "the game's deadlines as a calendar file, and a feed your calendar can subscribe to",
                Role.ANYONE, List.of(OptionSpec.game()), this::calendar);
    }

    private Reply calendar(Request r) {
        long id = games.find(r);
        DeadlineFeed feed = new DeadlineFeed(service);
        List<DeadlineFeed.Deadline> deadlines = feed.deadlines(id);
        byte[] ics = CalendarFile.write(feed.title(id), deadlines, service.clock().instant());
        StringBuilder text = new StringBuilder("The deadlines of game #" + id + " (" + deadlines.size()
                + (deadlines.size() == 1 ? " event" : " events") + "), for your calendar.");
        Optional<String> url = feeds.calendar(id);
        if (url.isPresent() && takesPart(id, r.caller().userId())) {
            text.append("\nSubscribe to keep it up to date (anyone with this link can read the deadlines, so keep it in the game): ").append(url.get());
        }
        return Reply.privately(text.toString()).with(new Attachment("game-" + id + "-deadlines.ics", "text/calendar", ics));
    }

    private boolean takesPart(long id, String userId) {
        GameRow g = service.game(id);
        if (userId.equals(g.gmId())) return true;
        for (PlayerRow p : service.players(id)) if (userId.equals(p.userId())) return true;
        return false;
    }
}
