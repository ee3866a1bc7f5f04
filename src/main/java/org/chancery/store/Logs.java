package org.chancery.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** SQL over {@code events} (the game log) and {@code notices} (messages for a transport). */
public final class Logs {
    private Logs() {}

    public static void event(Connection c, long gameId, EventRow e) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "INSERT INTO events (game_id, at, actor, kind, detail) VALUES (?,?,?,?,?)")) {
            s.setLong(1, gameId);
            s.setLong(2, e.at());
            // The columns' widths; callers check their input, this keeps a derived text from failing a change.
            s.setString(3, fit(e.actor(), 200));
            s.setString(4, fit(e.kind(), 32));
            s.setString(5, fit(e.detail(), 2000));
            s.executeUpdate();
        }
    }

    static String fit(String text, int max) {
        return text == null || text.length() <= max ? text : text.substring(0, max - 1) + "\u2026";
    }

    public static List<EventRow> events(Connection c, long gameId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "SELECT at, actor, kind, detail FROM events WHERE game_id=? ORDER BY id")) {
            s.setLong(1, gameId);
            List<EventRow> out = new ArrayList<>();
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) out.add(new EventRow(r.getLong(1), r.getString(2), r.getString(3), r.getString(4)));
            }
            return out;
        }
    }

    /** The kind of the game's newest event of one of these kinds whose detail starts with {@code prefix}; null if none. */
    public static String lastKind(Connection c, long gameId, List<String> kinds, String prefix) throws SQLException {
        String marks = String.join(",", java.util.Collections.nCopies(kinds.size(), "?"));
        try (PreparedStatement s = c.prepareStatement("SELECT kind FROM events WHERE game_id=? AND kind IN (" + marks
                + ") AND detail LIKE ? ESCAPE '\\' ORDER BY id DESC LIMIT 1")) {
            s.setLong(1, gameId);
            for (int i = 0; i < kinds.size(); i++) s.setString(i + 2, kinds.get(i));
            s.setString(kinds.size() + 2, prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%");
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? r.getString(1) : null;
            }
        }
    }

    public static void notice(Connection c, long gameId, long at, String audience, String text) throws SQLException {
        notice(c, gameId, at, audience, text, null);
    }

    /** A notice about phase {@code phaseSeq} (a phase's results), or about none when null. */
    public static void notice(Connection c, long gameId, long at, String audience, String text, Integer phaseSeq)
            throws SQLException {
        notice(c, gameId, at, audience, text, phaseSeq, null);
    }

    /** The delivery of press message {@code pressId} to {@code audience} (a power, or the channel). */
    public static void press(Connection c, long gameId, long at, String audience, String text, long pressId)
            throws SQLException {
        notice(c, gameId, at, audience, text, null, pressId);
    }

    private static void notice(Connection c, long gameId, long at, String audience, String text, Integer phaseSeq,
                               Long pressId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "INSERT INTO notices (game_id, at, audience, text, phase_seq, press_id) VALUES (?,?,?,?,?,?)")) {
            s.setLong(1, gameId);
            s.setLong(2, at);
            s.setString(3, audience);
            s.setString(4, text);
            if (phaseSeq == null) s.setNull(5, java.sql.Types.INTEGER);
            else s.setInt(5, phaseSeq);
            if (pressId == null) s.setNull(6, java.sql.Types.BIGINT);
            else s.setLong(6, pressId);
            s.executeUpdate();
        }
    }

    /** Notices not yet delivered, oldest first. */
    public static List<NoticeRow> pending(Connection c) throws SQLException {
        return pending(c, null);
    }

    /** One game's notices not yet delivered (every game's when {@code gameId} is null), oldest first. */
    public static List<NoticeRow> pending(Connection c, Long gameId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT id, game_id, at, audience, text, phase_seq, press_id FROM notices"
                + " WHERE delivered_at IS NULL" + (gameId == null ? "" : " AND game_id=?") + " ORDER BY id")) {
            if (gameId != null) s.setLong(1, gameId);
            List<NoticeRow> out = new ArrayList<>();
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    int seq = r.getInt(6);
                    Integer phase = r.wasNull() ? null : seq;
                    long press = r.getLong(7);
                    Long pressId = r.wasNull() ? null : press;
                    out.add(new NoticeRow(r.getLong(1), r.getLong(2), r.getLong(3), r.getString(4), r.getString(5), phase,
                            pressId));
                }
            }
            return out;
        }
    }

    /** How many of one game's notices wait to be delivered. */
    public static int waiting(Connection c, long gameId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT COUNT(*) FROM notices WHERE delivered_at IS NULL AND game_id=?")) {
            s.setLong(1, gameId);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getInt(1);
            }
        }
    }

    /** Whether the notice with this id still waits, read by its key: the table's own row, not an index. */
    public static boolean stillWaiting(Connection c, long id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT delivered_at FROM notices WHERE id=?")) {
            s.setLong(1, id);
            try (ResultSet r = s.executeQuery()) {
                if (!r.next()) return false;
                r.getLong(1);
                return r.wasNull();
            }
        }
    }

    public static void delivered(Connection c, long id, long at) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "UPDATE notices SET delivered_at=? WHERE id=? AND delivered_at IS NULL")) {
            s.setLong(1, at);
            s.setLong(2, id);
            s.executeUpdate();
        }
    }
}
