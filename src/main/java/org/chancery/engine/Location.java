package org.chancery.engine;

/** Where a unit stands: a province, and for fleets on split coasts, a named coast. */
public final class Location {
    private final Province province;
    private final String coast;
    private int index = -1;

    Location(Province province, String coast) {
        this.province = province;
        this.coast = coast;
    }

    void setIndex(int index) { this.index = index; }

    public Province province() { return province; }
    /** The coast id such as "nc", or null. */
    public String coast() { return coast; }
    /** Dense index over all locations of the board. */
    public int index() { return index; }
    public boolean isCoast() { return coast != null; }

    /** Short id such as "spa/nc". */
    public String id() { return coast == null ? province.id() : province.id() + "/" + coast; }

    /** Human name such as "Spain (north coast)". */
    public String displayName() {
        return coast == null ? province.name() : province.name() + " (" + Coasts.longName(coast) + ")";
    }

    /** From the province and coast, fixed at construction, so hashed sets iterate alike in every run. */
    @Override
    public int hashCode() { return province.hashCode() * 31 + (coast == null ? 0 : coast.hashCode()); }

    @Override
    public String toString() { return id(); }
}
