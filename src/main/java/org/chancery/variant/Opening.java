package org.chancery.variant;

import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;

/**
 * What a variant does as play begins (a deal of cards, say): the position to play from, lines for the GM's log
 * (the seed and what it dealt, for an audit), and a private note for each power.
 */
public record Opening(GameState state, List<String> record, Map<String, List<String>> privateNotes) {
    public Opening {
        record = List.copyOf(record);
        privateNotes = Map.copyOf(privateNotes);
    }

    public static Opening unchanged(GameState s) { return new Opening(s, List.of(), Map.of()); }
}
