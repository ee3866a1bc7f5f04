package org.chancery.engine;

/**
 * Chains of fleets on convoy spaces, by where fleets stand and whatever their orders: what the DATC 3.0
 * intent and illegal-convoy rules ask of a convoy (6.D.32, 6.G.7), at order entry and at adjudication alike.
 */
final class FleetChains {
    private FleetChains() {}

    /** The convoy-space fleets reachable from {@code end}, stepping from fleet to fleet; by province index. */
    static boolean[] reach(Board board, Unit[] units, Province end) {
        int n = board.size();
        boolean[] seen = new boolean[n];
        int[] queue = new int[n];
        int head = 0, tail = 0;
        for (int f = 0; f < n; f++) {
            if (carrier(board, units, f) && board.fleetAdjacent(end, board.province(f))) {
                seen[f] = true;
                queue[tail++] = f;
            }
        }
        while (head < tail) {
            Province fp = board.province(queue[head++]);
            for (int g = 0; g < n; g++) {
                if (!seen[g] && carrier(board, units, g) && board.fleetAdjacent(fp, board.province(g))) {
                    seen[g] = true;
                    queue[tail++] = g;
                }
            }
        }
        return seen;
    }

    /** Whether such a chain joins {@code a} to {@code b}. */
    static boolean between(Board board, Unit[] units, Province a, Province b) {
        boolean[] fromA = reach(board, units, a);
        for (int f = 0; f < fromA.length; f++) {
            if (fromA[f] && board.fleetAdjacent(board.province(f), b)) return true;
        }
        return false;
    }

    static boolean carrier(Board board, Unit[] units, int f) {
        return units[f] != null && units[f].kind().isNaval() && board.isConvoySpace(board.province(f));
    }
}
