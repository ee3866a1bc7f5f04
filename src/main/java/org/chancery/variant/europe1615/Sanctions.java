package org.chancery.variant.europe1615;

/**
 * Where the optional sanctions plug in: each one narrows who may deploy where, who counts as one side in
 * combat, or which markers score. Without sanctions ({@link #NONE}) the general rules stand.
 */
public interface Sanctions {
    Sanctions NONE = new Sanctions() {};

    /** Why a sanction bars this power from deploying INFs to the state (an embargo, say), or null. */
    default String deploymentRefusal(Politics pol, String power, MinorState state) { return null; }

    /** Whether a sanction puts two powers on one side (the Protestant Union, the Catholic League). */
    default boolean sameSide(Politics pol, String a, String b) { return false; }

    /** Whether the state's religious marker scores (a white cross, say, does not). */
    default boolean markerScores(Politics pol, MinorState state) { return true; }
}
