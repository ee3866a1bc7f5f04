package org.chancery.render;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.FutureTask;

/**
 * Work in parts on free cores: the parts after the first are offered to the common pool, and the calling thread does
 * every part no other thread has started, first to last, so on a busy machine it does them all itself.
 */
final class Split {
    private Split() {}

    /** Each part's result, in order. */
    static <T> List<T> run(List<Callable<T>> parts) {
        List<FutureTask<T>> tasks = new ArrayList<>();
        for (Callable<T> p : parts) tasks.add(new FutureTask<>(p));
        for (int i = 1; i < tasks.size(); i++) ForkJoinPool.commonPool().execute(tasks.get(i));
        for (FutureTask<T> t : tasks) t.run(); // does it here unless another thread has started or done it
        List<T> out = new ArrayList<>();
        try {
            for (FutureTask<T> t : tasks) out.add(t.get());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while drawing a map", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        }
        return out;
    }

    /** Runs each, here or on a free core, and returns when all are done. */
    static void run(Runnable... parts) {
        List<Callable<Void>> work = new ArrayList<>();
        for (Runnable p : parts) work.add(() -> {
            p.run();
            return null;
        });
        run(work);
    }

    /** The bounds of part {@code i} of {@code n} of {@code length} items. */
    static int from(int length, int i, int n) { return (int) ((long) length * i / n); }
}
