package org.chancery.store;

import java.sql.Clob;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Copies every row of one store into another, empty, store (say from the H2 file to PostgreSQL), keeping
 * every id, so that game numbers and everything that names them stay the same. The copy is one transaction
 * on the target: it lands whole or not at all.
 */
public final class StoreCopy {
    /** The store's tables, each after the tables it refers to. */
    public static final List<String> TABLES =
            List.of("board_files", "server_boards", "games", "players", "phases", "orders", "ready", "secrets", "events",
                    "press", "notices", "finishes", "missed_phases", "league_links");
    /** Tables whose id the database numbers; after a copy they go on numbering after the copied ids. */
    private static final List<String> NUMBERED = List.of("games", "orders", "events", "press", "notices");
    private static final int BATCH = 500;

    private StoreCopy() {}

    /** Rows in each table. */
    public static Map<String, Long> counts(Database db) {
        return db.inTransaction(StoreCopy::counts);
    }

    private static Map<String, Long> counts(Connection c) throws SQLException {
        Map<String, Long> out = new LinkedHashMap<>();
        for (String table : TABLES) {
            try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT COUNT(*) FROM " + table)) {
                r.next();
                out.put(table, r.getLong(1));
            }
        }
        return out;
    }

    /**
     * Copies every table of {@code from} into {@code to} and returns the target's row counts, read inside the
     * copy's transaction. Refuses a target that already holds games.
     */
    public static Map<String, Long> copy(Database from, Database to) {
        return to.inTransaction(target -> {
            if (counts(target).get("games") > 0) {
                throw new StoreException("the target store already holds games; copy into an empty database", null);
            }
            for (String table : TABLES) from.inTransaction(source -> copyTable(source, target, table));
            for (String table : NUMBERED) renumber(target, table);
            return counts(target);
        });
    }

    private static long copyTable(Connection source, Connection target, String table) throws SQLException {
        try (Statement s = source.createStatement()) {
            s.setFetchSize(BATCH);
            try (ResultSet r = s.executeQuery("SELECT * FROM " + table)) {
                ResultSetMetaData meta = r.getMetaData();
                List<String> columns = new ArrayList<>();
                for (int i = 1; i <= meta.getColumnCount(); i++) columns.add(meta.getColumnName(i).toLowerCase());
                String sql = "INSERT INTO " + table + " (" + String.join(", ", columns) + ") VALUES ("
                        + "?, ".repeat(columns.size() - 1) + "?)";
                long rows = 0;
                try (PreparedStatement insert = target.prepareStatement(sql)) {
                    while (r.next()) {
                        for (int i = 1; i <= columns.size(); i++) {
                            Object v = r.getObject(i);
                            if (v == null) insert.setNull(i, meta.getColumnType(i));
                            else if (v instanceof Clob clob) insert.setString(i, clob.getSubString(1, (int) clob.length()));
                            else insert.setObject(i, v);
                        }
                        insert.addBatch();
                        if (++rows % BATCH == 0) insert.executeBatch();
                    }
                    if (rows % BATCH != 0) insert.executeBatch();
                }
                return rows;
            }
        }
    }

    /** Sets a table's id numbering to go on after the highest id copied. */
    private static void renumber(Connection c, String table) throws SQLException {
        long next;
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT MAX(id) FROM " + table)) {
            r.next();
            next = r.getLong(1) + 1;
        }
        try (Statement s = c.createStatement()) {
            s.execute("ALTER TABLE " + table + " ALTER COLUMN id RESTART WITH " + next);
        }
    }

    /** Removes every game (and with them every row that belongs to one) from a store: undoes a failed copy. */
    public static void clear(Database db) {
        db.inTransaction(c -> {
            try (Statement s = c.createStatement()) {
                int games = s.executeUpdate("DELETE FROM games");
                for (String table : List.of("league_links", "server_boards", "board_files")) s.executeUpdate("DELETE FROM " + table);
                return games;
            }
        });
    }
}
