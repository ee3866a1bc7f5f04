package org.chancery.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** One set of migrations gives H2 and PostgreSQL the same tables; the pool and the URL are checked. */
class DatabaseTest {
    /** Every table of the store with its columns, in lower case, as the database describes them. */
    static Map<String, TreeSet<String>> schema(Database db) {
        return db.inTransaction(c -> {
            Map<String, TreeSet<String>> out = new TreeMap<>();
            DatabaseMetaData meta = c.getMetaData();
            try (ResultSet r = meta.getColumns(c.getCatalog(), c.getSchema(), "%", "%")) {
                while (r.next()) {
                    String table = r.getString("TABLE_NAME").toLowerCase();
                    if (table.startsWith("flyway")) continue;
                    out.computeIfAbsent(table, k -> new TreeSet<>()).add(r.getString("COLUMN_NAME").toLowerCase());
                }
            }
            return out;
        });
    }

    @Test
    void theMigrationsGiveBothDatabasesTheSameTables() {
        try (Database h2 = TestStores.fresh(TestStores.Kind.H2);
             Database pg = TestStores.fresh(TestStores.Kind.POSTGRESQL)) {
            assertEquals(Database.Vendor.H2, h2.vendor());
            assertEquals(Database.Vendor.POSTGRESQL, pg.vendor());
            Map<String, TreeSet<String>> tables = schema(h2);
            assertEquals(tables, schema(pg));
            assertTrue(tables.get("phases").contains("notes"), "V3 ran in each database's own SQL: " + tables);
            assertFalse(tables.get("phases").contains("variant_state"));
            assertTrue(tables.get("games").containsAll(java.util.List.of("deadline_owner", "post_until")));
        }
    }

    @Test
    void aStoreMadeBeforeTheLeasesIsBroughtUpToDate() throws Exception {
        java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("chancery-db");
        String url = "jdbc:h2:file:" + dir.resolve("old").toAbsolutePath() + ";WRITE_DELAY=0";
        // V1 to V3, as a store written by the previous release holds them (same scripts, same checksums).
        org.flywaydb.core.Flyway.configure().dataSource(url, "sa", "")
                .locations("classpath:db/migration/common", "classpath:db/migration/h2").target("3").load().migrate();
        try (Database db = Database.open(url, "sa", "")) {
            assertTrue(schema(db).get("games").contains("post_owner"));
            assertTrue(schema(db).get("phases").contains("seats"), "V5 keeps the seats with each phase");
            assertTrue(schema(db).containsKey("finishes"), "V6 keeps each ended game's finish for the league");
            assertTrue(schema(db).containsKey("missed_phases"), "V6 keeps each missed phase for the league");
            assertTrue(schema(db).get("notices").contains("press_id"), "V7 keeps press with the game");
            assertTrue(schema(db).containsKey("server_boards"), "V8 keeps the servers' own boards");
            assertTrue(schema(db).get("finishes").contains("ended_in"), "V9 keeps the server each game ended on");
            assertTrue(schema(db).containsKey("league_links"), "V10 keeps each server's league link generation");
            assertEquals("10", db.inTransaction(c -> {
                try (ResultSet r = c.createStatement().executeQuery(
                        "SELECT MAX(CAST(\"version\" AS INT)) FROM \"flyway_schema_history\" WHERE \"success\"")) {
                    r.next();
                    return r.getString(1);
                }
            }));
        }
    }

    @Test
    void whatWasSeenIsMadeDurableOnAFileStore() throws Exception {
        java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("chancery-db");
        try (Database db = Database.h2File(dir.resolve("seen"))) {
            db.inTransaction(c -> c.createStatement().executeUpdate("CREATE TABLE seen (n INT)"));
            db.inTransaction(c -> c.createStatement().executeUpdate("INSERT INTO seen VALUES (7)"));
            db.durable();
        }
        try (Database db = Database.h2File(dir.resolve("seen"))) {
            assertEquals(7, (int) db.inTransaction(c -> {
                try (ResultSet r = c.createStatement().executeQuery("SELECT n FROM seen")) {
                    r.next();
                    return r.getInt(1);
                }
            }));
        }
        try (Database mem = Database.inMemory()) {
            mem.durable(); // nothing to write
        }
    }

    @Test
    void anUnknownDatabaseIsRefusedWithoutShowingThePassword() {
        StoreException e = assertThrows(StoreException.class,
                () -> Database.open("jdbc:mysql://bob:secret@db/chancery", "bob", "secret"));
        assertTrue(e.getMessage().contains("H2") && e.getMessage().contains("PostgreSQL"), e.getMessage());
        assertFalse(e.getMessage().contains("secret"), e.getMessage());
    }

    @Test
    void thePoolIsConfiguredFromTheSettings() {
        assertEquals(PoolSettings.DEFAULT, PoolSettings.from(k -> Optional.empty()));
        Map<String, String> env = Map.of(PoolSettings.SIZE_ENV, "24", PoolSettings.WAIT_ENV, " 3 ");
        assertEquals(new PoolSettings(24, 3_000), PoolSettings.from(k -> Optional.ofNullable(env.get(k))));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PoolSettings.from(k -> k.equals(PoolSettings.SIZE_ENV) ? Optional.of("lots") : Optional.empty()));
        assertEquals("CHANCERY_DB_POOL_SIZE must be a number of connections such as 10, not 'lots'", e.getMessage());
    }
}
