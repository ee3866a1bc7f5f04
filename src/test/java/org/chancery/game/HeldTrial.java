package org.chancery.game;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.chancery.variant.Variant;

/** A board's trial drawing that waits until let go: an upload held mid-trial, holding the upload gate. */
public final class HeldTrial implements Function<Variant, byte[]> {
    private final CountDownLatch trying = new CountDownLatch(1), letGo = new CountDownLatch(1);

    @Override
    public byte[] apply(Variant v) {
        trying.countDown();
        try {
            letGo.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return new byte[] {1};
    }

    /** Whether the trial began within 30 seconds. */
    public boolean reached() throws InterruptedException { return trying.await(30, TimeUnit.SECONDS); }

    public void letGo() { letGo.countDown(); }
}
