package org.chancery.engine;

/**
 * A season of a year and the kind of orders it takes, such as Spring 1901 movement ("S1901M"). The season's
 * code is its initial unless the calendar gives one ("Su" for Summer beside Spring). Years before AD 1 are
 * negative: -43 is 43 BC ("S43BCM"). The era, if the calendar names one, is how players write a year: "AD"
 * goes before it ("AD 1"), anything else after it ("298 AC").
 */
public record Phase(String season, int year, PhaseType type, String abbr, String era) {

    public Phase {
        if (abbr == null || abbr.isEmpty()) abbr = initial(season);
        if (era == null) era = "";
    }

    public Phase(String season, int year, PhaseType type, String abbr) { this(season, year, type, abbr, null); }

    public Phase(String season, int year, PhaseType type) { this(season, year, type, null, null); }

    static String initial(String season) { return String.valueOf(Character.toUpperCase(season.charAt(0))); }

    /** The short code such as "S1901M", "Su1642M" or "S43BCM". */
    public String code() { return abbr + (year < 0 ? -year + "BC" : Integer.toString(year)) + type.letter(); }

    /** The year as players say it: "1901", "43 BC", "AD 1", "298 AC". */
    public String yearName() {
        if (year < 0) return -year + " BC";
        if (era.isEmpty()) return Integer.toString(year);
        return era.equals("AD") ? "AD " + year : year + " " + era;
    }

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
