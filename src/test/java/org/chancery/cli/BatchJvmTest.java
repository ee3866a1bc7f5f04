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
        assertTrue(archive.getFileName().toString().matches("chancery-16-\\d+-[0-9a-f]+-java\\d+\\.\\d+\\.jsa"), archive.toString());
        Files.setLastModifiedTime(jar, FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() + 5_000));
        assertNotEquals(archive, BatchJvm.archive(jar.toString()), "a rebuilt jar makes its own archive");
    }

    @Test
    void aJarCopiedElsewhereMakesItsOwnArchive(@TempDir Path dir) throws Exception {
        Path jar = Files.writeString(dir.resolve("chancery.jar"), "not really a jar");
        Path copy = Files.createDirectories(dir.resolve("elsewhere")).resolve("chancery.jar");
        Files.copy(jar, copy, java.nio.file.StandardCopyOption.COPY_ATTRIBUTES);
        String here = BatchJvm.archive(jar.toString()).getFileName().toString();
        assertNotEquals(here, BatchJvm.archive(copy.toString()).getFileName().toString(),
                "the JDK ignores an archive written for a jar in another place");
    }

    @Test
    void noArchiveOutsideOneJar(@TempDir Path dir) {
        assertNull(BatchJvm.archive("target/classes" + File.pathSeparator + "lib.jar"));
        assertNull(BatchJvm.archive("target/classes"));
        assertNull(BatchJvm.archive(dir.resolve("missing.jar").toString()));
    }
}
