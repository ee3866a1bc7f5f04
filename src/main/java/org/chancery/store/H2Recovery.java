package org.chancery.store;

import java.lang.System.Logger.Level;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.h2.mvstore.DataUtils;
import org.h2.mvstore.MVStore;
import org.h2.mvstore.SingleFileStore;

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

    /**
     * Reads the file without changing it. The ordinary open is -1 when it fails outright: a file that H2's
     * ordinary open cannot read at all is one whose newest version it would lose, so it counts as falling back.
     * A file that even the full scan cannot read is damaged ({@link StoreException}).
     */
    public static Versions versions(Path file) {
        boolean clean = false;
        long ordinary;
        try {
            long[] seen = open(file, false, s -> new long[] {s.getCurrentVersion(), s.getStoreHeader().containsKey("clean") ? 1 : 0});
            ordinary = seen[0];
            clean = seen[1] == 1;
        } catch (RuntimeException e) {
            if (StoreFailure.locked(e)) throw StoreFailure.of(file, e);
            LOG.log(Level.DEBUG, "H2's ordinary open of " + file + " fails: " + e);
            ordinary = -1;
        }
        if (clean) return new Versions(true, ordinary, ordinary);
        long scanned;
        try {
            scanned = open(file, true, MVStore::getCurrentVersion);
        } catch (RuntimeException e) {
            if (ordinary >= 0) return new Versions(false, ordinary, ordinary);
            throw StoreFailure.damaged(file, e);
        }
        return new Versions(false, ordinary, scanned);
    }

    /**
     * Reads the file with a file store of our own, and closes that store whatever happens: an MVStore whose open
     * throws anything but its own exception leaves its file open and locked, and every later open in this JVM
     * then fails with "The file is locked".
     */
    private static <T> T open(Path file, boolean recovery, java.util.function.Function<MVStore, T> read) {
        SingleFileStore files = files(recovery);
        try {
            files.open(file.toString(), true, null);
            MVStore.Builder builder = new MVStore.Builder().fileStore(files).autoCommitDisabled().readOnly();
            if (recovery) builder.recoveryMode();
            MVStore store = builder.open();
            try {
                return read.apply(store);
            } finally {
                store.closeImmediately();
            }
        } finally {
            files.close();
        }
    }

    /** A file store, not yet open; in recovery mode it scans the whole file for the newest complete version. */
    private static SingleFileStore files(boolean recovery) {
        return new SingleFileStore(config(recovery));
    }

    /** A file store's settings: recovery mode or not. */
    private static Map<String, Object> config(boolean recovery) {
        Map<String, Object> config = new HashMap<>();
        if (recovery) config.put("recoveryMode", 1);
        return config;
    }

    /**
     * Copies the newest complete version of the file into a new file, checks that the copy opens at that version or
     * later with every map under its own id, and puts the copy in place of the file in one rename (the file before is
     * kept as {@code ….mv.db.before-recovery}). The copy is H2's own compaction ({@link MVStore#compact}), reading the
     * file in recovery mode. Opening the file itself in recovery mode and closing it, as this class once did, can leave
     * a file that opens at a far older version (H2RecoveryTest's torn writes found one at version 1 of 34); a kill in
     * the middle of the copy leaves the file as it was.
     *
     * <p>The compaction alone gives every map a new id, but a transaction left open by the kill names the maps it
     * changed by id in its undo log: the open after it would then neither undo nor finish it, and its rows would show
     * to some later transactions and not others. So the copy is first given the file's map names and ids
     * ({@link #seeded}), and the compaction fills those maps.
     */
    static void rewrite(Path file, long version) {
        Path copy = file.resolveSibling(file.getFileName() + ".recovered");
        Map<String, String> maps = open(file, true, H2Recovery::mapEntries);
        SingleFileStore factory = seeded(copy, maps);
        try {
            Files.deleteIfExists(copy);
            factory.open(file.toString(), true, null); // compact() closes it before it reads the file
            MVStore.compact(file.toString(), copy.toString(), false, factory);
            Map<String, String> copied = new HashMap<>();
            long at = open(copy, false, s -> {
                copied.putAll(mapEntries(s));
                return s.getCurrentVersion();
            });
            if (at < version) {
                throw new IllegalStateException("the recovered copy of " + file + " opens at version " + at + ", not " + version);
            }
            if (!copied.equals(maps)) {
                throw new IllegalStateException("the recovered copy of " + file + " does not keep the maps' ids");
            }
            Files.copy(file, file.resolveSibling(file.getFileName() + ".before-recovery"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            Files.move(copy, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } catch (java.io.IOException e) {
            throw StoreFailure.of(file, e);
        }
    }

    /** The store's map names and ids as its metadata holds them ("name.…" to id, "map.…" to the map's settings). */
    private static Map<String, String> mapEntries(MVStore store) {
        Map<String, String> entries = new HashMap<>();
        for (Map.Entry<String, String> e : store.getMetaMap().entrySet()) {
            if (e.getKey().startsWith(DataUtils.META_NAME) || e.getKey().startsWith(DataUtils.META_MAP)) {
                entries.put(e.getKey(), e.getValue());
            }
        }
        return entries;
    }

    /**
     * A file-store factory in recovery mode which, when the compaction opens {@code copy} to write it, first makes that
     * file a new store whose metadata names these maps with these ids: the compaction then opens each map by its name,
     * finds its id there, and copies into it.
     */
    private static SingleFileStore seeded(Path copy, Map<String, String> maps) {
        return new SingleFileStore(config(true)) {
            @Override
            public SingleFileStore open(String name, boolean readOnly) {
                if (!readOnly && Path.of(name).equals(copy)) {
                    MVStore store = new MVStore.Builder().fileName(name).autoCommitDisabled().open();
                    try {
                        store.getMetaMap().putAll(maps);
                        store.setStoreVersion(store.getStoreVersion()); // a change to the metadata alone is not saved
                        store.commit();
                    } finally {
                        store.close();
                    }
                }
                return super.open(name, readOnly);
            }
        };
    }

    /**
     * Before the store at {@code url} is opened: if it is an H2 file left by a killed process whose ordinary open
     * would drop committed versions (or fail), opens it in recovery mode and closes it cleanly. Returns the
     * versions seen, or null when there was nothing to look at (no such file, not an H2 file). A file that another
     * process holds is a {@link StoreException} (locked), never a null: the caller must not open a file that was not
     * looked at, for if the lock goes between this look and its own open, H2's ordinary open would take an older
     * version and write over the newer ones (the loss of issue 32 needs only that race). A file that no open can
     * read is damaged ({@link StoreException}).
     */
    static Versions prepare(String url) {
        Path file = file(url);
        if (file == null || !Files.isRegularFile(file)) return null;
        Versions v = versions(file);
        if (!v.fallsBack()) return v;
        try {
            rewrite(file, v.scanned());
        } catch (RuntimeException e) {
            throw StoreFailure.of(file, e);
        }
        LOG.log(Level.WARNING, "The store was not closed cleanly. H2's ordinary recovery would have "
                + (v.ordinary() < 0 ? "failed" : "gone back to version " + v.ordinary()) + "; it is opened at version "
                + v.scanned() + ", the newest complete one in the file.");
        return v;
    }
}
