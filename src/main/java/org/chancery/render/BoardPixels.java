package org.chancery.render;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import org.chancery.engine.Province;
import org.chancery.variant.MapMarks;

/**
 * One framing's board in one palette, every province unowned: sea, land, hatching, borders, separations,
 * features and the variant's marks drawn with the board, drawn once and kept as runs of one colour. For each land
 * province it keeps the runs of pixels that show its fill alone, and the pixels where its fill shows through the
 * antialiased edge of a border drawn over it (with that border's colour and coverage). A map then starts from these
 * pixels, and a province an owner tints is painted
 * by filling its runs and blending its edge pixels, which gives the picture drawing the shapes gives (to a
 * level of rounding per channel) at a fraction of the cost.
 */
final class BoardPixels {
    /** Borders at least this wide (in pixels) cover every pixel a province's own edge cuts. */
    static final double MIN_BORDER = 1.5;

    /** The base pixels, row after row, as runs of one colour: pairs (colour, length). */
    private final int[] base;
    private final int land;
    private final List<Province> provinces;
    /** Per province index: pairs (offset, length) of pixels that show its fill alone. */
    private final int[][] runs;
    /** Per province index: pairs (offset, premultiplied ARGB of what is drawn over its fill there). */
    private final int[][] edges;

    BoardPixels(BoardLayer layer, Palette palette, List<MapMarks.Mark> marks) {
        Layout l = layer.layout;
        this.land = BoardLayer.rgb(palette.land());
        this.provinces = layer.shapes.variant().board().provinces();
        BoardPainter unowned = new BoardPainter(layer.shapes, l, palette, p -> palette.land(), p -> null, layer, marks);
        BufferedImage board = BoardLayer.boardImage(l, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = BoardLayer.graphics(board, l, true);
        unowned.fills(g, new Scene(g), BoardLayer.area(l));
        unowned.lines(g, new Scene(g));
        g.dispose();
        BufferedImage over = BoardLayer.boardImage(l, BufferedImage.TYPE_INT_ARGB_PRE);
        g = BoardLayer.graphics(over, l, true);
        unowned.lines(g, new Scene(g));
        g.dispose();
        BufferedImage index = BoardLayer.boardImage(l, BufferedImage.TYPE_INT_RGB);
        g = BoardLayer.graphics(index, l, false);
        for (Province p : provinces) {
            if (!BoardLayer.tintable(p)) continue;
            g.setColor(new Color(p.index() + 1));
            g.fill(layer.outline(p));
        }
        g.dispose();
        this.base = runs(BoardLayer.data(board));
        int n = provinces.size();
        Ints[] r = new Ints[n], e = new Ints[n];
        for (int i = 0; i < n; i++) {
            r[i] = new Ints();
            e[i] = new Ints();
        }
        scan(BoardLayer.data(index), BoardLayer.data(over), l.width, r, e);
        runs = new int[n][];
        edges = new int[n][];
        for (int i = 0; i < n; i++) {
            runs[i] = r[i].toArray();
            edges[i] = e[i].toArray();
        }
    }

    /** Pixels read back from disk ({@link StoredLayer}): the board's base pixels as runs, and each province's runs and edges. */
    BoardPixels(BoardLayer layer, Palette palette, int[] base, int[][] runs, int[][] edges) {
        this.land = BoardLayer.rgb(palette.land());
        this.provinces = layer.shapes.variant().board().provinces();
        this.base = base;
        this.runs = runs;
        this.edges = edges;
    }

    /** The base pixels as runs of one colour: pairs (colour, length). */
    int[] base() { return base; }

    /** Pixels as runs of one colour: pairs (colour, length); a board's maps have long runs of sea and land. */
    static int[] runs(int[] pixels) {
        int n = pixels.length == 0 ? 0 : 1;
        for (int i = 1; i < pixels.length; i++) if (pixels[i] != pixels[i - 1]) n++;
        int[] runs = new int[2 * n];
        int at = 0;
        for (int i = 0; i < pixels.length; ) {
            int j = i + 1;
            while (j < pixels.length && pixels[j] == pixels[i]) j++;
            runs[at++] = pixels[i];
            runs[at++] = j - i;
            i = j;
        }
        return runs;
    }

    int[][] runs() { return runs; }

    int[][] edges() { return edges; }

    /** Whether a framing's borders are wide enough for its pixels to be painted this way. */
    static boolean suits(Layout l) { return 0.12 * l.unit >= MIN_BORDER; }

    /**
     * The bound the cache checks before making a framing's pixels: 6 bytes a pixel, what they took when the base was
     * kept whole. Making them takes three bitmaps of the board for a moment; what is kept, in runs, is far less.
     */
    static long estimate(Layout l) { return 6L * l.width * Math.max(1, l.boardHeight); }

    private static void scan(int[] index, int[] over, int width, Ints[] runs, Ints[] edges) {
        for (int row = 0; row < index.length; row += width) {
            int open = 0, start = row;
            for (int i = row; i < row + width; i++) {
                int q = index[i] & 0xffffff, a = over[i] >>> 24;
                int fillOnly = a == 0 ? q : 0;
                if (fillOnly != open) {
                    if (open > 0) runs[open - 1].add(start, i - start);
                    open = fillOnly;
                    start = i;
                }
                if (q > 0 && a > 0 && a < 255) edges[q - 1].add(i, over[i]);
            }
            if (open > 0) runs[open - 1].add(start, row + width - start);
        }
    }

    /** Paints the board into an image's pixels from {@code offset} (the board's first pixel), with these fills. */
    void paint(int[] out, int offset, Function<Province, Color> fill) {
        int at = offset;
        for (int k = 0; k < base.length; k += 2) {
            int n = base[k + 1];
            if (n == 1) out[at] = base[k];
            else Arrays.fill(out, at, at + n, base[k]);
            at += n;
        }
        for (Province p : provinces) {
            int[] r = runs[p.index()];
            int[] e = edges[p.index()];
            if (r.length == 0 && e.length == 0) continue;
            int c = BoardLayer.rgb(fill.apply(p));
            if (c == land) continue;
            for (int k = 0; k < r.length; k += 2) Arrays.fill(out, offset + r[k], offset + r[k] + r[k + 1], c);
            for (int k = 0; k < e.length; k += 2) out[offset + e[k]] = over(e[k + 1], c);
        }
    }

    /** A premultiplied colour over an opaque one. */
    private static int over(int src, int dst) {
        int keep = 255 - (src >>> 24);
        int r = ((src >> 16) & 0xff) + mul(keep, (dst >> 16) & 0xff);
        int g = ((src >> 8) & 0xff) + mul(keep, (dst >> 8) & 0xff);
        int b = (src & 0xff) + mul(keep, dst & 0xff);
        return Math.min(255, r) << 16 | Math.min(255, g) << 8 | Math.min(255, b);
    }

    private static int mul(int a, int b) { return (a * b + 127) / 255; }

    long bytes() {
        long n = 4L * base.length;
        for (int[] r : runs) n += 4L * r.length;
        for (int[] e : edges) n += 4L * e.length;
        return n;
    }

    /** A growing list of ints. */
    private static final class Ints {
        private int[] a = new int[16];
        private int n;

        void add(int x, int y) {
            if (n + 2 > a.length) a = Arrays.copyOf(a, a.length * 2);
            a[n++] = x;
            a[n++] = y;
        }

        int[] toArray() { return Arrays.copyOf(a, n); }
    }
}
