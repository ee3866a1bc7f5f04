package org.chancery.variant;

import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.PhaseResult;

/**
 * One adjudicated phase: the outcomes (including the orders bids gave to units no player owns), the
 * position of the next phase to play, public notes such as marriages or eliminations, and private notes
 * for one power each (why its allocation did not count).
 */
public record Turn(PhaseResult result, GameState next, List<String> notes, Map<String, List<String>> privateNotes) {
    public Turn {
        notes = List.copyOf(notes);
        privateNotes = Map.copyOf(privateNotes);
    }

    public Turn(PhaseResult result, GameState next, List<String> notes) { this(result, next, notes, Map.of()); }
}
