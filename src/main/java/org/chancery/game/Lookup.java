package org.chancery.game;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import org.chancery.store.GameRow;
import org.chancery.store.Games;
import org.chancery.store.PlayerRow;

/** Reads shared by the desks: a game, its GM check, a caller's seat. */
final class Lookup {
    private Lookup() {}

    static GameRow game(Connection c, long id) throws SQLException {
        GameRow g = Games.find(c, id);
        if (g == null) throw new GameException("There is no game #" + id + ".");
        return g;
    }

    static GameStatus status(GameRow g) { return GameStatus.valueOf(g.status()); }

    static boolean isGm(GameRow g, Actor a) { return a.admin() || g.gmId().equals(a.userId()); }

    static void requireGm(GameRow g, Actor a) {
        if (!isGm(g, a)) throw new GameException("Only the GM of game #" + g.id() + " may do that.");
    }

    static void requireActive(GameRow g) {
        if (status(g) == GameStatus.FORMING) throw new GameException("Game #" + g.id() + " has not started yet.");
        if (status(g) == GameStatus.ENDED) throw new GameException("Game #" + g.id() + " has ended.");
    }

    /** The seat the caller holds: the named power, or their only one. */
    static PlayerRow seat(Connection c, GameRow g, Actor a, String power) throws SQLException {
        List<PlayerRow> players = Games.players(c, g.id());
        PlayerRow mine = null;
        for (PlayerRow p : players) {
            if (a.userId().equals(p.userId()) && (power == null || p.power().equalsIgnoreCase(power))) mine = p;
        }
        if (mine != null) return mine;
        if (power != null) {
            for (PlayerRow p : players) {
                if (p.power().equalsIgnoreCase(power)) {
                    throw new GameException("You do not play " + p.power() + " in game #" + g.id() + ".");
                }
            }
            throw new GameException("There is no power '" + power + "' in game #" + g.id() + ".");
        }
        throw new GameException("You do not play in game #" + g.id() + "; join it first.");
    }

    static PlayerRow player(Connection c, long gameId, String power) throws SQLException {
        for (PlayerRow p : Games.players(c, gameId)) {
            if (p.power().equalsIgnoreCase(power)) return p;
        }
        throw new GameException("There is no power '" + power + "' in game #" + gameId + ".");
    }

    static GameRow with(GameRow g, int seq, Long deadline, Long pausedLeft, boolean reminded, GameStatus status,
                        String outcome) {
        return new GameRow(g.id(), g.guildId(), g.channelId(), g.name(), g.variant(), g.settings(), status.name(),
                g.gmId(), seq, deadline, pausedLeft, reminded, outcome, g.version() + 1, g.createdAt());
    }

    static GameRow bumped(GameRow g) {
        return with(g, g.phaseSeq(), g.deadline(), g.pausedLeft(), g.reminded(), status(g), g.outcome());
    }

    /** Writes the row if nobody changed the game meanwhile; otherwise asks the caller to try again. */
    static void save(Connection c, GameRow updated, long expectedVersion) throws SQLException {
        if (!Games.update(c, updated, expectedVersion)) {
            throw new GameException("Game #" + updated.id() + " changed while this was being done; please try again.");
        }
    }
}
