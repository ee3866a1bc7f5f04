package org.chancery.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.render.Areas;
import org.chancery.render.BoardShapes;
import org.chancery.render.Framing;
import org.chancery.render.GeometryException;
import org.chancery.render.MapRenderer;
import org.chancery.render.Palette;
import org.chancery.render.RenderOptions;
import org.chancery.variant.MapException;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Variant;
import org.chancery.variant.VariantLoader;

/**
 * {@code render --variant ID [--scenario FILE] [--orders] [--palette colourblind] [--width PX] [--area NAME | --action]
 * --out map.png|map.svg}: draws the start position, or the position after the first scenario line (adjudicate
 * format) in FILE, in the phase that follows under its own title; with {@code --orders}, the position before it
 * with its orders and their outcomes. {@code --area}
 * draws a close-up of a province, a power's home or a named area; {@code --action} the close-ups of where the
 * scenario's action was, the busiest to the file named, the others beside it ({@code map-2.png}, ...).
 */
public final class RenderCommand {
    static final String USAGE = "usage: render --variant ID [--scenario FILE] [--orders] [--palette standard|colourblind]"
            + " [--width PX] [--area NAME | --action] --out map.png|map.svg";

    private RenderCommand() {}

    public static int run(String[] args, PrintStream out, PrintStream err) {
        String variantId = "classic", scenario = null, outFile = null;
        boolean orders = false;
        Palette palette = Palette.STANDARD;
        int width = 0;
        String area = null;
        boolean action = false;
        List<List<String>> closeUps = List.of();
        try {
            for (int i = 0; i < args.length; i++) {
                switch (args[i]) {
                    case "--variant" -> variantId = value(args, ++i);
                    case "--scenario" -> scenario = value(args, ++i);
                    case "--orders" -> orders = true;
                    case "--out" -> outFile = value(args, ++i);
                    case "--width" -> width = Integer.parseInt(value(args, ++i));
                    case "--area" -> area = value(args, ++i);
                    case "--action" -> action = true;
                    case "--palette" -> {
                        String name = value(args, ++i);
                        palette = Palette.named(name);
                        if (palette == null) throw new IllegalArgumentException("unknown palette '" + name + "'; say standard or colourblind");
                    }
                    default -> throw new IllegalArgumentException("unknown option '" + args[i] + "'");
                }
            }
            if (outFile == null) throw new IllegalArgumentException("say where to write the map with --out map.png or --out map.svg");
            boolean svg = outFile.toLowerCase().endsWith(".svg");
            if (!svg && !outFile.toLowerCase().endsWith(".png")) throw new IllegalArgumentException("--out must end in .png or .svg");
            Variant v = VariantLoader.load(variantId);
            Ruleset rules = Rulesets.of(v.id());
            GameState state = rules.start();
            RenderOptions opts = new RenderOptions(width, palette, null, null);
            if (scenario != null) {
                ScenarioRunner.Adjudicated a = adjudicate(v, Path.of(scenario));
                state = orders ? a.before() : a.next();
                if (orders) {
                    // what the phase's results hold, as the results maps draw it: the orders allocations and proxies
                    // gave (which no player typed for that unit) and the holds of units nobody ordered
                    List<Order> played = a.result().outcomes().stream().map(Outcome::order).toList();
                    opts = opts.orders(played, a.result().outcomes())
                            .dislodged(a.result().after().dislodged().stream().map(d -> d.unit().location()).toList());
                }
                if (action) {
                    closeUps = Framing.actions(BoardShapes.of(v), a.before(), a.result().after(), a.result().outcomes());
                    if (!closeUps.isEmpty()) opts = opts.closeUp(closeUps.get(0), "Where the action was");
                }
            } else if (orders || action) {
                throw new IllegalArgumentException((orders ? "--orders" : "--action") + " needs a --scenario file holding the orders");
            }
            if (area != null) {
                String wanted = area;
                Areas.Area found = Areas.find(v, area).orElseThrow(() -> new IllegalArgumentException("no province or area '"
                        + wanted + "' on this map; areas: " + String.join(", ", Areas.names(v))));
                opts = opts.closeUp(found.provinces(), found.name());
            }
            opts = opts.marks(rules.marks(state));
            Path target = Path.of(outFile);
            if (svg) Files.writeString(target, MapRenderer.svg(v, state, opts), StandardCharsets.UTF_8);
            else Files.write(target, MapRenderer.png(v, state, opts));
            out.println("wrote " + target + " (" + Files.size(target) + " bytes): " + v.name() + ", " + state.phase().displayName());
            // the other close-ups of the action, as a results post carries them: map-2.png, map-3.png...
            for (int i = 1; i < closeUps.size(); i++) {
                String title = "Where the action was (" + (i + 1) + " of " + closeUps.size() + ")";
                Path more = Path.of(outFile.replaceFirst("(?i)\\.(png|svg)$", "-" + (i + 1) + ".$1"));
                RenderOptions o = opts.closeUp(closeUps.get(i), title);
                if (svg) Files.writeString(more, MapRenderer.svg(v, state, o), StandardCharsets.UTF_8);
                else Files.write(more, MapRenderer.png(v, state, o));
                out.println("wrote " + more + " (" + Files.size(more) + " bytes): " + title);
            }
            return 0;
        } catch (IllegalArgumentException | MapException | GeometryException e) {
            err.println("render: " + e.getMessage());
            err.println(USAGE);
            return 2;
        } catch (IOException e) {
            err.println("render: " + e.getMessage());
            return 1;
        }
    }

    private static ScenarioRunner.Adjudicated adjudicate(Variant v, Path file) throws IOException {
        if (!Files.isRegularFile(file)) throw new IllegalArgumentException("scenario file " + file + " not found");
        String line = Files.readAllLines(file, StandardCharsets.UTF_8).stream().filter(l -> !l.isBlank()).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("scenario file " + file + " is empty"));
        JsonNode node;
        try {
            node = new ObjectMapper().readTree(line);
        } catch (IOException e) {
            throw new IllegalArgumentException("scenario file " + file + ": the first line is not JSON: " + e.getMessage());
        }
        try {
            return new ScenarioRunner(v).adjudicate(node);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("scenario file " + file + ": " + e.getMessage());
        }
    }

    private static String value(String[] args, int i) {
        if (i >= args.length) throw new IllegalArgumentException(args[i - 1] + " needs a value");
        return args[i];
    }
}
