package org.chancery.render;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;
import org.chancery.engine.Location;
import org.chancery.engine.Province;
import org.chancery.variant.Variant;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.io.ParseException;
import org.locationtech.jts.io.WKBReader;
import org.locationtech.jts.io.WKBWriter;

/**
 * A board's province shapes kept on disk between runs, so a fresh process draws its first map without the
 * Voronoi cells and overlays that make them (most of a first map's time). One file a board, named by the
 * variant and a key: the SHA-256 of the geometry files, the board's provinces, {@link #VERSION} and the JTS
 * version, so a changed map or renderer is never read from an old file. The file holds data only, the shapes as
 * WKB with a SHA-256 of its content at the end; one that is short, corrupt or of another key is ignored (the
 * shapes are made again and the file rewritten). It is written to a temporary file and moved into place, so a
 * reader never sees half a file. Nothing of a game is in it. Off until {@link #keepIn} names a directory.
 */
final class StoredShapes {
    /** Changes whenever shapes are made differently from the same geometry, so older files are not read. */
    static final int VERSION = 1;
    private static final String SUFFIX = ".shapes";
    private static final byte[] MAGIC = "chancery board shapes\n".getBytes(StandardCharsets.US_ASCII);
    private static final System.Logger LOG = System.getLogger(StoredShapes.class.getName());
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
        Path file = file(d, v, key);
        if (!Files.isRegularFile(file)) return null;
        try {
            byte[] all = Files.readAllBytes(file);
            if (all.length < 32) throw new IOException("shorter than its checksum");
            byte[] body = Arrays.copyOf(all, all.length - 32);
            if (!MessageDigest.isEqual(sha256().digest(body), Arrays.copyOfRange(all, all.length - 32, all.length))) {
                throw new IOException("its checksum does not match");
            }
            DataInputStream in = new DataInputStream(new ByteArrayInputStream(body));
            byte[] magic = new byte[MAGIC.length];
            in.readFully(magic);
            if (!Arrays.equals(magic, MAGIC) || !in.readUTF().equals(key)) throw new IOException("it is of another board");
            int n = in.readInt();
            if (n != v.board().size()) throw new IOException("it has " + n + " provinces, not " + v.board().size());
            WKBReader wkb = new WKBReader();
            Geometry[] provinces = new Geometry[n];
            for (int i = 0; i < n; i++) provinces[i] = geometry(in, wkb);
            return new Shapes(provinces, geometry(in, wkb), geometry(in, wkb));
        } catch (IOException | ParseException | RuntimeException e) {
            LOG.log(System.Logger.Level.INFO, "the stored shapes in " + file + " were not used (" + e.getMessage()
                    + "); making them again");
            return null;
        }
    }

    /** Stores a board's shapes, replacing the board's files of other keys; a failure to write only costs time. */
    static void write(Variant v, String key, Shapes shapes) {
        Path d = dir;
        if (d == null) return;
        Path file = file(d, v, key);
        Path tmp = null;
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream(1 << 20);
            DataOutputStream out = new DataOutputStream(bytes);
            out.write(MAGIC);
            out.writeUTF(key);
            out.writeInt(shapes.provinces().length);
            WKBWriter wkb = new WKBWriter(2);
            for (Geometry g : shapes.provinces()) geometry(out, wkb, g);
            geometry(out, wkb, shapes.neutralLand());
            geometry(out, wkb, shapes.neutralWater());
            out.flush();
            bytes.write(sha256().digest(bytes.toByteArray()));
            Files.createDirectories(d);
            tmp = Files.createTempFile(d, name(v) + "-", ".tmp");
            Files.write(tmp, bytes.toByteArray());
            Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            tmp = null;
            try (DirectoryStream<Path> old = Files.newDirectoryStream(d, name(v) + "-*" + SUFFIX)) {
                for (Path f : old) if (!f.equals(file)) Files.deleteIfExists(f);
            }
        } catch (IOException | RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "could not store the shapes of " + v.id() + " in " + d + ": " + e.getMessage());
        } finally {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException ignored) {
                    // the temporary file stays; the next write makes another
                }
            }
        }
    }

    static Path file(Path d, Variant v, String key) { return d.resolve(name(v) + "-" + key.substring(0, 16) + SUFFIX); }

    private static String name(Variant v) { return v.id().replaceAll("[^A-Za-z0-9_-]", "_"); }

    private static Geometry geometry(DataInputStream in, WKBReader wkb) throws IOException, ParseException {
        int n = in.readInt();
        if (n < 0 || n > in.available()) throw new IOException("a shape's length is wrong");
        byte[] b = new byte[n];
        in.readFully(b);
        return wkb.read(b);
    }

    private static void geometry(DataOutputStream out, WKBWriter wkb, Geometry g) throws IOException {
        byte[] b = wkb.write(g);
        out.writeInt(b.length);
        out.write(b);
    }

    static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
