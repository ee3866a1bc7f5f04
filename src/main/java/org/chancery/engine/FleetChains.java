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

    /**
     * Whether the fleet at province index {@code f} lies on some route of distinct fleets from {@code a} to
     * {@code b}: two paths from it, sharing no fleet, reach the two ends (a flow of two through fleets of
     * capacity one).
     */
    static boolean onRoute(Board board, Unit[] units, int f, Province a, Province b) {
        int[] c = new int[units.length];
        int k = 0, me = -1;
        for (int i = 0; i < units.length; i++) {
            if (!carrier(board, units, i)) continue;
            if (i == f) me = k;
            c[k++] = i;
        }
        if (me < 0) return false;
        int ends = 2 * k, sink = ends + 2, n = sink + 1;
        int[][] cap = new int[n][n];
        for (int i = 0; i < k; i++) {
            Province p = board.province(c[i]);
            cap[2 * i][2 * i + 1] = 1;
            for (int j = 0; j < k; j++) if (j != i && board.fleetAdjacent(p, board.province(c[j]))) cap[2 * i + 1][2 * j] = 1;
            if (board.fleetAdjacent(p, a)) cap[2 * i + 1][ends] = 1;
            if (board.fleetAdjacent(p, b)) cap[2 * i + 1][ends + 1] = 1;
        }
        cap[ends][sink] = 1;
        cap[ends + 1][sink] = 1;
        int source = 2 * me + 1;
        return augment(cap, source, sink) && augment(cap, source, sink);
    }

    /** One augmenting path in the residual capacities, applied; false when there is none. */
    private static boolean augment(int[][] cap, int source, int sink) {
        int n = cap.length;
        int[] prev = new int[n];
        java.util.Arrays.fill(prev, -1);
        prev[source] = source;
        int[] queue = new int[n];
        int head = 0, tail = 0;
        queue[tail++] = source;
        while (head < tail && prev[sink] < 0) {
            int x = queue[head++];
            for (int y = 0; y < n; y++) {
                if (prev[y] < 0 && cap[x][y] > 0) {
                    prev[y] = x;
                    queue[tail++] = y;
                }
            }
        }
        if (prev[sink] < 0) return false;
        for (int y = sink; y != source; y = prev[y]) {
            cap[prev[y]][y]--;
            cap[y][prev[y]]++;
        }
        return true;
    }
}
