package org.chancery.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** SQL over {@code press}: messages between powers, in the order sent. */
public final class Press {
    /** How the recipients column says "everyone". */
    static final String ALL = "*";

    private Press() {}

    /** Stores a message (its id is ignored) and returns its id. */
    public static long insert(Connection c, PressRow p) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO press (game_id, seq, sender, recipients, text, sent_at)"
                + " VALUES (?,?,?,?,?,?)", Statement.RETURN_GENERATED_KEYS)) {
            s.setLong(1, p.gameId());
            s.setInt(2, p.seq());
            s.setString(3, p.sender());
            s.setString(4, p.toAll() ? ALL : String.join(",", p.recipients()));
            s.setString(5, p.text());
            s.setLong(6, p.sentAt());
            s.executeUpdate();
            try (ResultSet k = s.getGeneratedKeys()) {
                k.next();
                return k.getLong(1);
            }
        }
    }

    /** Every message of a game, in the order sent. */
    public static List<PressRow> all(Connection c, long gameId) throws SQLException {
        return query(c, "SELECT id, game_id, seq, sender, recipients, text, sent_at FROM press WHERE game_id=? ORDER BY id",
                gameId);
    }

    /** One message, or null. */
    public static PressRow find(Connection c, long id) throws SQLException {
        List<PressRow> one = query(c, "SELECT id, game_id, seq, sender, recipients, text, sent_at FROM press WHERE id=?", id);
        return one.isEmpty() ? null : one.get(0);
    }

    /** How many messages a power of a game has sent after {@code since}, and when the oldest of them was sent (or null). */
    public record Sent(int count, Long oldest) {}

    public static Sent sentSince(Connection c, long gameId, String sender, long since) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "SELECT COUNT(*), MIN(sent_at) FROM press WHERE game_id=? AND sender=? AND sent_at>?")) {
            s.setLong(1, gameId);
            s.setString(2, sender);
            s.setLong(3, since);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                int n = r.getInt(1);
                long oldest = r.getLong(2);
                return new Sent(n, r.wasNull() ? null : oldest);
            }
        }
    }

    private static List<PressRow> query(Connection c, String sql, long key) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setLong(1, key);
            List<PressRow> out = new ArrayList<>();
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    String to = r.getString(5);
                    boolean all = to.equals(ALL);
                    out.add(new PressRow(r.getLong(1), r.getLong(2), r.getInt(3), r.getString(4), all,
                            all ? List.of() : Arrays.asList(to.split(",")), r.getString(6), r.getLong(7)));
                }
            }
            return out;
        }
    }
}
