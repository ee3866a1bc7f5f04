package org.chancery.engine;

/** The rule settings the engine needs beyond the board: calendar, victory and where builds go. */
public record Rules(Calendar calendar, int victoryCentres, BuildPolicy buildPolicy) {
    public static Rules classic() {
        return new Rules(new ClassicCalendar(1901), 18, BuildPolicy.HOME_CENTRES);
    }
}
