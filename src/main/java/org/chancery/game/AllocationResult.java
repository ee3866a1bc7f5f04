package org.chancery.game;

import org.chancery.variant.Allocations;

/** One power's secret allocations for a phase: the budget and the check of the lines. */
public record AllocationResult(String power, String phase, int budget, Allocations.Check check) {}
