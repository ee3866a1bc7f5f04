package org.chancery.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** SQL over {@code phases}, {@code orders}, {@code ready} and {@code secrets}. */
public final class Phases {
    private static final String COLUMNS = "seq, code, state, notes, results, started_at, adjudicated_at";

    private Phases() {}

    public static void insert(Connection c, long gameId, PhaseRow p) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO phases (game_id, " + COLUMNS
                + ") VALUES (?,?,?,?,?,?,?,?)")) {
            s.setLong(1, gameId);
            s.setInt(2, p.seq());
            s.setString(3, p.code());
            s.setString(4, p.state());
            s.setString(5, p.notes());
            s.setString(6, p.results());
            s.setLong(7, p.startedAt());
            Games.setLong(s, 8, p.adjudicatedAt());
            s.executeUpdate();
        }
    }

    /** Sets a phase's results (null to clear them, as on rollback). */
    public static void setResults(Connection c, long gameId, int seq, String results, String notes, Long at)
            throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "UPDATE phases SET results=?, notes=?, adjudicated_at=? WHERE game_id=? AND seq=?")) {
            s.setString(1, results);
            s.setString(2, notes);
            Games.setLong(s, 3, at);
            s.setLong(4, gameId);
            s.setInt(5, seq);
            s.executeUpdate();
        }
    }

    public static void setState(Connection c, long gameId, int seq, String state) throws SQLException {
        setText(c, "state", gameId, seq, state);
    }

    /** Sets one text column of phase {@code seq}. */
    private static void setText(Connection c, String column, long gameId, int seq, String value) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE phases SET " + column + "=? WHERE game_id=? AND seq=?")) {
            s.setString(1, value);
            s.setLong(2, gameId);
            s.setInt(3, seq);
            s.executeUpdate();
        }
    }

    public static PhaseRow find(Connection c, long gameId, int seq) throws SQLException {
        List<PhaseRow> rows = query(c, "SELECT " + COLUMNS + " FROM phases WHERE game_id=? AND seq=?", gameId, seq);
        return rows.isEmpty() ? null : rows.get(0);
    }

    public static List<PhaseRow> all(Connection c, long gameId) throws SQLException {
        return query(c, "SELECT " + COLUMNS + " FROM phases WHERE game_id=? ORDER BY seq", gameId);
    }

    /** Stores the seats (JSON) as they stood when phase {@code seq} was adjudicated; see {@link #seats}. */
    public static void setSeats(Connection c, long gameId, int seq, String seats) throws SQLException {
        setText(c, "seats", gameId, seq, seats);
    }

    /** The seats stored by {@link #setSeats}, or null (a phase not yet adjudicated, or adjudicated before they were kept). */
    public static String seats(Connection c, long gameId, int seq) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT seats FROM phases WHERE game_id=? AND seq=?")) {
            s.setLong(1, gameId);
            s.setInt(2, seq);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? r.getString(1) : null;
            }
        }
    }

    /** Drops every phase after {@code seq}, with its orders, ready flags and secrets. */
    public static void dropAfter(Connection c, long gameId, int seq) throws SQLException {
        for (String table : List.of("orders", "ready", "secrets", "phases")) {
            try (PreparedStatement s = c.prepareStatement("DELETE FROM " + table + " WHERE game_id=? AND seq>?")) {
                s.setLong(1, gameId);
                s.setInt(2, seq);
                s.executeUpdate();
            }
        }
    }

    private static List<PhaseRow> query(Connection c, String sql, Object... args) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) s.setObject(i + 1, args[i]);
            List<PhaseRow> out = new ArrayList<>();
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.add(new PhaseRow(r.getInt(1), r.getString(2), r.getString(3), r.getString(4), r.getString(5),
                            r.getLong(6), Games.getLong(r, 7)));
                }
            }
            return out;
        }
    }

    // ---- orders ----

    /** Puts an order in its slot, replacing what was there. */
    public static void putOrder(Connection c, long gameId, int seq, OrderRow o) throws SQLException {
        deleteOrders(c, gameId, seq, o.power(), o.slot());
        try (PreparedStatement s = c.prepareStatement("INSERT INTO orders (game_id, seq, power, slot, text, submitted_at)"
                + " VALUES (?,?,?,?,?,?)")) {
            s.setLong(1, gameId);
            s.setInt(2, seq);
            s.setString(3, o.power());
            s.setString(4, o.slot());
            s.setString(5, o.text());
            s.setLong(6, o.submittedAt());
            s.executeUpdate();
        }
    }

    /** Deletes a power's orders in a phase: one slot, or all when slot is null. */
    public static int deleteOrders(Connection c, long gameId, int seq, String power, String slot) throws SQLException {
        String sql = "DELETE FROM orders WHERE game_id=? AND seq=? AND power=?" + (slot == null ? "" : " AND slot=?");
        try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setLong(1, gameId);
            s.setInt(2, seq);
            s.setString(3, power);
            if (slot != null) s.setString(4, slot);
            return s.executeUpdate();
        }
    }

    /** A phase's orders in the order given; one power's when power is not null. */
    public static List<OrderRow> orders(Connection c, long gameId, int seq, String power) throws SQLException {
        String sql = "SELECT power, slot, text, submitted_at FROM orders WHERE game_id=? AND seq=?"
                + (power == null ? "" : " AND power=?") + " ORDER BY id";
        try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setLong(1, gameId);
            s.setInt(2, seq);
            if (power != null) s.setString(3, power);
            List<OrderRow> out = new ArrayList<>();
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) out.add(new OrderRow(r.getString(1), r.getString(2), r.getString(3), r.getLong(4)));
            }
            return out;
        }
    }

    // ---- ready flags ----

    public static void setReady(Connection c, long gameId, int seq, String power, boolean ready) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("DELETE FROM ready WHERE game_id=? AND seq=? AND power=?")) {
            s.setLong(1, gameId);
            s.setInt(2, seq);
            s.setString(3, power);
            s.executeUpdate();
        }
        if (!ready) return;
        try (PreparedStatement s = c.prepareStatement("INSERT INTO ready (game_id, seq, power) VALUES (?,?,?)")) {
            s.setLong(1, gameId);
            s.setInt(2, seq);
            s.setString(3, power);
            s.executeUpdate();
        }
    }

    /** Takes back every power's ready flag in a phase (a rollback reopens it). */
    public static void clearReady(Connection c, long gameId, int seq) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("DELETE FROM ready WHERE game_id=? AND seq=?")) {
            s.setLong(1, gameId);
            s.setInt(2, seq);
            s.executeUpdate();
        }
    }

    public static List<String> ready(Connection c, long gameId, int seq) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT power FROM ready WHERE game_id=? AND seq=? ORDER BY power")) {
            s.setLong(1, gameId);
            s.setInt(2, seq);
            List<String> out = new ArrayList<>();
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) out.add(r.getString(1));
            }
            return out;
        }
    }

    // ---- secrets ----

    public static void putSecret(Connection c, long gameId, int seq, SecretRow x) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "DELETE FROM secrets WHERE game_id=? AND seq=? AND power=? AND kind=?")) {
            s.setLong(1, gameId);
            s.setInt(2, seq);
            s.setString(3, x.power());
            s.setString(4, x.kind());
            s.executeUpdate();
        }
        try (PreparedStatement s = c.prepareStatement(
                "INSERT INTO secrets (game_id, seq, power, kind, payload) VALUES (?,?,?,?,?)")) {
            s.setLong(1, gameId);
            s.setInt(2, seq);
            s.setString(3, x.power());
            s.setString(4, x.kind());
            s.setString(5, x.payload());
            s.executeUpdate();
        }
    }

    /** A phase's secrets; of one kind when kind is not null. */
    public static List<SecretRow> secrets(Connection c, long gameId, int seq, String kind) throws SQLException {
        String sql = "SELECT power, kind, payload FROM secrets WHERE game_id=? AND seq=?"
                + (kind == null ? "" : " AND kind=?") + " ORDER BY power, kind";
        try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setLong(1, gameId);
            s.setInt(2, seq);
            if (kind != null) s.setString(3, kind);
            List<SecretRow> out = new ArrayList<>();
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) out.add(new SecretRow(r.getString(1), r.getString(2), r.getString(3)));
            }
            return out;
        }
    }
}
