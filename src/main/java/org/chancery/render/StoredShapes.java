package org.chancery.render;

import java.io.DataInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import org.chancery.engine.Location;
import org.chancery.engine.Province;
import org.chancery.variant.Variant;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.io.WKBReader;
import org.locationtech.jts.io.WKBWriter;

/**
 * A board's province shapes kept on disk between runs, so a fresh process draws its first map without the
 * Voronoi cells and overlays that make them (most of a first map's time). One file a board, named by the
 * variant and a key: the SHA-256 of the geometry files, the board's provinces, {@link #VERSION} and the JTS
 * version, so a changed map or renderer is never read from an old file. The file holds data only, the shapes as
 * WKB, framed and checked by {@link StoredFile}; one that is short, corrupt or of another key is ignored (the
 * shapes are made again and the file rewritten). Nothing of a game is in it. Off until {@link #keepIn} names a directory.
 */
final class StoredShapes {
    /** Changes whenever shapes are made differently from the same geometry, so older files are not read. */
    static final int VERSION = 1;
    private static final String SUFFIX = ".shapes";
    private static volatile Path dir;

    /** What a board's shapes are once made: each province's (by index) and the neutral land and water. */
    record Shapes(Geometry[] provinces, Geometry neutralLand, Geometry neutralWater) {}

    private StoredShapes() {}

    /** Keeps boards' shapes in this directory from now on (null: not at all). */
    static void keepIn(Path directory) { dir = directory; }

    static Path directory() { return dir; }

    /** The key of a board's shapes: what they are made from, and how. */
    static String key(Variant v, String geometrySha) {
        MessageDigest sha = sha256();
        StringBuilder s = new StringBuilder("v" + VERSION + " jts " + GeometryFactory.class.getPackage().getImplementationVersion()
                + " " + v.id() + " " + geometrySha + "\n");
        for (Province p : v.board().provinces()) {
            s.append(p.index()).append(' ').append(p.id()).append(' ').append(p.kind());
            for (Location c : p.coasts()) s.append(' ').append(c.coast());
            s.append('\n');
        }
        return HexFormat.of().formatHex(sha.digest(s.toString().getBytes(StandardCharsets.UTF_8)));
    }

    /** The stored shapes of this board and key, or null if there are none, or none that read back whole. */
    static Shapes read(Variant v, String key) {
        Path d = dir;
        if (d == null) return null;
        try {
            DataInputStream in = StoredFile.open(d, v, key, SUFFIX);
            if (in == null) return null;
            int n = in.readInt();
            if (n != v.board().size()) throw new IOException("it has " + n + " provinces, not " + v.board().size());
            WKBReader wkb = new WKBReader();
            Geometry[] provinces = new Geometry[n];
            for (int i = 0; i < n; i++) provinces[i] = StoredFile.geometry(in, wkb);
            return new Shapes(provinces, StoredFile.geometry(in, wkb), StoredFile.geometry(in, wkb));
        } catch (IOException | RuntimeException e) {
            StoredFile.unused(d, v, key, SUFFIX, e);
            return null;
        }
    }

    /** Stores a board's shapes, replacing the board's files of other keys; a failure to write only costs time. */
    static void write(Variant v, String key, Shapes shapes) {
        Path d = dir;
        if (d == null) return;
        StoredFile.write(d, v, key, SUFFIX, out -> {
            out.writeInt(shapes.provinces().length);
            WKBWriter wkb = new WKBWriter(2);
            for (Geometry g : shapes.provinces()) StoredFile.geometry(out, wkb, g);
            StoredFile.geometry(out, wkb, shapes.neutralLand());
            StoredFile.geometry(out, wkb, shapes.neutralWater());
        });
    }

    static Path file(Path d, Variant v, String key) { return StoredFile.file(d, v, key, SUFFIX); }

    static MessageDigest sha256() { return StoredFile.sha256(); }
}
