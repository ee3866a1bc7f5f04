package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.variant.MapMarks;
import org.chancery.variant.MapMarks.Mark;
import org.chancery.variant.MapMarks.Symbol;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Variant;
import org.junit.jupiter.api.Test;

/** The legend keys every symbol the map shows, and a variant's own marks bring their own entries. */
class KeyTest {
    private static List<String> keys(Variant v, GameState s, RenderOptions o) {
        return new MapPainter(BoardShapes.of(v), s, o).legend().keyTexts();
    }

    @Test
    void everyOrderKindDrawnHasAnEntryAndFailureToo() {
        Ruleset rules = Rulesets.of("classic");
        GameState s = rules.start();
        List<Order> orders = Scenes.orders(rules, s);
        List<String> k = keys(rules.variant(), s, RenderOptions.defaults().orders(orders, Scenes.outcomes(orders)));
        for (String want : List.of("Supply centre", "Army", "Fleet", "Move", "Support", "Failed", "Coast of a split province",
                "Seas that do not touch")) {
            assertTrue(k.contains(want), want + " missing from " + k);
        }
        List<String> none = keys(rules.variant(), s, RenderOptions.defaults());
        assertTrue(none.stream().noneMatch(x -> x.equals("Move") || x.equals("Failed")), "no orders, no order keys: " + none);
    }

    @Test
    void boardFeaturesHeirsAndPatronsAreKeyed() {
        Ruleset iaf = Rulesets.of("ice-and-fire");
        List<String> k = keys(iaf.variant(), iaf.start(), RenderOptions.defaults().marks(iaf.marks(iaf.start())));
        for (String want : List.of("The Wall", "Navigable river", "River fleets cannot use", "King's Landing and the Red Keep",
                "The Trident's impassable confluence", "Heir", "Capital")) {
            assertTrue(k.contains(want), want + " missing from " + k);
        }
        Ruleset ood = Rulesets.of("order-of-the-dragon");
        List<String> d = keys(ood.variant(), ood.start(), RenderOptions.defaults().marks(ood.marks(ood.start())));
        for (String want : List.of("Arrow: its ends are adjacent", "Impassable", "Ring: the player who commands it", "Married heir", "Neutral unit")) {
            assertTrue(d.contains(want), want + " missing from " + d);
        }
    }

    @Test
    void aVariantsOwnMarksAreDrawnAndKeyed() {
        Ruleset rules = Rulesets.of("classic");
        MapMarks marks = new MapMarks(Map.of(), List.of(new MapMarks.HeirMark("France", "par", false, true)))
                .with(new Mark(Symbol.SQUARE, List.of("par"), "France", null, null, "City"))
                .with(new Mark(Symbol.LINE, List.of("par", "bur"), null, "#8b5a2b", null, "Road"))
                .with(new Mark(Symbol.OUTLINE, List.of("nth", "hel", "ska"), null, "#1f4e79", null, "Sea area"))
                .with(new Mark(Symbol.CROSS, List.of("mun"), null, "#e67e22", null, "Protestant marker"));
        RenderOptions o = RenderOptions.defaults().width(1200).marks(marks);
        List<String> drawn = new ArrayList<>();
        MapRenderer.image(BoardShapes.of(rules.variant()), rules.start(), o, drawn);
        for (String id : List.of("mark-square-par", "mark-line-par_bur", "mark-outline-nth_hel_ska", "mark-cross-mun", "heir-France-par-0")) {
            assertTrue(drawn.contains(id), id + " not drawn: " + drawn);
        }
        List<String> k = keys(rules.variant(), rules.start(), o);
        for (String want : List.of("City", "Road", "Sea area", "Protestant marker", "Hostage heir")) {
            assertTrue(k.contains(want), want + " missing from " + k);
        }
        assertEquals(1, k.stream().filter("City"::equals).count(), "one entry per kind of mark");
    }
}
