package org.chancery.bench;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import javax.imageio.ImageIO;
import org.chancery.render.BusyPhases;
import org.chancery.render.ColourDifference;
import org.chancery.render.MapRenderer;
import org.chancery.render.Png;
import org.chancery.render.RenderOptions;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.VariantLoader;

/**
 * The trade-offs of encoding a map as PNG: for each variant's whole board with a busy phase's orders (the
 * results map, the largest image of a post), the bytes and the encoding time of full colour at deflate level 1
 * without filters (the old encoding), full colour at levels 6 and 9 with PNG's filters, full colour drawn at three
 * quarters of the width, the indexed encoding with the map's own palette at levels 1, 6 and 9 (0 MB: over 256 flat
 * colours), and the encoding a post uses ({@link Png#encode}); and for the indexed one
 * how many pixels changed colour, changed class, and the largest CIEDE2000 shift. Each time is the best of
 * {@code runs} encodings (3 by default) after one to warm up. Run: {@code java -cp
 * target/test-classes:target/classes:$(cat target/jmh.classpath) org.chancery.bench.PngSizes [runs] [variant...]}.
 */
public final class PngSizes {
    private PngSizes() {}

    public static void main(String[] args) throws IOException {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        List<String> ids = args.length > 1 ? List.of(args).subList(1, args.length) : VariantLoader.ids();
        for (String id : ids) {
            Ruleset rules = Rulesets.of(id);
            BusyPhases.Phase p = BusyPhases.busiest(id, 1, 8);
            RenderOptions o = RenderOptions.defaults().marks(rules.marks(p.before()))
                    .orders(p.outcomes().stream().map(x -> x.order()).toList(), p.outcomes())
                    .dislodged(p.after().dislodged().stream().map(d -> d.unit().location()).toList());
            BufferedImage img = MapRenderer.bitmap(rules.variant(), p.before(), o);
            System.out.printf(Locale.ROOT, "%s %s, %d×%d, %d events%n", id, p.before().phase().code(), img.getWidth(),
                    img.getHeight(), p.events());
            report("rgb level 1, no filters", img, runs, i -> Png.rgb(i, 1, false));
            report("rgb level 6, filters", img, runs, i -> Png.rgb(i, 6, true));
            report("rgb level 9, filters", img, runs, i -> Png.rgb(i, 9, true));
            BufferedImage small = MapRenderer.bitmap(rules.variant(), p.before(), o.width(img.getWidth() * 3 / 4));
            report("rgb level 6, filters, 3/4 width", small, runs, i -> Png.rgb(i, 6, true));
            report("indexed, map palette, level 1", img, runs, i -> orEmpty(Png.indexed(i, 1)));
            report("indexed, map palette, level 9", img, runs, i -> orEmpty(Png.indexed(i, 9)));
            report("indexed image only (no deflate)", img, runs, i -> { Png.indexed(i); return new byte[0]; });
            byte[] indexed = report("indexed, map palette, level 6", img, runs, i -> orEmpty(Png.indexed(i, 6)));
            if (indexed.length > 0) compare(img, ImageIO.read(new ByteArrayInputStream(indexed)));
            report("as posted (Png.encode)", img, runs, Png::encode);
        }
    }

    private static byte[] orEmpty(byte[] b) { return b == null ? new byte[0] : b; }

    private static byte[] report(String what, BufferedImage img, int runs, Function<BufferedImage, byte[]> encode) {
        byte[] out = encode.apply(img);
        long best = Long.MAX_VALUE;
        for (int i = 0; i < runs; i++) {
            long t0 = System.nanoTime();
            out = encode.apply(img);
            best = Math.min(best, System.nanoTime() - t0);
        }
        System.out.printf(Locale.ROOT, "  %-34s %6.2f MB %6d ms%n", what, out.length / 1e6, best / 1_000_000);
        return out;
    }

    /** Pixels changed, pixels moved to another class, and the largest CIEDE2000 between a pixel before and after. */
    private static void compare(BufferedImage a, BufferedImage b) {
        int[] flat = Png.flatColours(a);
        long changed = 0, moved = 0;
        double worst = 0, sum = 0;
        java.util.Map<Long, Double> seen = new java.util.HashMap<>();
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                int p = a.getRGB(x, y) & 0xffffff, q = b.getRGB(x, y) & 0xffffff;
                if (p == q) continue;
                changed++;
                long key = (long) p << 24 | q;
                Double d = seen.get(key);
                if (d == null) {
                    d = ColourDifference.delta(new Color(p), new Color(q), ColourDifference.Vision.NORMAL);
                    if (Png.classOf(p, flat, flat.length) != Png.classOf(q, flat, flat.length)) d = -d - 1;
                    seen.put(key, d);
                }
                if (d < 0) moved++;
                double shift = d < 0 ? -d - 1 : d;
                worst = Math.max(worst, shift);
                sum += shift;
            }
        }
        System.out.printf(Locale.ROOT, "  %d flat colours; %.2f%% of pixels changed colour, %d changed class; shift of a changed pixel ΔE2000 %.1f on average, %.1f at most%n",
                flat.length, 100.0 * changed / ((long) a.getWidth() * a.getHeight()), moved, changed == 0 ? 0 : sum / changed, worst);
    }
}
