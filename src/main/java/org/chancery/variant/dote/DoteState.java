package org.chancery.variant.dote;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.chancery.engine.GameState;
import org.chancery.variant.ModuleState;

/**
 * Diplomacy of the Empire's own state, in the game state's extras under {@link #KEY}: the powers out of the game
 * (surrendered, or left out of the six-player game), and whether this is the six-player game (Macedonia out, Syria
 * worth 5). Immutable.
 */
record DoteState(List<String> out, boolean sixPlayers) {
    static final String KEY = "empire";

    DoteState {
        out = out == null ? List.of() : List.copyOf(new TreeSet<>(out));
    }

    static DoteState none() { return new DoteState(List.of(), false); }

    static DoteState read(GameState s) { return ModuleState.read(s, KEY, DoteState.class, DoteState::none); }

    GameState.Builder write(GameState.Builder b) { return ModuleState.write(b, KEY, this); }

    DoteState without(String power) {
        List<String> all = new ArrayList<>(out);
        all.add(power);
        return new DoteState(all, sixPlayers);
    }

    DoteState withSixPlayers() { return new DoteState(out, true); }
}
