package org.chancery.engine;

/**
 * Who may dislodge whom in a movement phase, and which units cannot hold a province against a rival. In the
 * standard game a power never dislodges its own units, nor counts its supports against them; a variant may
 * widen "own" to a side (a minor state and the power it is aligned with), and may weaken some units (an army
 * with an attrition mark moving without support cannot cause a standoff).
 */
public interface Combat {
    Combat STANDARD = new Combat() {};

    /**
     * Whether units of {@code a} and {@code b} are on one side: neither dislodges the other, a support from
     * one never counts against the other, and neither cuts the other's support.
     */
    default boolean sameSide(String a, String b) { return a.equals(b); }

    /** Whether this unit, moving with no support given, cannot stop a rival entering the same province. */
    default boolean cannotStandOffAlone(Unit u) { return false; }
}
