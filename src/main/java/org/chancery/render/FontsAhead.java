package org.chancery.render;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Loads the bundled fonts ({@link Fonts}) on a free core when a process reads its first board, so that a fresh
 * process's first map finds them loaded (about 30 ms) instead of loading them on its own thread. A class of its own,
 * since calling into {@link Fonts} would load them here.
 */
final class FontsAhead {
    private static final AtomicBoolean STARTED = new AtomicBoolean();

    private FontsAhead() {}

    static void start() {
        if (STARTED.compareAndSet(false, true)) ForkJoinPool.commonPool().execute(() -> Fonts.regular(1));
    }
}
