package org.chancery.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Optional;
import java.util.function.Function;
import org.flywaydb.core.Flyway;

/**
 * The connection to the store: a JDBC URL (H2 in {@code ./data/} by default, or a PostgreSQL server), a
 * HikariCP pool over it, migrated by Flyway on open, and transactions over it. An H2 file left by a killed
 * process is first brought to its newest complete version ({@link H2Recovery}).
 */
public final class Database implements AutoCloseable {
    /** The environment variable that overrides the JDBC URL. */
    public static final String URL_ENV = "CHANCERY_DB_URL";
    public static final String USER_ENV = "CHANCERY_DB_USER";
    public static final String PASSWORD_ENV = "CHANCERY_DB_PASSWORD";
    /** Each commit is written to the file before it returns (H2 otherwise delays writes by 500 ms). */
    static final String H2_FILE_SETTINGS = ";WRITE_DELAY=0";
    public static final String DEFAULT_URL = h2FileUrl("./data/chancery");

    private final String url;
    private final Vendor vendor;
    private final HikariDataSource pool;

    private Database(String url, Vendor vendor, HikariDataSource pool) {
        this.url = url;
        this.vendor = vendor;
        this.pool = pool;
    }

    /** The databases Chancery runs on; each has its own folder of migrations where its SQL differs. */
    public enum Vendor {
        H2("h2"), POSTGRESQL("postgresql");

        private final String folder;

        Vendor(String folder) { this.folder = folder; }

        public static Vendor of(String url) {
            if (url.startsWith("jdbc:h2:")) return H2;
            if (url.startsWith("jdbc:postgresql:")) return POSTGRESQL;
            throw new StoreException("Chancery runs on H2 (jdbc:h2:...) or PostgreSQL (jdbc:postgresql://...),"
                    + " not on " + url.replaceAll("//[^/@]*@", "//") + ".", null);
        }
    }

    /** Opens the store named by the environment, or the default file, and migrates it. */
    public static Database fromEnvironment() {
        return fromSettings(key -> Optional.ofNullable(System.getenv(key)));
    }

    /**
     * Opens the store named by the settings ({@code CHANCERY_DB_URL}, {@code CHANCERY_DB_USER},
     * {@code CHANCERY_DB_PASSWORD} and the pool's {@code CHANCERY_DB_POOL_SIZE},
     * {@code CHANCERY_DB_POOL_WAIT}; the application passes the environment over {@code .env}), or the
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
        return open(url, value(settings, USER_ENV, "sa"), value(settings, PASSWORD_ENV, ""), PoolSettings.from(settings));
    }

    /**
     * H2 traces through SLF4J rather than into its own {@code .trace.db} file, unless the URL says otherwise: a
     * store whose folder cannot be made otherwise prints H2's stack trace of the failed trace file before
     * Chancery's one-line answer. slf4j-simple keeps H2 quiet (simplelogger.properties); raise
     * {@code org.slf4j.simpleLogger.log.h2database} to read its trace.
     */
    static String h2Traced(String url) {
        return url.toUpperCase(java.util.Locale.ROOT).contains("TRACE_LEVEL_FILE") ? url : url + ";TRACE_LEVEL_FILE=4";
    }

    /** An H2 database in a file; {@code path} without the ".mv.db" ending. */
    public static Database h2File(Path path) {
        return open(h2FileUrl(path.toAbsolutePath().toString()), "sa", "");
    }

    /** The URL of an H2 store in a file ({@code path} without ".mv.db"), with the settings that keep commits. */
    public static String h2FileUrl(String path) {
        return "jdbc:h2:file:" + path + H2_FILE_SETTINGS;
    }

    /** A private in-memory database that lives as long as this object. */
    public static Database inMemory() {
        return open("jdbc:h2:mem:chancery-" + java.util.UUID.randomUUID() + ";DB_CLOSE_DELAY=-1", "sa", "",
                new PoolSettings(4, PoolSettings.DEFAULT.waitMillis()));
    }

    public static Database open(String url, String user, String password) {
        return open(url, user, password, PoolSettings.DEFAULT);
    }

    /** Opens a pool on the URL and brings the schema up to date with the migrations for its database. */
    public static Database open(String url, String user, String password, PoolSettings settings) {
        Vendor vendor = Vendor.of(url);
        if (vendor == Vendor.H2) H2Recovery.prepare(url);
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(vendor == Vendor.H2 ? h2Traced(url) : url);
        config.setUsername(user);
        config.setPassword(password);
        config.setMaximumPoolSize(settings.size());
        config.setMinimumIdle(Math.min(2, settings.size()));
        config.setConnectionTimeout(settings.waitMillis());
        config.setPoolName("chancery-store");
        config.setAutoCommit(false);
        HikariDataSource pool;
        try {
            pool = new HikariDataSource(config);
        } catch (RuntimeException e) {
            throw new StoreException("cannot open the store at " + vendor.name().toLowerCase() + ": " + rootMessage(e), e);
        }
        try {
            Flyway.configure().dataSource(pool)
                    .locations("classpath:db/migration/common", "classpath:db/migration/" + vendor.folder)
                    .load().migrate();
        } catch (RuntimeException e) {
            pool.close();
            throw e;
        }
        return new Database(url, vendor, pool);
    }

    public String url() { return url; }

    public Vendor vendor() { return vendor; }

    /** Work done in one transaction: committed if it returns, rolled back if it throws. */
    public interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    public <T> T inTransaction(Work<T> work) {
        try (Connection c = pool.getConnection()) {
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
        if (pool.isClosed()) return;
        pool.close();
        if (url.startsWith("jdbc:h2:mem:")) {
            // An in-memory H2 store kept open by DB_CLOSE_DELAY=-1 ends only when told to.
            try (Connection c = java.sql.DriverManager.getConnection(url, pool.getUsername(), pool.getPassword());
                 var s = c.createStatement()) {
                s.execute("SHUTDOWN");
            } catch (SQLException e) {
                throw new StoreException(e.getMessage(), e);
            }
        }
    }

    static String value(Function<String, Optional<String>> settings, String key, String fallback) {
        return settings.apply(key).filter(v -> !v.isBlank()).map(String::strip).orElse(fallback);
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) t = t.getCause();
        // a folder that cannot be made: the path alone says nothing, so say what went wrong with it
        if (t instanceof java.nio.file.FileAlreadyExistsException f) return "cannot create the folder " + f.getFile() + ": a file of that name is in the way";
        if (t instanceof java.nio.file.AccessDeniedException f) return "cannot create " + f.getFile() + ": permission denied";
        if (t instanceof java.nio.file.FileSystemException f) {
            return "cannot create " + f.getFile() + (f.getReason() == null ? "" : ": " + f.getReason());
        }
        return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
    }
}
