package org.chancery.render;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import org.locationtech.jts.geom.Envelope;

/**
 * The fewest windows of one size that together hold each of some boxes whole: a small exact set cover. A window that
 * holds boxes can slide left and up until a box touches each of those edges, so the windows worth trying are those
 * whose left edge is a box's left and whose top a box's top; of those, only the ones no other holds more than are
 * kept, and a depth-first search (the box fewest windows hold first) looks for a cover smaller than a known one, within
 * a budget of steps. Each window found is then centred on the boxes it holds, so they have room about them.
 */
final class Cover {
    /** The most search steps: a cover not found within them is left to the greedy one. */
    static final int BUDGET = 200_000;

    private final List<BitSet> sets = new ArrayList<>();
    private final List<Envelope> windows = new ArrayList<>();
    private final int n;
    private int steps;
    private int[] best;
    private int bestSize;

    private Cover(int n) { this.n = n; }

    /** At most {@code most} windows {@code w} by {@code h} that hold every box, or null if none was found. */
    static List<Envelope> fewest(List<Envelope> boxes, double w, double h, int most) {
        List<Envelope> items = new ArrayList<>();
        for (Envelope b : boxes) if (!items.contains(b)) items.add(b);
        if (most < 1 || items.isEmpty()) return null;
        Cover c = new Cover(items.size());
        for (Envelope a : items) {
            for (Envelope b : items) {
                Envelope win = new Envelope(a.getMinX(), a.getMinX() + w, b.getMinY(), b.getMinY() + h);
                BitSet in = new BitSet();
                for (int i = 0; i < items.size(); i++) if (win.contains(items.get(i))) in.set(i);
                if (!in.isEmpty()) c.add(in, win);
            }
        }
        c.bestSize = most + 1;
        c.search(new BitSet(), new int[most], 0);
        if (c.best == null) return null;
        List<Envelope> out = new ArrayList<>();
        for (int k : c.best) {
            Envelope held = new Envelope();
            BitSet in = c.sets.get(k);
            for (int i = in.nextSetBit(0); i >= 0; i = in.nextSetBit(i + 1)) held.expandToInclude(items.get(i));
            double x = held.centre().x - w / 2, y = held.centre().y - h / 2;
            out.add(new Envelope(x, x + w, y, y + h));
        }
        return out;
    }

    /** Keeps a window unless another holds all it holds. */
    private void add(BitSet in, Envelope win) {
        for (int k = 0; k < sets.size(); k++) {
            BitSet both = (BitSet) in.clone();
            both.and(sets.get(k));
            if (both.equals(in)) return;
            if (both.equals(sets.get(k))) {
                sets.set(k, in);
                windows.set(k, win);
                for (int j = sets.size() - 1; j > k; j--) {
                    BitSet o = (BitSet) sets.get(j).clone();
                    o.andNot(in);
                    if (o.isEmpty()) {
                        sets.remove(j);
                        windows.remove(j);
                    }
                }
                return;
            }
        }
        sets.add(in);
        windows.add(win);
    }

    private void search(BitSet covered, int[] chosen, int depth) {
        if (++steps > BUDGET) return;
        int next = covered.nextClearBit(0);
        if (next >= n) {
            if (depth < bestSize) {
                bestSize = depth;
                best = java.util.Arrays.copyOf(chosen, depth);
            }
            return;
        }
        if (depth + 1 >= bestSize) return;
        // the uncovered box fewest windows hold
        int pick = -1, fewest = Integer.MAX_VALUE;
        for (int i = next; i < n; i = covered.nextClearBit(i + 1)) {
            int holders = 0;
            for (BitSet s : sets) if (s.get(i)) holders++;
            if (holders < fewest) {
                fewest = holders;
                pick = i;
            }
        }
        int p = pick;
        List<Integer> options = new ArrayList<>();
        for (int k = 0; k < sets.size(); k++) if (sets.get(k).get(p)) options.add(k);
        options.sort(Comparator.comparingInt((Integer k) -> {
            BitSet s = (BitSet) sets.get(k).clone();
            s.andNot(covered);
            return -s.cardinality();
        }));
        for (int k : options) {
            BitSet now = (BitSet) covered.clone();
            now.or(sets.get(k));
            chosen[depth] = k;
            search(now, chosen, depth + 1);
        }
    }
}
