package org.chancery.variant;

import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.PhaseResult;

/**
 * One adjudicated phase: the outcomes (including the orders bids gave to units no player owns), the
 * position of the next phase to play, and public notes such as marriages or eliminations.
 */
public record Turn(PhaseResult result, GameState next, List<String> notes) {
    public Turn {
        notes = List.copyOf(notes);
    }
}
