package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.chancery.render.ColourDifference.Vision;
import org.chancery.variant.Variant;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Power colours by measured difference (CIEDE2000): neighbouring powers (by the board's adjacency, from their home
 * centres or, on a board without any, where they start) far apart and of different hue families, and their fills
 * as drawn apart from each other, from the sea and from neutral land; every power far from the neutral units'
 * colour and from failure's, in both palettes; the colour-blind palette also under simulated protanopia,
 * deuteranopia and tritanopia.
 */
class PaletteTest {
    /** Neighbours at least this far apart (normal vision; the worst deficiency for the colour-blind palette). */
    static final double NEIGHBOURS = 20;
    static final double NEIGHBOURS_SIMULATED = 12;
    /** Every power at least this far from the neutral units' colour and from failure's. */
    static final double FROM_NEUTRAL = 15;
    /** Fills as drawn: each tint against sea and neutral land at least this far apart. */
    static final double FILLS = 10;
    /**
     * Neighbours' fills as drawn at least this far apart, and fills of one hue family (two greys among them), told
     * apart by lightness alone, at least {@link #FILLS_ALIKE}: the Dragon's slate Burgundy and pale grey Naples, 13.3
     * apart, read as one power.
     */
    static final double FILLS_APART = 15, FILLS_ALIKE = 20;

    @Test
    void ciede2000MatchesSharmaWuDalalTestData() {
        double[][] pairs = {
            {50, 2.6772, -79.7751, 50, 0, -82.7485, 2.0425},
            {50, 0, 0, 50, -1, 2, 2.3669},
            {50, 2.5, 0, 73, 25, -18, 27.1492},
            {50, 2.5, 0, 61, -5, 29, 22.8977},
            {50, 2.5, 0, 56, -27, -3, 31.9030},
            {50, 2.5, 0, 58, 24, 15, 19.4535},
            {60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644},
        };
        for (double[] p : pairs) {
            double d = ColourDifference.ciede2000(new double[] {p[0], p[1], p[2]}, new double[] {p[3], p[4], p[5]});
            assertEquals(p[6], d, 1e-4);
        }
    }

    @TestFactory
    Stream<DynamicTest> everyBoardInBothPalettes() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Variant v : Boards.all()) {
            for (Palette p : Palette.values()) {
                tests.add(DynamicTest.dynamicTest(v.id() + " " + p, () -> check(v, p)));
            }
        }
        return tests.stream();
    }

    private static void check(Variant v, Palette palette) {
        Map<String, Color> c = PowerColours.of(v, palette);
        List<String> bad = new ArrayList<>();
        for (String[] pair : PowerColours.neighbourPairs(v)) {
            Color a = c.get(pair[0]), b = c.get(pair[1]);
            double normal = ColourDifference.delta(a, b, Vision.NORMAL);
            if (normal < NEIGHBOURS) bad.add(String.format(Locale.ROOT, "%s-%s %.1f", pair[0], pair[1], normal));
            if (ColourDifference.sameHueFamily(a, b)) bad.add(pair[0] + "-" + pair[1] + " share a hue family");
            if (palette == Palette.COLOURBLIND && ColourDifference.worst(a, b) < NEIGHBOURS_SIMULATED) {
                bad.add(String.format(Locale.ROOT, "%s-%s %.1f with a deficiency", pair[0], pair[1], ColourDifference.worst(a, b)));
            }
        }
        Map<String, Color> fills = PowerColours.fills(v, palette);
        double smallest = Double.MAX_VALUE;
        String closest = "";
        for (String[] pair : PowerColours.neighbourPairs(v)) {
            Color a = fills.get(pair[0]), b = fills.get(pair[1]);
            double d = ColourDifference.delta(a, b, Vision.NORMAL);
            if (d < smallest) {
                smallest = d;
                closest = pair[0] + "-" + pair[1];
            }
            double need = ColourDifference.sameHueFamily(a, b) ? FILLS_ALIKE : FILLS_APART;
            if (d < need) bad.add(String.format(Locale.ROOT, "%s-%s fills %.1f (need %.0f)", pair[0], pair[1], d, need));
        }
        for (var e : c.entrySet()) {
            Color fill = fills.get(e.getKey());
            for (Color ground : List.of(palette.sea(), palette.land())) {
                double d = ColourDifference.delta(fill, ground, Vision.NORMAL);
                if (d < FILLS) bad.add(String.format(Locale.ROOT, "%s's fill %.1f from %s", e.getKey(), d, ground));
            }
            for (Color other : List.of(MapPainter.NEUTRAL, Glyphs.FAIL)) {
                double d = palette == Palette.COLOURBLIND ? ColourDifference.worst(e.getValue(), other)
                        : ColourDifference.delta(e.getValue(), other, Vision.NORMAL);
                if (d < FROM_NEUTRAL) bad.add(String.format(Locale.ROOT, "%s %.1f from %s", e.getKey(), d, other));
            }
        }
        // the figure docs/maps.md quotes: the smallest distance between neighbours' fills
        System.out.printf(Locale.ROOT, "fills %s %s: smallest %.1f (%s)%n", v.id(), palette, smallest, closest);
        assertEquals(List.of(), bad, v.id() + " " + palette + ": " + c);
    }

    /** The rulebook's slate and pale grey (§6) stay, parted by lightness: Burgundy's land drawn darker than Naples'. */
    @Test
    void theDragonsSlateAndGreyKeepTheirHuesAndPartByLightness() {
        Variant v = Boards.load("order-of-the-dragon");
        Map<String, Color> fills = PowerColours.fills(v, Palette.STANDARD);
        Color burgundy = fills.get("Burgundy"), naples = fills.get("Naples");
        assertTrue(ColourDifference.delta(burgundy, naples, Vision.NORMAL) >= FILLS_ALIKE);
        double[] b = ColourDifference.lab(burgundy, Vision.NORMAL), n = ColourDifference.lab(naples, Vision.NORMAL);
        assertTrue(b[0] < n[0] - 15, "Burgundy's slate darker than Naples' grey");
        Color slate = PowerColours.of(v, Palette.STANDARD).get("Burgundy");
        double hue = ColourDifference.hueChroma(slate)[0], drawn = ColourDifference.hueChroma(burgundy)[0];
        assertTrue(Math.abs(hue - drawn) < 10, "slate's hue kept: " + hue + " / " + drawn);
        assertTrue(ColourDifference.hueChroma(naples)[1] < 3, "Naples stays grey");
    }

    @Test
    void theColourBlindPaletteKeepsClassicNeighboursApart() {
        Map<String, Color> c = PowerColours.of(Boards.load("classic"), Palette.COLOURBLIND);
        assertTrue(ColourDifference.worst(c.get("Austria"), c.get("Turkey")) >= NEIGHBOURS_SIMULATED);
        assertTrue(ColourDifference.worst(c.get("England"), c.get("France")) >= NEIGHBOURS_SIMULATED);
    }
}
