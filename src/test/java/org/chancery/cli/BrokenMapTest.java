package org.chancery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A truncated maps/classic/variant.json (issue 23) once killed Chancery at start with a stack trace. Each variant
 * loads alone: the broken one is reported in one line naming its file and problem and is unavailable; the others
 * play on. Run in a child JVM whose working folder holds the broken maps.
 */
class BrokenMapTest {
    @TempDir
    Path dir;

    @BeforeEach
    void breakClassic() throws IOException {
        Path maps = Path.of("maps");
        try (Stream<Path> all = Files.walk(maps)) {
            for (Path p : all.toList()) {
                Path to = dir.resolve(p.toString());
                if (Files.isDirectory(p)) Files.createDirectories(to);
                else Files.copy(p, to);
            }
        }
        Path classic = dir.resolve("maps/classic/variant.json");
        byte[] whole = Files.readAllBytes(classic);
        Files.write(classic, java.util.Arrays.copyOf(whole, whole.length / 2));
    }

    @Test
    void adjudicateAnswersTheBrokenVariantsLinesAndPlaysTheOthers() throws Exception {
        Result r = run(List.of("adjudicate"), """
                {"phase":"S1901M","orders":{"France":["A par-bur"]}}
                {"variant":"order-of-the-dragon"}
                {"variant":"classic"}
                """);
        List<String> lines = r.out.lines().toList();
        assertEquals(3, lines.size(), r.out);
        assertTrue(lines.get(0).startsWith("{\"error\":\"this variant is unavailable: maps/classic/variant.json: Unexpected end-of-input"), lines.get(0));
        assertTrue(lines.get(1).contains("\"phase_after\""), "the Dragon plays on: " + lines.get(1));
        assertTrue(lines.get(2).startsWith("{\"error\":\"this variant is unavailable"), lines.get(2));
        assertEquals(1, r.err.lines().count(), r.err);
        assertTrue(r.err.startsWith("Variant classic is unavailable: maps/classic/variant.json: "), r.err);
        assertFalse((r.out + r.err).contains("Exception") || (r.out + r.err).contains("\tat "), r.out + r.err);
    }

    @Test
    void theTableStartsSaysClassicIsUnavailableAndPlaysAnother() throws Exception {
        Result r = run(List.of(), "new\nnew order-of-the-dragon\nstatus\nquit\n");
        assertTrue(r.err.lines().anyMatch(l -> l.startsWith("Variant classic is unavailable: maps/classic/variant.json: ")), r.err);
        assertTrue(r.out.contains("The variant 'classic' is unavailable: its map could not be loaded"), r.out);
        assertTrue(r.out.contains("(Order of the Dragon)"), r.out);
        assertFalse((r.out + r.err).contains("Exception") || (r.out + r.err).contains("\tat "), r.out + r.err);
    }

    private record Result(String out, String err) {}

    private Result run(List<String> args, String input) throws Exception {
        List<String> cmd = new java.util.ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "-Xmx256m", "-XX:TieredStopAtLevel=1", "-Dchancery.batch=1",
                Main.class.getName()));
        cmd.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile());
        pb.environment().remove("DISCORD_TOKEN");
        pb.environment().remove("CHANCERY_DB_URL");
        Process p = pb.start();
        p.getOutputStream().write(input.getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        var out = new java.util.concurrent.CompletableFuture<String>();
        var err = new java.util.concurrent.CompletableFuture<String>();
        new Thread(() -> out.complete(read(p.getInputStream()))).start();
        new Thread(() -> err.complete(read(p.getErrorStream()))).start();
        assertTrue(p.waitFor(90, TimeUnit.SECONDS), "the process ends");
        return new Result(out.get(), err.get());
    }

    private static String read(java.io.InputStream in) {
        try {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return e.toString();
        }
    }
}
