package org.chancery.engine;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Chooses the removals a power failed to order (DATC 3.0, 2023 rulebook): the units farthest from any
 * supply centre the power owns go first, distance counted in moves through any province; on a tie fleets
 * go before armies, then by province name.
 */
public final class CivilDisorder {
    private final Board board;

    public CivilDisorder(Board board) { this.board = board; }

    public List<Unit> removals(GameState s, String power, List<Unit> candidates, int count) {
        int[] distance = distances(s, power);
        List<Unit> ranked = new ArrayList<>(candidates);
        ranked.sort(Comparator.<Unit>comparingInt(u -> -distance[u.province().index()])
                .thenComparing(u -> u.kind().isNaval() ? 0 : 1)
                .thenComparing(u -> u.province().name()));
        return ranked.subList(0, Math.min(count, ranked.size()));
    }

    /** Moves from each province to the nearest centre the power owns; unreachable is a large number. */
    int[] distances(GameState s, String power) {
        List<Province> owned = new ArrayList<>();
        for (Province p : board.provinces()) if (power.equals(s.ownerOf(p))) owned.add(p);
        return distancesTo(owned);
    }

    /** Moves from each province to the nearest of {@code targets}, through any province; unreachable is large. */
    public int[] distancesTo(java.util.Collection<Province> targets) {
        int n = board.size();
        int[] d = new int[n];
        java.util.Arrays.fill(d, Integer.MAX_VALUE / 2);
        ArrayDeque<Province> queue = new ArrayDeque<>();
        for (Province p : targets) {
            d[p.index()] = 0;
            queue.add(p);
        }
        while (!queue.isEmpty()) {
            Province p = queue.poll();
            for (Province q : board.provinces()) {
                if (d[q.index()] > d[p.index()] + 1
                        && (board.armyAdjacent(p, q) || board.fleetAdjacent(p, q))) {
                    d[q.index()] = d[p.index()] + 1;
                    queue.add(q);
                }
            }
        }
        return d;
    }
}
