package org.chancery.variant;

import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;

/** A variant's secret allocations: what a power may spend, and a check of a whole set of lines. */
public interface Allocations {
    /** The points the power may spend this phase. */
    int budget(GameState s, String power);

    /**
     * Checks one power's complete set of allocation lines against the position and its own current orders.
     * Nothing is stored unless {@link Check#ok()}.
     */
    Check check(GameState s, String power, List<String> lines, List<Order> ownOrders);

    /** What the power may spend, as the player reads it after a check. */
    default String summary(GameState s, String power, Check check) {
        return "You have " + budget(s, power) + " points this phase; " + check.remaining() + " left.";
    }

    /** Orders (without points) the power may allocate to, for autocompletion: "A tun-tri", "F lis H". */
    default List<String> suggestions(GameState s, String power) { return List.of(); }

    /** Whether lines begin with points this phase; when not, {@link #suggestions} are whole lines (a secret choice). */
    default boolean pointed(GameState s) { return true; }

    /** The lines in canonical form, the errors per line, warnings, and the points left. */
    record Check(List<String> accepted, List<String> errors, List<String> warnings, int remaining) {
        public Check {
            accepted = List.copyOf(accepted);
            errors = List.copyOf(errors);
            warnings = List.copyOf(warnings);
        }

        public boolean ok() { return errors.isEmpty(); }
    }
}
