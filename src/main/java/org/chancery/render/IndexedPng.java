package org.chancery.render;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
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
        Deflater deflater = new Deflater(level);
        try {
            byte[] row = new byte[width], filtered = new byte[width + 1], buf = new byte[1 << 16];
            ByteArrayOutputStream idat = new ByteArrayOutputStream(1 << 20);
            for (int y = 0; y < height; y++) {
                rows.fill(y, row);
                System.arraycopy(row, 0, filtered, 1, width);
                deflater.setInput(filtered);
                while (!deflater.needsInput()) idat.write(buf, 0, deflater.deflate(buf));
            }
            deflater.finish();
            while (!deflater.finished()) idat.write(buf, 0, deflater.deflate(buf));
            byte[] data = idat.toByteArray();
            chunk(out, "IDAT", data, data.length);
        } finally {
            deflater.end();
        }
        chunk(out, "IEND", new byte[0], 0);
        return out.toByteArray();
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
