package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The drawing code's stamp, which keys the boards' details kept on disk: the same from classes or a jar, new with new code. */
class CodeStampTest {
    @TempDir
    Path dir;

    @Test
    void aJarOfTheSameClassesHasTheSameStampAndChangedCodeAnother() throws Exception {
        String here = CodeStamp.of();
        assertTrue(here.matches("[0-9a-f]{64}"), here);
        Path classes = Path.of(CodeStamp.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path pkg = classes.resolve("org/chancery/render");
        Path jar = dir.resolve("same.jar"), changed = dir.resolve("changed.jar");
        write(jar, pkg, null);
        write(changed, pkg, "BoardDetails.class");
        assertEquals(here, CodeStamp.of(jar));
        assertNotEquals(here, CodeStamp.of(changed), "a changed class of the drawing code must change the stamp");
        assertTrue(CodeStamp.of(dir.resolve("missing.jar")).startsWith("unknown"));
    }

    /** A jar of the package's classes (and another package's file, which the stamp leaves out), one class altered. */
    private static void write(Path jar, Path pkg, String alter) throws Exception {
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar)); Stream<Path> files = Files.list(pkg)) {
            for (Path f : files.filter(f -> f.toString().endsWith(".class")).sorted().toList()) {
                out.putNextEntry(new JarEntry("org/chancery/render/" + f.getFileName()));
                byte[] bytes = Files.readAllBytes(f);
                if (f.getFileName().toString().equals(alter)) bytes[bytes.length - 1] ^= 1;
                out.write(bytes);
            }
            out.putNextEntry(new JarEntry("org/chancery/render/sub/Other.class"));
            OutputStream o = out;
            o.write(1);
        }
    }
}
