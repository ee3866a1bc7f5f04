package org.chancery.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ShardsTest {
    @Test
    void autoOrARangeOutOfATotal() {
        assertEquals(Shards.AUTO, Shards.parse("auto"));
        assertEquals(Shards.AUTO, Shards.parse(" "));
        assertTrue(Shards.parse("AUTO").auto());
        assertEquals(new Shards(0, 3, 8), Shards.parse("0-3/8"));
        assertEquals(4, Shards.parse("4-7/8").count());
        assertEquals(new Shards(5, 5, 8), Shards.parse(" 5 / 8 "));
        assertEquals("4-7/8", Shards.parse("4-7/8").toString());
    }

    @Test
    void aBadValueIsExplainedWithExamples() {
        for (String bad : new String[] {"8", "0-3", "three/8", "4-9/8", "3-1/8", "0-0/0"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Shards.parse(bad), bad);
            assertTrue(e.getMessage().startsWith("DISCORD_SHARDS must"), e.getMessage());
            assertTrue(e.getMessage().contains("0-3/8"), e.getMessage());
        }
    }
}
