package org.chancery.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * Claims on games, so that several processes on one database share the work. A process claims a game's due
 * adjudication, or the posting of its notices, by writing its name and the time the lease runs out into the
 * game's row. Candidates are picked with {@code SELECT ... FOR UPDATE SKIP LOCKED}, so two processes
 * claiming at once take different games and neither waits. A lease that ran out (its process died or
 * hung) is free to claim again.
 */
public final class Leases {
    /** What a lease is for: the columns of {@code games} that hold it. */
    public enum Kind {
        DEADLINE("deadline_owner", "deadline_until"), POST("post_owner", "post_until");

        final String owner;
        final String until;

        Kind(String owner, String until) {
            this.owner = owner;
            this.until = until;
        }
    }

    private Leases() {}

    /**
     * Claims up to {@code limit} active games whose deadline is at or before {@code now} and that no live lease
     * covers, earliest deadline first; returns their ids.
     */
    public static List<Long> claimDue(Connection c, String owner, long now, long until, int limit) throws SQLException {
        return claim(c, Kind.DEADLINE, "status='ACTIVE' AND deadline IS NOT NULL AND deadline <= ?", now,
                "deadline, id", owner, now, until, limit);
    }

    /** Claims up to {@code limit} games that have notices waiting to be delivered; returns their ids. */
    public static List<Long> claimPosting(Connection c, String owner, long now, long until, int limit)
            throws SQLException {
        return claim(c, Kind.POST, "id IN (SELECT game_id FROM notices WHERE delivered_at IS NULL)", null, "id",
                owner, now, until, limit);
    }

    private static List<Long> claim(Connection c, Kind kind, String where, Long whereArg, String order, String owner,
                                    long now, long until, int limit) throws SQLException {
        String sql = "SELECT id FROM games WHERE " + where + " AND (" + kind.until + " IS NULL OR " + kind.until
                + " < ?) ORDER BY " + order + " LIMIT ? FOR UPDATE SKIP LOCKED";
        List<Long> ids = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement(sql)) {
            int i = 1;
            if (whereArg != null) s.setLong(i++, whereArg);
            s.setLong(i++, now);
            s.setInt(i, limit);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) ids.add(r.getLong(1));
            }
        }
        try (PreparedStatement s = c.prepareStatement(
                "UPDATE games SET " + kind.owner + "=?, " + kind.until + "=? WHERE id=?")) {
            for (long id : ids) {
                s.setString(1, owner);
                s.setLong(2, until);
                s.setLong(3, id);
                s.addBatch();
            }
            if (!ids.isEmpty()) s.executeBatch();
        }
        return ids;
    }

    /** Extends this owner's lease on a game; false if the lease is no longer its own (it ran out and was taken). */
    public static boolean renew(Connection c, Kind kind, String owner, long gameId, long until) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "UPDATE games SET " + kind.until + "=? WHERE id=? AND " + kind.owner + "=?")) {
            s.setLong(1, until);
            s.setLong(2, gameId);
            s.setString(3, owner);
            return s.executeUpdate() == 1;
        }
    }

    /** Gives a lease back, if it is still this owner's. */
    public static void release(Connection c, Kind kind, String owner, long gameId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE games SET " + kind.owner + "=NULL, " + kind.until
                + "=NULL WHERE id=? AND " + kind.owner + "=?")) {
            s.setLong(1, gameId);
            s.setString(2, owner);
            s.executeUpdate();
        }
    }

    /** The owner of a live lease on the game, or null. */
    public static String holder(Connection c, Kind kind, long gameId, long now) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT " + kind.owner + " FROM games WHERE id=? AND "
                + kind.until + " >= ?")) {
            s.setLong(1, gameId);
            s.setLong(2, now);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? r.getString(1) : null;
            }
        }
    }
}
