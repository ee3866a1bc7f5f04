package org.chancery.variant.allocation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** How Chancery's own player spreads points (Diplomacy Points, INFs) over what it wants most. */
class HelpersTest {
    @Test
    void onePointEachBestFirstThenTheRestOnTheBest() {
        assertEquals(Map.of("a", 1, "b", 1, "c", 1), Helpers.spread(List.of("a", "b", "c"), 3));
        assertEquals(Map.of("a", 1, "b", 1), Helpers.spread(List.of("a", "b", "c"), 2));
        assertEquals(Map.of("a", 5, "b", 1), Helpers.spread(List.of("a", "b"), 6));
        assertEquals(List.of("a", "b"), List.copyOf(Helpers.spread(List.of("a", "b"), 6).keySet()), "best first");
        assertEquals(Map.of(), Helpers.spread(List.of("a"), 0));
        assertEquals(Map.of(), Helpers.spread(List.<String>of(), 4));
    }
}
