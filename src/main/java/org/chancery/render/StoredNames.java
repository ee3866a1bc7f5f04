package org.chancery.render;

import java.awt.geom.Rectangle2D;
import java.io.DataInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The boxes a whole board's names may take ({@link BoardLayer#labelBoxes}: for each province and way of writing its
 * name, every box of its spiral on ground that way allows), kept on disk beside the board's layer, so a fresh process
 * places its first map's names by testing the boxes for ink and other names instead of working out the ground under
 * each. They follow from the board and the framing alone, never from a game. One file a board and width, keyed by the
 * details' key, {@link #VERSION} and the framing; framed and checked by {@link StoredFile}; rewritten whole when a map
 * works out the boxes of more ways of writing a name. The boxes are written as doubles, so they read back exactly.
 */
final class StoredNames {
    /** Changes whenever the boxes are worked out or stored differently, so older files are not read. */
    static final int VERSION = 1;

    private StoredNames() {}

    static String suffix(Layout l) { return ".names-" + l.width; }

    /** The key of a framing's boxes: its board's details' key, this version and the framing. */
    static String key(String detailsKey, Layout l) {
        return StoredFile.sha256("names v" + VERSION + " " + detailsKey + " " + l.view + " " + l.width + " " + l.header
                + " " + l.boardHeight);
    }

    static Path file(Path d, BoardLayer layer, String key) {
        return StoredFile.file(d, layer.shapes.variant(), key, suffix(layer.layout));
    }

    /**
     * The stored boxes of this framing and key, by {@link BoardLayer#labelBoxes}' key, or null if there are none, or
     * none that read back whole; {@code keys} is how many keys there may be.
     */
    static Map<Integer, List<Rectangle2D>> read(Path d, BoardLayer layer, String key, int keys) {
        String suffix = suffix(layer.layout);
        try {
            DataInputStream in = StoredFile.open(d, layer.shapes.variant(), key, suffix);
            if (in == null) return null;
            int entries = in.readInt(), total = in.readInt();
            if (entries < 0 || entries > keys || total < 0 || (long) 8 * entries + 16L * entries + 16L * total != in.available()) {
                throw new IOException("its lengths are wrong");
            }
            ByteBuffer all = ByteBuffer.wrap(in.readAllBytes());
            int[] heads = new int[2 * entries];
            all.asIntBuffer().get(heads);
            all.position(4 * heads.length);
            double[] coords = new double[2 * entries + 2 * total];
            all.asDoubleBuffer().get(coords);
            Map<Integer, List<Rectangle2D>> out = new HashMap<>();
            int at = 2 * entries, sum = 0;
            for (int e = 0; e < entries; e++) {
                int k = heads[2 * e], n = heads[2 * e + 1];
                if (k < 0 || k >= keys || n < 0 || n > total - sum || out.containsKey(k)) throw new IOException("an entry is wrong");
                double w = coords[2 * e], h = coords[2 * e + 1];
                List<Rectangle2D> boxes = new ArrayList<>(n);
                for (int i = 0; i < n; i++, at += 2) {
                    double x = coords[at], y = coords[at + 1];
                    if (!Double.isFinite(x) || !Double.isFinite(y) || !(w > 0) || !(h > 0)) throw new IOException("a box is not a box");
                    boxes.add(new Rectangle2D.Double(x, y, w, h));
                }
                sum += n;
                out.put(k, List.copyOf(boxes));
            }
            if (sum != total) throw new IOException("its boxes do not add up");
            return out;
        } catch (IOException | RuntimeException e) {
            StoredFile.unused(d, layer.shapes.variant(), key, suffix, e);
            return null;
        }
    }

    /** Stores a framing's boxes, replacing the board's file of this width under another key. */
    static void write(Path d, BoardLayer layer, String key, Map<Integer, List<Rectangle2D>> boxes) {
        List<Integer> keys = new ArrayList<>(boxes.keySet());
        keys.sort(null);
        int total = 0;
        for (Integer k : keys) total += boxes.get(k).size();
        ByteBuffer all = ByteBuffer.allocate(8 * keys.size() + 16 * keys.size() + 16 * total);
        for (Integer k : keys) all.putInt(k).putInt(boxes.get(k).size());
        for (Integer k : keys) {
            List<Rectangle2D> b = boxes.get(k);
            all.putDouble(b.isEmpty() ? 1 : b.get(0).getWidth()).putDouble(b.isEmpty() ? 1 : b.get(0).getHeight());
        }
        for (Integer k : keys) {
            for (Rectangle2D r : boxes.get(k)) all.putDouble(r.getX()).putDouble(r.getY());
        }
        int n = total;
        StoredFile.write(d, layer.shapes.variant(), key, suffix(layer.layout), out -> {
            out.writeInt(keys.size());
            out.writeInt(n);
            out.write(all.array());
        });
    }
}
