package org.chancery.command;

import java.util.ArrayList;
import java.util.List;
import org.chancery.game.GameException;
import org.chancery.game.GameService;
import org.chancery.store.GameRow;

/** Which game a command is about: the "game" option, else the channel's game, else (in a DM) the caller's one game. */
final class GameFinder {
    private final GameService service;

    GameFinder(GameService service) { this.service = service; }

    long find(Request r) {
        String given = r.opt("game");
        if (given != null) {
            long id = r.integer("game");
            Caller c = r.caller();
            service.visibleGame(id, c.userId(), c.dm() ? null : c.guildId(), c.dm() ? null : c.channelId(), c.admin());
            return id;
        }
        Caller c = r.caller();
        if (!c.dm() && c.channelId() != null) {
            GameRow g = service.gameIn(c.guildId(), c.channelId());
            if (g != null) return g.id();
            throw new GameException("There is no game in this channel. Start one with: game create <variant> [name]");
        }
        List<GameRow> mine = new ArrayList<>();
        for (GameRow g : service.gamesOf(c.userId())) if (!g.status().equals("ENDED")) mine.add(g);
        if (mine.size() == 1) return mine.get(0).id();
        if (mine.isEmpty()) throw new GameException("You are not in any running game.");
        List<String> names = new ArrayList<>();
        for (GameRow g : mine) names.add("#" + g.id() + " " + g.name());
        throw new GameException("You are in several games (" + String.join(", ", names) + "); say which with the game option.");
    }
}
