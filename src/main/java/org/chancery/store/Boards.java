package org.chancery.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** SQL over {@code board_files} (uploaded boards by key) and {@code server_boards} (each server's list). */
public final class Boards {
    private Boards() {}

    /** An uploaded board's files. */
    public record FilesRow(String key, String json, String svg, long bytes) {}

    /** A board on a server's list. */
    public record ListedRow(String guildId, String id, String key, int version, String name, String uploadedBy,
                            long uploadedAt, long bytes) {}

    public static FilesRow files(Connection c, String key) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT json, svg, size_bytes FROM board_files WHERE board_key=?")) {
            s.setString(1, key);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? new FilesRow(key, r.getString(1), r.getString(2), r.getLong(3)) : null;
            }
        }
    }

    /** Keeps a version's files, once. */
    public static void putFiles(Connection c, FilesRow f, long now) throws SQLException {
        if (files(c, f.key()) != null) return;
        try (PreparedStatement s = c.prepareStatement(
                "INSERT INTO board_files (board_key, json, svg, size_bytes, created_at) VALUES (?,?,?,?,?)")) {
            s.setString(1, f.key());
            s.setString(2, f.json());
            s.setString(3, f.svg());
            s.setLong(4, f.bytes());
            s.setLong(5, now);
            s.executeUpdate();
        }
    }

    private static final String LISTED = "SELECT b.guild_id, b.id, b.board_key, b.version, b.name, b.uploaded_by,"
            + " b.uploaded_at, f.size_bytes FROM server_boards b JOIN board_files f ON f.board_key=b.board_key";

    /** A server's boards, by id. */
    public static List<ListedRow> listed(Connection c, String guild) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(LISTED + " WHERE b.guild_id=? ORDER BY b.id")) {
            s.setString(1, guild);
            return rows(s);
        }
    }

    public static ListedRow listed(Connection c, String guild, String id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(LISTED + " WHERE b.guild_id=? AND b.id=?")) {
            s.setString(1, guild);
            s.setString(2, id);
            List<ListedRow> out = rows(s);
            return out.isEmpty() ? null : out.get(0);
        }
    }

    /** Puts a board on a server's list, in place of the same id's earlier version. */
    public static void list(Connection c, ListedRow row) throws SQLException {
        unlist(c, row.guildId(), row.id());
        try (PreparedStatement s = c.prepareStatement("INSERT INTO server_boards (guild_id, id, board_key, version, name,"
                + " uploaded_by, uploaded_at) VALUES (?,?,?,?,?,?,?)")) {
            s.setString(1, row.guildId());
            s.setString(2, row.id());
            s.setString(3, row.key());
            s.setInt(4, row.version());
            s.setString(5, Logs.fit(row.name(), 100));
            s.setString(6, Logs.fit(row.uploadedBy(), 200));
            s.setLong(7, row.uploadedAt());
            s.executeUpdate();
        }
    }

    public static boolean unlist(Connection c, String guild, String id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("DELETE FROM server_boards WHERE guild_id=? AND id=?")) {
            s.setString(1, guild);
            s.setString(2, id);
            return s.executeUpdate() > 0;
        }
    }

    /** The unfinished games of a server that play a version of a board, by the keys given. */
    public static List<Long> gamesPlaying(Connection c, String guild, List<String> keys) throws SQLException {
        List<Long> out = new ArrayList<>();
        for (String key : keys) {
            try (PreparedStatement s = c.prepareStatement(
                    "SELECT id FROM games WHERE guild_id=? AND variant=? AND status<>'ENDED' ORDER BY id")) {
                s.setString(1, guild);
                s.setString(2, key);
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) out.add(r.getLong(1));
                }
            }
        }
        return out;
    }

    /** The keys of a board's versions that a server's games have played. */
    public static List<String> keysPlayed(Connection c, String guild) throws SQLException {
        List<String> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement(
                "SELECT DISTINCT variant FROM games WHERE guild_id=? AND variant LIKE 'u-%'")) {
            s.setString(1, guild);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) out.add(r.getString(1));
            }
        }
        return out;
    }

    private static List<ListedRow> rows(PreparedStatement s) throws SQLException {
        List<ListedRow> out = new ArrayList<>();
        try (ResultSet r = s.executeQuery()) {
            while (r.next()) {
                out.add(new ListedRow(r.getString(1), r.getString(2), r.getString(3), r.getInt(4), r.getString(5),
                        r.getString(6), r.getLong(7), r.getLong(8)));
            }
        }
        return out;
    }
}
