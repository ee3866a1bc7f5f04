package org.chancery.store;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.h2.engine.SessionLocal;
import org.h2.index.Index;
import org.h2.jdbc.JdbcConnection;

/**
 * The store a kill can leave behind, made on purpose: a row that is in its table but not in some of its indexes (found in
 * the press relay's store after a kill, see {@link H2Indexes}), and a copy of a store taken while it is open, which is
 * what a SIGKILL leaves on disk (not closed cleanly).
 */
public final class IndexFaults {
    private IndexFaults() {}

    /** Takes the row with primary key {@code key} of {@code table} out of the named indexes, leaving it in the table. */
    public static void dropEntries(Database db, String table, long key, String... indexes) {
        db.inTransaction(c -> {
            SessionLocal session = (SessionLocal) c.unwrap(JdbcConnection.class).getSession();
            var schema = session.getDatabase().getSchema("PUBLIC");
            for (String name : indexes) {
                Index index = schema.findIndex(session, name.toUpperCase(java.util.Locale.ROOT));
                if (index == null || !index.getTable().getName().equalsIgnoreCase(table)) {
                    throw new IllegalArgumentException("no index " + name + " on " + table);
                }
                index.remove(session, index.getTable().getRow(session, key));
            }
            return null;
        });
    }

    /** What a kill leaves: the open store's file as it is on disk now (every commit written), copied to {@code to}. */
    public static void copyAsKilled(Database db, Path file, Path to) throws java.io.IOException {
        db.durable();
        Files.copy(file, to, StandardCopyOption.REPLACE_EXISTING);
    }
}
