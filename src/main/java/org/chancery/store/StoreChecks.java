package org.chancery.store;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Checks made before an H2 file is opened, so that a store that cannot be written is refused at start in one
 * line rather than opened read-only by H2, to fail at the first command.
 */
final class StoreChecks {
    private StoreChecks() {}

    /** Throws a StoreException in words if the file, or the folder it lives in, cannot be written. */
    static void writable(Path file) {
        Path dir = file.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) return; // H2 makes it, or says why not
        Path probe = dir.resolve(".chancery-write-check");
        try {
            Files.write(probe, new byte[4096]);
            Files.delete(probe);
            if (Files.exists(file)) {
                try (FileChannel ignored = FileChannel.open(file, StandardOpenOption.WRITE)) {
                    // opening it for writing is the check
                }
            }
        } catch (IOException e) {
            try {
                Files.deleteIfExists(probe);
            } catch (IOException ignored) {
                // the folder refused the probe too
            }
            if (StoreFailure.diskFull(e)) throw StoreFailure.said(StoreFailure.diskFull(file), e);
            throw StoreFailure.said(StoreFailure.readOnly(dir), e);
        }
    }
}
