package org.chancery.store;

import java.lang.System.Logger.Level;
import java.nio.file.Files;
import java.nio.file.Path;
import org.h2.mvstore.MVStore;

/**
 * Opens an H2 file that was not closed cleanly (the process was killed) at its newest complete version.
 *
 * <p>After an unclean stop, H2's ordinary open looks for the newest chunk of the file (a chunk is what one
 * commit writes) by following the chain of chunks from the file header and the chunk at the end of the file.
 * On a store that has lived a while, commits are written into space freed in the middle of the file, and that
 * chain can miss the newest ones: the open then settles on an older version whose chunks are intact, and the
 * commits after it are dropped for good although they are still in the file. MVStore's recovery mode scans the
 * whole file and takes the newest version whose chunks are all intact. So before the pool opens the store,
 * an unclean file whose ordinary open would fall back is opened once in recovery mode and closed cleanly,
 * which records that newest version in the header. The crash trials ({@code bench/crash-trials}) measure it.
 */
public final class H2Recovery {
    private static final System.Logger LOG = System.getLogger(H2Recovery.class.getName());

    private H2Recovery() {}

    /** The versions an ordinary open and a full scan of the file would open, and whether it was closed cleanly. */
    public record Versions(boolean clean, long ordinary, long scanned) {
        public boolean fallsBack() { return ordinary < scanned; }
    }

    /** The store file ("….mv.db") of an H2 file URL, or null for other URLs (memory, server). */
    public static Path file(String url) {
        if (!url.startsWith("jdbc:h2:")) return null;
        String rest = url.substring("jdbc:h2:".length());
        int semi = rest.indexOf(';');
        if (semi >= 0) rest = rest.substring(0, semi);
        if (rest.startsWith("file:")) rest = rest.substring("file:".length());
        else if (rest.matches("(?i)(mem|tcp|ssl|zip|split|nio\\w*|async|retry|memFS|memLZF):.*")) return null;
        if (rest.startsWith("~")) rest = System.getProperty("user.home") + rest.substring(1);
        return Path.of(rest + ".mv.db");
    }

    /** Reads the file without changing it. */
    public static Versions versions(Path file) {
        boolean clean;
        long ordinary;
        MVStore quick = new MVStore.Builder().fileName(file.toString()).readOnly().open();
        try {
            clean = quick.getStoreHeader().containsKey("clean");
            ordinary = quick.getCurrentVersion();
        } finally {
            quick.closeImmediately();
        }
        if (clean) return new Versions(true, ordinary, ordinary);
        MVStore scan = new MVStore.Builder().fileName(file.toString()).readOnly().recoveryMode().open();
        try {
            return new Versions(false, ordinary, scan.getCurrentVersion());
        } finally {
            scan.closeImmediately();
        }
    }

    /**
     * Before the store at {@code url} is opened: if it is an H2 file left by a killed process whose ordinary open
     * would drop committed versions, opens it in recovery mode and closes it cleanly. Returns the versions seen,
     * or null when there was nothing to look at (no such file, not an H2 file, or in use by another process:
     * H2 itself then says so when the pool opens).
     */
    static Versions prepare(String url) {
        Path file = file(url);
        if (file == null || !Files.isRegularFile(file)) return null;
        Versions v;
        try {
            v = versions(file);
        } catch (RuntimeException e) {
            LOG.log(Level.DEBUG, "not checked before opening: " + e.getMessage());
            return null;
        }
        if (!v.fallsBack()) return v;
        MVStore store = new MVStore.Builder().fileName(file.toString()).recoveryMode().autoCommitDisabled().open();
        store.close();
        LOG.log(Level.WARNING, "The store was not closed cleanly. H2's ordinary recovery would have gone back to version "
                + v.ordinary() + "; it is opened at version " + v.scanned() + ", the newest complete one in the file.");
        return v;
    }
}
