package org.chancery.cli;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * Runs a short batch command in a child JVM tuned for it. A run of a few seconds on two cores spends more
 * on HotSpot's optimising compiler and G1's helper threads than they give back, and those choices can only
 * be made when a JVM starts. The child inherits stdin, stdout and stderr. Set {@code -Dchancery.batch=1}
 * to run in this JVM with your own flags instead.
 */
final class BatchJvm {
    static final String MARK = "chancery.batch";
    /**
     * C1 alone with one compiler thread, the serial collector, no shared-memory counters (hsperfdata), the class-data
     * archives mapped where they were written instead of moved and patched (ArchiveRelocationMode=0; JDK 17.0.15 moves
     * them by default, about 10 ms of the start), and the JVM's own log on stderr at errors only: its
     * warnings (the archive's writer names classes it skips) would otherwise go to stdout, among the answers. A JVM
     * that does not know a flag ignores it. See docs/performance.md, "Where adjudicate's time goes" and "Seventh look".
     */
    static final List<String> FLAGS = List.of("-XX:+IgnoreUnrecognizedVMOptions", "-XX:TieredStopAtLevel=1",
            "-XX:CICompilerCount=1", "-XX:-UsePerfData", "-XX:+UseSerialGC", "-XX:+UnlockDiagnosticVMOptions",
            "-XX:ArchiveRelocationMode=0", "-Xlog:disable", "-Xlog:all=error:stderr");

    private BatchJvm() {}

    /** The child's exit code, or empty when this JVM should run the command itself. */
    static OptionalInt relaunch(String[] args) {
        if (System.getProperty(MARK) != null) return OptionalInt.empty();
        return run(args, ProcessBuilder.Redirect.INHERIT, ProcessBuilder.Redirect.INHERIT);
    }

    /**
     * Runs the command in the child with its stdin and stdout as given (stderr inherited): with the class-data
     * archive beside the jar when there is one, otherwise writing it as the child ends. Empty when no child can be
     * started (no java beside this one, or not run from a class path).
     */
    static OptionalInt run(String[] args, ProcessBuilder.Redirect in, ProcessBuilder.Redirect out) {
        File java = new File(System.getProperty("java.home"), "bin" + File.separator + "java");
        String classPath = System.getProperty("java.class.path");
        if (!java.canExecute() || classPath == null || classPath.isEmpty()) return OptionalInt.empty();
        List<String> cmd = new ArrayList<>();
        cmd.add(java.getPath());
        cmd.addAll(FLAGS);
        Path archive = archive(classPath);
        Path making = null;
        if (archive != null && Files.isReadable(archive)) {
            cmd.add("-XX:SharedArchiveFile=" + archive);
        } else if (archive != null && Files.isWritable(archive.getParent())) {
            making = archive.resolveSibling(archive.getFileName() + "." + ProcessHandle.current().pid());
            cmd.add("-XX:ArchiveClassesAtExit=" + making);
        }
        cmd.add("-D" + MARK + "=1");
        cmd.add("-cp");
        cmd.add(classPath);
        cmd.add(Main.class.getName());
        cmd.addAll(List.of(args));
        try {
            int code = new ProcessBuilder(cmd).redirectInput(in).redirectOutput(out)
                    .redirectError(ProcessBuilder.Redirect.INHERIT).start().waitFor();
            if (making != null) keep(making, archive);
            return OptionalInt.of(code);
        } catch (IOException e) {
            return OptionalInt.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return OptionalInt.of(130);
        }
    }

    /**
     * The class-data archive (the JDK's AppCDS) of the child's classes, kept beside the jar and named by the jar's
     * size and time, its place and the JDK's version, so that a new jar or JDK makes its own: the first run writes it
     * (ArchiveClassesAtExit), later runs map those classes in instead of loading them. The JDK uses an archive only from
     * the jar it was written for: a jar copied elsewhere with its archive (same size and time) would ignore it in
     * silence and load every class, so its place is in the name too. Null when not run from one jar.
     */
    static Path archive(String classPath) {
        if (classPath.contains(File.pathSeparator) || !classPath.endsWith(".jar")) return null;
        try {
            Path jar = Path.of(classPath).toAbsolutePath();
            String name = jar.getFileName().toString().replaceFirst("\\.jar$", "");
            return jar.resolveSibling(name + "-" + Files.size(jar) + "-" + Files.getLastModifiedTime(jar).toMillis()
                    + "-" + Integer.toHexString(jar.toString().hashCode())
                    + "-java" + Runtime.version().feature() + "." + Runtime.version().update() + ".jsa");
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** Moves a finished archive into place (another run may have done so first); a failed one is dropped. */
    private static void keep(Path made, Path archive) {
        try {
            if (Files.size(made) > 0 && !Files.exists(archive)) Files.move(made, archive, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            // the next run tries again
        } finally {
            try {
                Files.deleteIfExists(made);
            } catch (IOException e) {
                // left for the next run
            }
        }
    }
}
