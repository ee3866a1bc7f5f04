package org.chancery.render;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;
import javax.imageio.ImageIO;
import org.chancery.cli.ScenarioRunner;
import org.chancery.engine.GameState;
import org.chancery.variant.Variant;
import org.chancery.variant.VariantLoader;

/**
 * Where a map's CPU time goes (a benchmark entry point, not a test): for the classic Fall 1901 of
 * {@code RenderBenchmark}, the thread CPU time of drawing each framing of a results post and the 2,000 px map, and of
 * encoding it with pngencoder at deflate level 1 (what the bot does) and with ImageIO's writer, with the PNGs' sizes;
 * then of drawing every close-up of each board's busiest seeded phase ({@link BusyPhases}).
 * Run: {@code java -cp target/test-classes:target/classes:$(cat target/jmh.classpath) org.chancery.render.MapCostBreakdown [rounds]}
 */
public final class MapCostBreakdown {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    public static void main(String[] args) throws IOException {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 60;
        Variant variant = VariantLoader.load("classic");
        String line = Files.readString(Path.of("src/test/resources/render/fall1901.jsonl"));
        ScenarioRunner.Adjudicated a = new ScenarioRunner(variant).adjudicate(new ObjectMapper().readTree(line));
        BoardShapes shapes = BoardShapes.of(variant);
        RenderOptions board = RenderOptions.defaults().orders(a.orders(), a.result().outcomes());
        RenderOptions closeUp = board.closeUp(Framing.action(shapes, a.before(), a.result().after(), a.result().outcomes()),
                "Where the action was");
        Object[][] framings = {
                {"close-up of the action", a.before(), closeUp},
                {"whole board with the orders", a.before(), board},
                {"new position", a.result().after(), RenderOptions.defaults()},
                {"2,000 px map with the orders", a.before(), RenderOptions.defaults().width(2000).orders(a.orders(), a.result().outcomes())}};
        System.out.printf("thread CPU time, mean of %d rounds after %d to warm up:%n", rounds, rounds);
        for (Object[] f : framings) {
            GameState s = (GameState) f[1];
            RenderOptions o = (RenderOptions) f[2];
            BufferedImage img = MapRenderer.image(shapes, s, o, null);
            double draw = cpu(rounds, () -> MapRenderer.image(shapes, s, o, null));
            double fast = cpu(rounds, () -> MapRenderer.encode(img));
            double imageIo = cpu(rounds, () -> imageIo(img));
            System.out.printf("  %-30s %4d px wide: drawn %5.1f ms; pngencoder level 1 %5.1f ms (%d KB); ImageIO %5.1f ms (%d KB)%n",
                    f[0], img.getWidth(), draw, fast, MapRenderer.encode(img).length / 1024, imageIo, imageIo(img).length / 1024);
        }
        System.out.printf("thread CPU time of drawing every close-up of each board's busiest seeded phase (BusyPhases), mean of %d rounds:%n", rounds);
        for (String id : VariantLoader.ids()) {
            BusyPhases.Phase p = BusyPhases.busiest(id, 1, 8);
            BoardShapes b = BoardShapes.of(VariantLoader.load(id));
            RenderOptions orders = RenderOptions.defaults().orders(p.outcomes().stream().map(o -> o.order()).toList(), p.outcomes());
            java.util.List<RenderOptions> closeUps = Framing.actions(b, p.before(), p.after(), p.outcomes()).stream()
                    .map(where -> orders.closeUp(where, "Where the action was")).toList();
            double draw = cpu(rounds, () -> {
                for (RenderOptions o : closeUps) MapRenderer.image(b, p.before(), o, null);
                return null;
            });
            System.out.printf("  %-28s %2d close-ups: drawn %6.1f ms%n", id, closeUps.size(), draw);
        }
    }

    private static byte[] imageIo(BufferedImage img) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(img, "png", out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /** Mean thread CPU milliseconds of one call, after as many calls to warm up. */
    private static double cpu(int rounds, Supplier<?> work) {
        for (int i = 0; i < rounds; i++) work.get();
        long start = CPU.getCurrentThreadCpuTime();
        for (int i = 0; i < rounds; i++) work.get();
        return (CPU.getCurrentThreadCpuTime() - start) / 1e6 / rounds;
    }
}
