package org.chancery.game;

import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * How much upload work (checking a board and trying it) one process does at once, whichever servers ask: the
 * hourly limit is per server, so many servers at once could otherwise keep every command worker checking boards
 * while orders and adjudication wait. An upload that finds the gate full is answered at once, not queued, so
 * no command worker is held waiting for one.
 */
final class UploadGate {
    private final Semaphore permits;
    private final int atOnce;

    UploadGate(int atOnce) {
        this.atOnce = atOnce;
        this.permits = new Semaphore(atOnce);
    }

    /** A turn at the gate, or a refusal in words when the process is busy with others' boards. */
    Pass enter() {
        if (!permits.tryAcquire()) {
            throw new GameException("Chancery is checking " + (atOnce == 1 ? "another board" : atOnce + " other boards")
                    + " just now; nothing was stored and this try does not count against the server's hourly uploads."
                    + " Upload it again in a minute.");
        }
        return new Pass();
    }

    /**
     * A turn, given back when every holder has let go: the caller, and a trial still running after the caller has
     * stopped waiting for it (so a trial past its time keeps others out until it really ends).
     */
    final class Pass {
        private final AtomicInteger holders = new AtomicInteger(1);

        /** One more holder, for work handed to another thread; it calls {@link #leave} when done. */
        Pass share() {
            holders.incrementAndGet();
            return this;
        }

        void leave() {
            if (holders.decrementAndGet() == 0) permits.release();
        }
    }

    /** Runs work within a turn. */
    <T> T run(Supplier<T> work) {
        Pass pass = enter();
        try {
            return work.get();
        } finally {
            pass.leave();
        }
    }
}
