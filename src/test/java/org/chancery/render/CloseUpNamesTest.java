package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.Province;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Variant;
import org.junit.jupiter.api.Test;

/**
 * Close-ups name places in full where the name fits: in a close-up a full name may stand a little further from its
 * place (on its own ground or the sea) before the short form is tried. In the close-ups of a full set of orders on every
 * board at most one name in six is short (before: 230 short to 1,000 full, then 182 to 1,048; now 160 to 1,070; one
 * Ice and Fire close-up still reads "Cas" where the start map prints "Casterly Rock"). Europe 1615's small German states still take short names: their full
 * names are wider than the states at any zoom, since names scale with the close-up.
 */
class CloseUpNamesTest {
    @Test
    void closeUpsOfEveryBoardNameInFull() throws java.io.IOException {
        int full = 0, shortened = 0;
        List<String> report = new ArrayList<>();
        for (Variant v : Boards.all()) {
            Ruleset rules = Rulesets.of(v.id());
            GameState s = rules.start();
            BoardShapes shapes = BoardShapes.of(v);
            List<Order> orders = Scenes.orders(rules, s);
            List<Outcome> outcomes = Scenes.outcomes(orders);
            RenderOptions opts = RenderOptions.defaults().marks(rules.marks(s)).orders(orders, outcomes);
            int f = 0, drawn = 0;
            List<String> codes = new ArrayList<>();
            for (List<String> where : Framing.actions(shapes, s, null, outcomes)) {
                MapPainter painter = new MapPainter(shapes, s, opts.closeUp(where, "Where the action was"));
                BufferedImage img = new BufferedImage(painter.width(), painter.height(), BufferedImage.TYPE_INT_RGB);
                Graphics2D g = img.createGraphics();
                painter.paint(g);
                g.dispose();
                String out = System.getProperty("chancery.render.out");
                if (out != null) javax.imageio.ImageIO.write(img, "png", java.nio.file.Path.of(out, v.id() + "-" + (++drawn) + ".png").toFile());
                for (LabelPlacer.Placed l : painter.labels()) {
                    Province p = v.board().find(l.province()).orElseThrow();
                    if (String.join(" ", l.lines()).equals(p.name())) f++;
                    else codes.add(l.lines().get(0));
                }
            }
            full += f;
            shortened += codes.size();
            report.add(v.id() + ": " + f + " full names, " + codes.size() + " short " + codes);
        }
        System.out.println(String.join("\n", report));
        // before the close-up tiers, 230 short to 1,000 full (Europe 1615 84, W3K 79); then 182 to 1,048; with
        // full names further off and smaller before a short one, 160 to 1,070
        assertTrue(shortened * 6 <= full, shortened + " short names to " + full + " full:\n" + String.join("\n", report));
    }
}
