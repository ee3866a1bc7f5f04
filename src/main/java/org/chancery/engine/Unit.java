package org.chancery.engine;

/** A unit of a power standing at a location. */
public record Unit(String power, UnitKind kind, Location location) {
    public Province province() { return location.province(); }

    /** Short form such as "F spa/nc". */
    public String shortName() { return location.unitName(kind, false); }

    /** Human form such as "Fleet Spain (north coast)". */
    public String displayName() { return location.unitName(kind, true); }

    public Unit at(Location where) { return new Unit(power, kind, where); }

    @Override
    public String toString() { return power + " " + shortName(); }
}
