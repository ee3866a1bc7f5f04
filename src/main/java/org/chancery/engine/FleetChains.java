package org.chancery.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * Chains of fleets on convoy spaces, by where fleets stand and whatever their orders: what the DATC 3.0
 * intent and illegal-convoy rules ask of a convoy (6.D.32, 6.G.7, 6.G.19), at order entry and at
 * adjudication alike.
 */
final class FleetChains {
    private FleetChains() {}

    /**
     * The convoy-space fleets reachable from {@code end}, stepping from fleet to fleet, leaving out the one
     * at {@code without} (-1 for none); by province index.
     */
    static boolean[] reach(Board board, Unit[] units, Province end, int without) {
        int n = board.size();
        boolean[] seen = new boolean[n];
        int[] fleets = new int[n];
        int count = 0;
        for (int f = 0; f < n; f++) if (f != without && carrier(board, units, f)) fleets[count++] = f;
        int[] queue = new int[count];
        int head = 0, tail = 0;
        for (int i = 0; i < count; i++) {
            int f = fleets[i];
            if (board.fleetAdjacent(end, board.province(f))) {
                seen[f] = true;
                queue[tail++] = f;
            }
        }
        while (head < tail) {
            Province fp = board.province(queue[head++]);
            for (int i = 0; i < count; i++) {
                int g = fleets[i];
                if (!seen[g] && board.fleetAdjacent(fp, board.province(g))) {
                    seen[g] = true;
                    queue[tail++] = g;
                }
            }
        }
        return seen;
    }

    /** Whether such a chain joins {@code a} to {@code b}, leaving out the fleet at {@code without} (-1 for none). */
    static boolean between(Board board, Unit[] units, Province a, Province b, int without) {
        boolean[] fromA = reach(board, units, a, without);
        for (int f = 0; f < fromA.length; f++) {
            if (fromA[f] && board.fleetAdjacent(board.province(f), b)) return true;
        }
        return false;
    }

    /**
     * Whether the fleet at {@code fleet} is needed by some convoy route from {@code a} to {@code b}: it lies on
     * a chain of fleets between them that has no shortcut, so that no fleet of the chain could be left out
     * (DATC 3.0, 4.E.1 and 6.G.19). A fleet on no such chain cannot convoy that army.
     */
    static boolean needed(Board board, Unit[] units, Province a, Province b, int fleet) {
        if (!carrier(board, units, fleet)) return false;
        int[] fleets = new int[board.size()];
        int count = 0;
        for (int f = 0; f < fleets.length; f++) if (carrier(board, units, f)) fleets[count++] = f;
        int[] chain = new int[count];
        return extend(board, a, b, fleet, fleets, count, chain, 0, false);
    }

    /**
     * Depth-first over chains without shortcuts: the next fleet touches the chain's last fleet (or {@code a})
     * and nothing earlier in it, and the chain ends at the first fleet that touches {@code b}.
     */
    private static boolean extend(Board board, Province a, Province b, int fleet, int[] fleets, int count,
                                  int[] chain, int len, boolean hasFleet) {
        Province last = len == 0 ? a : board.province(chain[len - 1]);
        for (int i = 0; i < count; i++) {
            int g = fleets[i];
            Province gp = board.province(g);
            if (!board.fleetAdjacent(last, gp) || (len > 0 && board.fleetAdjacent(a, gp)) || onChain(chain, len, g)) {
                continue;
            }
            boolean shortcut = false;
            for (int j = 0; j < len - 1 && !shortcut; j++) shortcut = board.fleetAdjacent(board.province(chain[j]), gp);
            if (shortcut) continue;
            boolean with = hasFleet || g == fleet;
            if (board.fleetAdjacent(gp, b)) {
                if (with) return true;
                continue;
            }
            chain[len] = g;
            if (extend(board, a, b, fleet, fleets, count, chain, len + 1, with)) return true;
        }
        return false;
    }

    private static boolean onChain(int[] chain, int len, int g) {
        for (int j = 0; j < len; j++) if (chain[j] == g) return true;
        return false;
    }

    /** The fleets of a shortest chain from {@code a} to {@code b} leaving out the fleet at {@code without}; empty if none. */
    static List<Province> route(Board board, Unit[] units, Province a, Province b, int without) {
        int n = board.size();
        int[] from = new int[n];
        java.util.Arrays.fill(from, -2);
        int[] queue = new int[n];
        int head = 0, tail = 0;
        for (int f = 0; f < n; f++) {
            if (f != without && carrier(board, units, f) && board.fleetAdjacent(a, board.province(f))) {
                from[f] = -1;
                queue[tail++] = f;
            }
        }
        while (head < tail) {
            int f = queue[head++];
            if (board.fleetAdjacent(board.province(f), b)) {
                List<Province> out = new ArrayList<>();
                for (int g = f; g >= 0; g = from[g]) out.add(0, board.province(g));
                return out;
            }
            for (int g = 0; g < n; g++) {
                if (from[g] == -2 && g != without && carrier(board, units, g)
                        && board.fleetAdjacent(board.province(f), board.province(g))) {
                    from[g] = f;
                    queue[tail++] = g;
                }
            }
        }
        return List.of();
    }

    static boolean carrier(Board board, Unit[] units, int f) {
        return units[f] != null && units[f].kind().isNaval() && board.isConvoySpace(board.province(f));
    }

}
