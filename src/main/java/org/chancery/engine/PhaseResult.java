package org.chancery.engine;

import java.util.List;

/** What one phase's adjudication did, and the position it leaves (still in the adjudicated phase). */
public record PhaseResult(List<Outcome> outcomes, GameState after) {}
