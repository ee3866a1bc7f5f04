package org.chancery.variant.dote;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.chancery.engine.GameState;

/**
 * Diplomacy of the Empire's own state, in the game state's extras under {@link #KEY}: the powers out of the game
 * (surrendered, or left out of the six-player game), and whether this is the six-player game (Macedonia out, Syria
 * worth 5). Immutable.
 */
record DoteState(List<String> out, boolean sixPlayers) {
    static final String KEY = "empire";
    private static final ObjectMapper JSON = new ObjectMapper();

    DoteState {
        out = out == null ? List.of() : List.copyOf(new TreeSet<>(out));
    }

    static DoteState none() { return new DoteState(List.of(), false); }

    static DoteState read(GameState s) {
        String json = s.extras().get(KEY);
        if (json == null) return none();
        try {
            return JSON.readValue(json, DoteState.class);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("bad Diplomacy of the Empire state: " + e.getOriginalMessage(), e);
        }
    }

    GameState.Builder write(GameState.Builder b) {
        try {
            return b.extra(KEY, JSON.writeValueAsString(this));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    DoteState without(String power) {
        List<String> all = new ArrayList<>(out);
        all.add(power);
        return new DoteState(all, sixPlayers);
    }

    DoteState withSixPlayers() { return new DoteState(out, true); }
}
