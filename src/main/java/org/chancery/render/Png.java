package org.chancery.render;

import com.pngencoder.PngEncoder;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.awt.image.DataBufferInt;
import java.awt.image.IndexColorModel;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * PNG bytes of a map, each under {@link #MOST} bytes (Discord shows larger files only after a wait, and its limit is
 * 10 MiB). A map of up to {@link #FULL_COLOUR_PIXELS} pixels (every board's but W3K's whole board) is written
 * losslessly in full colour at deflate level 1, the cheapest, which a deadline's storm of results posts needs. A
 * larger one, or one whose full colour comes to {@link #MOST} or more, is written as an indexed-colour PNG with the
 * palette the map really uses: a map is a few dozen flat colours (fills, sea, land, powers' colours, ink) and the
 * blends antialiasing makes between them; every flat colour is an entry, then the commonest blends; every other
 * blend becomes the nearest entry of its own class, a pixel's class being the flat colour it is nearest to, so no
 * pixel reads as another fill or ink. A map with more flat colours than a palette holds stays in full colour,
 * at deflate level {@link #LEVEL}. Figures: docs/maps.md, "Image sizes" ({@code PngSizes}).
 */
public final class Png {
    /** The most bytes an image of a post may have: 2 MB. */
    public static final int MOST = 2_000_000;
    /** Maps of up to this many pixels are written in full colour (classic's whole board is 3.1 million). */
    static final long FULL_COLOUR_PIXELS = 6_000_000;
    /** A colour is flat, a class of its own, when at least this share of the pixels (and 64) have it. */
    static final double FLAT_SHARE = 1.0 / 20_000;
    static final int PALETTE = 256;
    /**
     * The deflate level of an indexed map: 4, the cheapest of zlib's lazy-matching levels, deflates W3K's whole board
     * in about 60% of level 6's time for a file 3% larger (1.43 MB against 1.38 MB); levels 1 to 3 make it 1.57 to
     * 1.65 MB (docs/performance.md, "W3K's whole board after the warm-up").
     */
    static final int LEVEL = 4;
    /**
     * An indexed map (W3K's whole board) is deflated in this many stripes of rows, one a core, on the common pool and
     * the calling thread: the same pixels and about the same bytes, in half the wall time on two free cores.
     */
    static final int STRIPES = Math.min(4, Runtime.getRuntime().availableProcessors());

    private Png() {}

    /** The PNG of a map image (TYPE_INT_RGB), as the class comment says. */
    public static byte[] encode(BufferedImage img) {
        if ((long) img.getWidth() * img.getHeight() <= FULL_COLOUR_PIXELS) {
            byte[] full = rgb(img, 1, false);
            if (full.length < MOST) return full;
        }
        byte[] indexed = indexed(img, LEVEL, STRIPES);
        return indexed != null ? indexed : rgb(img, LEVEL, false);
    }

    /**
     * The indexed-colour PNG with the map's palette at a deflate level, or null when it has over 256 flat colours.
     * Written a row at a time ({@link IndexedPng}): neither the indexed image nor its raw rows are held whole, which
     * for W3K's whole board (20 million pixels) would be 40 MB more than the drawing itself.
     */
    public static byte[] indexed(BufferedImage img, int level) {
        return indexed(img, level, 1);
    }

    /** The same with its rows deflated in stripes, on as many threads as are free ({@link IndexedPng#write}). */
    static byte[] indexed(BufferedImage img, int level, int stripes) {
        Indexing x = indexing(img, stripes);
        if (x == null) return null;
        int[] px = pixels(img);
        return IndexedPng.write(img.getWidth(), img.getHeight(), x.palette, level, stripes, (y, row) -> {
            int w = row.length, from = y * w, last = -1, at = 0;
            for (int i = 0; i < w; i++) {
                int c = px[from + i] & 0xffffff;
                if (c != last) {
                    at = x.index.get(c);
                    last = c;
                }
                row[i] = (byte) at;
            }
        });
    }

    /** Full colour, lossless, at a deflate level, with or without PNG's per-line filters (pngencoder's predictor). */
    public static byte[] rgb(BufferedImage img, int level, boolean filters) {
        return new PngEncoder().withBufferedImage(img).withCompressionLevel(level).withPredictorEncoding(filters)
                .withMultiThreadedCompressionEnabled(false).toBytes();
    }

    /** The image in the map's own palette (see the class comment), or null when its flat colours are more than 256. */
    public static BufferedImage indexed(BufferedImage img) {
        Indexing x = indexing(img, 1);
        if (x == null) return null;
        int size = x.palette.length;
        byte[] r = new byte[size], g = new byte[size], b = new byte[size];
        for (int i = 0; i < size; i++) {
            r[i] = (byte) (x.palette[i] >> 16);
            g[i] = (byte) (x.palette[i] >> 8);
            b[i] = (byte) x.palette[i];
        }
        BufferedImage out = new BufferedImage(img.getWidth(), img.getHeight(), BufferedImage.TYPE_BYTE_INDEXED,
                new IndexColorModel(8, size, r, g, b));
        byte[] data = ((DataBufferByte) out.getRaster().getDataBuffer()).getData();
        int[] px = pixels(img);
        for (int i = 0; i < px.length; i++) data[i] = (byte) x.index.get(px[i] & 0xffffff);
        return out;
    }

    /** A map's palette (24-bit RGB, flat colours first) and each of its colours' index in it. */
    private record Indexing(int[] palette, Histogram index) {}

    /**
     * The palette of the class comment and every colour's entry, or null when the flat colours are over 256; the
     * colours counted and matched in {@code parts} on free cores ({@link Split}). Colours as common as each other
     * take their palette entries in the order of their values, so the palette is the same however it was counted.
     */
    private static Indexing indexing(BufferedImage img, int parts) {
        int[] px = pixels(img);
        Histogram h = Histogram.of(px, parts);
        int[] colours = h.colours(), counts = h.counts();
        // commonest first, then by value: one primitive sort of (count, colour) packed so that order is the longs'
        long[] order = new long[colours.length];
        for (int i = 0; i < order.length; i++) order[i] = (long) (Integer.MAX_VALUE - counts[i]) << 32 | colours[i];
        Arrays.sort(order);
        int flatMin = (int) Math.max(64, px.length * FLAT_SHARE);
        int flat = 0;
        while (flat < order.length && Integer.MAX_VALUE - (int) (order[flat] >>> 32) >= flatMin) flat++;
        if (flat == 0 || flat > PALETTE) return null;
        int size = Math.min(PALETTE, order.length);
        int[] palette = new int[size];
        for (int i = 0; i < size; i++) palette[i] = (int) order[i];
        float[] lab = new float[3 * size];
        for (int i = 0; i < size; i++) System.arraycopy(lab(palette[i]), 0, lab, 3 * i, 3);
        // each class's palette entries, in palette order
        int[] paletteClass = new int[size], inClass = new int[flat];
        for (int i = 0; i < size; i++) inClass[paletteClass[i] = nearest(lab, 3 * i, lab, flat)]++;
        int[][] classes = new int[flat][];
        for (int c = 0; c < flat; c++) classes[c] = new int[inClass[c]];
        Arrays.fill(inClass, 0);
        for (int i = 0; i < size; i++) classes[paletteClass[i]][inClass[paletteClass[i]]++] = i;
        // each distinct colour's palette index: itself, or the nearest entry of its class
        Histogram index = new Histogram(colours.length);
        for (int i = 0; i < size; i++) index.put(palette[i], i);
        int n = Math.max(1, Math.min(parts, colours.length / 1024)), f = flat;
        List<Callable<int[]>> work = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int from = Split.from(colours.length, i, n), to = Split.from(colours.length, i + 1, n);
            work.add(() -> {
                int[] entries = new int[to - from];
                for (int c = from; c < to; c++) {
                    if (index.get(colours[c]) >= 0) entries[c - from] = -1;
                    else {
                        float[] l = lab(colours[c]);
                        entries[c - from] = nearest(l, lab, classes[nearest(l, 0, lab, f)]);
                    }
                }
                return entries;
            });
        }
        List<int[]> entries = Split.run(work);
        for (int i = 0; i < n; i++) {
            int from = Split.from(colours.length, i, n);
            int[] e = entries.get(i);
            for (int c = 0; c < e.length; c++) if (e[c] >= 0) index.put(colours[from + c], e[c]);
        }
        return new Indexing(palette, index);
    }

    /**
     * The class of a colour among a map's flat colours: the index of the nearest (CIELAB distance) of the first
     * {@code flat} of {@code palette}; used by the tests to check that encoding moves no pixel out of its class.
     */
    public static int classOf(int rgb, int[] palette, int flat) {
        float[] lab = new float[3 * flat];
        for (int i = 0; i < flat; i++) System.arraycopy(lab(palette[i]), 0, lab, 3 * i, 3);
        return nearest(lab(rgb), 0, lab, flat);
    }

    /** The flat colours of a map image, commonest first (see {@link #FLAT_SHARE}). */
    public static int[] flatColours(BufferedImage img) {
        int[] px = pixels(img);
        Histogram h = Histogram.of(px);
        int flatMin = (int) Math.max(64, px.length * FLAT_SHARE);
        return Arrays.stream(h.colours()).boxed().filter(c -> h.get(c) >= flatMin)
                .sorted((a, b) -> Integer.compare(h.get(b), h.get(a))).mapToInt(Integer::intValue).toArray();
    }

    /** The nearest of the first {@code n} entries of {@code lab} (three floats each) to the colour at {@code l[at]}. */
    private static int nearest(float[] l, int at, float[] lab, int n) {
        float l0 = l[at], l1 = l[at + 1], l2 = l[at + 2];
        int best = -1;
        float bestD = Float.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            float dl = l0 - lab[3 * i], da = l1 - lab[3 * i + 1], db = l2 - lab[3 * i + 2];
            float d = dl * dl + da * da + db * db;
            if (d < bestD) {
                bestD = d;
                best = i;
            }
        }
        return best;
    }

    /** The nearest to {@code l} of the entries {@code among} (ascending), the first of equals. */
    private static int nearest(float[] l, float[] lab, int[] among) {
        int best = -1;
        float bestD = Float.MAX_VALUE;
        for (int i : among) {
            float dl = l[0] - lab[3 * i], da = l[1] - lab[3 * i + 1], db = l[2] - lab[3 * i + 2];
            float d = dl * dl + da * da + db * db;
            if (d < bestD) {
                bestD = d;
                best = i;
            }
        }
        return best;
    }

    private static float[] lab(int rgb) {
        double[] l = ColourDifference.lab(new java.awt.Color(rgb & 0xffffff), ColourDifference.Vision.NORMAL);
        return new float[] {(float) l[0], (float) l[1], (float) l[2]};
    }

    private static int[] pixels(BufferedImage img) {
        if (img.getType() == BufferedImage.TYPE_INT_RGB) return ((DataBufferInt) img.getRaster().getDataBuffer()).getData();
        return img.getRGB(0, 0, img.getWidth(), img.getHeight(), null, 0, img.getWidth());
    }

    /** Counts by colour (24-bit RGB), open addressing; also a colour-to-index map. */
    static final class Histogram {
        private int[] keys;
        private int[] values;
        private int size;

        Histogram(int expected) {
            int cap = Integer.highestOneBit(Math.max(16, expected * 2)) << 1;
            keys = new int[cap];
            values = new int[cap];
            Arrays.fill(keys, -1);
        }

        static Histogram of(int[] px) { return of(px, 0, px.length); }

        /** The counts of {@code px} in {@code parts} runs on free cores ({@link Split}), added up. */
        static Histogram of(int[] px, int parts) {
            int n = Math.max(1, Math.min(parts, px.length >> 20));
            List<Callable<Histogram>> work = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                int from = Split.from(px.length, i, n), to = Split.from(px.length, i + 1, n);
                work.add(() -> of(px, from, to));
            }
            List<Histogram> counted = Split.run(work);
            Histogram h = counted.get(0);
            for (Histogram more : counted.subList(1, n)) {
                for (int i = 0; i < more.keys.length; i++) if (more.keys[i] != -1) h.add(more.keys[i], more.values[i]);
            }
            return h;
        }

        /**
         * Counted {@link #CHUNK} pixels a call: a loop of millions in one call, run only by the few big maps, is
         * compiled only on its own (on-stack replacement) and thrown out when it ends (never seen to end), so the
         * first maps after the warm-up ran it part interpreted; short calls, thousands a map, are compiled whole.
         */
        private static Histogram of(int[] px, int from, int to) {
            Histogram h = new Histogram(4096);
            for (int i = from; i < to; i += CHUNK) h.count(px, i, Math.min(to, i + CHUNK));
            return h;
        }

        /** Pixels counted a call. */
        private static final int CHUNK = 4096;

        /** Counts {@code px[from, to)}, with room made first for every one of them being a new colour. */
        private void count(int[] px, int from, int to) {
            while ((size + to - from) * 2 > keys.length) grow();
            int[] v = values;
            int last = -1, slot = -1;
            for (int i = from; i < to; i++) {
                int c = px[i] & 0xffffff;
                if (c != last) {
                    slot = slot(c);
                    last = c;
                }
                v[slot]++;
            }
        }

        private int slot(int c) {
            int mask = keys.length - 1, i = (c * 0x9E3779B1) >>> 7 & mask;
            while (keys[i] != -1 && keys[i] != c) i = (i + 1) & mask;
            if (keys[i] == -1) {
                keys[i] = c;
                size++;
            }
            return i;
        }

        private void grow() {
            int[] k = keys, v = values;
            keys = new int[k.length * 2];
            values = new int[k.length * 2];
            Arrays.fill(keys, -1);
            size = 0;
            for (int i = 0; i < k.length; i++) if (k[i] != -1) values[slot(k[i])] = v[i];
        }

        private void add(int c, int n) {
            values[slot(c)] += n;
            if (size * 2 > keys.length) grow();
        }

        void put(int c, int v) {
            values[slot(c)] = v;
            if (size * 2 > keys.length) grow();
        }

        int get(int c) {
            int mask = keys.length - 1, i = (c * 0x9E3779B1) >>> 7 & mask;
            while (keys[i] != -1) {
                if (keys[i] == c) return values[i];
                i = (i + 1) & mask;
            }
            return -1;
        }

        int[] colours() {
            int[] out = new int[size];
            int n = 0;
            for (int k : keys) if (k != -1) out[n++] = k;
            return out;
        }

        int[] counts() {
            int[] out = new int[size];
            int n = 0;
            for (int i = 0; i < keys.length; i++) if (keys[i] != -1) out[n++] = values[i];
            return out;
        }
    }
}
