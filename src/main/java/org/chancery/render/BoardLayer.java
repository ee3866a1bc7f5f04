package org.chancery.render;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.chancery.variant.MapMarks;

/**
 * What no position changes in one framing of a board (the same board, view, width and title band), worked out
 * once and shared by every map drawn that way, in any game: the provinces' outlines in pixels, the bitmap of
 * which province each pixel belongs to (for placing names), and, per palette, the board's picture with every
 * province unowned plus where each land province's fill shows, so an owner's tint is painted in by filling
 * pixel runs instead of drawing shapes ({@link BoardPixels}). Layers are kept in a small cache, bounded in
 * memory, most recently used kept.
 */
final class BoardLayer {
    private static final Cache CACHE = new Cache(budget());
    /** How many times a framing is drawn directly before its pixels are made. */
    static final int DRAWN = 3;

    final BoardShapes shapes;
    final Layout layout;
    private final Map<Province, Shape> outlines = new HashMap<>();
    private volatile Raster owners;
    private final Map<Look, AtomicInteger> uses = new ConcurrentHashMap<>();
    private final Map<Look, BoardPixels> pixels = new ConcurrentHashMap<>();
    private final AtomicInteger maps = new AtomicInteger();
    private final Map<Integer, List<Rectangle2D>> labelBoxes = new ConcurrentHashMap<>();
    /** The key of this framing's boxes on disk ({@link StoredNames}), or null; whether it was looked for; how many are stored. */
    private volatile String namesKey;
    private volatile boolean namesRead;
    private int namesKept;

    private BoardLayer(BoardShapes shapes, Layout layout) {
        this.shapes = shapes;
        this.layout = layout;
        for (Province p : shapes.variant().board().provinces()) {
            outlines.put(p, layout.toPixels.createTransformedShape(shapes.path(p)));
        }
    }

    /** The layer of this framing, from the cache or made now. */
    static BoardLayer of(BoardShapes shapes, Layout layout) {
        return CACHE.get(new Key(shapes, layout.view.getMinX(), layout.view.getMinY(), layout.view.getMaxX(),
                layout.view.getMaxY(), layout.width, layout.header), () -> new BoardLayer(shapes, layout));
    }

    /** Counts a map drawn in this framing. */
    void drawing() { maps.incrementAndGet(); }

    /** Whether more than {@link #DRAWN} maps were drawn in this framing, so that keeping work for the next pays. */
    boolean often() { return maps.get() > DRAWN; }

    /** The boxes a name may take on allowed ground for one province and way of writing it (see LabelPlacer), made once. */
    List<Rectangle2D> labelBoxes(int key, Supplier<List<Rectangle2D>> make) {
        List<Rectangle2D> boxes = labelBoxes.get(key);
        if (boxes == null) {
            boxes = List.copyOf(make.get());
            labelBoxes.put(key, boxes);
            CACHE.grown();
        }
        return boxes;
    }

    /**
     * Whether this framing's name boxes are kept on disk ({@link StoredNames}): a whole board's, when boards are kept.
     * The first asking reads those stored, so a fresh process's first map tests them instead of working them out.
     */
    boolean keepsBoxes() {
        if (!namesRead) {
            synchronized (this) {
                if (!namesRead) {
                    java.nio.file.Path dir = StoredShapes.directory();
                    String details = layout.closeUp || dir == null ? null : shapes.detailsKey();
                    if (details != null) {
                        String key = StoredNames.key(details, layout);
                        Map<Integer, List<Rectangle2D>> read = StoredNames.read(dir, this, key,
                                shapes.variant().board().size() * LabelPlacer.TIERS);
                        if (read != null) labelBoxes.putAll(read);
                        namesKept = labelBoxes.size();
                        namesKey = key;
                    }
                    namesRead = true;
                }
            }
            if (namesKey != null) CACHE.grown();
        }
        return namesKey != null;
    }

    /** Stores this framing's name boxes when maps worked out more of them than are stored. */
    void keepBoxes() {
        String key = namesKey;
        java.nio.file.Path dir = StoredShapes.directory();
        if (key == null || dir == null) return;
        synchronized (this) {
            if (labelBoxes.size() == namesKept) return;
            Map<Integer, List<Rectangle2D>> all = Map.copyOf(labelBoxes);
            StoredNames.write(dir, this, key, all);
            namesKept = all.size();
        }
    }

    /** How many layers are kept (for tests). */
    static int kept() { return CACHE.size(); }

