package org.chancery.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** A space on the board. Identity is its index on the {@link Board}. */
public final class Province {
    private final int index;
    private final String id;
    private final String name;
    private final ProvinceKind kind;
    private final boolean supplyCenter;
    private final String home;
    private final List<String> aliases;
    private final Location main;
    private final List<Location> coasts = new ArrayList<>();

    Province(int index, String id, String name, ProvinceKind kind, boolean supplyCenter, String home,
             List<String> aliases) {
        this.index = index;
        this.id = id;
        this.name = name;
        this.kind = kind;
        this.supplyCenter = supplyCenter;
        this.home = home;
        this.aliases = List.copyOf(aliases);
        this.main = new Location(this, null);
    }

    void addCoast(Location coast) {
        coasts.add(coast);
    }

    public int index() { return index; }

    /** The index (equality stays identity: one object a province a board), so hashed sets iterate alike in every run. */
    @Override
    public int hashCode() { return index; }

    public String id() { return id; }
    public String name() { return name; }
    public ProvinceKind kind() { return kind; }
    public boolean isSupplyCenter() { return supplyCenter; }
    /** The power whose home centre this is, or null. */
    public String home() { return home; }
    public List<String> aliases() { return aliases; }
    /** The province as a whole (no coast). */
    public Location main() { return main; }
    /** Named coasts, empty unless the province has split coasts. */
    public List<Location> coasts() { return Collections.unmodifiableList(coasts); }
    public boolean hasSplitCoasts() { return !coasts.isEmpty(); }

    @Override
    public String toString() { return id; }
}
