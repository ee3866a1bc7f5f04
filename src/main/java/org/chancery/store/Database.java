package org.chancery.store;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Optional;
import java.util.function.Function;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.h2.jdbcx.JdbcConnectionPool;

/**
 * The connection to the store: a JDBC URL (H2 in {@code ./data/} by default), migrated by Flyway on open,
 * and transactions over it.
 */
public final class Database implements AutoCloseable {
    /** The environment variable that overrides the JDBC URL. */
    public static final String URL_ENV = "CHANCERY_DB_URL";
    public static final String USER_ENV = "CHANCERY_DB_USER";
    public static final String PASSWORD_ENV = "CHANCERY_DB_PASSWORD";
    /** Each commit is written to the file before it returns (H2 otherwise delays writes by 500 ms). */
    public static final String DEFAULT_URL = "jdbc:h2:file:./data/chancery;WRITE_DELAY=0";

    private final String url;
    private final DataSource source;
    private final JdbcConnectionPool pool;

    private Database(String url, String user, String password) {
        this.url = url;
        if (url.startsWith("jdbc:h2:")) {
            pool = JdbcConnectionPool.create(url, user, password);
            pool.setMaxConnections(16);
            source = pool;
        } else {
            pool = null;
            source = new DriverSource(url, user, password);
        }
    }

    /** Opens the store named by the environment, or the default file, and migrates it. */
    public static Database fromEnvironment() {
        return fromSettings(key -> Optional.ofNullable(System.getenv(key)));
    }

    /**
     * Opens the store named by the settings ({@code CHANCERY_DB_URL}, {@code CHANCERY_DB_USER},
     * {@code CHANCERY_DB_PASSWORD}; the application passes the environment over {@code .env}), or the
     * default file, and migrates it. Blank values count as unset.
     */
    public static Database fromSettings(Function<String, Optional<String>> settings) {
        String url = value(settings, URL_ENV, null);
        if (url == null) {
            url = DEFAULT_URL;
            try {
                Files.createDirectories(Path.of("data"));
            } catch (java.io.IOException e) {
                throw new StoreException("cannot create ./data: " + e.getMessage(), e);
            }
        }
        return open(url, value(settings, USER_ENV, "sa"), value(settings, PASSWORD_ENV, ""));
    }

    /** An H2 database in a file; {@code path} without the ".mv.db" ending. */
    public static Database h2File(Path path) {
        return open("jdbc:h2:file:" + path.toAbsolutePath() + ";WRITE_DELAY=0", "sa", "");
    }

    /** A private in-memory database that lives as long as this object. */
    public static Database inMemory() {
        return open("jdbc:h2:mem:chancery-" + java.util.UUID.randomUUID() + ";DB_CLOSE_DELAY=-1", "sa", "");
    }

    public static Database open(String url, String user, String password) {
        Database db = new Database(url, user, password);
        Flyway.configure().dataSource(db.source).locations("classpath:db/migration").load().migrate();
        return db;
    }

    public String url() { return url; }

    /** Work done in one transaction: committed if it returns, rolled back if it throws. */
    public interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    public <T> T inTransaction(Work<T> work) {
        try (Connection c = source.getConnection()) {
            c.setAutoCommit(false);
            try {
                T out = work.run(c);
                c.commit();
                return out;
            } catch (SQLException | RuntimeException | Error e) {
                c.rollback();
                throw e;
            }
        } catch (SQLException e) {
            throw new StoreException(e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        if (pool == null) return;
        if (url.startsWith("jdbc:h2:mem:")) {
            try (Connection c = pool.getConnection(); var s = c.createStatement()) {
                s.execute("SHUTDOWN");
            } catch (SQLException e) {
                throw new StoreException(e.getMessage(), e);
            }
        }
        pool.dispose();
    }

    private static String value(Function<String, Optional<String>> settings, String key, String fallback) {
        return settings.apply(key).filter(v -> !v.isBlank()).orElse(fallback);
    }

    /** A plain DriverManager source for servers such as PostgreSQL (no pooling). */
    private record DriverSource(String url, String user, String password) implements DataSource {
        public Connection getConnection() throws SQLException { return DriverManager.getConnection(url, user, password); }
        public Connection getConnection(String u, String p) throws SQLException { return DriverManager.getConnection(url, u, p); }
        public java.io.PrintWriter getLogWriter() { return null; }
        public void setLogWriter(java.io.PrintWriter out) {}
        public void setLoginTimeout(int seconds) {}
        public int getLoginTimeout() { return 0; }
        public java.util.logging.Logger getParentLogger() { return java.util.logging.Logger.getGlobal(); }
        public <T> T unwrap(Class<T> iface) throws SQLException { throw new SQLException("not a wrapper"); }
        public boolean isWrapperFor(Class<?> iface) { return false; }
    }
}
