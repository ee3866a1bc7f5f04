package org.chancery.render;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;
import org.chancery.variant.MapMarks;

/**
 * A whole board's base layer ({@link BoardPixels}: its pixels with every province unowned, and where each land
 * province's fill and edges show) kept on disk beside its shapes and details, so a fresh process draws its first map
 * from them instead of painting the board. One file a board, palette and width (close-ups are not kept: their
 * framings are each game's own), keyed by the details' key (so the shapes, the board and the drawing code's stamp),
 * {@link #VERSION}, the palette, the framing and the marks drawn with the board; framed and checked by
 * {@link StoredFile}. The pixels are written as runs of one colour, then deflated; reading inflates them in one piece
 * and keeps the runs. Nothing of a game is in it.
 */
final class StoredLayer {
    /** Changes whenever the layer is stored differently, so older files are not read. */
    static final int VERSION = 1;

    private StoredLayer() {}

    /** The kind of file: one a palette and width, so the board's files of other widths stay. */
    static String suffix(Layout l, Palette palette) {
        return ".layer-" + palette.name().toLowerCase(Locale.ROOT) + "-" + l.width;
    }

    /**
     * The key of a framing's layer: its board's details' key, this version, the palette, the framing and the marks drawn
     * with the board.
     */
    static String key(String detailsKey, Layout l, Palette palette, List<MapMarks.Mark> marks) {
        return StoredFile.sha256("layer v" + VERSION + " " + detailsKey + " " + palette.name() + " " + l.view + " "
                + l.width + " " + l.header + " " + l.boardHeight + "\n" + BoardLayer.marksText(marks));
    }

    static Path file(Path d, BoardLayer layer, Palette palette, String key) {
        return StoredFile.file(d, layer.shapes.variant(), key, suffix(layer.layout, palette));
    }

    /** The stored layer of this framing, palette and key, or null if there is none, or none that reads back whole. */
    static BoardPixels read(Path d, BoardLayer layer, Palette palette, String key) {
        Layout l = layer.layout;
        String suffix = suffix(l, palette);
        try {
            DataInputStream in = StoredFile.open(d, layer.shapes.variant(), key, suffix);
            if (in == null) return null;
            int n = layer.shapes.variant().board().size();
            if (in.readInt() != l.width || in.readInt() != l.boardHeight || in.readInt() != n) {
                throw new IOException("it is of another framing");
            }
            int rawLength = in.readInt(), packedLength = in.readInt();
            if (rawLength <= 0 || rawLength % 4 != 0 || packedLength != in.available()) throw new IOException("its lengths are wrong");
            IntBuffer raw = inflate(in.readAllBytes(), rawLength);
            int[] base = ints(raw, 2);
            if (base.length == 0) throw new IOException("its pixels do not fill the board");
            long filled = 0;
            for (int k = 1; k < base.length; k += 2) {
                if (base[k] <= 0) throw new IOException("its pixels do not fill the board");
                filled += base[k];
            }
            int size = l.width * Math.max(1, l.boardHeight);
            if (filled != size) throw new IOException("its pixels do not fill the board");
            int[][] runs = new int[n][], edges = new int[n][];
            for (int i = 0; i < n; i++) {
                runs[i] = ints(raw, 1);
                edges[i] = ints(raw, 1);
                for (int k = 0; k < runs[i].length; k += 2) {
                    if (runs[i][k] < 0 || runs[i][k + 1] < 0 || runs[i][k] + runs[i][k + 1] > size) throw new IOException("a run is off the board");
                }
                for (int k = 0; k < edges[i].length; k += 2) {
                    if (edges[i][k] < 0 || edges[i][k] >= size) throw new IOException("an edge is off the board");
                }
            }
            if (raw.hasRemaining()) throw new IOException("it has more than its layer");
            return new BoardPixels(layer, palette, base, runs, edges);
        } catch (IOException | RuntimeException e) {
            StoredFile.unused(d, layer.shapes.variant(), key, suffix, e);
            return null;
        }
    }

    /** Stores a framing's layer, replacing the board's files of this palette and width under other keys. */
    static void write(Path d, BoardLayer layer, Palette palette, String key, BoardPixels pixels) {
        Layout l = layer.layout;
        StoredFile.write(d, layer.shapes.variant(), key, suffix(l, palette), out -> {
            int[] raw = raw(pixels);
            byte[] packed = deflate(raw);
            out.writeInt(l.width);
            out.writeInt(l.boardHeight);
            out.writeInt(pixels.runs().length);
            out.writeInt(4 * raw.length);
            out.writeInt(packed.length);
            out.write(packed);
        });
    }

    /** The layer as ints: the base pixels' runs (count, then colour and length each), then each province's runs and edges. */
    private static int[] raw(BoardPixels pixels) {
        int[] base = pixels.base();
        int length = 1 + base.length;
        for (int i = 0; i < pixels.runs().length; i++) length += 2 + pixels.runs()[i].length + pixels.edges()[i].length;
        int[] raw = new int[length];
        int at = 0;
        raw[at++] = base.length / 2;
        System.arraycopy(base, 0, raw, at, base.length);
        at += base.length;
        for (int i = 0; i < pixels.runs().length; i++) {
            for (int[] a : new int[][] {pixels.runs()[i], pixels.edges()[i]}) {
                raw[at++] = a.length;
                System.arraycopy(a, 0, raw, at, a.length);
                at += a.length;
            }
        }
        return raw;
    }

    private static byte[] deflate(int[] raw) {
        byte[] bytes = new byte[4 * raw.length];
        ByteBuffer.wrap(bytes).asIntBuffer().put(raw);
        Deflater z = new Deflater(Deflater.BEST_SPEED);
        try {
            z.setInput(bytes);
            z.finish();
            ByteArrayOutputStream packed = new ByteArrayOutputStream(bytes.length / 8 + 64);
            byte[] buf = new byte[1 << 16];
            while (!z.finished()) packed.write(buf, 0, z.deflate(buf));
            return packed.toByteArray();
        } finally {
            z.end();
        }
    }

    private static IntBuffer inflate(byte[] packed, int rawLength) throws IOException {
        byte[] bytes = new byte[rawLength];
        Inflater z = new Inflater();
        try {
            z.setInput(packed);
            int got = 0;
            while (got < rawLength && !z.finished()) {
                int k = z.inflate(bytes, got, rawLength - got);
                if (k == 0 && (z.needsInput() || z.needsDictionary())) break;
                got += k;
            }
            if (got != rawLength || !z.finished()) throw new IOException("its pixels do not inflate to their length");
        } catch (DataFormatException e) {
            throw new IOException("its pixels do not inflate: " + e.getMessage(), e);
        } finally {
            z.end();
        }
        return ByteBuffer.wrap(bytes).asIntBuffer();
    }

    /** A count, then that many items of {@code per} ints each, read from the layer's ints. */
    private static int[] ints(IntBuffer raw, int per) throws IOException {
        int count = raw.get();
        if (count < 0 || (long) count * per > raw.remaining()) throw new IOException("its lengths are wrong");
        int[] a = new int[count * per];
        raw.get(a);
        return a;
    }
}
