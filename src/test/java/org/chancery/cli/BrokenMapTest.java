package org.chancery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
        ChildJvm.Result r = run(List.of("adjudicate"), """
                {"phase":"S1901M","orders":{"France":["A par-bur"]}}
                {"variant":"order-of-the-dragon"}
                {"variant":"classic"}
                """);
        List<String> lines = r.out().lines().toList();
        assertEquals(3, lines.size(), r.out());
        assertTrue(lines.get(0).startsWith("{\"error\":\"this variant is unavailable: maps/classic/variant.json: Unexpected end-of-input"), lines.get(0));
        assertTrue(lines.get(1).contains("\"phase_after\""), "the Dragon plays on: " + lines.get(1));
        assertTrue(lines.get(2).startsWith("{\"error\":\"this variant is unavailable"), lines.get(2));
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("Variant classic is unavailable: maps/classic/variant.json: "), r.err());
        assertFalse((r.out() + r.err()).contains("Exception") || (r.out() + r.err()).contains("\tat "), r.out() + r.err());
    }

    @Test
    void theTableStartsSaysClassicIsUnavailableAndPlaysAnother() throws Exception {
        ChildJvm.Result r = run(List.of(), "new\nnew order-of-the-dragon\nstatus\nquit\n");
        assertTrue(r.err().lines().anyMatch(l -> l.startsWith("Variant classic is unavailable: maps/classic/variant.json: ")), r.err());
        assertTrue(r.out().contains("The variant 'classic' is unavailable: its map could not be loaded"), r.out());
        assertTrue(r.out().contains("(Order of the Dragon)"), r.out());
        assertFalse((r.out() + r.err()).contains("Exception") || (r.out() + r.err()).contains("\tat "), r.out() + r.err());
    }

    private ChildJvm.Result run(List<String> args, String input) throws Exception {
        return ChildJvm.run(dir, args, java.util.Map.of(), input);
    }

    @Test
    void aStoreThatCannotBeCreatedIsAnsweredInOneLine() throws Exception {
        Path inTheWay = dir.resolve("a-file");
        Files.writeString(inTheWay, "not a folder");
        ChildJvm.Result r = ChildJvm.run(dir, List.of(), java.util.Map.of("CHANCERY_DB_URL", "jdbc:h2:file:" + inTheWay + "/sub/x"), "quit\n");
        assertEquals(2, r.code());
        assertEquals(1, r.err().lines().count(), "only the line, no H2 stack trace: " + r.err());
        assertEquals("The store could not be opened: cannot open the store at h2: cannot create " + inTheWay + "/sub. Check"
                + " CHANCERY_DB_URL (or leave it unset for the file in ./data).", r.err().strip());
    }
}
