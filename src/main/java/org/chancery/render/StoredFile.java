package org.chancery.render;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.zip.CRC32C;
import org.chancery.variant.Variant;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.io.ParseException;
import org.locationtech.jts.io.WKBReader;
import org.locationtech.jts.io.WKBWriter;

/**
 * One file of what a board always is, kept between runs ({@link StoredShapes}, {@link StoredDetails}): named by the
 * variant, a kind and the first characters of a key, holding a header of the kind and the whole key, the data, and a
 * CRC-32C of all that at the end (it finds damage, which is all it is for: the key says what the file is, and the
 * JDK works it out at memory speed, where a SHA-256 of W3K's layer took 30 ms of a first map). A file that is short,
 * corrupt, or of another kind or key reads as none. A file is written to a temporary file and moved into place, so a
 * reader never sees half of one; the board's files of the same kind and other keys are deleted then.
 */
final class StoredFile {
    private static final System.Logger LOG = System.getLogger(StoredFile.class.getName());

    /** Writes a file's data. */
    interface Body {
        void write(DataOutputStream out) throws IOException;
    }

    private StoredFile() {}

    static Path file(Path d, Variant v, String key, String suffix) { return d.resolve(name(v) + "-" + key.substring(0, 16) + suffix); }

    /**
     * The data of the file of this board, kind and key, checked whole and positioned after the header; null when there is
     * none. Throws when there is one that does not check.
     */
    static DataInputStream open(Path d, Variant v, String key, String suffix) throws IOException {
        Path file = file(d, v, key, suffix);
        if (!Files.isRegularFile(file)) return null;
        byte[] all = Files.readAllBytes(file);
        int length = all.length - Integer.BYTES;
        if (length < 0) throw new IOException("shorter than its checksum");
        if (checksum(all, length) != ByteBuffer.wrap(all, length, Integer.BYTES).getInt()) {
            throw new IOException("its checksum does not match");
        }
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(all, 0, length));
        byte[] magic = new byte[magic(suffix).length];
        in.readFully(magic);
        if (!Arrays.equals(magic, magic(suffix)) || !in.readUTF().equals(key)) throw new IOException("it is of another board");
        return in;
    }

    /** Logs that a file was not used, and why; the caller makes its content again. */
    static void unused(Path d, Variant v, String key, String suffix, Exception e) {
        LOG.log(System.Logger.Level.INFO, "the stored file " + file(d, v, key, suffix) + " was not used (" + e.getMessage()
                + "); making it again");
    }

    /** Writes the file of this board, kind and key; a failure is logged, as it only costs time. */
    static void write(Path d, Variant v, String key, String suffix, Body body) {
        Path file = file(d, v, key, suffix);
        Path tmp = null;
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream(1 << 20);
            DataOutputStream out = new DataOutputStream(bytes);
            out.write(magic(suffix));
            out.writeUTF(key);
            body.write(out);
            out.flush();
            out.writeInt(checksum(bytes.toByteArray(), bytes.size()));
            Files.createDirectories(d);
            tmp = Files.createTempFile(d, name(v) + "-", ".tmp");
            Files.write(tmp, bytes.toByteArray());
            Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            tmp = null;
            try (DirectoryStream<Path> old = Files.newDirectoryStream(d, name(v) + "-*" + suffix)) {
                for (Path f : old) if (!f.equals(file)) Files.deleteIfExists(f);
            }
        } catch (IOException | RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "could not store " + file + ": " + e.getMessage());
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

    private static int checksum(byte[] b, int length) {
        CRC32C crc = new CRC32C();
        crc.update(b, 0, length);
        return (int) crc.getValue();
    }

    private static byte[] magic(String suffix) { return ("chancery board " + suffix.substring(1) + "\n").getBytes(StandardCharsets.US_ASCII); }

    private static String name(Variant v) { return v.id().replaceAll("[^A-Za-z0-9_-]", "_"); }

    static Geometry geometry(DataInputStream in, WKBReader wkb) throws IOException {
        int n = in.readInt();
        if (n < 0 || n > in.available()) throw new IOException("a shape's length is wrong");
        byte[] b = new byte[n];
        in.readFully(b);
        try {
            return wkb.read(b);
        } catch (ParseException e) {
            throw new IOException("a shape does not read: " + e.getMessage(), e);
        }
    }

    static void geometry(DataOutputStream out, WKBWriter wkb, Geometry g) throws IOException {
        byte[] b = wkb.write(g);
        out.writeInt(b.length);
        out.write(b);
    }

    /** The SHA-256, in hex, of a text. */
    static String sha256(String text) {
        return HexFormat.of().formatHex(sha256().digest(text.getBytes(StandardCharsets.UTF_8)));
    }

    static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
