package org.chancery.bots;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.chancery.engine.Board;
import org.chancery.engine.Location;
import org.chancery.engine.Province;

/** A board's provinces as a graph: each province's neighbours by land or by sea, by index; one per board. */
final class Graph {
    private static final Map<Board, Graph> CACHE = new ConcurrentHashMap<>();

    final int[][] near;

    private Graph(Board board) {
        near = new int[board.size()][];
        for (Province p : board.provinces()) {
            Set<Integer> out = new LinkedHashSet<>();
            for (Province q : board.armyNeighbours(p)) out.add(q.index());
            List<Location> locs = new ArrayList<>();
            locs.add(p.main());
            locs.addAll(p.coasts());
            for (Location l : locs) for (Location q : board.fleetNeighbours(l)) out.add(q.province().index());
            out.remove(p.index());
            near[p.index()] = out.stream().mapToInt(Integer::intValue).toArray();
        }
    }

    static Graph of(Board board) { return CACHE.computeIfAbsent(board, Graph::new); }
}
