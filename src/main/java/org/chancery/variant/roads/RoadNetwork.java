package org.chancery.variant.roads;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiPredicate;
import java.util.function.Predicate;
import org.chancery.engine.Board;
import org.chancery.engine.GameState;
import org.chancery.engine.Province;

/**
 * The rules of roads on one board: a road joins two cities of one owner in provinces that border by land,
 * never across the sea or a crossing such as a strait; it is built by itself, free, and kept when a city
 * changes hands. A unit in a city travels along roads to any city joined to it, never entering a province twice.
 */
public final class RoadNetwork {
    private final Board board;
    private final BiPredicate<Province, Province> crossing;

    /** @param crossing the borders no road may cross (straits), besides the sea */
    public RoadNetwork(Board board, BiPredicate<Province, Province> crossing) {
        this.board = board;
        this.crossing = crossing;
    }

    /** Whether a road could join cities in a and b. */
    public boolean mayJoin(Province a, Province b) {
        return a != b && board.armyAdjacent(a, b) && !crossing.test(a, b);
    }

    /** The roads after every city gains a road to each neighbouring city of the same owner. */
    public Roads connect(Roads r, GameState s) {
        Roads out = r;
        for (String a : r.cities().keySet()) {
            Province pa = province(a);
            String owner = s.ownerOf(pa);
            if (owner == null) continue;
            for (String b : r.cities().keySet()) {
                Province pb = province(b);
                if (a.compareTo(b) < 0 && owner.equals(s.ownerOf(pb)) && mayJoin(pa, pb) && !out.hasRoad(pa, pb)) {
                    out = out.withRoad(pa, pb);
                }
            }
        }
        return out;
    }

    /** Null if a unit in {@code from} may follow the road through {@code route} (the destination last), else why not. */
    public String refusal(Roads r, Province from, List<Province> route) {
        if (!r.hasCity(from)) return "there is no city in " + from.name() + ", so no road starts there";
        Province at = from;
        for (Province next : route) {
            if (!r.hasRoad(at, next)) {
                return "there is no road from " + at.name() + " to " + next.name()
                        + (r.hasCity(next) ? "" : " (" + next.name() + " has no city)");
            }
            at = next;
        }
        return null;
    }

    /** The cities joined to {@code from} by roads through cities that pass {@code through}, {@code from} included. */
    public Set<Province> joined(Roads r, Province from, Predicate<Province> through) {
        Set<Province> seen = new LinkedHashSet<>();
        if (!r.hasCity(from) || !through.test(from)) return seen;
        ArrayDeque<Province> todo = new ArrayDeque<>(List.of(from));
        seen.add(from);
        while (!todo.isEmpty()) {
            Province p = todo.poll();
            for (Province q : neighbours(r, p)) {
                if (through.test(q) && seen.add(q)) todo.add(q);
            }
        }
        return seen;
    }

    /** The cities one road away from p. */
    public List<Province> neighbours(Roads r, Province p) {
        List<Province> out = new ArrayList<>();
        for (List<String> e : r.roads()) {
            if (e.get(0).equals(p.id())) out.add(province(e.get(1)));
            else if (e.get(1).equals(p.id())) out.add(province(e.get(0)));
        }
        return out;
    }

    /** Every road route from a city, without loops, for the move browser: each list ends at its destination. */
    public List<List<Province>> routes(Roads r, Province from) {
        List<List<Province>> out = new ArrayList<>();
        if (r.hasCity(from)) extend(r, from, new ArrayList<>(List.of(from)), out);
        return out;
    }

    private void extend(Roads r, Province at, List<Province> path, List<List<Province>> out) {
        for (Province q : neighbours(r, at)) {
            if (path.contains(q)) continue;
            path.add(q);
            if (path.size() > 2) out.add(new ArrayList<>(path.subList(1, path.size())));
            extend(r, q, path, out);
            path.remove(path.size() - 1);
        }
    }

    private Province province(String id) {
        return board.find(id).orElseThrow(() -> new IllegalStateException("no province " + id));
    }
}
