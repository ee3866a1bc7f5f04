package org.chancery.game;

import java.util.List;
import org.chancery.store.GameRow;
import org.chancery.store.PlayerRow;

/**
 * Who may see a game: its players and GM wherever they are; anyone in the game's own channel of its own
 * server; that server's admins; and, once the GM makes the game public, anyone at all.
 */
public final class Access {
    private Access() {}

    /** Whether a user, asking from a guild channel (both null in a DM), may see the game. */
    public static boolean canSee(GameRow g, List<PlayerRow> seats, String userId, String guildId, String channelId,
                                 boolean admin) {
        if (GameSettings.fromJson(g.settings()).isPublic()) return true;
        if (userId != null && userId.equals(g.gmId())) return true;
        for (PlayerRow p : seats) if (userId != null && userId.equals(p.userId())) return true;
        boolean sameGuild = guildId != null && guildId.equals(g.guildId());
        if (sameGuild && admin) return true;
        return sameGuild && channelId != null && channelId.equals(g.channelId());
    }

    /** Refuses a server's own matter (its boards, its league link) to anyone but its admins and GM-role holders. */
    static void requireAdmin(Actor who, String what) {
        if (!who.admin()) {
            throw new GameException("Only a server admin (Manage Server) or a holder of the GM role may " + what + ".");
        }
    }
}
