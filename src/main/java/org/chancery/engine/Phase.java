package org.chancery.engine;

/** A season of a year and the kind of orders it takes, such as Spring 1901 movement ("S1901M"). */
public record Phase(String season, int year, PhaseType type) {

    /** The short code such as "S1901M". */
    public String code() {
        return Character.toUpperCase(season.charAt(0)) + Integer.toString(year) + type.letter();
    }

    public String displayName() {
        String kind = switch (type) {
            case MOVEMENT -> "Movement";
            case RETREAT -> "Retreats";
            case ADJUSTMENT -> "Adjustments";
        };
        return season + " " + year + " " + kind;
    }

    @Override
    public String toString() { return code(); }
}
