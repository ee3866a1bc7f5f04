package org.chancery.engine;

/**
 * A season of a year and the kind of orders it takes, such as Spring 1901 movement ("S1901M"). The season's
 * code is its initial unless the calendar gives one ("Su" for Summer beside Spring). Years before AD 1 are
 * negative: -43 is 43 BC ("S43BCM").
 */
public record Phase(String season, int year, PhaseType type, String abbr) {

    public Phase {
        if (abbr == null || abbr.isEmpty()) abbr = initial(season);
    }

    public Phase(String season, int year, PhaseType type) { this(season, year, type, null); }

    static String initial(String season) { return String.valueOf(Character.toUpperCase(season.charAt(0))); }

    /** The short code such as "S1901M", "Su1642M" or "S43BCM". */
    public String code() { return abbr + (year < 0 ? -year + "BC" : Integer.toString(year)) + type.letter(); }

    /** The year as players say it: "1901", "43 BC". */
    public String yearName() { return year < 0 ? -year + " BC" : Integer.toString(year); }

    /** The phase as players say it: "Spring 1901 Movement", "Summer 1642 Retreats". */
    public String displayName() {
        String kind = switch (type) {
            case MOVEMENT -> "Movement";
            case RETREAT -> "Retreats";
            case ADJUSTMENT -> "Adjustments";
        };
        return season + " " + yearName() + " " + kind;
    }

    @Override
    public String toString() { return code(); }
}
