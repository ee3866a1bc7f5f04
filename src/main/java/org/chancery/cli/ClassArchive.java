package org.chancery.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalInt;

/**
 * Writes the batch child's class-data archive beside the jar at package time (pom.xml runs it on the packed jar),
 * so that the first {@code adjudicate} on a fresh machine already maps its classes in instead of loading them: the
 * child adjudicates a few scenario lines of every kind of phase (cli/archive-training.jsonl) and the JDK writes the
 * classes it loaded as it exits. Does nothing when the archive is there, or when not run from one jar.
 */
public final class ClassArchive {
    private ClassArchive() {}

    public static void main(String[] args) throws IOException {
        Path archive = BatchJvm.archive(System.getProperty("java.class.path", ""));
        if (archive == null || Files.exists(archive)) return;
        dropOld(archive);
        Path lines = Files.createTempFile("chancery-archive", ".jsonl");
        try (InputStream in = ClassArchive.class.getResourceAsStream("/cli/archive-training.jsonl")) {
            if (in == null) throw new IOException("cli/archive-training.jsonl is not in the jar");
            Files.write(lines, in.readAllBytes());
            OptionalInt code = BatchJvm.run(new String[] {"adjudicate"}, ProcessBuilder.Redirect.from(lines.toFile()),
                    ProcessBuilder.Redirect.DISCARD);
            if (code.isEmpty() || code.getAsInt() != 0 || !Files.exists(archive)) {
                System.err.println("No class-data archive was written; adjudicate writes it at its first run instead.");
            } else {
                System.out.println("Class-data archive for adjudicate: " + archive + " (" + Files.size(archive) / 1024 + " KB)");
            }
        } finally {
            Files.deleteIfExists(lines);
        }
    }

    /** Deletes the archives of earlier builds of the jar beside it (their names hold its old size and time). */
    private static void dropOld(Path archive) throws IOException {
        String jar = archive.getFileName().toString().replaceFirst("-\\d+-\\d+(-[0-9a-f]+)?-java[\\d.]+\\.jsa$", "");
        try (var old = Files.newDirectoryStream(archive.getParent(), jar + "-*-java*.jsa")) {
            for (Path p : old) Files.deleteIfExists(p);
        }
    }
}
