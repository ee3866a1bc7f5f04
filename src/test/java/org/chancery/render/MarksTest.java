package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.chancery.variant.MapMarks;
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

    /**
     * W3K's Sea Areas never change, so they are drawn with the board (under the centres and units) and kept in the
     * board's pixels, which a map copies instead of stroking fifty outlines; only an outline in its own colour can be.
     */
    @Test
    void w3ksSeaAreasAreDrawnWithTheBoardAndKeptInItsPixels() {
        Ruleset rules = Rulesets.of("wars-of-the-three-kingdoms");
        var start = rules.start();
        var marks = rules.marks(start);
        List<MapMarks.Mark> onBoard = BoardPainter.boardMarks(marks);
        assertFalse(onBoard.isEmpty());
        assertTrue(onBoard.stream().allMatch(m -> m.symbol() == MapMarks.Symbol.OUTLINE), onBoard.toString());
        assertEquals(marks.marks().stream().filter(m -> m.symbol() == MapMarks.Symbol.OUTLINE).count(), onBoard.size());
        RenderOptions opts = RenderOptions.defaults().width(900).marks(marks);
        BoardShapes shapes = BoardShapes.of(rules.variant());
        List<String> drawn = new ArrayList<>();
        MapRenderer.image(shapes, start, opts, drawn);
        String first = MarkPainter.id(onBoard.get(0));
        assertTrue(drawn.indexOf("borders") < drawn.indexOf(first) && drawn.indexOf(first) < drawn.indexOf("centres"),
                "the Sea Areas come after the borders and before the centres: " + drawn);
        BoardLayer layer = new MapPainter(shapes, start, opts).layer();
        int seaArea = BoardLayer.rgb(Palette.parse("#2b4f8c"));
        for (int i = 0; i <= BoardLayer.DRAWN; i++) layer.pixels(Palette.STANDARD, onBoard);
        assertTrue(colours(layer.pixels(Palette.STANDARD, onBoard)).contains(seaArea), "the Sea Areas are in the board's pixels");
        for (int i = 0; i <= BoardLayer.DRAWN; i++) layer.pixels(Palette.STANDARD, List.of());
        assertFalse(colours(layer.pixels(Palette.STANDARD, List.of())).contains(seaArea), "and only in the pixels drawn with them");
        assertThrows(IllegalArgumentException.class, () -> new MapMarks.Mark(MapMarks.Symbol.SQUARE, List.of("cork"), null, "#2b4f8c", null, "a city").onBoard());
        assertThrows(IllegalArgumentException.class, () -> new MapMarks.Mark(MapMarks.Symbol.OUTLINE, List.of("cork"), "Ireland", null, null, "an area").onBoard());
    }

    /** An outline wholly outside a close-up's frame is not stroked; the pixels inside the frame are those of stroking it. */
    @Test
    void outlinesOutsideTheFrameAreSkippedWithTheSamePixelsInside() {
        Ruleset rules = Rulesets.of("wars-of-the-three-kingdoms");
        var start = rules.start();
        RenderOptions opts = RenderOptions.defaults().width(900).marks(rules.marks(start));
        BoardShapes shapes = BoardShapes.of(rules.variant());
        MapPainter painter = new MapPainter(shapes, start, opts);
        BoardPainter board = new BoardPainter(shapes, painter.layout, Palette.STANDARD, p -> Palette.STANDARD.land(), p -> null,
                painter.layer(), List.of());
        java.awt.Rectangle frame = new java.awt.Rectangle(300, 500, 160, 120);
        java.awt.image.BufferedImage clipped = new java.awt.image.BufferedImage(900, painter.height(), java.awt.image.BufferedImage.TYPE_INT_RGB);
        java.awt.image.BufferedImage whole = new java.awt.image.BufferedImage(900, painter.height(), java.awt.image.BufferedImage.TYPE_INT_RGB);
        java.awt.Graphics2D a = clipped.createGraphics(), b = whole.createGraphics();
        BoardLayer.hints(a);
        BoardLayer.hints(b);
        a.clip(frame);
        int outside = 0;
        for (MapMarks.Mark m : BoardPainter.boardMarks(opts.marks())) {
            java.awt.geom.Rectangle2D bounds = board.px(shapes.union(m.at().stream().map(id -> rules.variant().board().find(id).orElseThrow()).toList())).getBounds2D();
            if (!bounds.intersects(frame)) outside++;
            MarkPainter.outline(a, shapes, board, painter.layout.unit, m, Palette.parse(m.colour()));
            MarkPainter.outline(b, shapes, board, painter.layout.unit, m, Palette.parse(m.colour()));
        }
        assertTrue(outside > 10, "most Sea Areas lie outside the frame: " + outside);
        int inked = 0;
        for (int y = frame.y; y < frame.y + frame.height; y++) {
            for (int x = frame.x; x < frame.x + frame.width; x++) {
                assertEquals(whole.getRGB(x, y), clipped.getRGB(x, y), "pixel " + x + "," + y);
                if ((whole.getRGB(x, y) & 0xffffff) != 0) inked++;
            }
        }
        assertTrue(inked > 100, "the frame holds Sea Area outlines: " + inked);
    }

    private static java.util.Set<Integer> colours(BoardPixels pixels) {
        java.util.Set<Integer> out = new java.util.HashSet<>();
        for (int k = 0; k < pixels.base().length; k += 2) out.add(pixels.base()[k]);
        return out;
    }
}
