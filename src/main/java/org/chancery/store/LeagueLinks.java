package org.chancery.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/** SQL over {@code league_links}: the generation of each server's league page link (0 until a GM makes a new one). */
public final class LeagueLinks {
    private LeagueLinks() {}

    public static int generation(Connection c, String guild) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT generation FROM league_links WHERE guild_id=?")) {
            s.setString(1, guild);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? r.getInt(1) : 0;
            }
        }
    }

    /** Moves the server to its next generation and returns it. */
    public static int next(Connection c, String guild) throws SQLException {
        int next = generation(c, guild) + 1;
        try (PreparedStatement s = c.prepareStatement("UPDATE league_links SET generation=? WHERE guild_id=?")) {
            s.setInt(1, next);
            s.setString(2, guild);
            if (s.executeUpdate() == 1) return next;
        }
        try (PreparedStatement s = c.prepareStatement("INSERT INTO league_links (guild_id, generation) VALUES (?,?)")) {
            s.setString(1, guild);
            s.setInt(2, next);
            s.executeUpdate();
        }
        return next;
    }
}