    /** Forgets every layer (for tests that compare a framing's first map with later ones). */
    static void forgetAll() { CACHE.clear(); }

    /** A province's outline in image pixels. */
    Shape outline(Province p) { return outlines.get(p); }

    /**
     * Which province each pixel of the board belongs to (index + 1; 0 for none), at half resolution; made when names
     * first need it (on the core that places them; not at all while a whole board's boxes are read from disk).
     */
    Raster owners() {
        Raster o = owners;
        if (o == null) {
            synchronized (this) {
                o = owners;
                if (o == null) {
                    o = new Raster(layout.width, layout.header + layout.boardHeight, 0);
                    Graphics2D og = o.graphics();
                    for (Province p : shapes.variant().board().provinces()) o.fill(og, outlines.get(p), p.index() + 1);
                    og.dispose();
                    owners = o;
                }
            }
            CACHE.grown();
        }
        return o;
    }

    /**
     * The board's pixels in this palette with these marks drawn with it ({@link MapMarks.Mark#board}), or null the
     * first {@link #DRAWN} times they are asked for: working them out costs about three drawings of the board, which a
     * framing drawn only a few times (most close-ups) never earns back, so they are made when it comes again after that.
     */
    BoardPixels pixels(Palette palette, List<MapMarks.Mark> marks) {
        Look look = new Look(palette, marks);
        BoardPixels done = pixels.get(look);
        if (done == null && !holds(layout)) return null;
        if (done == null && !layout.closeUp && StoredShapes.directory() != null && shapes.detailsKey() != null) return stored(look);
        if (done != null || uses.computeIfAbsent(look, k -> new AtomicInteger()).getAndIncrement() < DRAWN) return done;
        synchronized (this) {
            done = pixels.get(look);
            if (done == null) {
                done = new BoardPixels(this, palette, marks);
                pixels.put(look, done);
                CACHE.grown();
            }
        }
        return done;
    }

    /**
     * Starts reading a whole board's stored pixels in this palette and with these marks ({@link StoredLayer}) on a free
     * core, when they are on disk and not read yet, so that a fresh process's first map sets itself up meanwhile;
     * {@link #pixels} then waits for them, or reads them itself if no core took the work.
     */
    void readAhead(Palette palette, List<MapMarks.Mark> marks) {
        Look look = new Look(palette, marks);
        if (pixels.containsKey(look) || layout.closeUp || !holds(layout) || !BoardPixels.suits(layout)
                || shapes.geometry().background() != null) return;
        java.nio.file.Path dir = StoredShapes.directory();
        String details = dir == null ? null : shapes.detailsKey();
        if (details == null || !java.nio.file.Files.isRegularFile(StoredLayer.file(dir, this, palette,
                StoredLayer.key(details, layout, palette, marks)))) return;
        java.util.concurrent.ForkJoinPool.commonPool().execute(() -> pixels(palette, marks));
    }

    /**
     * A whole board's pixels in a palette and with marks when boards are kept on disk: read from the stored layer
     * ({@link StoredLayer}), or made now, at once, and stored, so every later process reads them.
     */
    private synchronized BoardPixels stored(Look look) {
        BoardPixels done = pixels.get(look);
        if (done != null) return done;
        java.nio.file.Path dir = StoredShapes.directory();
        String details = shapes.detailsKey();
        String key = dir == null || details == null ? null : StoredLayer.key(details, layout, look.palette(), look.marks());
        done = key == null ? null : StoredLayer.read(dir, this, look.palette(), key);
        if (done == null) {
            done = new BoardPixels(this, look.palette(), look.marks());
            if (key != null) StoredLayer.write(dir, this, look.palette(), key, done);
        }
        pixels.put(look, done);
        CACHE.grown();
        return done;
    }

    /**
     * What a board's pixels are drawn with besides its framing: the palette and the marks drawn with the board, those
     * by their text (written by hand: a record's generated methods take about 10 ms to link on first use).
     */
    private record Look(Palette palette, List<MapMarks.Mark> marks, String text) {
        Look(Palette palette, List<MapMarks.Mark> marks) { this(palette, List.copyOf(marks), marksText(marks)); }

        @Override
        public boolean equals(Object o) { return o instanceof Look l && l.palette == palette && l.text.equals(text); }

        @Override
        public int hashCode() { return 31 * palette.hashCode() + text.hashCode(); }
    }

