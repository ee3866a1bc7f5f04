package org.chancery.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every measured figure in the README and docs/ (a number with a unit of time, size, rate or a percentage) names where
 * it comes from, when and on what: its paragraph or list item carries a tag
 * {@code (measured by `Source`, 2026-11-26, 2-core)}, where each source is a benchmark or test class, a method of one
 * ({@code `W3kBenchmark.movementPhase`}), or a script under bench/, and 2-core is the project's shared machine (2 cores,
 * 24 GB, OpenJDK 17.0.15). A table takes the tag of its caption (the paragraph just above it), or else each row
 * carries its own. Numbers that are not measurements (limits, settings, Discord's own rules) are listed in
 * {@link #NOT_MEASURED}, each a phrase that must still be found in the docs.
 */
class DocFiguresTest {
    static final Pattern TAG = Pattern.compile(
            "\\(measured by (`[^`]+`(?:(?:, | and )`[^`]+`)*), (\\d{4}-\\d{2}-\\d{2}), 2-core\\)");
    private static final Pattern SOURCE = Pattern.compile("`([^`]+)`");
    /**
     * A number with a unit: time, size, rate, share, or a count of tests or cases; "s" only after a space ("41 s", not
     * HTTP's "429s").
     */
    static final Pattern FIGURE = Pattern.compile("(?<![\\w.])\\d[\\d,]*(?:\\.\\d+)?(?:\\s*±\\s*[\\d,.]+)?"
            + "(?:\\s*(?:ms|µs|ns|MB|KB|kB|GB|ops/s|/s|%)|\\s+(?:s|min|minutes?|seconds?|hours?|bytes)|(?:\\s+[\\w-]+){1,2}\\s+a second"
            + "|(?:\\s+[\\w-]+){0,2}\\s+(?:tests|cases))"
            + "(?![\\w/])");
    private static final Pattern ITEM = Pattern.compile("^\\s{0,2}(?:[-*]|\\d+\\.)\\s");


    /** Figures that are limits or settings, not measurements: the phrase that holds each, and why. */
    static final Map<String, String> NOT_MEASURED = Map.ofEntries(
            Map.entry("a phase lasts 5 minutes to 90 days", "a limit the settings enforce"),
            Map.entry("within 15 minutes", "how long a Confirm button lasts"),
            Map.entry("1 s doubling to 5 min", "the poster's backoff"),
            Map.entry("within Discord's 3 s", "Discord's rule for an interaction's answer"),
            Map.entry("if it takes over 1 s", "when the bot defers"),
            Map.entry("15-minute tokens", "Discord's interaction tokens"),
            Map.entry("a connection idle for 15 s", "the HTTP room's settings"),
            Map.entry("10 s is closed too", "the HTTP room's request deadline"),
            Map.entry("a connection quiet for 0.5 s is closed", "the HTTP room's settings"),
            Map.entry("for at most 2 s and 16 MiB", "how long the HTTP room reads headers too large"),
            Map.entry("a lease (60 s)", "the claim's lease"),
            Map.entry("retention time (45 s)", "H2's setting"),
            Map.entry("20 ms for Discord's answer", "the crash trials' fake delay"),
            Map.entry("at most 384 MB", "the map layers' cap"),
            Map.entry("one core or under 1,792 MB", "the JVM's rule for choosing the serial collector"),
            Map.entry("2 KB of random bytes", "what the hostile clients send"),
            Map.entry("\"in 3 hours\"", "an example of Discord's relative time"),
            Map.entry("2 cores, 24 GB, OpenJDK 17.0.15", "the machine"),
            Map.entry("iterations of 2 s each", "JMH's settings"),
            Map.entry("iterations of 2 s)", "JMH's settings"),
            Map.entry("Every image is under 2 MB", "the post's limit, which PngSizeTest holds"));

    /** A paragraph or list item, with the rows of a table under it. */
    record Unit(String where, StringBuilder caption, List<String> rows) {
        String text() { return caption + String.join(" ", rows); }
    }

    @Test
    void everyMeasuredFigureNamesItsSourceDateAndMachine() throws IOException {
        List<String> untagged = new ArrayList<>();
        int figures = 0;
        for (Path f : docs()) {
            for (Unit u : units(f)) {
                List<String> parts = new ArrayList<>(List.of(u.caption().toString()));
                if (!TAG.matcher(u.caption()).find()) parts.addAll(u.rows());
                for (String part : parts) {
                    List<String> found = figures(withoutAllowed(part));
                    figures += found.size();
                    if (!found.isEmpty() && !TAG.matcher(part).find()) {
                        untagged.add(u.where() + ": " + found + " in: " + shorten(part));
                    }
                }
            }
        }
        assertTrue(figures > 100, "figures found: " + figures);
        assertTrue(untagged.isEmpty(), "a measured figure without \"(measured by `Benchmark`, YYYY-MM-DD, 2-core)\" on its"
                + " paragraph, list item or table; tag it, or list a limit in DocFiguresTest.NOT_MEASURED\n"
                + String.join("\n", untagged));
    }

    @Test
    void everyTagNamesASourceInTheTreeAndAPastDate() throws IOException {
        List<String> wrong = new ArrayList<>();
        int tags = 0;
        for (Path f : docs()) {
            for (Unit u : units(f)) {
                Matcher m = TAG.matcher(u.text());
                while (m.find()) {
                    tags++;
                    LocalDate date = LocalDate.parse(m.group(2));
                    if (date.isAfter(LocalDate.now()) || date.isBefore(LocalDate.of(2026, 11, 1))) {
                        wrong.add(u.where() + ": date " + date);
                    }
                    Matcher s = SOURCE.matcher(m.group(1));
                    while (s.find()) if (!exists(s.group(1))) wrong.add(u.where() + ": no `" + s.group(1) + "` in the tree");
                }
            }
        }
        assertTrue(tags > 20, "tags found: " + tags);
        assertEquals(List.of(), wrong, String.join("\n", wrong));
    }

    @Test
    void everyAllowedPhraseIsStillInTheDocs() throws IOException {
        StringBuilder all = new StringBuilder();
        for (Path f : docs()) for (Unit u : units(f)) all.append(u.text()).append('\n');
        Set<String> stale = new TreeSet<>();
        for (String phrase : NOT_MEASURED.keySet()) if (!all.toString().contains(phrase)) stale.add(phrase);
        assertEquals(Set.of(), stale, "phrases no longer in the docs: drop them from NOT_MEASURED");
    }

    @Test
    void theCheckSeesFiguresAndTags() {
        assertEquals(List.of("41 s", "104 MB", "304,625 ± 59,794 ops/s", "4.6%", "56,637 phases a second", "0.41 ms",
                        "1,580 tests", "164 chapter 6 cases"),
                figures("took 41 s and 104 MB; 304,625 ± 59,794 ops/s; 4.6% of it; 56,637 phases a second; in 0.41 ms;"
                        + " 1,580 tests; 164 of 164 chapter 6 cases"));
        assertEquals(List.of(), figures("HTTP 429s, rule 6.B.3, 2,000 characters, a 2-core machine, Spring 1901, 384 regions"));
        assertTrue(TAG.matcher("x (measured by `RenderBenchmark.png` and `bench/run-jmh`, 2026-11-23, 2-core).").find());
        assertTrue(!TAG.matcher("x (measured by RenderBenchmark, 2026-11-23, 2-core)").find());
        assertTrue(exists("W3kBenchmark.movementPhase") && exists("bench/run-jmh LongLine")
                && exists("org.chancery.bench.DiscordOrderBenchmark") && exists("DocTranscriptsTest"));
        assertTrue(!exists("NoSuchBenchmark") && !exists("W3kBenchmark.noSuchMethod") && !exists("bench/nothing"));
    }

    static List<String> figures(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = FIGURE.matcher(text);
        while (m.find()) out.add(m.group());
        return out;
    }

    private static String withoutAllowed(String text) {
        String out = text;
        for (String phrase : NOT_MEASURED.keySet()) out = out.replace(phrase, " ");
        return out;
    }

    /** A class in src/ (simple or full name, with an optional method), or a file such as a bench script; arguments ignored. */
    static boolean exists(String source) {
        String name = source.split("\\s+")[0];
        if (name.contains("/")) return Files.isRegularFile(Path.of(name));
        String[] parts = name.split("\\.");
        int cls = parts.length - 1;
        while (cls > 0 && !Character.isUpperCase(parts[cls].charAt(0))) cls--;
        if (!Character.isUpperCase(parts[cls].charAt(0))) return false;
        String simple = parts[cls];
        String method = cls < parts.length - 1 ? parts[cls + 1] : null;
        try (Stream<Path> files = Files.walk(Path.of("src"))) {
            return files.filter(p -> p.getFileName().toString().equals(simple + ".java")).anyMatch(p -> method == null
                    || read(p).matches("(?s).*\\b" + Pattern.quote(method) + "\\s*\\(.*"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<Path> docs() throws IOException {
        List<Path> files = new ArrayList<>(List.of(Path.of("README.md")));
        try (Stream<Path> docs = Files.walk(Path.of("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(files::add);
        }
        return files;
    }

    /**
     * The file's paragraphs, list items and tables, outside fenced blocks, comments and headings; a table joins the
     * paragraph just above it (its caption), even across one blank line, and a list item runs until the next item or
     * a blank line.
     */
    static List<Unit> units(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file);
        List<Unit> out = new ArrayList<>();
        Unit cur = null;
        boolean fenced = false, comment = false;
        for (int i = 0; i <= lines.size(); i++) {
            String l = i < lines.size() ? lines.get(i) : "";
            boolean fence = l.startsWith("```");
            boolean heading = !fenced && l.startsWith("#");
            boolean opens = !fenced && l.contains("<!--");
            boolean skip = fenced || fence || l.isBlank() || heading || comment || opens;
            if (fence) fenced = !fenced;
            if (opens && !l.contains("-->")) comment = true;
            else if (comment && l.contains("-->")) comment = false;
            boolean row = l.strip().startsWith("|");
            boolean item = ITEM.matcher(l).find();
            if (skip) {
                if (cur != null) out.add(cur);
                cur = null;
                if (heading || fence || comment || opens) out.add(null);
                continue;
            }
            if (cur != null && item) {
                out.add(cur);
                cur = null;
            }
            if (cur == null) cur = new Unit(file + ":" + (i + 1), new StringBuilder(), new ArrayList<>());
            if (row) cur.rows().add(l.strip());
            else cur.caption().append(l.strip()).append(' ');
        }
        // A table set off from its caption by a blank line joins it; a heading or a fence between them parts them.
        List<Unit> joined = new ArrayList<>();
        Unit last = null;
        for (Unit u : out) {
            if (u != null && last != null && u.caption().isEmpty() && last.rows().isEmpty()) {
                last.rows().addAll(u.rows());
                continue;
            }
            if (u != null) joined.add(u);
            last = u;
        }
        return joined;
    }

    private static String shorten(String text) {
        return text.length() <= 160 ? text : text.substring(0, 157) + "...";
    }
}
