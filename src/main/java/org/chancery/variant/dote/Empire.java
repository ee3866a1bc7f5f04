package org.chancery.variant.dote;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.chancery.engine.GameState;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.chancery.engine.Unit;
import org.chancery.variant.roads.Roads;

/** What follows from a position under the rules: capitals, build sites, tribute, the powers still playing. */
final class Empire {
    private final DoteSetup setup;

    Empire(DoteSetup setup) { this.setup = setup; }

    /** Whether another power holds the power's home province. */
    boolean homeLost(GameState s, String power) {
        return !power.equals(s.ownerOf(setup.homes.get(power)));
    }

    /** The power's capital: the city in its home province, while it holds it; null otherwise. */
    Province capital(GameState s, String power) {
        Province home = setup.homes.get(power);
        return !homeLost(s, power) && Roads.read(s).hasCity(home) ? home : null;
    }

    /** Why the power cannot build legions at all, or null. */
    String noBuilds(GameState s, String power) { return noBuilds(s, Roads.read(s), power); }

    /**
     * Why the power cannot build legions with these cities (those it builds this phase among them: "Players may even
     * build a city and use it to build a military unit during the same build phase"), or null.
     */
    String noBuilds(GameState s, Roads roads, String power) {
        Province home = setup.homes.get(power);
        if (homeLost(s, power)) {
            String owner = s.ownerOf(home);
            return power + " has lost its home province " + home.name() + (owner == null ? "" : " to " + owner)
                    + " and builds nothing until it retakes it";
        }
        if (!roads.hasCity(home)) return power + "'s capital in " + home.name() + " is razed: rebuild it first";
        return null;
    }

    /** Whether the power holds its home province but its capital there is razed (it may rebuild it). */
    boolean capitalRazed(GameState s, String power) {
        return !homeLost(s, power) && !Roads.read(s).hasCity(setup.homes.get(power));
    }

    /**
     * The power's cities joined by roads to its capital (with roads as given), directly or through any other cities:
     * roads outlive a capture, and the rule asks only that the roads connect (NOTES.md, reading 9).
     */
    Set<Province> joinedToCapital(GameState s, Roads roads, String power) {
        if (homeLost(s, power) || !roads.hasCity(setup.homes.get(power))) return Set.of();
        Set<Province> joined = setup.roads.joined(roads, setup.homes.get(power), p -> true);
        joined.removeIf(p -> !power.equals(s.ownerOf(p)));
        return joined;
    }

    /** Powers still in the game: not surrendered, with a unit or a territory. */
    List<String> players(GameState s) {
        List<String> live = s.livePowers();
        List<String> out = new ArrayList<>();
        DoteState st = DoteState.read(s);
        for (String p : setup.powers()) if (live.contains(p) && !st.out().contains(p)) out.add(p);
        return out;
    }

    /** A province's yearly tribute: its talents, plus its city's. */
    int income(GameState s, Roads roads, Province p) {
        int n = setup.talents(p, DoteState.read(s).sixPlayers());
        return roads.hasCity(p) ? n + setup.prices.cityTribute() : n;
    }

    /**
     * The power's tribute this year: every territory it owns, or, with its home province lost, only those where
     * one of its units stands.
     */
    int tribute(GameState s, String power) {
        Roads roads = Roads.read(s);
        boolean lost = homeLost(s, power);
        int sum = 0;
        for (Province p : s.board().provinces()) {
            if (!power.equals(s.ownerOf(p))) continue;
            Unit u = s.unitAt(p);
            if (lost && (u == null || !u.power().equals(power))) continue;
            sum += income(s, roads, p);
        }
        return sum;
    }

    /** The one-time bonus of a power that took {@code loser}'s home: the loser's territories without its units. */
    int spoils(GameState s, String loser) {
        Roads roads = Roads.read(s);
        int sum = 0;
        for (Province p : s.board().provinces()) {
            Unit u = s.unitAt(p);
            if (loser.equals(s.ownerOf(p)) && (u == null || !u.power().equals(loser))) sum += income(s, roads, p);
        }
        return sum;
    }

    /** Extra hold strength by province: 1 where a fortified city's owner has a unit. */
    double[] fortifications(GameState s) {
        Roads roads = Roads.read(s);
        double[] out = new double[s.board().size()];
        for (Province p : s.board().provinces()) {
            Unit u = s.unitAt(p);
            if (u != null && roads.isFortified(p) && u.power().equals(s.ownerOf(p))) out[p.index()] = 1;
        }
        return out;
    }

    /** Land territories (not seas). */
    static boolean territory(Province p) { return p.kind() != ProvinceKind.SEA; }
}
