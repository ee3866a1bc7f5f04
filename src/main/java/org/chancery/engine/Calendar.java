package org.chancery.engine;

import java.util.List;

/**
 * The order of phases in a year. Classic Diplomacy has Spring and Fall movement with retreats, then a
 * Winter adjustment; variants may add seasons.
 */
public interface Calendar {
    Phase first();

    /** The phase after {@code p}, before any skipping of empty phases. */
    Phase next(Phase p);

    /** Whether supply centres change hands when play passes from {@code from} to {@code to}. */
    boolean ownershipChangesBetween(Phase from, Phase to);

    /** Parses a code such as "S1901M" or "F1903R" against this calendar's seasons. */
    Phase parse(String code);

    List<String> seasons();
}
