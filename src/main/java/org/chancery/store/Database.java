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
    private final String user;
    private final String password;
    private final PoolSettings settings;
    private volatile HikariDataSource pool;
    /** Set when the H2 file could not be written (a full disk): the pool is closed and opened again when there is room. */
    private volatile StoreException broken;
    private volatile long lastReopen;

    private Database(String url, Vendor vendor, String user, String password, PoolSettings settings, HikariDataSource pool) {
        this.url = url;
        this.vendor = vendor;
        this.user = user;
        this.password = password;
        this.settings = settings;
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
        H2Recovery.Versions[] seen = new H2Recovery.Versions[1];
        HikariDataSource pool = pool(url, vendor, user, password, settings, seen);
        try {
            Flyway.configure().dataSource(pool)
                    .locations("classpath:db/migration/common", "classpath:db/migration/" + vendor.folder)
                    .load().migrate();
            if (seen[0] != null && !seen[0].clean()) rebuildIndexes(pool);
        } catch (RuntimeException e) {
            pool.close();
            Path file = H2Recovery.file(url);
            throw file == null ? e : StoreFailure.of(file, e);
        }
        return new Database(url, vendor, user, password, settings, pool);
    }

    /**
     * After an unclean stop, makes the file's indexes again, plain ones and those of its constraints ({@link H2Indexes}):
     * a kill can leave a row outside its indexes, and a query through one would not see it.
     */
    private static void rebuildIndexes(HikariDataSource pool) {
        long start = System.nanoTime();
        try (Connection c = pool.getConnection()) {
            int n = H2Indexes.rebuild(c);
            if (!c.getAutoCommit()) c.commit();
            n += H2Indexes.refill(c);
            System.getLogger(Database.class.getName()).log(System.Logger.Level.INFO, "The store was not closed cleanly:"
                    + " made its " + n + " indexes again in " + (System.nanoTime() - start) / 1_000_000 + " ms.");
        } catch (SQLException e) {
            throw new StoreException("cannot make the store's indexes again: " + e.getMessage(), e);
        }
    }

    /** How long a start waits for a lock left by a process that is still going away. */
    static long lockWaitMillis = 10_000;

    /**
     * A pool on the URL. An H2 file is first checked (its folder writable, its disk not full), brought to its
     * newest complete version ({@link H2Recovery}), and, if another process holds it, tried again for
     * {@link #lockWaitMillis} before the answer says who has it.
     */
    private static HikariDataSource pool(String url, Vendor vendor, String user, String password, PoolSettings settings) {
        return pool(url, vendor, user, password, settings, new H2Recovery.Versions[1]);
    }

    /** As above; {@code seen[0]} is set to what {@link H2Recovery} found of the file (null when there was none). */
    private static HikariDataSource pool(String url, Vendor vendor, String user, String password, PoolSettings settings,
                                         H2Recovery.Versions[] seen) {
        Path file = vendor == Vendor.H2 ? H2Recovery.file(url) : null;
        if (file != null) StoreChecks.writable(file);
        long giveUp = System.currentTimeMillis() + lockWaitMillis;
        while (true) {
            try {
                if (file != null) seen[0] = H2Recovery.prepare(url);
                return new HikariDataSource(config(url, vendor, user, password, settings));
            } catch (RuntimeException e) {
                if (file != null && StoreFailure.locked(e) && System.currentTimeMillis() < giveUp) {
                    sleep(500);
                    continue;
                }
                StoreException worded = file == null ? null : StoreFailure.of(file, e);
                if (worded != null && worded.inWords()) throw worded;
                throw new StoreException("cannot open the store at " + vendor.name().toLowerCase() + ": " + rootMessage(e), e);
            }
        }
    }

    private static HikariConfig config(String url, Vendor vendor, String user, String password, PoolSettings settings) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(vendor == Vendor.H2 ? h2Traced(url) : url);
        config.setUsername(user);
        config.setPassword(password);
        config.setMaximumPoolSize(settings.size());
        config.setMinimumIdle(Math.min(2, settings.size()));
        config.setConnectionTimeout(settings.waitMillis());
        config.setPoolName("chancery-store");
        config.setAutoCommit(false);
        return config;
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StoreException("interrupted while waiting for the store", e);
        }
    }

    public String url() { return url; }

    public Vendor vendor() { return vendor; }

    /**
     * Writes to disk every commit this store has seen. H2 shows a commit to other connections a moment before it
     * writes it, so a kill in between would lose what another thread already acted on (a press message posted, then
     * gone): whoever acts outside the store on what it read calls this first. PostgreSQL's commits are durable when seen.
     */
    public void durable() {
        if (vendor != Vendor.H2 || url.startsWith("jdbc:h2:mem:")) return;
        inTransaction(c -> {
            try (java.sql.Statement s = c.createStatement()) {
                s.execute("CHECKPOINT");
            }
            return null;
        });
    }

    /** Work done in one transaction: committed if it returns, rolled back if it throws. */
    public interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    public <T> T inTransaction(Work<T> work) {
        HikariDataSource pool = usablePool();
        try (Connection c = pool.getConnection()) {
            c.setAutoCommit(false);
            try {
                T out = work.run(c);
                c.commit();
                return out;
            } catch (SQLException | RuntimeException | Error e) {
                if (!full(e)) c.rollback();
                throw e;
            }
        } catch (SQLException e) {
            if (full(e)) throw broke(pool, e);
            throw new StoreException(e.getMessage(), e);
        } catch (RuntimeException e) {
            if (full(e)) throw broke(pool, e);
            throw e;
        }
    }

    private boolean full(Throwable e) {
        return vendor == Vendor.H2 && StoreFailure.diskFull(e);
    }

    /**
     * The disk under an H2 file is full: H2 has given up on the file, and a connection still open on it can wait
     * for ever. The pool is closed; {@link #usablePool} opens a new one once there is room again.
     */
    private synchronized StoreException broke(HikariDataSource failed, Throwable e) {
        if (broken == null) {
            broken = StoreFailure.said(StoreFailure.diskFull(H2Recovery.file(url)), e);
            LOG.log(System.Logger.Level.ERROR, broken.getMessage());
            lastReopen = System.currentTimeMillis();
            new Thread(failed::close, "chancery-store-close").start();
        }
        return broken;
    }

    private HikariDataSource usablePool() {
        if (broken == null) return pool;
        synchronized (this) {
            if (broken == null) return pool;
            if (System.currentTimeMillis() - lastReopen < REOPEN_MILLIS) throw broken;
            lastReopen = System.currentTimeMillis();
            try {
                pool = pool(url, vendor, user, password, settings);
            } catch (StoreException e) {
                LOG.log(System.Logger.Level.DEBUG, "the store is not back yet: " + e.getMessage());
                throw broken;
            }
            LOG.log(System.Logger.Level.WARNING, "The store is writable again: carrying on.");
            broken = null;
            return pool;
        }
    }

    /** How often a store whose disk was full is tried again. */
    static final long REOPEN_MILLIS = 2_000;
    private static final System.Logger LOG = System.getLogger(Database.class.getName());

    @Override
    public void close() {
        HikariDataSource pool = this.pool;
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
