package org.chancery.variant.upload;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import org.chancery.variant.MapException;
import org.chancery.variant.MapProblem;
import org.chancery.variant.Variant;

/**
 * Uploaded boards by key. A key is "u-" and a hash of the board's files, so a key names one version for good: a
 * game that stores it plays that version whatever is uploaded later under the same id. The files come from the
 * store (a {@link #source} the game service installs) and are checked again, by {@link UploadCheck}, when first
 * loaded in a process.
 */
public final class UploadedVariants {
    public static final String PREFIX = "u-";
    private static final Map<String, Files> KNOWN = new ConcurrentHashMap<>();
    private static final List<Function<String, Files>> SOURCES = new CopyOnWriteArrayList<>();

    /** A board's files: its variant.json and its SVG picture, or null for none. */
    public record Files(String json, String svg) {
        public String key() { return UploadedVariants.key(json, svg); }

        public long bytes() {
            return json.getBytes(StandardCharsets.UTF_8).length + (svg == null ? 0 : svg.getBytes(StandardCharsets.UTF_8).length);
        }
    }

    private UploadedVariants() {}

    public static boolean isKey(String id) { return id != null && id.startsWith(PREFIX); }

    public static String key(String json, String svg) {
        try {
            MessageDigest d = MessageDigest.getInstance("SHA-256");
            d.update(json.getBytes(StandardCharsets.UTF_8));
            d.update((byte) 0);
            if (svg != null) d.update(svg.getBytes(StandardCharsets.UTF_8));
            return PREFIX + HexFormat.of().formatHex(d.digest(), 0, 10);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Files that passed every check, known from now on by their key. */
    public static void remember(Files f) { KNOWN.put(f.key(), f); }

    /** Where files not yet known are looked for (a store); a source answers null for a key it lacks. */
    public static void source(Function<String, Files> s) { SOURCES.add(s); }

    /** The files of a key, or null; a source's files count only if they hash to the key. */
    public static Files files(String key) {
        Files f = KNOWN.get(key);
        if (f != null) return f;
        for (Function<String, Files> s : SOURCES) {
            Files found = s.apply(key);
            if (found != null && found.key().equals(key)) {
                KNOWN.put(key, found);
                return found;
            }
        }
        return null;
    }

    /** The playable board of a key, checked again. */
    public static Variant build(String key) {
        Files f = files(key);
        if (f == null) throw new MapException(List.of(new MapProblem(key, null, "no such uploaded board")));
        return UploadCheck.check(f).variant();
    }
}
