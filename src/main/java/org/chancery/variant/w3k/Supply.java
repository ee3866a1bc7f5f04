package org.chancery.variant.w3k;

import org.chancery.engine.GameState;

/**
 * A power's supply in W3K: one unit per centre, and the mercy position: a power with no centres is still
 * afforded one unit, owes no removal below one, and cannot build. Its first centre only makes up that deficit.
 */
final class Supply {
    private Supply() {}

    /** The units the power may keep before any transfer. */
    static int of(GameState s, String power) {
        int centres = s.centresOf(power).size();
        if (centres > 0) return centres;
        return s.unitsOf(power).isEmpty() ? 0 : 1;
    }

    /** Supply minus units: builds (positive) or removals (negative) owed before any transfer. */
    static int balance(GameState s, String power) { return of(s, power) - s.unitsOf(power).size(); }

    /** Supply beyond the units in play, which may be built with or sent; none in the mercy position. */
    static int excess(GameState s, String power) {
        return s.centresOf(power).isEmpty() ? 0 : Math.max(0, balance(s, power));
    }

    static String describe(GameState s, String power) {
        int centres = s.centresOf(power).size(), units = s.unitsOf(power).size();
        String head = centres + (centres == 1 ? " centre and " : " centres and ") + units + (units == 1 ? " unit" : " units");
        return centres == 0 && units > 0 ? head + "; the mercy position affords one unit" : head;
    }
}
