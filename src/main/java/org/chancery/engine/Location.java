package org.chancery.engine;

/** Where a unit stands: a province, and for fleets on split coasts, a named coast. */
public final class Location {
    private final Province province;
    private final String coast;
    private final String id;
    private final String displayName;
    private int index = -1;
    /** The names of a unit here, by kind, made at the first ask (an order's text and its refusals name units often). */
    private volatile UnitNames[] unitNames = new UnitNames[0];

    Location(Province province, String coast) {
        this.province = province;
        this.coast = coast;
        this.id = coast == null ? province.id() : province.id() + "/" + coast;
        this.displayName = coast == null ? province.name() : province.name() + " (" + Coasts.longName(coast) + ")";
    }

    private record UnitNames(UnitKind kind, String shortName, String displayName) {}

    /** A unit's names here: its short form ("F spa/nc") or its human one ("Fleet Spain (north coast)"). */
    String unitName(UnitKind kind, boolean human) {
        UnitNames[] known = unitNames;
        for (UnitNames n : known) {
            if (n.kind() == kind) return human ? n.displayName() : n.shortName();
        }
        UnitNames made = new UnitNames(kind, kind.abbreviation() + " " + id, kind.name() + " " + displayName);
        if (known.length < 8) {
            UnitNames[] more = java.util.Arrays.copyOf(known, known.length + 1);
            more[known.length] = made;
            unitNames = more;
        }
        return human ? made.displayName() : made.shortName();
    }

    void setIndex(int index) { this.index = index; }

    public Province province() { return province; }
    /** The coast id such as "nc", or null. */
    public String coast() { return coast; }
    /** Dense index over all locations of the board. */
    public int index() { return index; }
    public boolean isCoast() { return coast != null; }

    /** Short id such as "spa/nc". */
    public String id() { return id; }

    /** Human name such as "Spain (north coast)". */
    public String displayName() { return displayName; }

    /** From the province and coast, fixed at construction, so hashed sets iterate alike in every run. */
    @Override
    public int hashCode() { return province.hashCode() * 31 + (coast == null ? 0 : coast.hashCode()); }

    @Override
    public String toString() { return id(); }
}
