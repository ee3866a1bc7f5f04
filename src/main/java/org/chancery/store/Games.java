package org.chancery.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;

/** SQL over {@code games} and {@code players}. */
public final class Games {
    private static final String COLUMNS = "id, guild_id, channel_id, name, variant, settings, status, gm_id, phase_seq,"
            + " deadline, paused_left, reminded, outcome, version, created_at";

    private Games() {}

    /** Inserts a game (its id is ignored) and returns the new id. */
    public static long insert(Connection c, GameRow g) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO games (guild_id, channel_id, name, variant, settings,"
                + " status, gm_id, phase_seq, deadline, paused_left, reminded, outcome, version, created_at)"
                + " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)", Statement.RETURN_GENERATED_KEYS)) {
            s.setString(1, g.guildId());
            s.setString(2, g.channelId());
            s.setString(3, g.name());
            s.setString(4, g.variant());
            s.setString(5, g.settings());
            s.setString(6, g.status());
            s.setString(7, g.gmId());
            s.setInt(8, g.phaseSeq());
            setLong(s, 9, g.deadline());
            setLong(s, 10, g.pausedLeft());
            s.setBoolean(11, g.reminded());
            s.setString(12, g.outcome());
            s.setLong(13, g.version());
            s.setLong(14, g.createdAt());
            s.executeUpdate();
            try (ResultSet k = s.getGeneratedKeys()) {
                k.next();
                return k.getLong(1);
            }
        }
    }

    /** Writes every field but id and guild/channel, if the version is still {@code expected}; false if not. */
    public static boolean update(Connection c, GameRow g, long expected) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE games SET name=?, settings=?, status=?, gm_id=?,"
                + " phase_seq=?, deadline=?, paused_left=?, reminded=?, outcome=?, version=? WHERE id=? AND version=?")) {
            s.setString(1, g.name());
            s.setString(2, g.settings());
            s.setString(3, g.status());
            s.setString(4, g.gmId());
            s.setInt(5, g.phaseSeq());
            setLong(s, 6, g.deadline());
            setLong(s, 7, g.pausedLeft());
            s.setBoolean(8, g.reminded());
            s.setString(9, g.outcome());
            s.setLong(10, g.version());
            s.setLong(11, g.id());
            s.setLong(12, expected);
            return s.executeUpdate() == 1;
        }
    }

    /**
     * Bumps the version if the game is still in phase {@code seq} and status {@code status}. The row stays
     * locked to this transaction, so an adjudication cannot commit around it.
     */
    public static boolean touch(Connection c, long id, int seq, String status) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "UPDATE games SET version = version + 1 WHERE id=? AND phase_seq=? AND status=?")) {
            s.setLong(1, id);
            s.setInt(2, seq);
            s.setString(3, status);
            return s.executeUpdate() == 1;
        }
    }

    public static GameRow find(Connection c, long id) throws SQLException {
        List<GameRow> rows = query(c, "SELECT " + COLUMNS + " FROM games WHERE id=?", id);
        return rows.isEmpty() ? null : rows.get(0);
    }

    public static List<GameRow> inChannel(Connection c, String guild, String channel) throws SQLException {
        return query(c, "SELECT " + COLUMNS + " FROM games WHERE guild_id=? AND channel_id=? ORDER BY id", guild, channel);
    }

    public static List<GameRow> ofUser(Connection c, String userId) throws SQLException {
        return query(c, "SELECT " + COLUMNS + " FROM games WHERE id IN (SELECT game_id FROM players WHERE user_id=?)"
                + " OR gm_id=? ORDER BY id", userId, userId);
    }

    /** The earliest deadline of an active game after {@code time}, or null. */
    public static Long nextDeadline(Connection c, long time) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "SELECT MIN(deadline) FROM games WHERE status='ACTIVE' AND deadline > ?")) {
            s.setLong(1, time);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? getLong(r, 1) : null;
            }
        }
    }

    /** Every game, in number order. */
    public static List<GameRow> all(Connection c) throws SQLException {
        return query(c, "SELECT " + COLUMNS + " FROM games ORDER BY id");
    }

    public static List<GameRow> active(Connection c) throws SQLException {
        return query(c, "SELECT " + COLUMNS + " FROM games WHERE status='ACTIVE' ORDER BY id");
    }

    private static List<GameRow> query(Connection c, String sql, Object... args) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) s.setObject(i + 1, args[i]);
            List<GameRow> out = new ArrayList<>();
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.add(new GameRow(r.getLong(1), r.getString(2), r.getString(3), r.getString(4), r.getString(5),
                            r.getString(6), r.getString(7), r.getString(8), r.getInt(9), getLong(r, 10),
                            getLong(r, 11), r.getBoolean(12), r.getString(13), r.getLong(14), r.getLong(15)));
                }
            }
            return out;
        }
    }

    // ---- players ----

    public static void putPlayer(Connection c, long gameId, PlayerRow p) throws SQLException {
        try (PreparedStatement d = c.prepareStatement("DELETE FROM players WHERE game_id=? AND power=?")) {
            d.setLong(1, gameId);
            d.setString(2, p.power());
            d.executeUpdate();
        }
        try (PreparedStatement s = c.prepareStatement("INSERT INTO players (game_id, power, user_id, user_name, missed,"
                + " disorder) VALUES (?,?,?,?,?,?)")) {
            s.setLong(1, gameId);
            s.setString(2, p.power());
            s.setString(3, p.userId());
            s.setString(4, p.userName());
            s.setInt(5, p.missed());
            s.setBoolean(6, p.disorder());
            s.executeUpdate();
        }
    }

    public static List<PlayerRow> players(Connection c, long gameId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT power, user_id, user_name, missed, disorder FROM players"
                + " WHERE game_id=? ORDER BY power")) {
            s.setLong(1, gameId);
            List<PlayerRow> out = new ArrayList<>();
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.add(new PlayerRow(r.getString(1), r.getString(2), r.getString(3), r.getInt(4), r.getBoolean(5)));
                }
            }
            return out;
        }
    }

    static void setLong(PreparedStatement s, int i, Long v) throws SQLException {
        if (v == null) s.setNull(i, Types.BIGINT);
        else s.setLong(i, v);
    }

    static Long getLong(ResultSet r, int i) throws SQLException {
        long v = r.getLong(i);
        return r.wasNull() ? null : v;
    }
}
