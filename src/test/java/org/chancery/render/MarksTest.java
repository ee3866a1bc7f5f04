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
}
