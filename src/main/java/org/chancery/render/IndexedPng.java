package org.chancery.render;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.zip.Adler32;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * An 8-bit indexed-colour PNG (PNG specification, ISO/IEC 15948: IHDR, PLTE, IDAT, IEND; filter type 0 on every
 * row, as is usual for palette images), its rows asked for one at a time and deflated as they come, so that only
 * the compressed bytes are held.
 */
final class IndexedPng {
    private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};

    /** Fills {@code row} (one byte a pixel) with the palette indices of row {@code y}. */
    interface Rows {
        void fill(int y, byte[] row);
    }

    private IndexedPng() {}

    static byte[] write(int width, int height, int[] palette, int level, Rows rows) {
        return write(width, height, palette, level, 1, rows);
    }

    /**
     * The PNG with its rows deflated in {@code stripes} runs of rows, each its own raw deflate ended by a sync flush to a byte boundary, joined into
     * one zlib stream (RFC 1950/1951: a sync flush ends on a byte boundary with the window usable, and raw deflate
     * blocks may follow one another) whose Adler-32 is the stripes' combined, deflated on free cores ({@link Split}).
     */
    static byte[] write(int width, int height, int[] palette, int level, int stripes, Rows rows) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 20);
        out.writeBytes(SIGNATURE);
        byte[] header = new byte[13];
        int32(header, 0, width);
        int32(header, 4, height);
        header[8] = 8; // bit depth
        header[9] = 3; // colour type: indexed
        chunk(out, "IHDR", header, header.length);
        byte[] plte = new byte[palette.length * 3];
        for (int i = 0; i < palette.length; i++) {
            plte[3 * i] = (byte) (palette[i] >> 16);
            plte[3 * i + 1] = (byte) (palette[i] >> 8);
            plte[3 * i + 2] = (byte) palette[i];
        }
        chunk(out, "PLTE", plte, plte.length);
        byte[] data = idat(width, height, level, stripes, rows);
        chunk(out, "IDAT", data, data.length);
        chunk(out, "IEND", new byte[0], 0);
        return out.toByteArray();
    }

    private static byte[] idat(int width, int height, int level, int stripes, Rows rows) {
        int n = Math.max(1, Math.min(stripes, height / 64));
        List<Callable<Stripe>> parts = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int from = Split.from(height, i, n), to = Split.from(height, i + 1, n);
            boolean last = i == n - 1;
            parts.add(() -> stripe(width, from, to, level, last, rows));
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 20);
        out.write(0x78);
        out.write(level <= 1 ? 0x01 : level < 6 ? 0x5e : level == 6 ? 0x9c : 0xda);
        long adler = 1;
        for (Stripe s : Split.run(parts)) {
            out.write(s.bytes, 0, s.bytes.length);
            adler = combine(adler, s.adler, s.length);
        }
        byte[] tail = new byte[4];
        int32(tail, 0, (int) adler);
        out.write(tail, 0, 4);
        return out.toByteArray();
    }

    /** A stripe's raw deflate bytes, the Adler-32 of its filtered rows, and their length. */
    private record Stripe(byte[] bytes, long adler, long length) {}

    private static Stripe stripe(int width, int from, int to, int level, boolean last, Rows rows) {
        Deflater deflater = new Deflater(level, true);
        Adler32 adler = new Adler32();
        try {
            byte[] row = new byte[width], filtered = new byte[width + 1], buf = new byte[1 << 16];
            ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 18);
            for (int y = from; y < to; y++) {
                rows.fill(y, row);
                System.arraycopy(row, 0, filtered, 1, width);
                adler.update(filtered);
                deflater.setInput(filtered);
                while (!deflater.needsInput()) out.write(buf, 0, deflater.deflate(buf));
            }
            if (last) {
                deflater.finish();
                while (!deflater.finished()) out.write(buf, 0, deflater.deflate(buf));
            } else {
                int got;
                do {
                    got = deflater.deflate(buf, 0, buf.length, Deflater.SYNC_FLUSH);
                    out.write(buf, 0, got);
                } while (got == buf.length);
            }
            return new Stripe(out.toByteArray(), adler.getValue(), (long) (to - from) * (width + 1));
        } finally {
            deflater.end();
        }
    }

    /** The Adler-32 of two runs of bytes joined, from each one's and the second's length (RFC 1950's sums, modulo 65521). */
    static long combine(long first, long second, long secondLength) {
        final long base = 65521;
        long a = ((first & 0xffff) + (second & 0xffff) - 1) % base;
        if (a < 0) a += base;
        long b = ((first >>> 16) + (second >>> 16) + (secondLength % base) * (first & 0xffff) - (secondLength % base)) % base;
        if (b < 0) b += base;
        return b << 16 | a;
    }

    private static void chunk(ByteArrayOutputStream out, String type, byte[] data, int length) {
        byte[] head = new byte[8];
        int32(head, 0, length);
        byte[] name = type.getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(name, 0, head, 4, 4);
        out.write(head, 0, 8);
        out.write(data, 0, length);
        CRC32 crc = new CRC32();
        crc.update(name);
        crc.update(data, 0, length);
        byte[] tail = new byte[4];
        int32(tail, 0, (int) crc.getValue());
        out.write(tail, 0, 4);
    }

    private static void int32(byte[] b, int at, int v) {
        b[at] = (byte) (v >>> 24);
        b[at + 1] = (byte) (v >>> 16);
        b[at + 2] = (byte) (v >>> 8);
        b[at + 3] = (byte) v;
    }
}
