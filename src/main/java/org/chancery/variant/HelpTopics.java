package org.chancery.variant;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * A variant's help topics, kept as data in {@code maps/<id>/help.json} (read like {@code variant.json}: the working
 * directory's {@code maps/} first, else the jar's copy): each topic's lines in the rulebook's words, and, in the order
 * they are tried, which topic a refused order line calls for ({@code when}, a pattern found in the line in lower
 * case). A variant without the file has no topics.
 */
public record HelpTopics(Map<String, List<String>> topics, List<Refused> refused) {
    public static final String FILE = "help.json";
    static final HelpTopics NONE = new HelpTopics(Map.of(), List.of());
    static final ObjectMapper JSON = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    private static final Map<String, HelpTopics> CACHE = new ConcurrentHashMap<>();

    /** A refused line that {@code when} is found in calls for {@code topic}. */
    public record Refused(String topic, Pattern when) {}

    /** The file as written: topics, refused rules, and quotes in the topics that are not orders (see {@link HelpChecker}). */
    record Definition(LinkedHashMap<String, List<String>> topics, List<RefusedDefinition> refused, List<String> prose) {}

    record RefusedDefinition(String topic, String when) {}

    /** The topics of the variant {@code id}. */
    public static HelpTopics of(String id) {
        return CACHE.computeIfAbsent(id, HelpTopics::load);
    }

    /** The one topic that would have helped with a refused order line, or null. */
    public String topicFor(String line) {
        String l = line.toLowerCase(Locale.ROOT);
        for (Refused r : refused) if (r.when().matcher(l).find()) return r.topic();
        return null;
    }

    private static HelpTopics load(String id) {
        try {
            HelpChecker.Source s = source(id);
            return s == null ? NONE : read(s.label(), s.bytes());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The variant's help file: the working directory's copy, else the jar's; null when it has none. */
    static HelpChecker.Source source(String id) throws IOException {
        String file = "maps/" + id + "/" + FILE;
        Path onDisk = Path.of(file);
        if (Files.isRegularFile(onDisk)) return new HelpChecker.Source(file, Files.readAllBytes(onDisk));
        try (InputStream in = HelpTopics.class.getResourceAsStream("/" + file)) {
            return in == null ? null : new HelpChecker.Source(file, in.readAllBytes());
        }
    }

    static HelpTopics read(String file, byte[] bytes) throws IOException {
        Definition def = JSON.readValue(bytes, Definition.class);
        List<Refused> refused = def.refused() == null ? List.of() : def.refused().stream().map(r -> {
            if (!def.topics().containsKey(r.topic())) {
                throw new MapException(List.of(new MapProblem(file, null, "'refused' names no topic '" + r.topic() + "'")));
            }
            return new Refused(r.topic(), Pattern.compile(r.when()));
        }).toList();
        return new HelpTopics(java.util.Collections.unmodifiableMap(def.topics()), refused);
    }
}
