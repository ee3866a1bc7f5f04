package org.chancery.render;

import java.util.concurrent.Semaphore;

/**
 * Bounds the heap that maps being drawn at once take. A map's bitmap is four bytes a pixel (W3K's whole board:
 * 82 MB), so two or three drawn together on a small heap (a results post on the poster's thread, a {@code /map} on
 * another) would run out of memory. Each drawing holds megabytes from a budget of {@link #SHARE} of the heap for as
 * long as its bitmap lives; one larger than the whole budget waits to run alone.
 */
final class DrawingMemory {
    /** The share of the heap that maps being drawn may hold together. */
    static final double SHARE = 0.4;
    private static final int BUDGET_MB = (int) Math.max(1, Runtime.getRuntime().maxMemory() * SHARE / (1 << 20));
    private static final Semaphore FREE = new Semaphore(BUDGET_MB, true);

    private DrawingMemory() {}

    /** A hold on the megabytes a width by height bitmap takes; close it when the bitmap is no longer needed. */
    static Hold hold(int width, int height) {
        int mb = (int) Math.min(BUDGET_MB, Math.max(1, 4L * width * height >> 20));
        FREE.acquireUninterruptibly(mb);
        return () -> FREE.release(mb);
    }

    /** The megabytes free now (for tests). */
    static int free() { return FREE.availablePermits(); }

    /** The whole budget in megabytes. */
    static int budget() { return BUDGET_MB; }

    interface Hold extends AutoCloseable {
        @Override
        void close();
    }
}
