package org.chancery.render;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.TreeMap;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import java.util.zip.CRC32;

/**
 * A stamp of the drawing code itself (every class file of this package, by name, length and CRC-32), so that what is
 * kept on disk from one build's drawing code ({@link StoredDetails}) is never read by another's, whether or not a version number was
 * raised. Read once per process; "unknown" (nothing kept is then read back) when the classes cannot be found.
 */
final class CodeStamp {
    private static final String PACKAGE = CodeStamp.class.getPackageName().replace('.', '/') + "/";
    private static volatile String stamp;

    private CodeStamp() {}

    static String of() {
        String s = stamp;
        if (s == null) {
            s = compute();
            stamp = s;
        }
        return s;
    }

    private static String compute() {
        try {
            return of(Path.of(CodeStamp.class.getProtectionDomain().getCodeSource().getLocation().toURI()));
        } catch (URISyntaxException | RuntimeException e) {
            return "unknown " + System.nanoTime(); // never matches a file kept before
        }
    }

    /**
     * The stamp of this package's classes in a directory of classes or a jar: a SHA-256 of each class's name, length and
     * CRC-32. A jar holds each entry's CRC-32 in its directory, so none is inflated; a directory's classes are read and
     * summed natively. (Hashing the classes' bytes whole took 15 to 20 ms of a fresh process's first map.)
     */
    static String of(Path source) {
        try {
            TreeMap<String, String> classes = new TreeMap<>();
            if (Files.isDirectory(source)) {
                Path dir = source.resolve(PACKAGE);
                try (Stream<Path> files = Files.list(dir)) {
                    for (Path f : files.filter(f -> f.toString().endsWith(".class")).toList()) {
                        byte[] bytes = Files.readAllBytes(f);
                        CRC32 crc = new CRC32();
                        crc.update(bytes);
                        classes.put(f.getFileName().toString(), bytes.length + " " + crc.getValue());
                    }
                }
            } else {
                try (JarFile jar = new JarFile(source.toFile())) {
                    for (var e : jar.stream().filter(e -> e.getName().startsWith(PACKAGE) && e.getName().endsWith(".class")
                            && e.getName().indexOf('/', PACKAGE.length()) < 0).toList()) {
                        if (e.getSize() < 0 || e.getCrc() < 0) return "unknown " + System.nanoTime();
                        classes.put(e.getName().substring(PACKAGE.length()), e.getSize() + " " + e.getCrc());
                    }
                }
            }
            if (classes.isEmpty()) return "unknown " + System.nanoTime();
            StringBuilder all = new StringBuilder();
            for (var c : classes.entrySet()) all.append(c.getKey()).append(' ').append(c.getValue()).append('\n');
            return StoredFile.sha256(all.toString());
        } catch (IOException | RuntimeException e) {
            return "unknown " + System.nanoTime(); // never matches a file kept before
        }
    }
}
