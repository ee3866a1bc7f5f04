package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.chancery.variant.MapMarks;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Variant;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every mark drawn as text reads on every fill it can stand on (WCAG 2 contrast ratio at least 3, the large-text
 * minimum): province names on neutral land, on each power's fill and on a thrall's paler one, sea names on the sea,
 * a variant's coloured names (the Empire's gold ten-talent names) and tags (Europe 1615's centre values, a power's
 * score in its colour) on all of those, and a badge's or square's letter on the symbol itself. Text reads on a fill
 * when its ink stands 3:1 from it, or when it is drawn with an opaque edge that stands 3:1 from both.
 */
class TextContrastTest {
    @TestFactory
    Stream<DynamicTest> everyBoardInBothPalettes() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Variant v : Boards.all()) {
            for (Palette p : Palette.values()) tests.add(DynamicTest.dynamicTest(v.id() + " " + p, () -> check(v, p)));
        }
        return tests.stream();
    }

    /** Every fill land can have on this board: plain, no one's, each power's, and each power's paler thrall fill. */
    static Map<String, Color> landFills(Variant v, Palette p) {
        Map<String, Color> out = new LinkedHashMap<>();
        out.put("plain land", p.land());
        out.put("no one's land", Palette.mix(p.land(), Color.GRAY, 0.8));
        PowerColours.fills(v, p).forEach((power, fill) -> {
            out.put(power + "'s fill", fill);
            out.put(power + "'s thrall fill", Palette.mix(fill, p.land(), 0.5));
        });
        return out;
    }

    private static void check(Variant v, Palette p) {
        Map<String, Color> fills = landFills(v, p);
        Map<String, Lettering> texts = new LinkedHashMap<>();
        texts.put("a name", LabelPlacer.lettering(null, false));
        Ruleset rules = Rulesets.of(v.id());
        MapMarks marks = rules.marks(rules.start());
        for (MapMarks.Mark m : marks.marks()) {
            Color c = m.colour() != null ? Palette.parse(m.colour()) : m.power() != null
                    ? PowerColours.of(v, p).get(m.power()) : Glyphs.DARK;
            if (c == null) continue;
            if (m.symbol() == MapMarks.Symbol.NAME) texts.put("a name in " + hex(c), LabelPlacer.lettering(c, false));
            if (m.symbol() == MapMarks.Symbol.TAG) texts.put("a tag (" + m.key() + ")", MarkPainter.tagLettering(c));
        }
        // a tag may take a power's colour (Europe 1615's scores under the capitals)
        PowerColours.of(v, p).forEach((power, c) -> texts.put("a tag in " + power + "'s colour", MarkPainter.tagLettering(c)));
        List<String> bad = new ArrayList<>();
        texts.forEach((what, l) -> fills.forEach((where, fill) -> {
            if (!l.readsOn(fill)) bad.add(String.format(Locale.ROOT, "%s on %s %s: %.1f:1", what, where, hex(fill),
                    Lettering.contrast(l.ink(), fill)));
        }));
        Lettering sea = LabelPlacer.lettering(null, true);
        if (!sea.readsOn(p.sea())) bad.add("a sea's name on the sea: " + Lettering.contrast(sea.ink(), p.sea()));
        // a badge's or square's letter is read on the symbol, in a power's colour or the mark's own
        List<Color> symbols = new ArrayList<>(PowerColours.of(v, p).values());
        for (MapMarks.Mark m : marks.marks()) if (m.colour() != null) symbols.add(Palette.parse(m.colour()));
        for (Color c : symbols) {
            double r = Lettering.contrast(Palette.ink(c), c);
            if (r < Lettering.LEGIBLE) bad.add(String.format(Locale.ROOT, "a letter on a symbol %s: %.1f:1", hex(c), r));
        }
        assertEquals(List.of(), bad, v.id() + " " + p);
    }

    @Test
    void goldOnYellowGalatiaWasFaintAndNowHasADarkOutline() {
        Variant v = Boards.load("diplomacy-of-the-empire");
        Color gold = new Color(0xa57a00), galatia = PowerColours.fills(v, Palette.STANDARD).get("Galatia");
        assertTrue(Lettering.contrast(gold, galatia) < Lettering.LEGIBLE, "the gold itself is faint on Galatia");
        Lettering l = LabelPlacer.lettering(gold, false);
        assertEquals(Glyphs.DARK, l.edge());
        assertTrue(l.readsOn(galatia));
        // the old pale halo did not save it: it stands out from the gold but not from the yellow
        assertFalse(new Lettering(gold, Lettering.HALO, 0.9f).readsOn(galatia));
    }

    @Test
    void contrastRatioMatchesWcag() {
        assertEquals(21, Lettering.contrast(Color.BLACK, Color.WHITE), 1e-9);
        assertEquals(4.54, Lettering.contrast(new Color(0x767676), Color.WHITE), 0.01);
        assertEquals(1, Lettering.contrast(new Color(0x336699), new Color(0x336699)), 1e-9);
    }

    private static String hex(Color c) { return String.format("#%06x", c.getRGB() & 0xffffff); }
}
