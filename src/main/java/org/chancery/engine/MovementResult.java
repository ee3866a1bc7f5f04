package org.chancery.engine;

import java.util.List;

/**
 * What a movement phase did: one outcome per unit, and the position after it (units moved, dislodged
 * units waiting to retreat, standoff provinces marked). The position keeps the movement phase; the
 * {@link PhaseRunner} moves it on.
 */
public record MovementResult(List<Outcome> outcomes, GameState after) {}
