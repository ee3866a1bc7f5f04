package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Maps drawn at once hold their bitmaps' megabytes from one budget; a map larger than it waits to run alone. */
class DrawingMemoryTest {
    @Test
    void aSecondLargeMapWaitsUntilTheFirstIsDone() throws Exception {
        int side = (int) Math.sqrt(DrawingMemory.budget() * (double) (1 << 20) / 4) + 64; // over the whole budget
        CountDownLatch second = new CountDownLatch(1);
        Thread t;
        try (DrawingMemory.Hold first = DrawingMemory.hold(side, side)) {
            assertEquals(0, DrawingMemory.free(), "a map over the budget takes all of it");
            t = new Thread(() -> {
                try (DrawingMemory.Hold h = DrawingMemory.hold(1000, 1000)) {
                    second.countDown();
                }
            });
            t.start();
            assertFalse(second.await(300, TimeUnit.MILLISECONDS), "drawn while the first held the memory");
        }
        assertTrue(second.await(10, TimeUnit.SECONDS), "never drawn after the first was done");
        t.join();
        assertEquals(DrawingMemory.budget(), DrawingMemory.free(), "every megabyte given back");
    }
}
