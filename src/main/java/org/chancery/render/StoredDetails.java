package org.chancery.render;

import java.awt.geom.Point2D;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.chancery.engine.Location;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.chancery.variant.Variant;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.io.WKBReader;
import org.locationtech.jts.io.WKBWriter;

/**
 * A board's details ({@link BoardDetails}) kept on disk beside its shapes ({@link StoredShapes}), so a fresh process
 * draws its first map without working them out again: the glyph size, each province's roomiest spot, its centre
 * marker's spot and room, each unit spot as drawn, the features' lines, the impassable areas and the separations of
 * seas. Keyed by the shapes' key, {@link #VERSION}, the drawing code's own stamp ({@link CodeStamp}) and the board's
 * sea adjacencies (which the separations follow), so a changed map, board or renderer is never read from an old file; framed and checked by {@link StoredFile}. All of
 * it follows from the map's files alone: nothing of a game is in it.
 */
final class StoredDetails {
    /** Changes whenever details are worked out differently from the same shapes, so older files are not read. */
    static final int VERSION = 1;
    private static final String SUFFIX = ".details";

    /** Details read back, and the unit spots as drawn (by location). */
    record Read(BoardDetails details, Map<Location, Point2D> units) {}

    private StoredDetails() {}

    /** The key of a board's details: its shapes' key, this version and which seas border which. */
    static String key(Variant v, String shapesKey) {
        StringBuilder s = new StringBuilder("details v" + VERSION + " code " + CodeStamp.of() + " " + shapesKey + "\n");
        List<Province> seas = v.board().provinces().stream().filter(p -> p.kind() == ProvinceKind.SEA).toList();
        for (Province a : seas) {
            s.append(a.id()).append(':');
            for (Province b : seas) if (a != b && v.board().fleetAdjacent(a, b)) s.append(' ').append(b.id());
            s.append('\n');
        }
        return StoredFile.sha256(s.toString());
    }

    static Path file(Path d, Variant v, String key) { return StoredFile.file(d, v, key, SUFFIX); }

    /** The stored details of these shapes and key, or null if there are none, or none that read back whole. */
    static Read read(BoardShapes shapes, Path d, String key) {
        Variant v = shapes.variant();
        try {
            DataInputStream in = StoredFile.open(d, v, key, SUFFIX);
            if (in == null) return null;
            int n = in.readInt();
            if (n != v.board().size()) throw new IOException("it has " + n + " provinces, not " + v.board().size());
            double unit = in.readDouble();
            Map<Province, Point2D> roomiest = new HashMap<>();
            Point2D[] centres = new Point2D[n];
            double[] rooms = new double[n];
            Map<Location, Point2D> units = new HashMap<>();
            for (Province p : v.board().provinces()) {
                roomiest.put(p, point(in));
                centres[p.index()] = point(in);
                rooms[p.index()] = in.readDouble();
                for (Location l : locations(p)) {
                    Point2D at = point(in);
                    if (at == null) throw new IOException("a unit spot is missing");
                    units.put(l, at);
                }
            }
            WKBReader wkb = new WKBReader();
            List<BoardDetails.Drawn> features = new ArrayList<>();
            for (int i = in.readInt(); i > 0; i--) {
                features.add(new BoardDetails.Drawn(in.readUTF(), in.readUTF(), StoredFile.geometry(in, wkb), point(in), point(in)));
            }
            Geometry impassable = StoredFile.geometry(in, wkb);
            List<Geometry> separations = new ArrayList<>();
            for (int i = in.readInt(); i > 0; i--) separations.add(StoredFile.geometry(in, wkb));
            if (in.available() != 0) throw new IOException("it has more than its details");
            BoardDetails details = new BoardDetails(shapes, unit, roomiest, features, impassable, separations);
            for (Province p : v.board().provinces()) details.spots.known(p, centres[p.index()], rooms[p.index()]);
            return new Read(details, units);
        } catch (IOException | RuntimeException e) {
            StoredFile.unused(d, v, key, SUFFIX, e);
            return null;
        }
    }

    /**
     * Stores the details of these shapes (made now), working out first what the first maps would each time: every
     * province's centre spot and room and every unit spot.
     */
    static void write(BoardShapes shapes, Path d, String key) {
        Variant v = shapes.variant();
        BoardDetails details = shapes.details();
        StoredFile.write(d, v, key, SUFFIX, out -> {
            out.writeInt(v.board().size());
            out.writeDouble(details.unit);
            for (Province p : v.board().provinces()) {
                point(out, details.roomiest.get(p));
                point(out, details.spots.centre(p));
                out.writeDouble(details.spots.rawRoom(p));
                for (Location l : locations(p)) point(out, shapes.unitPoint(l));
            }
            WKBWriter wkb = new WKBWriter(2);
            out.writeInt(details.features.size());
            for (BoardDetails.Drawn f : details.features) {
                out.writeUTF(f.kind());
                out.writeUTF(f.name());
                StoredFile.geometry(out, wkb, f.line());
                point(out, f.from());
                point(out, f.to());
            }
            StoredFile.geometry(out, wkb, details.impassable);
            out.writeInt(details.separations.size());
            for (Geometry g : details.separations) StoredFile.geometry(out, wkb, g);
        });
    }

    private static List<Location> locations(Province p) {
        List<Location> all = new ArrayList<>();
        all.add(p.main());
        all.addAll(p.coasts());
        return all;
    }

    private static Point2D point(DataInputStream in) throws IOException {
        if (!in.readBoolean()) return null;
        return new Point2D.Double(in.readDouble(), in.readDouble());
    }

    private static void point(DataOutputStream out, Point2D p) throws IOException {
        out.writeBoolean(p != null);
        if (p == null) return;
        out.writeDouble(p.getX());
        out.writeDouble(p.getY());
    }
}
