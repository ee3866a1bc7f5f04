package org.chancery.discord.posting;

import java.lang.System.Logger.Level;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.chancery.discord.message.OutgoingMessage;

/**
 * Posts messages in order on one thread, retrying each with backoff until Discord takes it. A post
 * that Discord refuses for good fails its future and the next post goes on. Posts keep their order:
 * while one is retried, later ones wait (results before the map).
 */
public final class Outbox implements AutoCloseable {
    private static final System.Logger LOG = System.getLogger(Outbox.class.getName());

    private final Sender sender;
    private final Backoff backoff;
    private final Sleeper sleeper;
    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "chancery-outbox");
        t.setDaemon(true);
        return t;
    });

    public Outbox(Sender sender, Backoff backoff, Sleeper sleeper) {
        this.sender = sender;
        this.backoff = backoff;
        this.sleeper = sleeper;
    }

    /** Queues a post; the future gives the message id once it is posted. */
    public CompletableFuture<Long> post(Target target, OutgoingMessage message) {
        Job job = new Job(target, message);
        worker.execute(job);
        return job.done;
    }

    private final class Job implements Runnable {
        final Target target;
        final OutgoingMessage message;
        final CompletableFuture<Long> done = new CompletableFuture<>();

        Job(Target target, OutgoingMessage message) {
            this.target = target;
            this.message = message;
        }

        @Override
        public void run() {
            deliver(target, message, done);
        }
    }

    private void deliver(Target target, OutgoingMessage message, CompletableFuture<Long> done) {
        for (int failures = 1; ; failures++) {
            try {
                done.complete(sender.send(target, message));
                return;
            } catch (Sender.Refused e) {
                LOG.log(Level.ERROR, "Discord refused a post to " + target + ": " + e.getMessage());
                done.completeExceptionally(e);
                return;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                done.completeExceptionally(e);
                return;
            } catch (Exception e) {
                var wait = backoff.after(failures);
                LOG.log(Level.WARNING, "post to " + target + " failed (attempt " + failures + "), retrying in " + wait + ": " + e);
                try {
                    sleeper.sleep(wait);
                } catch (InterruptedException stop) {
                    Thread.currentThread().interrupt();
                    done.completeExceptionally(stop);
                    return;
                }
            }
        }
    }

    /** Stops retrying; posts not yet sent stay unsent (the store still has them). */
    @Override
    public void close() throws InterruptedException {
        for (Runnable waiting : worker.shutdownNow()) {
            ((Job) waiting).done.cancel(false);
        }
        worker.awaitTermination(5, TimeUnit.SECONDS);
    }
}
