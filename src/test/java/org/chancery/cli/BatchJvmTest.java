package org.chancery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The batch child's class-data archive lives beside the jar, one for each jar and JDK. */
class BatchJvmTest {
    @Test
    void eachJarHasItsOwnArchiveBesideIt(@TempDir Path dir) throws Exception {
        Path jar = Files.writeString(dir.resolve("chancery.jar"), "not really a jar");
        Path archive = BatchJvm.archive(jar.toString());
        assertEquals(dir, archive.getParent());
        assertTrue(archive.getFileName().toString().matches("chancery-16-\\d+-java\\d+\\.\\d+\\.jsa"), archive.toString());
        Files.setLastModifiedTime(jar, FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() + 5_000));
        assertNotEquals(archive, BatchJvm.archive(jar.toString()), "a rebuilt jar makes its own archive");
    }

    @Test
    void noArchiveOutsideOneJar(@TempDir Path dir) {
        assertNull(BatchJvm.archive("target/classes" + File.pathSeparator + "lib.jar"));
        assertNull(BatchJvm.archive("target/classes"));
        assertNull(BatchJvm.archive(dir.resolve("missing.jar").toString()));
    }
}
