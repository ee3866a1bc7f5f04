package org.chancery.variant;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.function.Supplier;
import org.chancery.engine.GameState;

/** A rule module's state, kept as JSON in a game state's extras under its key: read (a default when absent) and written. */
public final class ModuleState {
    private static final ObjectMapper JSON = new ObjectMapper();

    private ModuleState() {}

    /** The module's state in {@code s}, or {@code none} when it has none yet. */
    public static <T> T read(GameState s, String key, Class<T> type, Supplier<T> none) {
        String json = s.extras().get(key);
        return json == null ? none.get() : parse(key, json, type);
    }

    /** Reads a module's state from its JSON text. */
    public static <T> T parse(String key, String json, Class<T> type) {
        try {
            return JSON.readValue(json, type);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("bad " + key + " state: " + e.getOriginalMessage(), e);
        }
    }

    /** Stores the module's state; null removes it. */
    public static GameState.Builder write(GameState.Builder b, String key, Object value) {
        try {
            return b.extra(key, value == null ? null : JSON.writeValueAsString(value));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
