package org.chancery.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/** SQL over {@code league_links}: the generation of each server's league page link (0 until a GM makes a new one). */
public final class LeagueLinks {
    private static final int TRIES = 3;

    private LeagueLinks() {}

    public static int generation(Connection c, String guild) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT generation FROM league_links WHERE guild_id=?")) {
            s.setString(1, guild);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? r.getInt(1) : 0;
            }
        }
    }

    /**
     * Moves the server to its next generation and returns it. Callers at the same moment each get their own: the
     * update holds the row until it commits, and a first link made twice at once breaks the key once and is tried
     * again as an update.
     */
    public static int next(Database db, String guild) {
        for (int attempt = 1; ; attempt++) {
            try {
                return db.inTransaction(c -> next(c, guild));
            } catch (StoreException e) {
                if (attempt == TRIES || !e.duplicateKey()) throw e;
            }
        }
    }

    private static int next(Connection c, String guild) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "UPDATE league_links SET generation = generation + 1 WHERE guild_id=?")) {
            s.setString(1, guild);
            if (s.executeUpdate() == 1) return generation(c, guild);
        }
        try (PreparedStatement s = c.prepareStatement("INSERT INTO league_links (guild_id, generation) VALUES (?,1)")) {
            s.setString(1, guild);
            s.executeUpdate();
        }
        return 1;
    }
}
