package org.chancery.engine;

import java.util.Objects;

/**
 * A kind of unit. Classic Diplomacy has armies and fleets; variants add their own kinds with their own
 * strength, terrain and abilities, so this is a value class rather than an enum.
 */
public final class UnitKind {
    public static final UnitKind ARMY = new UnitKind('A', "Army", false, 1, false, true);
    public static final UnitKind FLEET = new UnitKind('F', "Fleet", true, 1, false, false);

    private final char letter;
    private final String name;
    private final boolean naval;
    private final double strength;
    private final boolean stationary;
    private final boolean convoyable;

    public UnitKind(char letter, String name, boolean naval, double strength, boolean stationary,
                    boolean convoyable) {
        this.letter = letter;
        this.name = name;
        this.naval = naval;
        this.strength = strength;
        this.stationary = stationary;
        this.convoyable = convoyable;
    }

    public char letter() { return letter; }
    public String name() { return name; }
    /** Moves by sea (fleet adjacency) rather than by land (army adjacency). */
    public boolean isNaval() { return naval; }
    /** Base strength in attack, hold and defence; 1 for classic units. */
    public double strength() { return strength; }
    /** A stationary unit may hold and support but never move. */
    public boolean isStationary() { return stationary; }
    /** May be carried by a convoy. */
    public boolean isConvoyable() { return convoyable; }

    public boolean canStandOn(Province p) {
        return naval ? p.kind().admitsFleets() : p.kind().admitsArmies();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof UnitKind k && k.letter == letter;
    }

    @Override
    public int hashCode() { return Objects.hashCode(letter); }

    @Override
    public String toString() { return String.valueOf(letter); }
}
