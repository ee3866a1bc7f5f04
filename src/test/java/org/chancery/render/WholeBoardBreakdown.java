package org.chancery.render;

import java.awt.image.BufferedImage;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.chancery.bench.WholeBoardBenchmark;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;

/**
 * Where a whole board's time goes, warm (a benchmark entry point, not a test): the whole map of a variant with
 * {@link WholeBoardBenchmark}'s orders and the variant's marks (as a results post draws it), drawn on free cores as the
 * bot does and on one thread, the thread CPU and wall time of drawing it and of encoding it, and of the
 * encoding's steps; the whole PNG with its rows deflated in stripes (as the bot does) and in one piece (as before). Run: {@code java -cp target/test-classes:target/classes:$(cat target/jmh.classpath)
 * org.chancery.render.WholeBoardBreakdown [variant] [rounds]}.
 */
public final class WholeBoardBreakdown {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    public static void main(String[] args) {
        String id = args.length > 0 ? args[0] : "wars-of-the-three-kingdoms";
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        Ruleset rules = Rulesets.of(id);
        GameState state = rules.start();
        List<Order> orders = org.chancery.bench.FirstMaps.orders(rules, state);
        RenderOptions board = RenderOptions.defaults().marks(rules.marks(state)).orders(orders, rules.play(state, orders, Map.of()).result().outcomes());
        BoardShapes shapes = BoardShapes.of(rules.variant());
        for (int i = 0; i <= MapRenderer.DRAWN_BEFORE_KEPT; i++) MapRenderer.png(shapes, state, board);
        BufferedImage img = MapRenderer.image(shapes, state, board, null);
        System.out.printf("%s whole board %dx%d, %d rounds after as many to warm up; thread CPU, the process's CPU (all threads) and (wall), ms:%n", id,
                img.getWidth(), img.getHeight(), rounds);
        time("draw", rounds, () -> MapRenderer.image(shapes, state, board, null));
        time("draw on one thread", rounds, () -> {
            MapPainter painter = new MapPainter(shapes, state, board);
            BufferedImage one = new BufferedImage(painter.width(), painter.height(), BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = one.createGraphics();
            painter.paint(g, one, false);
            g.dispose();
            return one;
        });
        time("encode (Png.encode)", rounds, () -> MapRenderer.encode(img));
        int[] px = ((java.awt.image.DataBufferInt) img.getRaster().getDataBuffer()).getData();
        time("  histogram", rounds, () -> Png.Histogram.of(px));
        time("  histogram in parts", rounds, () -> Png.Histogram.of(px, Png.STRIPES));
        for (int level : new int[] {1, Png.LEVEL, 6}) {
            for (int stripes : new int[] {1, 2}) {
                time(String.format("  indexed, level %d, %d stripe(s)", level, stripes), rounds, () -> Png.indexed(img, level, stripes));
                System.out.printf("      %d bytes%n", Png.indexed(img, level, stripes).length);
            }
        }
        time("png, deflated in one piece", rounds, () -> Png.indexed(MapRenderer.image(shapes, state, board, null), Png.LEVEL, 1));
        time("png (MapRenderer.png)", rounds, () -> MapRenderer.png(shapes, state, board));
        System.out.printf("  PNG %d bytes%n", MapRenderer.encode(img).length);
    }

    private static long processCpu() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    static void time(String what, int rounds, Supplier<?> work) {
        for (int i = 0; i < rounds; i++) work.get();
        long cpu = CPU.getCurrentThreadCpuTime(), process = processCpu(), wall = System.nanoTime();
        for (int i = 0; i < rounds; i++) work.get();
        System.out.printf("  %-36s %7.1f, process %7.1f (%7.1f)%n", what, (CPU.getCurrentThreadCpuTime() - cpu) / 1e6 / rounds,
                (processCpu() - process) / 1e6 / rounds, (System.nanoTime() - wall) / 1e6 / rounds);
    }
}
