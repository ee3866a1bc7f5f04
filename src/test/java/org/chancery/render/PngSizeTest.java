package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.Test;

/**
 * Every image of a results post stays under 2 MB (W3K's whole board was a 3.6 MB PNG) and no pixel changes colour
 * class on the way: each variant's whole board with a busy phase's orders, and that phase's close-ups.
 */
class PngSizeTest {
    static final int MOST = 2_000_000;

    @Test
    void everyBoardsWholeMapAndCloseUpsOfABusyPhaseAreUnder2MbAndKeepTheirColours() throws IOException {
        List<String> over = new ArrayList<>();
        for (String id : VariantLoader.ids()) {
            Ruleset rules = Rulesets.of(id);
            BusyPhases.Phase p = BusyPhases.busiest(id, 1, 6);
            RenderOptions o = RenderOptions.defaults().marks(rules.marks(p.before()))
                    .orders(p.outcomes().stream().map(x -> x.order()).toList(), p.outcomes())
                    .dislodged(p.after().dislodged().stream().map(d -> d.unit().location()).toList());
            BufferedImage whole = MapRenderer.bitmap(rules.variant(), p.before(), o);
            byte[] png = Png.encode(whole);
            if (id.equals("wars-of-the-three-kingdoms")) assertTrue(png.length < Png.rgb(whole, 1, false).length / 2, "W3K is indexed");
            if (png.length >= MOST) over.add(id + " whole board " + png.length);
            assertEquals(0, classesChanged(whole, ImageIO.read(new ByteArrayInputStream(png))), id + ": pixels changed class");
            for (List<String> where : Framing.actions(BoardShapes.of(rules.variant()), p.before(), p.after(), p.outcomes())) {
                byte[] closeUp = MapRenderer.png(rules.variant(), p.before(), o.closeUp(where, "Where the action was"));
                if (closeUp.length >= MOST) over.add(id + " close-up " + closeUp.length);
            }
        }
        assertTrue(over.isEmpty(), "2 MB or more: " + over);
    }

    /** Indexed, a flat colour stays itself; a blend may move, but only to a colour nearest the same flat colour. */
    @Test
    void aMapsFlatColoursArePaletteEntriesAndBlendsKeepTheirClass() throws IOException {
        Ruleset rules = Rulesets.of("classic");
        BufferedImage img = MapRenderer.bitmap(rules.variant(), rules.start(), RenderOptions.defaults().marks(rules.marks(rules.start())));
        BufferedImage back = ImageIO.read(new ByteArrayInputStream(Png.indexed(img, 6)));
        int[] flat = Png.flatColours(img);
        assertTrue(flat.length > 20 && flat.length <= 256, flat.length + " flat colours");
        java.util.Set<Integer> isFlat = new java.util.HashSet<>();
        for (int c : flat) isFlat.add(c);
        long changed = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                int a = img.getRGB(x, y) & 0xffffff, b = back.getRGB(x, y) & 0xffffff;
                if (isFlat.contains(a)) assertEquals(a, b, "a flat colour changed at " + x + "," + y);
                if (a != b) changed++;
            }
        }
        assertTrue(changed > 0 && changed < (long) img.getWidth() * img.getHeight() / 10, changed + " pixels changed");
        assertEquals(0, classesChanged(img, back));
    }

    /** The pixels whose class (nearest flat colour of the original) differs between the two images. */
    static long classesChanged(BufferedImage a, BufferedImage b) {
        int[] flat = Png.flatColours(a);
        Map<Integer, Integer> cls = new HashMap<>();
        long n = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                int p = a.getRGB(x, y) & 0xffffff, q = b.getRGB(x, y) & 0xffffff;
                if (p == q) continue;
                int cp = cls.computeIfAbsent(p, c -> Png.classOf(c, flat, flat.length));
                int cq = cls.computeIfAbsent(q, c -> Png.classOf(c, flat, flat.length));
                if (cp != cq) n++;
            }
        }
        return n;
    }
}
