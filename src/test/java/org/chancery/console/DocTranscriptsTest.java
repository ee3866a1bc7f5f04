package org.chancery.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.chancery.command.Commands;
import org.chancery.command.RenderedMaps;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every transcript in the README and docs/ is played at the local table, on a fresh store, and the answers shown must
 * be the table's. A transcript is a fenced block of lines "France@table> order ..." (what is typed) followed by lines of
 * the answer; each answer line must appear, in order, in the table's answer to that command (a line ending "..." is
 * a prefix), and the lines shown are the whole answer unless one of them ends "..." (some left out). A comment {@code <!-- table: new europe-1615; as France -->} just before a block gives commands played
 * first, unchecked. The table writes files to {@code data/out/}; here they go under target/ and are read as data/out/.
 */
class DocTranscriptsTest {
    private static final Pattern PROMPT = Pattern.compile("^([A-Za-z][\\w ]*)@([\\w-]+)> (.*)$");
    private static final Pattern SETUP = Pattern.compile("<!-- table: (.*?) -->\\s*$");
    private static final Pattern SHOWN = Pattern.compile("(?m)^([A-Za-z][\\w ]*@[\\w-]+)> ");

    record Step(String prompt, String typed, List<String> answer) {}

    record Transcript(String where, List<String> setup, List<Step> steps) {}

    @TestFactory
    Stream<DynamicTest> everyTranscriptInTheDocsIsWhatTheTableAnswers() throws IOException {
        List<Transcript> all = new ArrayList<>();
        List<Path> files = new ArrayList<>(List.of(Path.of("README.md")));
        try (Stream<Path> docs = Files.walk(Path.of("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(files::add);
        }
        for (Path f : files) all.addAll(transcripts(f));
        assertTrue(all.size() >= 3, "transcripts found: " + all.size());
        return all.stream().map(t -> DynamicTest.dynamicTest(t.where(), () -> play(t)));
    }

    static List<Transcript> transcripts(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file);
        List<Transcript> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (!lines.get(i).startsWith("```")) continue;
            int end = i + 1;
            while (end < lines.size() && !lines.get(end).startsWith("```")) end++;
            List<Step> steps = new ArrayList<>();
            for (String l : lines.subList(i + 1, Math.min(end, lines.size()))) {
                Matcher m = PROMPT.matcher(l);
                if (m.matches()) steps.add(new Step(m.group(1) + "@" + m.group(2), m.group(3), new ArrayList<>()));
                else if (!steps.isEmpty() && !l.isBlank()) steps.get(steps.size() - 1).answer().add(l.trim());
            }
            if (!steps.isEmpty()) {
                List<String> setup = new ArrayList<>();
                Matcher s = i > 0 ? SETUP.matcher(lines.get(i - 1)) : null;
                if (s != null && s.find()) for (String c : s.group(1).split(";")) setup.add(c.trim());
                // A variant's guide shows how its game is made: no set-up hidden in a comment a rendered page drops.
                if (file.startsWith(Path.of("docs", "variants"))) {
                    assertTrue(setup.isEmpty(), file + ":" + (i + 1) + ": the set-up is hidden in a comment; type it in the block");
                    String first = steps.get(0).typed();
                    assertTrue(first.equals("new") || first.startsWith("new ") || first.startsWith("game create "),
                            file + ":" + (i + 1) + ": a guide's transcript begins by making its game, not with '" + first + "'");
                }
                out.add(new Transcript(file + ":" + (i + 1), setup, steps));
            }
            i = end;
        }
        return out;
    }

    static void play(Transcript t) throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-03-01T12:00:00Z"));
            StringBuilder script = new StringBuilder();
            for (String c : t.setup()) script.append(c).append('\n');
            for (Step s : t.steps()) script.append(s.typed()).append('\n');
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            Path files = Path.of("target", "doc-transcripts");
            RenderedMaps maps = new RenderedMaps();
            new Console(service, new Commands(service, maps), new PrintStream(bytes, true, StandardCharsets.UTF_8),
                    files, maps).run(ConsoleScriptTest.text(script.toString()));
            String out = bytes.toString(StandardCharsets.UTF_8).replace(files + "/", "data/out/");
            // The answers, one a prompt: the text after the n-th prompt is the answer to the n-th line typed.
            Matcher m = SHOWN.matcher(out);
            List<String> prompts = new ArrayList<>();
            List<Integer> starts = new ArrayList<>();
            List<Integer> ends = new ArrayList<>();
            while (m.find()) {
                prompts.add(m.group(1));
                starts.add(m.end());
                if (!ends.isEmpty() || starts.size() > 1) ends.add(m.start());
            }
            ends.add(out.length());
            int first = t.setup().size();
            for (int k = 0; k < t.steps().size(); k++) {
                Step s = t.steps().get(k);
                int n = first + k;
                assertTrue(n < prompts.size(), t.where() + ": the table stopped before '" + s.typed() + "'\n" + out);
                assertEquals(s.prompt(), prompts.get(n), t.where() + ": the prompt before '" + s.typed() + "'");
                String answer = out.substring(starts.get(n), n + 1 < starts.size() ? ends.get(n) : out.length());
                int from = 0;
                for (String line : s.answer()) {
                    String want = line.endsWith("...") ? line.substring(0, line.length() - 3) : line;
                    int at = answer.indexOf(want, from);
                    assertTrue(at >= 0, t.where() + ": after '" + s.prompt() + "> " + s.typed() + "' the docs show\n  "
                            + line + "\nbut the table answered\n" + answer);
                    from = at + want.length();
                }
                // An answer shown is the whole answer, unless a line of it ends "..." (the rest left out).
                if (!s.answer().isEmpty() && s.answer().stream().noneMatch(l -> l.endsWith("..."))) {
                    assertEquals(answer.strip().lines().count(), s.answer().size(), t.where() + ": after '" + s.prompt()
                            + "> " + s.typed() + "' the docs show " + s.answer().size() + " lines, not the whole answer"
                            + " (end a line with ... where some is left out); the table answered\n" + answer);
                }
            }
        }
    }
}
