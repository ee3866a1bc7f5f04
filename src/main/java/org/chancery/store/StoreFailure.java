package org.chancery.store;

import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Locale;
import org.h2.mvstore.DataUtils;
import org.h2.mvstore.MVStoreException;

/**
 * What went wrong with an H2 store file, in words an operator can act on: another process has it, its folder
 * is read-only, its disk is full, or the file is damaged. H2's own message and trace go to the log only.
 */
public final class StoreFailure {
    private StoreFailure() {}

    /** H2's error codes (org.h2.api.ErrorCode) for these cases. */
    private static final int ALREADY_OPEN = 90020, FILE_CORRUPTED = 90030, READ_ONLY = 90097;

    public static boolean locked(Throwable e) {
        return any(e, t -> t instanceof java.nio.channels.OverlappingFileLockException
                || code(t) == DataUtils.ERROR_FILE_LOCKED || sql(t) == ALREADY_OPEN
                || text(t).contains("the file is locked"));
    }

    public static boolean diskFull(Throwable e) {
        return any(e, t -> text(t).contains("no space left on device") || text(t).contains("disk quota exceeded"));
    }

    static boolean readOnly(Throwable e) {
        return any(e, t -> sql(t) == READ_ONLY || text(t).contains("read-only file system") || text(t).contains("is read-only")
                || text(t).contains("database is read only"));
    }

    static boolean damaged(Throwable e) {
        return any(e, t -> code(t) == DataUtils.ERROR_FILE_CORRUPT || sql(t) == FILE_CORRUPTED
                || t instanceof java.nio.BufferUnderflowException || t instanceof NumberFormatException
                || text(t).contains("corrupt"));
    }

    /** The failure in words, if it is one of the known kinds; else a StoreException with H2's first line. */
    public static StoreException of(Path file, Throwable e) {
        if (locked(e)) return said(locked(file), e);
        if (diskFull(e)) return said(diskFull(file), e);
        if (readOnly(e)) return said(readOnly(file.toAbsolutePath().normalize().getParent()), e);
        if (damaged(e)) return damaged(file, e);
        return e instanceof StoreException s ? s : new StoreException(String.valueOf(e.getMessage()), e);
    }

    static StoreException damaged(Path file, Throwable e) {
        Path dir = file.toAbsolutePath().normalize().getParent();
        String name = file.getFileName().toString().replaceFirst("\\.mv\\.db$", "");
        return said("The store " + file + " is damaged: H2 cannot read it. Put back your latest backup (`java -jar"
                + " target/chancery.jar restore <backup.zip>`, see docs/operators.md#backups), or save what H2 can read with"
                + " its recovery tool: `java -cp target/chancery.jar org.h2.tools.Recover -dir " + dir + " -db " + name
                + "`, which writes " + name + ".h2.sql to run into a new store.", e);
    }

    static String locked(Path file) {
        return "Another Chancery (or another program) is using the store " + file + ". Stop it first: one process"
                + " opens an H2 store at a time (several bots share a PostgreSQL store; see docs/operators.md).";
    }

    static String readOnly(Path dir) {
        return "The store's folder " + dir + " is read-only, and Chancery must write there. Make it writable, or set"
                + " CHANCERY_DB_URL to a store on a writable disk.";
    }

    static String diskFull(Path file) {
        return "The disk holding " + file.toAbsolutePath().normalize().getParent() + " is full, so nothing more can be saved."
                + " Free some space: Chancery carries on by itself once there is room.";
    }

    static StoreException said(String words, Throwable cause) {
        return new StoreException(words, cause, true);
    }

    private interface Test { boolean on(Throwable t); }

    private static boolean any(Throwable e, Test test) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (test.on(t)) return true;
            for (Throwable s : t.getSuppressed()) if (test.on(s)) return true;
        }
        return false;
    }

    private static int code(Throwable t) { return t instanceof MVStoreException m ? m.getErrorCode() : -1; }

    private static int sql(Throwable t) { return t instanceof SQLException s ? s.getErrorCode() : -1; }

    private static String text(Throwable t) {
        return t.getMessage() == null ? "" : t.getMessage().toLowerCase(Locale.ROOT);
    }
}
