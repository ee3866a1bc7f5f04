package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Envelope;

/**
 * A run of one-off framings (a post's close-ups, many posts' worth) does not push a whole board's layer, whose
 * pixels cost three drawings, out of the cache: layers without pixels go first, and the cache stays bounded.
 */
class LayersKeptTest {
    @Test
    void aWholeBoardsPixelsOutlastARunOfCloseUps() {
        Ruleset rules = Rulesets.of("classic");
        GameState s = rules.start();
        BoardShapes shapes = BoardShapes.of(rules.variant());
        BoardLayer.forgetAll();
        Layout whole = new MapPainter(shapes, s, RenderOptions.defaults()).layout;
        BoardLayer board = BoardLayer.of(shapes, whole);
        for (int i = 0; i <= BoardLayer.DRAWN; i++) board.pixels(Palette.STANDARD, List.of());
        assertNotNull(board.pixels(Palette.STANDARD, List.of()), "the whole board's pixels are made after three maps");
        Envelope plane = shapes.plane();
        double unit = shapes.details().unit;
        Layout first = new Layout(plane, 200, unit, true);
        BoardLayer firstCloseUp = BoardLayer.of(shapes, first);
        for (int i = 1; i <= 80; i++) BoardLayer.of(shapes, new Layout(plane, 200 + i, unit, true));
        assertTrue(BoardLayer.kept() <= 64, BoardLayer.kept() + " layers kept");
        assertSame(board, BoardLayer.of(shapes, whole), "the whole board's layer was kept");
        assertNotSame(firstCloseUp, BoardLayer.of(shapes, first), "the eldest close-up's layer went");
        BoardLayer.forgetAll();
    }
}
