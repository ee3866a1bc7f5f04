package org.chancery.game;

import java.util.List;
import org.chancery.variant.Allocations;

/**
 * One power's secret allocations for a phase: the budget, the check of the lines, and the budget as the variant
 * says it ({@code summary}). When a new set replaced an earlier one, {@code replaced} is true and {@code dropped}
 * holds the earlier lines the new set no longer has.
 */
public record AllocationResult(String power, String phase, int budget, Allocations.Check check, String summary,
                               boolean replaced, List<String> dropped) {
    public AllocationResult {
        dropped = List.copyOf(dropped);
    }

    public AllocationResult(String power, String phase, int budget, Allocations.Check check, String summary) {
        this(power, phase, budget, check, summary, false, List.of());
    }
}
