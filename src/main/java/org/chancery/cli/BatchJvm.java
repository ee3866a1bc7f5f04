package org.chancery.cli;

import java.io.File;
import java.io.IOException;
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
    private static final List<String> FLAGS = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC");

    private BatchJvm() {}

    /** The child's exit code, or empty when this JVM should run the command itself. */
    static OptionalInt relaunch(String[] args) {
        if (System.getProperty(MARK) != null) return OptionalInt.empty();
        File java = new File(System.getProperty("java.home"), "bin" + File.separator + "java");
        String classPath = System.getProperty("java.class.path");
        if (!java.canExecute() || classPath == null || classPath.isEmpty()) return OptionalInt.empty();
        List<String> cmd = new ArrayList<>();
        cmd.add(java.getPath());
        cmd.addAll(FLAGS);
        cmd.add("-D" + MARK + "=1");
        cmd.add("-cp");
        cmd.add(classPath);
        cmd.add(Main.class.getName());
        cmd.addAll(List.of(args));
        try {
            return OptionalInt.of(new ProcessBuilder(cmd).inheritIO().start().waitFor());
        } catch (IOException e) {
            return OptionalInt.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return OptionalInt.of(130);
        }
    }
}
