package org.chancery.variant.iceandfire;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.chancery.engine.CivilDisorder;
import org.chancery.engine.GameState;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;

/**
 * The rulebook's auto-destroy order, for removed Houses and for every removal a House failed to order:
 * furthest from a centre it owns, then from a home centre of its own that it still owns, then from a capital
 * it owns; then fleets before armies; then by province name (a leading "The" ignored). Distances count moves through any province.
 */
final class AutoDisband {
    private final IafSetup setup;
    private final CivilDisorder distances;

    AutoDisband(IafSetup setup) {
        this.setup = setup;
        this.distances = new CivilDisorder(setup.board);
    }

    List<Unit> removals(GameState s, String house, List<Unit> candidates, int count) {
        List<Province> owned = new ArrayList<>(), homes = new ArrayList<>(), capitals = new ArrayList<>();
        for (Province p : setup.board.provinces()) {
            if (!house.equals(s.ownerOf(p))) continue;
            owned.add(p);
            if (house.equals(p.home())) homes.add(p);
            if (setup.capitalHouse(p) != null) capitals.add(p);
        }
        int[] a = distances.distancesTo(owned), b = distances.distancesTo(homes), c = distances.distancesTo(capitals);
        List<Unit> ranked = new ArrayList<>(candidates);
        ranked.sort(Comparator.<Unit>comparingInt(u -> -a[u.province().index()])
                .thenComparingInt(u -> -b[u.province().index()])
                .thenComparingInt(u -> -c[u.province().index()])
                .thenComparingInt(u -> u.kind().isNaval() ? 0 : 1)
                .thenComparing(u -> sortName(u.province())));
        return ranked.subList(0, Math.min(Math.max(count, 0), ranked.size()));
    }

    /** "Crag" for "The Crag": the alphabet starts from the name itself. */
    static String sortName(Province p) {
        String n = p.name();
        return n.regionMatches(true, 0, "The ", 0, 4) ? n.substring(4) : n;
    }
}