    /** The marks drawn with a board, as text: each one's symbol, provinces, colour, power, text and key. */
    static String marksText(List<MapMarks.Mark> marks) {
        StringBuilder s = new StringBuilder();
        for (MapMarks.Mark m : marks) {
            s.append(m.symbol()).append(' ').append(String.join(",", m.at())).append(' ').append(m.colour()).append(' ')
                    .append(m.power()).append(' ').append(m.text()).append(' ').append(m.key()).append('\n');
        }
        return s.toString();
    }

    /** Whether the cache would keep a framing's pixels: at most half its budget (W3K's whole board needs a large heap). */
    static boolean holds(Layout layout) { return BoardPixels.estimate(layout) <= CACHE.budget / 2; }

    /** Sets the hints every map is drawn with. */
    static void hints(Graphics2D g) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
    }

    /** A bitmap of the board area alone (the image's rows below the title band), ready to draw on in image pixels. */
    static BufferedImage boardImage(Layout layout, int type) {
        return new BufferedImage(layout.width, Math.max(1, layout.boardHeight), type);
    }

    static Graphics2D graphics(BufferedImage img, Layout layout, boolean antialias) {
        Graphics2D g = img.createGraphics();
        if (antialias) hints(g);
        g.translate(0, -layout.header);
        return g;
    }

    static int[] data(BufferedImage img) { return ((DataBufferInt) img.getRaster().getDataBuffer()).getData(); }

    static Rectangle2D area(Layout layout) {
        return new Rectangle2D.Double(0, layout.header, layout.width, layout.boardHeight);
    }

    long bytes() {
        Raster o = owners;
        long n = (o == null ? 0 : 4L * o.size()) + 200L * outlines.size();
        for (List<Rectangle2D> boxes : labelBoxes.values()) n += 56L * boxes.size();
        for (BoardPixels p : pixels.values()) n += p.bytes();
        return n;
    }

    /** A framing: hashed and compared by hand, as a record's generated methods take 10 ms to link on first use. */
    private record Key(BoardShapes shapes, double minX, double minY, double maxX, double maxY, int width, int header) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.shapes == shapes && k.minX == minX && k.minY == minY && k.maxX == maxX
                    && k.maxY == maxY && k.width == width && k.header == header;
        }

        @Override
        public int hashCode() {
            int h = System.identityHashCode(shapes);
            for (double d : new double[] {minX, minY, maxX, maxY}) h = 31 * h + Double.hashCode(d);
            return 31 * (31 * h + width) + header;
        }
    }

    /** A memory budget for the cache: an eighth of the heap, at most 384 MB. */
    private static long budget() {
        return Math.min(384L << 20, Runtime.getRuntime().maxMemory() / 8);
    }

    /**
     * Once the layers together pass the budget, or past {@link #LAYERS} of them, the least recently used go first,
     * those without pixels before those with: a framing's pixels cost about three drawings and are kept only for a
     * framing drawn often (a whole board), while most layers are one post's close-ups, so a run of close-ups (the
     * warm-up's classic posts, a storm's) must not push out the whole boards' pixels.
     */
    private static final class Cache {
        /** The most layers kept. */
        static final int LAYERS = 64;
        private final long budget;
        private final LinkedHashMap<Key, BoardLayer> map = new LinkedHashMap<>(16, 0.75f, true);

        Cache(long budget) { this.budget = budget; }

        BoardLayer get(Key key, java.util.function.Supplier<BoardLayer> make) {
            synchronized (this) {
                BoardLayer l = map.get(key);
                if (l != null) return l;
            }
            BoardLayer made = make.get();
            synchronized (this) {
                BoardLayer l = map.putIfAbsent(key, made);
                trim();
                return l != null ? l : made;
            }
        }

        synchronized void grown() { trim(); }

        synchronized void clear() { map.clear(); }

        synchronized int size() { return map.size(); }

        private void trim() {
            long total = 0;
            for (BoardLayer l : map.values()) total += l.bytes();
            for (boolean withPixels : new boolean[] {false, true}) {
                var eldest = map.values().iterator();
                while (map.size() > 1 && (total > budget || map.size() > LAYERS) && eldest.hasNext()) {
                    BoardLayer l = eldest.next();
                    if (!withPixels && !l.pixels.isEmpty()) continue;
                    total -= l.bytes();
                    eldest.remove();
                }
            }
        }
    }

    /** Whether a province's fill is one the pixels can paint: land that an owner's tint may cover. */
    static boolean tintable(Province p) {
        return p.kind() == ProvinceKind.LAND || p.kind() == ProvinceKind.COASTAL;
    }

    static int rgb(Color c) { return c.getRGB() & 0xffffff; }
}
