package org.chancery.variant;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.chancery.engine.GameState;
import org.chancery.engine.ParseResult;

/**
 * Checks a variant's {@code help.json} (see {@link HelpTopics}) against its board: the file reads, every refused rule
 * names a topic and holds a pattern, and every example in single quotes reads as an order (or an allocation line) by the
 * variant's own reader, naming places that exist. The position may refuse an example (no unit there, another phase):
 * the check is of the form and the places. A quote that is not an order is listed under {@code "prose"}.
 */
public final class HelpChecker {
    /** A quote opens after a space, a bracket or the start, and closes before a space, punctuation or the end. */
    private static final Pattern QUOTED = Pattern.compile("(?<=^|[\\s(])'([^'\\s](?:[^']|'(?=\\w))*?)'(?=$|[\\s.,;:)])");

    private HelpChecker() {}

    /** The examples in single quotes in one help line. */
    static List<String> examples(String line) {
        List<String> out = new ArrayList<>();
        Matcher m = QUOTED.matcher(line);
        while (m.find()) out.add(m.group(1));
        return out;
    }

    /** The help file beside a map's variant.json, or (file null) the variant's own on disk or in the jar. */
    public record Source(String label, byte[] bytes) {}

    /** The help file of the variant checked, or null when it has none. */
    public static Source source(Path variantFile, String id) {
        try {
            if (variantFile != null) {
                Path help = variantFile.resolveSibling(HelpTopics.FILE);
                return Files.isRegularFile(help) ? new Source(help.toString(), Files.readAllBytes(help)) : null;
            }
            return HelpTopics.source(id);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** How many topics a sound help file holds. */
    public static int topicCount(Source s) {
        try {
            return HelpTopics.read(s.label(), s.bytes()).topics().size();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every problem of the help file {@code file} (its bytes) for the variant {@code v}; empty when it is sound. */
    public static List<MapProblem> check(String file, byte[] bytes, Variant v) {
        HelpTopics.Definition def;
        try {
            def = HelpTopics.JSON.readValue(bytes, HelpTopics.Definition.class);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? "" : " (line " + e.getLocation().getLineNr() + ")";
            return List.of(new MapProblem(file, null, e.getOriginalMessage() + where));
        } catch (IOException e) {
            return List.of(new MapProblem(file, null, "cannot read: " + e.getMessage()));
        }
        List<MapProblem> out = new ArrayList<>();
        if (def.topics() == null || def.topics().isEmpty()) {
            return List.of(new MapProblem(file, null, "no \"topics\": give each topic its lines, as {\"topics\": {\"convoy\": [\"...\"]}}"));
        }
        for (HelpTopics.RefusedDefinition r : def.refused() == null ? List.<HelpTopics.RefusedDefinition>of() : def.refused()) {
            if (r.topic() == null || !def.topics().containsKey(r.topic())) {
                out.add(new MapProblem(file, null, "'refused' names no topic '" + r.topic() + "'; the topics: "
                        + String.join(", ", def.topics().keySet())));
            }
            try {
                Pattern.compile(String.valueOf(r.when()));
            } catch (PatternSyntaxException e) {
                out.add(new MapProblem(file, null, "'refused' for " + r.topic() + ": 'when' is not a pattern: "
                        + e.getDescription()));
            }
        }
        Ruleset rules = Rulesets.forVariant(v);
        List<GameState> year = firstYear(v, rules.start());
        List<String> prose = def.prose() == null ? List.of() : def.prose();
        for (Map.Entry<String, List<String>> t : def.topics().entrySet()) {
            if (t.getValue() == null || t.getValue().isEmpty()) {
                out.add(new MapProblem(file, null, "topic '" + t.getKey() + "' has no lines"));
                continue;
            }
            for (String line : t.getValue()) {
                for (String example : examples(line)) {
                    if (prose.contains(example)) continue;
                    String why = refusal(rules, year, example);
                    if (why != null) {
                        out.add(new MapProblem(file, null, "topic '" + t.getKey() + "': '" + example + "' does not read as an order of "
                                + v.name() + ": " + why + (why.matches("(?s).*[.?!]$") ? " " : ". ")
                                + "Write it as a player would type it, or list it under \"prose\" if it is not an order"));
                    }
                }
            }
        }
        for (String p : prose) {
            boolean used = def.topics().values().stream().flatMap(List::stream).anyMatch(l -> examples(l).contains(p));
            if (!used) out.add(new MapProblem(file, null, "\"prose\" lists '" + p + "', which no topic quotes"));
        }
        return out;
    }

    /** The start position in each phase of the first year, so that a build or a winter choice is tried in its phase. */
    private static List<GameState> firstYear(Variant v, GameState start) {
        List<GameState> out = new ArrayList<>(List.of(start));
        var phase = start.phase();
        for (int i = 0; i < 8; i++) {
            phase = v.calendar().next(phase);
            if (phase.equals(start.phase())) break;
            out.add(start.toBuilder().phase(phase).build());
        }
        return out;
    }

    /** Why an example reads in no phase of the first year (the answer in the first phase), or null when it reads. */
    static String refusal(Ruleset rules, List<GameState> year, String example) {
        String first = null;
        for (GameState s : year) {
            String why;
            try {
                why = refusal(rules, s, example);
            } catch (RuntimeException e) {
                why = "could not read it in " + s.phase().displayName() + " (" + e.getMessage() + ")";
            }
            if (why == null) return null;
            if (first == null) first = why;
        }
        return first;
    }

    /**
     * Why an example does not read as an order or allocation line on the board, or null when it reads. A leading
     * "allocate " or "order " (the command) is dropped; an allocation set may hold several lines between semicolons.
     */
    static String refusal(Ruleset rules, GameState start, String example) {
        String text = example;
        String lower = text.toLowerCase(Locale.ROOT);
        boolean allocation = lower.startsWith("allocate ");
        if (allocation) text = text.substring("allocate ".length());
        else if (lower.startsWith("order ")) text = text.substring("order ".length());
        String orderWhy = null;
        if (!allocation) {
            orderWhy = formRefusal(rules.parse(start, null, text));
            if (orderWhy == null) return null;
        }
        if (rules.allocations().isPresent()) {
            String allocationWhy = null;
            for (String power : rules.playablePowers()) {
                List<String> lines = List.of(text.split(";"));
                var check = rules.allocations().get().check(start, power, lines.stream().map(String::strip).toList(), List.of());
                allocationWhy = check.errors().stream().map(HelpChecker::formRefusal).filter(w -> w != null).findFirst().orElse(null);
                if (allocationWhy == null) return null;
            }
            if (orderWhy == null) return allocationWhy;
        }
        return orderWhy;
    }

    /** The part of an answer that is about the form or the places (not the position), or null. */
    private static String formRefusal(ParseResult r) {
        return r instanceof ParseResult.Error e ? formRefusal(e.message()) : null;
    }

    private static String formRefusal(String message) {
        String m = message.toLowerCase(Locale.ROOT);
        return m.contains("could not read") || m.contains("no province") || m.contains("not a province")
                || m.contains("no place") || m.contains("unknown") ? message : null;
    }
}
