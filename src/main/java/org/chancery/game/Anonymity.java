package org.chancery.game;

import java.sql.Connection;
import java.sql.SQLException;
import org.chancery.store.GameRow;
import org.chancery.store.Logs;

/**
 * An anonymous game (game settings anonymous yes) names powers, never players: wherever a post, a DM, the log, the
 * status, the page or the export would name who plays a power, it names the power, and each player is told their
 * power by DM. After the game, game reveal shows who played what.
 */
public final class Anonymity {
    private Anonymity() {}

    /** Whether the game hides who plays which power. */
    public static boolean on(GameRow g) { return GameSettings.fromJson(g.settings()).anonymous(); }

    /** How a player is named: by name, or in an anonymous game as "France's player". */
    static String player(GameRow g, String userName, String power) {
        return on(g) ? power + "'s player" : userName;
    }

    /** Who did something, for the log: the user, or in an anonymous game the power they play. */
    static String actor(GameRow g, Actor a, String power) {
        return on(g) ? power : a.name();
    }

    /** Tells a newly seated player, by DM, which power they play in an anonymous game. */
    static void tell(Connection c, GameRow g, String power, long now) throws SQLException {
        if (!on(g)) return;
        Logs.notice(c, g.id(), now, "power:" + power, "You play " + power + " in game #" + g.id() + " (" + g.name()
                + "). The game is anonymous: nobody is told who plays which power, and every post names powers only."
                + " Send press with press <power>: <message>; after the game the GM may reveal who played"
                + " what.");
    }
}
