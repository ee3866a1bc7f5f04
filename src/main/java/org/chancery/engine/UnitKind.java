package org.chancery.engine;

import java.util.List;
import java.util.Objects;

/**
 * A kind of unit. Classic Diplomacy has armies and fleets; variants add their own kinds with their own
 * strength, terrain, abilities and words, so this is a value class rather than an enum. Kinds are equal when
 * their letters are; a board's kinds have distinct letters.
 */
public final class UnitKind {
    public static final UnitKind ARMY = new UnitKind('A', "Army", false, 1, false, true);
    public static final UnitKind FLEET = new UnitKind('F', "Fleet", true, 1, false, false);

    private final char letter;
    private final String abbreviation;
    private final String name;
    private final List<String> aliases;
    private final boolean naval;
    private final double strength;
    private final boolean stationary;
    private final boolean convoyable;
    private final int stages;
    private final boolean roads;
    private final UnitKind retreatsAs;

    public UnitKind(char letter, String name, boolean naval, double strength, boolean stationary,
                    boolean convoyable) {
        this(letter, String.valueOf(letter), name, List.of(), naval, strength, stationary, convoyable, 1, false, null);
    }

    private UnitKind(char letter, String abbreviation, String name, List<String> aliases, boolean naval, double strength,
                     boolean stationary, boolean convoyable, int stages, boolean roads, UnitKind retreatsAs) {
        if (stages < 1) throw new IllegalArgumentException("a unit moves in at least one stage");
        this.letter = letter;
        this.abbreviation = abbreviation;
        this.name = name;
        this.aliases = List.copyOf(aliases);
        this.naval = naval;
        this.strength = strength;
        this.stationary = stationary;
        this.convoyable = convoyable;
        this.stages = stages;
        this.roads = roads;
        this.retreatsAs = retreatsAs;
    }

    /** The same kind written with this short word ("Inf") and these other words players may use. */
    public UnitKind words(String abbreviation, List<String> aliases) {
        return new UnitKind(letter, abbreviation, name, aliases, naval, strength, stationary, convoyable, stages, roads,
                retreatsAs);
    }

    /** The same kind moving in this many stages a turn (a second move is played with the retreats). */
    public UnitKind stages(int n) {
        return new UnitKind(letter, abbreviation, name, aliases, naval, strength, stationary, convoyable, n, roads,
                retreatsAs);
    }

    /** The same kind, able (or not) to travel along roads. */
    public UnitKind roads(boolean mayUse) {
        return new UnitKind(letter, abbreviation, name, aliases, naval, strength, stationary, convoyable, stages, mayUse,
                retreatsAs);
    }

    /** The same kind, becoming {@code other} when it retreats (a catapult becomes infantry). */
    public UnitKind retreatsAs(UnitKind other) {
        return new UnitKind(letter, abbreviation, name, aliases, naval, strength, stationary, convoyable, stages, roads,
                other);
    }

    public char letter() { return letter; }
    /** The short word in orders and positions, such as "A" or "Inf". */
    public String abbreviation() { return abbreviation; }
    public String name() { return name; }
    /** Other words for this kind in orders ("inf", "legion"). */
    public List<String> aliases() { return aliases; }
    /** Moves by sea (fleet adjacency) rather than by land (army adjacency). */
    public boolean isNaval() { return naval; }
    /** Base strength in attack, hold, defence and support; 1 for classic units. */
    public double strength() { return strength; }
    /** A stationary unit may hold and support but never move. */
    public boolean isStationary() { return stationary; }
    /** May be carried by a convoy. */
    public boolean isConvoyable() { return convoyable; }
    /** Moves a turn: 1, or 2 for a unit that may add a second move. */
    public int stages() { return stages; }
    /** May travel along roads between cities. */
    public boolean usesRoads() { return roads; }
    /** What the unit becomes after a retreat: itself unless a variant says otherwise. */
    public UnitKind afterRetreat() { return retreatsAs == null ? this : retreatsAs; }

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
    public String toString() { return abbreviation; }
}
