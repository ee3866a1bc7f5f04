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
    /** Fills as drawn: neighbours' tints, and each tint against sea and neutral land, at least this far apart. */
    static final double FILLS = 10;

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
        for (String[] pair : PowerColours.neighbourPairs(v)) {
            double d = ColourDifference.delta(palette.tint(c.get(pair[0])), palette.tint(c.get(pair[1])), Vision.NORMAL);
            if (d < FILLS) bad.add(String.format(Locale.ROOT, "%s-%s fills %.1f", pair[0], pair[1], d));
        }
        for (var e : c.entrySet()) {
            Color fill = palette.tint(e.getValue());
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
        assertEquals(List.of(), bad, v.id() + " " + palette + ": " + c);
    }

    @Test
    void theColourBlindPaletteKeepsClassicNeighboursApart() {
        Map<String, Color> c = PowerColours.of(Boards.load("classic"), Palette.COLOURBLIND);
        assertTrue(ColourDifference.worst(c.get("Austria"), c.get("Turkey")) >= NEIGHBOURS_SIMULATED);
        assertTrue(ColourDifference.worst(c.get("England"), c.get("France")) >= NEIGHBOURS_SIMULATED);
    }
}
