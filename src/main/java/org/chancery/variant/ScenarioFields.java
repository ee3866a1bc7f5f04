package org.chancery.variant;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.chancery.engine.GameState;

/**
 * A variant's own fields of an {@code adjudicate} scenario, beyond the common ones (phase, units, sc_owners,
 * stationary, extras, orders, allocations), and of its answer. Fields a scenario leaves out mean the start.
 */
public interface ScenarioFields {
    ScenarioFields NONE = new ScenarioFields() {};

    /**
     * The position to play: {@code read} is the start with the scenario's common fields applied; this adds the
     * variant's own fields (and squares the variant's state with the common fields the scenario gave).
     */
    default GameState read(JsonNode scenario, GameState read) { return read; }

    /** Adds the variant's own fields to the answer for a phase played from {@code before}. */
    default void write(ObjectNode answer, GameState before, Turn turn) {}
}
