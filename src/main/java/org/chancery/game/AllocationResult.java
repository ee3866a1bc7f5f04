package org.chancery.game;

import org.chancery.variant.Allocations;

/** One power's secret allocations for a phase: the budget, the check of the lines, and the budget as the variant says it. */
public record AllocationResult(String power, String phase, int budget, Allocations.Check check, String summary) {}
