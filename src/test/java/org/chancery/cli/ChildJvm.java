package org.chancery.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** Runs {@code Main} in a child JVM on this test's class path, in a given folder, with stdin given; returns its output. */
final class ChildJvm {
    record Result(String out, String err, int code) {}

    private ChildJvm() {}

    static Result run(Path dir, List<String> args, Map<String, String> env, String input) throws Exception {
        return run(dir, List.of(), args, env, input);
    }

    /** The same with JVM options before the class name. */
    static Result run(Path dir, List<String> jvm, List<String> args, Map<String, String> env, String input) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "-Xmx256m", "-XX:TieredStopAtLevel=1", "-Dchancery.batch=1"));
        cmd.addAll(jvm);
        cmd.add(Main.class.getName());
        cmd.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile());
        pb.environment().remove("DISCORD_TOKEN");
        pb.environment().remove("CHANCERY_DB_URL");
        pb.environment().putAll(env);
        Process p = pb.start();
        p.getOutputStream().write(input.getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        CompletableFuture<String> out = new CompletableFuture<>(), err = new CompletableFuture<>();
        new Thread(() -> out.complete(read(p.getInputStream()))).start();
        new Thread(() -> err.complete(read(p.getErrorStream()))).start();
        assertTrue(p.waitFor(90, TimeUnit.SECONDS), "the process ends");
        return new Result(out.get(), err.get(), p.exitValue());
    }

    private static String read(java.io.InputStream in) {
        try {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return e.toString();
        }
    }
}
