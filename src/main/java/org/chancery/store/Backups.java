package org.chancery.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Backups of the H2 store: H2's own {@code BACKUP TO}, a consistent copy taken while the store is in use, as one
 * zip; the running bot keeps one a day ({@link #daily}); {@link #restore} puts one back in place of the file.
 * PostgreSQL is backed up with its own tools (pg_dump), which the answer says.
 */
public final class Backups {
    private Backups() {}

    /** Writes a backup of the store to {@code zip}; returns its size in bytes. */
    public static long backup(Database db, Path zip) {
        if (db.vendor() != Database.Vendor.H2 || H2Recovery.file(db.url()) == null) {
            throw StoreFailure.said("This store is not an H2 file: back PostgreSQL up with pg_dump while the bot runs"
                    + " (docs/operators.md#backups).", null);
        }
        try {
            Path parent = zip.toAbsolutePath().getParent();
            if (parent != null) Files.createDirectories(parent);
            Path part = zip.resolveSibling(zip.getFileName() + ".part");
            Files.deleteIfExists(part);
            String path = part.toAbsolutePath().toString().replace("'", "''");
            db.inTransaction(c -> {
                try (var s = c.createStatement()) {
                    s.execute("BACKUP TO '" + path + "'");
                }
                return null;
            });
            Files.move(part, zip, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            return Files.size(zip);
        } catch (IOException e) {
            throw StoreFailure.of(zip, e);
        }
    }

    /**
     * Today's backup in {@code dir} ({@code chancery-YYYY-MM-DD.zip}, UTC), made if it is not there yet, and the
     * oldest removed beyond {@code keep}. Returns the file made, or null if today's was there.
     */
    public static Path daily(Database db, Path dir, int keep, LocalDate today) {
        Path file = dir.resolve("chancery-" + today + ".zip");
        if (Files.exists(file)) return null;
        backup(db, file);
        List<Path> all = list(dir);
        for (int i = 0; i < all.size() - keep; i++) {
            try {
                Files.deleteIfExists(all.get(i));
            } catch (IOException e) {
                throw StoreFailure.of(all.get(i), e);
            }
        }
        return file;
    }

    public static Path daily(Database db, Path dir, int keep) {
        return daily(db, dir, keep, LocalDate.now(ZoneOffset.UTC));
    }

    /** The daily backups in {@code dir}, oldest first. */
    public static List<Path> list(Path dir) {
        List<Path> out = new ArrayList<>();
        if (!Files.isDirectory(dir)) return out;
        try (var files = Files.list(dir)) {
            files.filter(p -> p.getFileName().toString().matches("chancery-\\d{4}-\\d{2}-\\d{2}\\.zip")).sorted().forEach(out::add);
        } catch (IOException e) {
            throw StoreFailure.of(dir, e);
        }
        return out;
    }

    /**
     * Puts the store file {@code storeFile} ({@code ….mv.db}) back from a backup zip. The file in place is kept
     * beside it as {@code ….mv.db.before-restore-<time>}. Refused if the zip holds no H2 store or the store is in use.
     * Returns the name of the file kept aside, or null if there was none.
     */
    public static Path restore(Path zip, Path storeFile) {
        try (ZipFile z = new ZipFile(zip.toFile())) {
            ZipEntry entry = z.stream().filter(e -> e.getName().endsWith(".mv.db")).findFirst().orElse(null);
            if (entry == null) {
                throw StoreFailure.said(zip + " is not a Chancery backup: it holds no H2 store (a file ending in .mv.db).", null);
            }
            Path aside = null;
            if (Files.exists(storeFile)) {
                try (var ch = java.nio.channels.FileChannel.open(storeFile, java.nio.file.StandardOpenOption.WRITE);
                     var lock = ch.tryLock()) {
                    if (lock == null) throw StoreFailure.said(StoreFailure.locked(storeFile), null);
                } catch (java.nio.channels.OverlappingFileLockException e) {
                    throw StoreFailure.said(StoreFailure.locked(storeFile), e);
                }
                aside = storeFile.resolveSibling(storeFile.getFileName() + ".before-restore-" + System.currentTimeMillis());
                Files.move(storeFile, aside);
            }
            Path part = storeFile.resolveSibling(storeFile.getFileName() + ".part");
            try (InputStream in = z.getInputStream(entry)) {
                Files.copy(in, part, StandardCopyOption.REPLACE_EXISTING);
            }
            Files.move(part, storeFile, StandardCopyOption.ATOMIC_MOVE);
            return aside;
        } catch (java.util.zip.ZipException e) {
            throw StoreFailure.said(zip + " is not a Chancery backup: it is not a zip file.", e);
        } catch (IOException e) {
            throw StoreFailure.of(zip, e);
        }
    }
}
