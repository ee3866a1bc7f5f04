package org.chancery.variant.w3k;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.chancery.engine.GameState;

/**
 * W3K's own state, in the game state's extras under {@link #KEY}: the conversions under way (a unit that
 * converted undisturbed last movement phase), the seed the Winter's lots are drawn with (set as the Winter
 * begins, so a replay draws the same lots), and whether the year has just ended (victory is checked then).
 */
@JsonInclude(JsonInclude.Include.NON_DEFAULT)
public record W3kState(List<Conversion> converting, long seed, boolean yearEnded) {
    public static final String KEY = "w3k";
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * The unit at {@code at} (a location id) converted undisturbed in movement phase {@code since}, on its way to
     * becoming a {@code to} ("A" or "F"), on coast {@code coast} when it names one.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Conversion(String at, String to, String since) {}

    public W3kState {
        converting = converting == null ? List.of() : List.copyOf(converting);
    }

    public static W3kState none() { return new W3kState(List.of(), 0, false); }

    public static W3kState read(GameState s) {
        String json = s.extras().get(KEY);
        if (json == null) return none();
        W3kState known = READ.get(json);
        if (known != null) return known;
        try {
            W3kState st = JSON.readValue(json, W3kState.class);
            remember(READ, json, st);
            return st;
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("bad W3K state: " + e.getOriginalMessage(), e);
        }
    }

    public GameState.Builder write(GameState.Builder b) {
        if (converting.isEmpty() && seed == 0 && !yearEnded) return b.extra(KEY, null);
        String known = WRITTEN.get(this);
        if (known != null) return b.extra(KEY, known);
        try {
            String json = JSON.writeValueAsString(this);
            remember(WRITTEN, this, json);
            return b.extra(KEY, json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The last few states read and written: adjudication reads and writes the same few many times. */
    private static final Map<String, W3kState> READ = new ConcurrentHashMap<>();
    private static final Map<W3kState, String> WRITTEN = new ConcurrentHashMap<>();

    private static <K, V> void remember(Map<K, V> cache, K key, V value) {
        if (cache.size() > 512) cache.clear();
        cache.put(key, value);
    }

    /** The conversion under way for the unit whose province is {@code provinceId}, or null. */
    public Conversion conversionAt(String provinceId) {
        for (Conversion c : converting) if (c.at().split("/")[0].equals(provinceId)) return c;
        return null;
    }

    public W3kState withConverting(List<Conversion> list) { return new W3kState(new ArrayList<>(list), seed, yearEnded); }

    public W3kState withSeed(long seed) { return new W3kState(converting, seed, yearEnded); }

    public W3kState withYearEnded(boolean ended) { return new W3kState(converting, seed, ended); }
}
