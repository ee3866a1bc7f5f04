package org.chancery.game;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The CPU time the calling thread spends on a piece of work, for bounds that must hold on a loaded machine: a wall
 * clock there also counts the time other processes had the cores, and a bound against it fails for their sake.
 * Falls back to the wall clock where the JVM cannot measure a thread's CPU time.
 */
public final class ThreadCpu {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private ThreadCpu() {}

    /** Milliseconds of this thread's CPU time (user and system) that {@code work} took. */
    public static long millis(Runnable work) {
        boolean cpu = THREADS.isCurrentThreadCpuTimeSupported();
        long t0 = cpu ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
        work.run();
        long t1 = cpu ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
        return (t1 - t0) / 1_000_000;
    }
}
