package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A line too long to read is answered before any parser sees it, at the table as in adjudicate (issue 23). */
class LongLineAnswersTest {
    @Test
    void aLongAllocationLineIsRefusedWholeAndQuickly() {
        try (Table t = new Table("europe-1615")) {
            String line = "5: " + "LOR ".repeat(5_000);
            GameException[] e = new GameException[1];
            long cpu = ThreadCpu.millis(() -> e[0] = assertThrows(GameException.class,
                    () -> t.service.orders().allocate(t.player("England"), t.game, null, line)));
            assertTrue(cpu < 2_000, cpu + " ms of CPU");
            assertEquals("Nothing was stored: that line is 20002 characters long; a line takes at most 1000: give each"
                    + " order or allocation a line of its own.", e[0].getMessage());
        }
    }

    @Test
    void aLongOrderLineIsRejectedWithTheReason() {
        try (Table t = new Table(GameSettings.defaults())) {
            SubmitResult r = t.order("France", "A par-bur\n" + "A par-bur, ".repeat(1_500));
            assertEquals(1, r.accepted().size(), r.toString());
            assertEquals(1, r.rejected().size());
            assertTrue(r.rejected().get(0).reason().contains("a line takes at most 1000"), r.rejected().get(0).reason());
            assertTrue(r.rejected().get(0).input().length() < 400, "the echo is cut");
        }
    }
}
