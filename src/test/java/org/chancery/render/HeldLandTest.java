package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.Color;
import java.awt.Shape;
import java.awt.image.BufferedImage;
import java.util.HashMap;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.junit.jupiter.api.Test;

/**
 * Land without a centre is drawn in its holder's tint where the variant says who holds it (Europe 1615's Jutland is
 * Denmark's, Champagne France's, Silesia Austria's), and otherwise, as on the classic board, in the tint of the power
 * whose unit stands there. A unit standing in held land does not take its tint (it is held until a Winter's capture). Read from the drawn pixels: the colour most of a province's own pixels have.
 */
class HeldLandTest {
    @Test
    void europe1615sProvincesWithoutCentresAreTintedAsTheirPowersOtherLands() {
        Ruleset rules = Rulesets.of("europe-1615");
        GameState start = rules.start();
        Map<String, Color> fills = PowerColours.fills(rules.variant(), Palette.STANDARD);
        BufferedImage img = draw(rules, start);
        for (String[] held : new String[][] {{"jut", "Denmark"}, {"cha", "France"}, {"sil", "Austria"}, {"tyr", "Austria"}}) {
            assertEquals(hex(fills.get(held[1])), hex(drawnFill(rules, start, img, held[0])), held[0] + " is " + held[1] + "'s");
        }
    }

    @Test
    void aUnitStandingInHeldLandDoesNotTakeItsTint() {
        Ruleset rules = Rulesets.of("europe-1615");
        GameState s = rules.start().toBuilder().unit(new Unit("England", UnitKind.ARMY, rules.variant().board().location("jut"))).build();
        Color denmark = PowerColours.fills(rules.variant(), Palette.STANDARD).get("Denmark");
        assertEquals(hex(denmark), hex(drawnFill(rules, s, draw(rules, s), "jut")), "Jutland is Denmark's until a Winter takes it");
    }

    @Test
    void theClassicRuleHoldsElsewhere() {
        Ruleset rules = Rulesets.of("classic");
        GameState start = rules.start();
        Province pic = rules.variant().board().find("pic").orElseThrow();
        Province bur = rules.variant().board().find("bur").orElseThrow();
        GameState moved = start.toBuilder().unit(new Unit("France", UnitKind.ARMY, rules.variant().board().location("pic"))).build();
        BufferedImage img = draw(rules, moved);
        Color france = PowerColours.fills(rules.variant(), Palette.STANDARD).get("France");
        assertEquals(hex(france), hex(drawnFill(rules, moved, img, pic.id())), "a French army in Picardy tints it");
        assertEquals(hex(Palette.STANDARD.land()), hex(drawnFill(rules, moved, img, bur.id())), "Burgundy, empty, stays plain");
    }

    private static BufferedImage draw(Ruleset rules, GameState s) {
        return MapRenderer.image(BoardShapes.of(rules.variant()), s, options(rules, s), null);
    }

    private static RenderOptions options(Ruleset rules, GameState s) {
        return RenderOptions.defaults().width(1600).marks(rules.marks(s));
    }

    /** The colour most pixels inside a province's drawn shape have. */
    private static Color drawnFill(Ruleset rules, GameState s, BufferedImage img, String id) {
        BoardShapes shapes = BoardShapes.of(rules.variant());
        Province p = rules.variant().board().find(id).orElseThrow();
        MapPainter painter = new MapPainter(shapes, s, options(rules, s));
        Shape outline = painter.layout.toPixels.createTransformedShape(shapes.path(p));
        Map<Integer, Integer> counts = new HashMap<>();
        var b = outline.getBounds();
        for (int y = Math.max(0, b.y); y < Math.min(img.getHeight(), b.y + b.height); y++) {
            for (int x = Math.max(0, b.x); x < Math.min(img.getWidth(), b.x + b.width); x++) {
                if (outline.contains(x + 0.5, y + 0.5)) counts.merge(img.getRGB(x, y) & 0xffffff, 1, Integer::sum);
            }
        }
        int best = counts.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
        return new Color(best);
    }

    private static String hex(Color c) { return String.format("#%06x", c.getRGB() & 0xffffff); }
}
