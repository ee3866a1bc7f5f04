package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.junit.jupiter.api.Test;

/** A variant's marks reach the map: heirs where they live, thralls ringed in their controller's colour. */
class MarksTest {
    @Test
    void orderOfTheDragonStartShowsHeirsAndThralls() {
        Ruleset rules = Rulesets.of("order-of-the-dragon");
        var start = rules.start();
        RenderOptions opts = RenderOptions.defaults().width(1000).marks(rules.marks(start));
        List<String> drawn = new ArrayList<>();
        MapRenderer.image(BoardShapes.of(rules.variant()), start, opts, drawn);
        assertTrue(drawn.contains("heir-Burgundy-dij-0"), drawn.toString());
        assertTrue(drawn.contains("heir-Hungary-bra-0"), "Hungary's married heir lives in its thrall: " + drawn);
        assertTrue(rules.marks(start).patrons().get("Brandenburg").contains("Hungary"));
        List<String> plain = new ArrayList<>();
        MapRenderer.image(BoardShapes.of(rules.variant()), start, RenderOptions.defaults().width(1000), plain);
        assertFalse(plain.stream().anyMatch(s -> s.startsWith("heir-")), "no marks, no heirs drawn");
    }

    @Test
    void diplomacyOfTheEmpireShowsCitiesRoadsGoldNamesAndItsOwnGlyphsButNoCentres() {
        Ruleset rules = Rulesets.of("diplomacy-of-the-empire");
        var start = rules.start();
        var marks = rules.marks(start);
        var his = new org.chancery.variant.MapMarks.Mark(org.chancery.variant.MapMarks.Symbol.SQUARE, List.of("his"), "Hispania", null,
                "F", "Fortified city");
        assertTrue(marks.marks().contains(his), marks.marks().toString());
        assertTrue(marks.marks().stream().anyMatch(m -> m.symbol() == org.chancery.variant.MapMarks.Symbol.FLAG && m.at().equals(List.of("his"))));
        var gold = marks.marks().stream().filter(m -> m.symbol() == org.chancery.variant.MapMarks.Symbol.NAME).findFirst().orElseThrow();
        assertTrue(gold.at().contains("aqu") && !gold.at().contains("nar"), "gold ten-talent names: " + gold);
        assertTrue(marks.glyphs().values().containsAll(List.of("infantry", "cavalry", "catapult", "fleet")));
        List<String> drawn = new ArrayList<>();
        MapRenderer.image(BoardShapes.of(rules.variant()), start, RenderOptions.defaults().width(1000).marks(marks), drawn);
        assertTrue(drawn.contains("mark-square-his") && drawn.contains("mark-flag-his"), drawn.toString());
        assertFalse(drawn.contains("centres"), "territories are not supply centres on this map");
    }

    /** The rulebook's "dotted" straits, where armies cross in one move, drawn and keyed (issue 26). */
    @Test
    void theEmpiresFourStraitsAreDottedAndKeyed() {
        Ruleset rules = Rulesets.of("diplomacy-of-the-empire");
        var start = rules.start();
        var marks = rules.marks(start);
        List<String> straits = marks.marks().stream().filter(m -> m.symbol() == org.chancery.variant.MapMarks.Symbol.CROSSING)
                .map(m -> String.join("_", m.at())).sorted().toList();
        assertTrue(straits.equals(List.of("asi_thr", "bea_tin", "bel_bri", "nea_sic")), straits.toString());
        List<String> drawn = new ArrayList<>();
        MapRenderer.image(BoardShapes.of(rules.variant()), start, RenderOptions.defaults().width(1000).marks(marks), drawn);
        for (String s : straits) assertTrue(drawn.contains("mark-crossing-" + s), s + " drawn: " + drawn);
        String svg = MapRenderer.svg(rules.variant(), start, RenderOptions.defaults().width(1000).marks(marks));
        assertTrue(svg.contains("Strait: crossed in one move"), "the key names the straits");
    }
}
