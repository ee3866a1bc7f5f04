package org.chancery.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** SQL over {@code finishes} and {@code missed_phases}: what the league reads. */
public final class Finishes {
    private Finishes() {}

    /** Replaces the game's finish with these rows (a game ended again has only its last end). */
    public static void replace(Connection c, long gameId, List<FinishRow> rows) throws SQLException {
        clear(c, gameId);
        try (PreparedStatement s = c.prepareStatement("INSERT INTO finishes (game_id, power, user_id, user_name, centres,"
                + " fell_at, result, phases, ended_at, tiebreak, ended_in) VALUES (?,?,?,?,?,?,?,?,?,?,?)")) {
            for (FinishRow f : rows) {
                s.setLong(1, gameId);
                s.setString(2, f.power());
                s.setString(3, f.userId());
                s.setString(4, f.userName());
                s.setInt(5, f.centres());
                s.setInt(6, f.fellAt());
                s.setString(7, f.result());
                s.setInt(8, f.phases());
                s.setLong(9, f.endedAt());
                s.setInt(10, f.tiebreak());
                s.setString(11, f.endedIn());
                s.addBatch();
            }
            s.executeBatch();
        }
    }

    /** Drops the game's finish (a rollback of an ended game). */
    public static void clear(Connection c, long gameId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("DELETE FROM finishes WHERE game_id=?")) {
            s.setLong(1, gameId);
            s.executeUpdate();
        }
    }

    /** Records that the player {@code userId} at {@code power} gave no orders in phase {@code seq}. */
    public static void missed(Connection c, long gameId, int seq, String power, String userId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO missed_phases (game_id, seq, power, user_id) VALUES (?,?,?,?)")) {
            s.setLong(1, gameId);
            s.setInt(2, seq);
            s.setString(3, power);
            s.setString(4, userId);
            s.executeUpdate();
        }
    }

    /** Drops the missed phases from {@code seq} on (a rollback to that phase). */
    public static void dropMissedFrom(Connection c, long gameId, int seq) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("DELETE FROM missed_phases WHERE game_id=? AND seq>=?")) {
            s.setLong(1, gameId);
            s.setInt(2, seq);
            s.executeUpdate();
        }
    }

    /** The games of a server that ended, each with its settings (JSON) and variant, by id. */
    public record EndedGame(long id, String name, String variant, String settings) {}

    /** Every ended game of the server, by id. */
    public static Map<Long, EndedGame> endedGames(Connection c, String guild) throws SQLException {
        Map<Long, EndedGame> out = new HashMap<>();
        try (PreparedStatement s = c.prepareStatement("SELECT id, name, variant, settings FROM games WHERE guild_id=? AND status='ENDED'")) {
            s.setString(1, guild);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) out.put(r.getLong(1), new EndedGame(r.getLong(1), r.getString(2), r.getString(3), r.getString(4)));
            }
        }
        return out;
    }

    private static final String COLUMNS = "f.game_id, f.power, f.user_id, f.user_name, f.centres, f.tiebreak, f.fell_at,"
            + " f.result, f.phases, f.ended_at, f.ended_in";

    /** Every finish row of the server's ended games that ended on the server, by game then power. */
    public static List<FinishRow> ofGuild(Connection c, String guild) throws SQLException {
        return query(c, "SELECT " + COLUMNS + " FROM finishes f JOIN games g ON g.id = f.game_id"
                + " WHERE g.guild_id=? AND f.ended_in=? AND g.status='ENDED' ORDER BY f.game_id, f.power", guild, guild);
    }

    /** The game's finish rows, by power (for its export). */
    public static List<FinishRow> ofGame(Connection c, long gameId) throws SQLException {
        return query(c, "SELECT " + COLUMNS + " FROM finishes f WHERE f.game_id=? ORDER BY f.power", gameId);
    }

    private static List<FinishRow> query(Connection c, String sql, Object... args) throws SQLException {
        List<FinishRow> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) s.setObject(i + 1, args[i]);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.add(new FinishRow(r.getLong(1), r.getString(2), r.getString(3), r.getString(4), r.getInt(5),
                            r.getInt(6), r.getInt(7), r.getString(8), r.getInt(9), r.getLong(10), r.getString(11)));
                }
            }
        }
        return out;
    }

    /** A phase a player missed: its number, the power and the player then. */
    public record Missed(int seq, String power, String userId) {}

    /** The game's missed phases, in order (for its export). */
    public static List<Missed> missedOfGame(Connection c, long gameId) throws SQLException {
        List<Missed> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT seq, power, user_id FROM missed_phases WHERE game_id=? ORDER BY seq, power")) {
            s.setLong(1, gameId);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) out.add(new Missed(r.getInt(1), r.getString(2), r.getString(3)));
            }
        }
        return out;
    }

    /** The number of phases each player missed in each of the server's ended games: game id to user id to count. */
    public static Map<Long, Map<String, Integer>> missedOfGuild(Connection c, String guild) throws SQLException {
        Map<Long, Map<String, Integer>> out = new HashMap<>();
        try (PreparedStatement s = c.prepareStatement("SELECT m.game_id, m.user_id, COUNT(*) FROM missed_phases m"
                + " JOIN games g ON g.id = m.game_id WHERE g.guild_id=? AND g.status='ENDED' GROUP BY m.game_id, m.user_id")) {
            s.setString(1, guild);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) out.computeIfAbsent(r.getLong(1), k -> new HashMap<>()).put(r.getString(2), r.getInt(3));
            }
        }
        return out;
    }
}
