package org.chancery.variant;

import java.util.List;
import java.util.Optional;
import org.chancery.engine.Board;
import org.chancery.engine.Calendar;
import org.chancery.engine.GameState;
import org.chancery.engine.Rules;

/** A playable variant: its board, powers, calendar, rules and starting position. */
public record Variant(String id, String name, Board board, List<Power> powers, Rules rules,
                      GameState start, VariantDefinition definition) {

    public Calendar calendar() { return rules.calendar(); }

    public Optional<Power> power(String name) {
        for (Power p : powers) {
            if (p.name().equalsIgnoreCase(name) || p.adjective().equalsIgnoreCase(name)) return Optional.of(p);
        }
        return Optional.empty();
    }
}
