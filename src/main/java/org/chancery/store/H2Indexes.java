package org.chancery.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.h2.engine.SessionLocal;
import org.h2.index.Cursor;
import org.h2.index.Index;
import org.h2.jdbc.JdbcConnection;
import org.h2.mvstore.db.MVSecondaryIndex;
import org.h2.mvstore.db.MVTable;
import org.h2.table.Table;

/**
 * Builds an H2 file's plain indexes again after the process was killed. A kill can leave a version on disk that holds a
 * row without its entries in the table's indexes: the press relay's store (bench/press-relay, 2026-11-28) came back
 * with a notice in the table but in neither {@code notices_pending} nor {@code notices_game_pending}, so the poster's
 * query for what waits did not see it, and later notices to the same player went out first. A query through the
 * table itself still finds such a row; one through the index does not until the index is made again.
 *
 * <p>Each index is made anew under another name, then put in the place of the old one, so a kill in the middle leaves
 * every index whole (at worst twice, which the next start settles).
 *
 * <p>An index that backs a constraint (a primary key of more than one column, a unique key, a foreign key) cannot be
 * dropped without its constraint, and a kill between the drop and the new constraint would lose the constraint for
 * good. Such an index is emptied and filled again from its table in place, through H2's own index ({@link #refill}); a
 * kill in the middle leaves it part-filled, and the next start, again after an unclean stop, fills it again. A primary
 * key of one integer column is the table itself, not an index, and has nothing to make again.
 */
final class H2Indexes {
    /** The name an index is made under before it replaces the old one. */
    static final String SUFFIX = "_REBUILT";

    private H2Indexes() {}

    /** One plain index: its table and its columns, each with its order ("GAME_ID" ASC NULLS FIRST). */
    record Plain(String table, String name, List<String> columns) {}

    /** Makes every plain index of the public schema again; returns how many. */
    static int rebuild(Connection c) throws SQLException {
        settleLeftovers(c);
        List<Plain> all = plain(c);
        try (Statement s = c.createStatement()) {
            for (Plain p : all) {
                s.execute("CREATE INDEX " + q(p.name() + SUFFIX) + " ON " + q(p.table()) + " (" + String.join(", ", p.columns()) + ")");
                s.execute("DROP INDEX " + q(p.name()));
                s.execute("ALTER INDEX " + q(p.name() + SUFFIX) + " RENAME TO " + q(p.name()));
            }
        }
        return all.size();
    }

    /**
     * Empties each index of the public schema that backs a constraint and fills it again from its table's rows, all in
     * one transaction; returns how many. The store must not be in use meanwhile (it is run as the store opens).
     */
    static int refill(Connection c) throws SQLException {
        SessionLocal session = (SessionLocal) c.unwrap(JdbcConnection.class).getSession();
        boolean auto = c.getAutoCommit();
        c.setAutoCommit(false);
        int n = 0;
        try {
            for (Table table : session.getDatabase().getSchema("PUBLIC").getAllTablesAndViews(session)) {
                if (!(table instanceof MVTable) || table.getName().equals("flyway_schema_history")) continue;
                for (Index index : table.getIndexes()) {
                    if (!(index instanceof MVSecondaryIndex) || !index.getIndexType().getBelongsToConstraint()) continue;
                    index.truncate(session);
                    Cursor rows = table.getScanIndex(session).find(session, null, null, false);
                    while (rows.next()) index.add(session, rows.get());
                    n++;
                }
            }
            c.commit();
        } catch (SQLException | RuntimeException e) {
            c.rollback();
            throw e;
        } finally {
            c.setAutoCommit(auto);
        }
        return n;
    }

    /** An index made anew by a start that was killed: dropped if the old one is still there, else put in its place. */
    private static void settleLeftovers(Connection c) throws SQLException {
        List<String> names = new ArrayList<>();
        try (Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT INDEX_NAME FROM INFORMATION_SCHEMA.INDEXES WHERE TABLE_SCHEMA='PUBLIC'")) {
            while (r.next()) names.add(r.getString(1));
        }
        try (Statement s = c.createStatement()) {
            for (String n : names) {
                if (!n.endsWith(SUFFIX)) continue;
                String old = n.substring(0, n.length() - SUFFIX.length());
                s.execute(names.contains(old) ? "DROP INDEX " + q(n) : "ALTER INDEX " + q(n) + " RENAME TO " + q(old));
            }
        }
    }

    /** The plain indexes of the public schema (not Flyway's), with their columns in order. */
    static List<Plain> plain(Connection c) throws SQLException {
        Map<String, String> tables = new LinkedHashMap<>();
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery(
                "SELECT i.INDEX_NAME, i.TABLE_NAME FROM INFORMATION_SCHEMA.INDEXES i WHERE i.TABLE_SCHEMA='PUBLIC'"
                        + " AND i.INDEX_TYPE_NAME='INDEX' AND i.TABLE_NAME <> 'flyway_schema_history' AND NOT EXISTS"
                        + " (SELECT 1 FROM INFORMATION_SCHEMA.TABLE_CONSTRAINTS t WHERE t.INDEX_SCHEMA=i.INDEX_SCHEMA"
                        + " AND t.INDEX_NAME=i.INDEX_NAME) ORDER BY i.TABLE_NAME, i.INDEX_NAME")) {
            while (r.next()) tables.put(r.getString(1), r.getString(2));
        }
        List<Plain> out = new ArrayList<>();
        for (Map.Entry<String, String> e : tables.entrySet()) {
            List<String> columns = new ArrayList<>();
            try (var s = c.prepareStatement("SELECT COLUMN_NAME, ORDERING_SPECIFICATION, NULL_ORDERING FROM"
                    + " INFORMATION_SCHEMA.INDEX_COLUMNS WHERE INDEX_SCHEMA='PUBLIC' AND INDEX_NAME=? ORDER BY ORDINAL_POSITION")) {
                s.setString(1, e.getKey());
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) columns.add(q(r.getString(1)) + " " + r.getString(2) + " NULLS " + r.getString(3));
                }
            }
            out.add(new Plain(e.getValue(), e.getKey(), columns));
        }
        return out;
    }

    private static String q(String name) {
        return "\"" + name.replace("\"", "\"\"") + "\"";
    }
}
