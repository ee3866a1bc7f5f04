package org.chancery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CheckMapCommandTest {
    private static final Path FIXTURES = Path.of("src/test/resources/maps");
    private static final String CLASSIC_OK = "maps/classic/variant.json: ok (75 provinces, 34 supply centres, 7 powers; help.json 5 topics)";

    private int code;

    private List<String> run(Path mapsDir, String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        code = mapsDir == null ? CheckMapCommand.run(args, out) : CheckMapCommand.run(args, out, mapsDir);
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void noArgumentsChecksTheMapsFolder() {
        List<String> lines = run(null);
        assertTrue(lines.contains(CLASSIC_OK), lines.toString());
        assertEquals(0, code);
    }

    @Test
    void variantIdAndPath() {
        assertEquals(List.of(CLASSIC_OK, CLASSIC_OK), run(null, "classic", "maps/classic/variant.json"));
        assertEquals(0, code);
    }

    @Test
    void brokenMapListsEveryProblem() {
        String file = FIXTURES.resolve("broken-edges/variant.json").toString();
        assertEquals(List.of(
                file + ": bay: army edge [fld, bay]: armies cannot enter a sea province",
                file + ": nowhere: fleet edge [bay, nowhere] names an unknown province",
                file + ": fld: starting fleet on a land province"), run(null, file));
        assertEquals(1, code);
    }

    @Test
    void everyFolderIsCheckedAndOneBadMapFails() {
        String broken = FIXTURES.resolve("broken-edges/variant.json").toString();
        String tiny = FIXTURES.resolve("tiny/variant.json").toString();
        List<String> lines = run(FIXTURES);
        assertEquals(4, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith(broken + ": "), lines.get(0));
        assertEquals(tiny + ": ok (5 provinces, 4 supply centres, 2 powers)", lines.get(3));
        assertEquals(1, code);
    }

    @Test
    void idsAreLookedUpInTheMapsFolder() {
        assertEquals(List.of(FIXTURES.resolve("tiny/variant.json") + ": ok (5 provinces, 4 supply centres, 2 powers)"),
                run(FIXTURES, "tiny"));
        assertEquals(0, code);
    }

    @Test
    void goodAndBadTogetherExitOne() {
        List<String> lines = run(null, "classic", FIXTURES.resolve("broken-edges").toString());
        assertEquals(CLASSIC_OK, lines.get(0));
        assertEquals(4, lines.size());
        assertEquals(1, code);
    }

    @Test
    void unknownVariant() {
        assertEquals(List.of("maps/nosuch/variant.json: no such variant 'nosuch'"), run(null, "nosuch"));
        assertEquals(1, code);
    }

    @Test
    void unreadableFile(@TempDir Path dir) {
        Path file = dir.resolve("missing.json");
        List<String> lines = run(null, file.toString());
        assertEquals(1, lines.size());
        assertTrue(lines.get(0).startsWith(file + ": cannot read"), lines.get(0));
        assertEquals(1, code);
    }

    @Test
    void malformedJson(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("variant.json");
        Files.writeString(file, "{\"id\": \"x\",\n  \"provinces\": [}");
        List<String> lines = run(null, file.toString());
        assertEquals(1, lines.size());
        assertTrue(lines.get(0).startsWith(file + ": ") && lines.get(0).endsWith("(line 2)"), lines.get(0));
        assertEquals(1, code);
    }

    @Test
    void everyShippedMapAndItsHelpPass() {
        List<String> lines = run(null);
        assertEquals(6, lines.size(), lines.toString());
        for (String l : lines) assertTrue(l.contains(": ok (") && l.contains(" topics)"), l);
        assertEquals(0, code);
    }

    @Test
    void aBrokenHelpFileBesideTheMapFailsItWithAClearMessage(@TempDir Path dir) throws Exception {
        Files.copy(Path.of("maps/classic/variant.json"), dir.resolve("variant.json"));
        Files.writeString(dir.resolve("help.json"), "{\"topics\": {\"moves\": [\"Move: 'A par-bru'.\"]},"
                + " \"refused\": [{\"topic\": \"convoy\", \"when\": \" c \"}]}");
        List<String> lines = run(null, dir.toString());
        String help = dir.resolve("help.json").toString();
        assertEquals(List.of(help + ": 'refused' names no topic 'convoy'; the topics: moves",
                help + ": topic 'moves': 'A par-bru' does not read as an order of Classic Diplomacy: no province 'bru';"
                        + " did you mean Brest or Prussia? Write it as a player would type it, or list it under \"prose\" if it is not an order"),
                lines);
        assertEquals(1, code);
    }

    @Test
    void emptyMapsFolder(@TempDir Path dir) {
        List<String> lines = run(dir);
        assertEquals(1, lines.size());
        assertTrue(lines.get(0).contains("no variant.json found"), lines.get(0));
        assertEquals(1, code);
    }
}
