package org.chancery.render;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.TreeMap;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * A SHA-256 of the drawing code itself (every class file of this package, by name), so that what is kept on disk from
 * one build's drawing code ({@link StoredDetails}) is never read by another's, whether or not a version number was
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

    /** The stamp of this package's classes in a directory of classes or a jar. */
    static String of(Path source) {
        try {
            TreeMap<String, byte[]> classes = new TreeMap<>();
            if (Files.isDirectory(source)) {
                Path dir = source.resolve(PACKAGE);
                try (Stream<Path> files = Files.list(dir)) {
                    for (Path f : files.filter(f -> f.toString().endsWith(".class")).toList()) {
                        classes.put(f.getFileName().toString(), Files.readAllBytes(f));
                    }
                }
            } else {
                try (JarFile jar = new JarFile(source.toFile())) {
                    for (var e : jar.stream().filter(e -> e.getName().startsWith(PACKAGE) && e.getName().endsWith(".class")
                            && e.getName().indexOf('/', PACKAGE.length()) < 0).toList()) {
                        try (InputStream in = jar.getInputStream(e)) {
                            classes.put(e.getName().substring(PACKAGE.length()), in.readAllBytes());
                        }
                    }
                }
            }
            if (classes.isEmpty()) return "unknown " + System.nanoTime();
            MessageDigest sha = StoredFile.sha256();
            for (var c : classes.entrySet()) {
                sha.update(c.getKey().getBytes(java.nio.charset.StandardCharsets.UTF_8));
                sha.update(c.getValue());
            }
            return HexFormat.of().formatHex(sha.digest());
        } catch (IOException | RuntimeException e) {
            return "unknown " + System.nanoTime(); // never matches a file kept before
        }
    }
}
