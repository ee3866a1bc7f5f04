package org.chancery.bench;

import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Unit;
import org.chancery.render.BoardShapes;
import org.chancery.render.MapRenderer;
import org.chancery.render.RenderOptions;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;

/**
 * The SHA-256 of each board's maps (whole board with and without FirstMaps' orders, first drawn and kept; a close-up
 * round the first unit), PNG and SVG, to check that a change to drawing's speed leaves every byte as it was. Run:
 * {@code java -cp target/test-classes:target/classes:$(cat target/jmh.classpath) org.chancery.bench.BoardHashes}.
 */
public final class BoardHashes {
    private BoardHashes() {}

    public static void main(String[] args) throws Exception {
        List<String> variants = args.length > 0 ? List.of(args) : List.of("classic", "order-of-the-dragon", "ice-and-fire",
                "wars-of-the-three-kingdoms", "diplomacy-of-the-empire", "europe-1615");
        for (String variant : variants) {
            Ruleset rules = Rulesets.of(variant);
            GameState state = rules.start();
            List<Order> orders = FirstMaps.orders(rules, state);
            RenderOptions board = RenderOptions.defaults().orders(orders, rules.play(state, orders, Map.of()).result().outcomes());
            BoardShapes shapes = BoardShapes.of(rules.variant());
            Unit first = state.units().get(0);
            RenderOptions close = board.closeUp(List.of(first.location().province().id()), "close");
            for (int i = 0; i <= MapRenderer.DRAWN_BEFORE_KEPT + 1; i++) {
                if (i != 0 && i != MapRenderer.DRAWN_BEFORE_KEPT + 1) {
                    MapRenderer.png(shapes, state, board);
                    continue;
                }
                System.out.println(variant + " " + i + " png " + sha(MapRenderer.png(shapes, state, board))
                        + " svg " + sha(svg(MapRenderer.svg(shapes, state, board)))
                        + " bare " + sha(MapRenderer.png(shapes, state, RenderOptions.defaults()))
                        + " close " + sha(MapRenderer.png(shapes, state, close)));
            }
        }
        System.exit(0);
    }

    /** The SVG's bytes with JFreeSVG's id prefix (from the clock, different in every drawing) made the same. */
    private static byte[] svg(String svg) {
        return svg.replaceAll("_\\d+clip-", "_clip-").getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }

    private static String sha(byte[] b) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b)).substring(0, 16);
    }
}
