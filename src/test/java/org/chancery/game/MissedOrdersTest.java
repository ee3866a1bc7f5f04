package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The results tell a hold from missed orders apart from an ordered hold. */
class MissedOrdersTest {
    @Test
    void aHoldNobodyOrderedIsMarkedMissed() {
        try (Table t = new Table(GameSettings.defaults())) {
            t.order("France", "A par H; F bre-mao");
            t.service.force(t.gm, t.game, "S1901M");
            List<ResultLine> lines = t.service.views().phase(t.game, "S1901M").results();
            ResultLine ordered = line(lines, "A par H");
            ResultLine missed = line(lines, "A mar H");
            assertFalse(ordered.missed());
            assertEquals("A par H", ordered.describe());
            assertTrue(missed.missed());
            assertEquals("A mar H (no orders given)", missed.describe());
            assertTrue(line(lines, "F lon H").missed(), "England gave nothing");
            assertFalse(line(lines, "F bre-mao").missed());
            String text = t.service.pendingNotices().stream().filter(n -> n.text().contains("results of Spring 1901"))
                    .findFirst().orElseThrow().text();
            assertTrue(text.contains("A mar H (no orders given)") && text.contains("\n  A par H\n"), text);
        }
    }

    /**
     * Only a player can miss orders: a Europe 1615 state's unit holding on its aligned power's order, an Ottoman unit
     * holding on the heaviest suggestion and an unaligned state's unit are never "no orders given".
     */
    @Test
    void unitsOfPowersNoPlayerTakesNeverMissOrders() {
        try (Table t = new Table("europe-1615")) {
            t.service.orders().allocate(t.player("England"), t.game, null, "5: LOR; LOR HOLD");
            t.service.orders().allocate(t.player("Spain"), t.game, null, "A ser H");
            t.service.orders().allocate(t.player("Austria"), t.game, null, "A ser - bos");
            t.service.force(t.gm, t.game, "S1615M");
            List<ResultLine> lines = t.service.views().phase(t.game, "S1615M").results();
            for (String held : List.of("A lor H", "A ser H", "A bav H")) {
                assertFalse(line(lines, held).missed(), held);
                assertEquals(held, line(lines, held).describe());
            }
            assertTrue(line(lines, "F lon H").missed(), "England's own fleet had no order");
        }
    }

    @Test
    void resultsStoredBeforeTheMarkStillRead() {
        List<ResultLine> old = ResultLine.fromJson("[{\"power\":\"France\",\"order\":\"A par H\",\"succeeded\":true,\"reason\":null}]");
        assertFalse(old.get(0).missed());
        assertTrue(ResultLine.toJson(List.of(old.get(0).asMissed())).contains("\"missed\":true"));
    }

    static ResultLine line(List<ResultLine> lines, String order) {
        return lines.stream().filter(l -> l.order().equals(order)).findFirst().orElseThrow(() -> new AssertionError(order + " in " + lines));
    }
}
