package org.chancery.render;

import java.awt.geom.Point2D;
import java.io.DataInputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.chancery.engine.Province;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.io.WKBReader;
import org.locationtech.jts.io.WKBWriter;

/**
 * What a board's maps work out on first use and keep, kept on disk beside its details ({@link StoredDetails}): the
 * spots beside centre markers where marks go ({@link MarkSpots#mark}) and the outlines of areas of provinces
 * ({@link BoardShapes#union}), as the maps drawn so far asked for them. Both follow from the board alone (where a
 * mark may go, never what it is or whose). Keyed by the details' key and {@link #VERSION}, framed and checked by
 * {@link StoredFile}; rewritten whole when a map works out more of them.
 */
final class StoredMarks {
    /** Changes whenever spots or outlines are worked out differently, so older files are not read. */
    static final int VERSION = 1;
    private static final String SUFFIX = ".marks";

    /** Spots and outlines read back. */
    record Read(Map<String, Point2D> spots, Map<List<Province>, Geometry> outlines) {}

    private StoredMarks() {}

    static String key(String detailsKey) { return StoredFile.sha256("marks v" + VERSION + " " + detailsKey); }

    static Path file(Path d, BoardShapes shapes, String key) { return StoredFile.file(d, shapes.variant(), key, SUFFIX); }

    /** The stored spots and outlines of this board and key, or null if there are none, or none that read back whole. */
    static Read read(Path d, BoardShapes shapes, String key) {
        try {
            DataInputStream in = StoredFile.open(d, shapes.variant(), key, SUFFIX);
            if (in == null) return null;
            Map<String, Point2D> spots = new HashMap<>();
            for (int n = in.readInt(); n > 0; n--) {
                String at = in.readUTF();
                double x = in.readDouble(), y = in.readDouble();
                if (!Double.isFinite(x) || !Double.isFinite(y)) throw new IOException("a spot is not a point");
                spots.put(at, new Point2D.Double(x, y));
            }
            Map<List<Province>, Geometry> outlines = new HashMap<>();
            WKBReader wkb = new WKBReader();
            for (int n = in.readInt(); n > 0; n--) {
                List<Province> ps = new ArrayList<>();
                for (int k = in.readInt(); k > 0; k--) {
                    String id = in.readUTF();
                    ps.add(shapes.variant().board().find(id).orElseThrow(() -> new IOException("it names no province " + id)));
                }
                outlines.put(List.copyOf(ps), StoredFile.geometry(in, wkb));
            }
            if (in.available() != 0) throw new IOException("it has more than its spots and outlines");
            return new Read(spots, outlines);
        } catch (IOException | RuntimeException e) {
            StoredFile.unused(d, shapes.variant(), key, SUFFIX, e);
            return null;
        }
    }

    /** Stores these spots and outlines, replacing the board's file of another key. */
    static void write(Path d, BoardShapes shapes, String key, Map<String, Point2D> spots, Map<List<Province>, Geometry> outlines) {
        StoredFile.write(d, shapes.variant(), key, SUFFIX, out -> {
            List<String> at = new ArrayList<>(spots.keySet());
            at.sort(null);
            out.writeInt(at.size());
            for (String a : at) {
                out.writeUTF(a);
                out.writeDouble(spots.get(a).getX());
                out.writeDouble(spots.get(a).getY());
            }
            List<List<Province>> areas = new ArrayList<>(outlines.keySet());
            areas.sort(java.util.Comparator.comparing(List::toString));
            out.writeInt(areas.size());
            WKBWriter wkb = new WKBWriter(2);
            for (List<Province> ps : areas) {
                out.writeInt(ps.size());
                for (Province p : ps) out.writeUTF(p.id());
                StoredFile.geometry(out, wkb, outlines.get(ps));
            }
        });
    }
}
