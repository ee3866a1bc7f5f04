package org.chancery.discord.posting;

import java.lang.System.Logger.Level;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.chancery.discord.message.OutgoingMessage;

/**
 * Posts messages with one queue per place (a channel, a user's DM). Each queue keeps its order and retries
 * its first post with backoff until Discord takes it; while one place waits out its backoff, every other
 * place goes on posting. A post Discord refuses for good fails its future, and its queue goes on; so does a post
 * the bot's own checks refuse (an {@link IllegalArgumentException} and the like: a retry cannot mend it).
 */
public final class Outbox implements AutoCloseable {
    private static final System.Logger LOG = System.getLogger(Outbox.class.getName());

    private final Sender sender;
    private final Backoff backoff;
    private final Sleeper sleeper;
    private final AtomicInteger threads = new AtomicInteger();
    private final ExecutorService pool = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "chancery-post-" + threads.incrementAndGet());
        t.setDaemon(true);
        return t;
    });
    /** The queue of each place with posts waiting; guarded by itself. */
    private final Map<Target, ArrayDeque<Job>> lanes = new HashMap<>();
    /** The last message id each place took from this outbox: a post resent is looked for after it. */
    private final Map<Target, Long> last = new java.util.concurrent.ConcurrentHashMap<>();
    private final java.util.function.LongSupplier clock;
    private boolean closed;

    /**
     * How old a post with a nonce may be before Discord may have forgotten its nonce: Discord checks it "in the past few
     * minutes" (Docs › Resources › Message › Create Message); one minute is below any reading of "few".
     */
    public static final long RECHECK = 60_000;
    /** How far this host's clock may be off Discord's, for a message id made from it. */
    static final long SKEW = 60_000;
    private static final long DISCORD_EPOCH = 1_420_070_400_000L;

    public Outbox(Sender sender, Backoff backoff, Sleeper sleeper) {
        this(sender, backoff, sleeper, System::currentTimeMillis);
    }

    public Outbox(Sender sender, Backoff backoff, Sleeper sleeper, java.util.function.LongSupplier clock) {
        this.sender = sender;
        this.backoff = backoff;
        this.sleeper = sleeper;
        this.clock = clock;
    }

    private record Job(Target target, OutgoingMessage message, long since, CompletableFuture<Long> done) {}

    /** Queues a post behind the others to the same place; the future gives the message id once it is posted. */
    public CompletableFuture<Long> post(Target target, OutgoingMessage message) {
        return post(target, message, 0);
    }

    /**
     * As above, for a post (with a nonce) that may have gone before, at {@code since} (epoch milliseconds) or later,
     * its answer lost: sent again after Discord's nonce window ({@link #RECHECK} on), it is first looked for in its
     * place, and a message found there stands for it.
     */
    public CompletableFuture<Long> post(Target target, OutgoingMessage message, long since) {
        Job job = new Job(target, message, since, new CompletableFuture<>());
        synchronized (lanes) {
            if (closed) {
                job.done.cancel(false);
                return job.done;
            }
            ArrayDeque<Job> lane = lanes.get(target);
            if (lane != null) {
                lane.add(job);
                return job.done;
            }
            lane = new ArrayDeque<>();
            lane.add(job);
            lanes.put(target, lane);
            // under the lock, so close() cannot stop the pool between the check above and this
            pool.execute(() -> drain(target));
        }
        return job.done;
    }

    /** This outbox's clock (epoch milliseconds), the one a post's {@code since} is read against. */
    public long now() { return clock.getAsLong(); }

    /** Why this post would be refused in its place, known before sending ({@link Sender#refusal}); null if nothing. */
    public String refusal(Target target, OutgoingMessage message) {
        return sender.refusal(target, message);
    }

    /** Posts a place's queue in order, until it is empty. */
    private void drain(Target target) {
        while (true) {
            Job job;
            synchronized (lanes) {
                ArrayDeque<Job> lane = lanes.get(target);
                job = lane == null ? null : lane.peek();
                if (job == null) {
                    lanes.remove(target);
                    return;
                }
            }
            deliver(job);
            synchronized (lanes) {
                ArrayDeque<Job> lane = lanes.get(target);
                if (lane != null) lane.poll();
            }
            if (Thread.currentThread().isInterrupted()) return;
        }
    }

    private void deliver(Job job) {
        for (int failures = 1; ; failures++) {
            try {
                java.util.OptionalLong earlier = earlier(job);
                long id = earlier.isPresent() ? earlier.getAsLong() : sender.send(job.target, job.message);
                if (earlier.isPresent()) LOG.log(Level.INFO, "a post to " + job.target + " was made before (message " + id + "); not sent again");
                last.merge(job.target, id, Math::max);
                job.done.complete(id);
                return;
            } catch (Sender.Refused e) {
                LOG.log(Level.ERROR, "Discord refused a post to " + job.target + ": " + e.getMessage());
                job.done.completeExceptionally(e);
                return;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                job.done.cancel(false);
                return;
            } catch (IllegalArgumentException | NullPointerException | ClassCastException
                    | UnsupportedOperationException | IndexOutOfBoundsException e) {
                // Refused on the bot's side before Discord saw it: sending again cannot help, and the place's queue
                // would wait behind it for ever. Given up as Discord's own refusals are, so the GM hears of it.
                LOG.log(Level.ERROR, "the bot refused its own post to " + job.target + ": " + e);
                job.done.completeExceptionally(new Sender.Refused("the bot could not build the post: " + e.getMessage(), 0, e));
                return;
            } catch (Exception e) {
                var wait = backoff.after(failures);
                LOG.log(Level.WARNING, "post to " + job.target + " failed (attempt " + failures + "), retrying in " + wait + ": " + e);
                try {
                    sleeper.sleep(wait);
                } catch (InterruptedException stop) {
                    Thread.currentThread().interrupt();
                    job.done.cancel(false);
                    return;
                }
            }
        }
    }

    /**
     * The message a post resent past the nonce window was made as before, looked for in its place after its earliest
     * moment (or the last message this outbox made there, if later); empty for a post too young for Discord to have
     * forgotten its nonce, or without one.
     */
    private java.util.OptionalLong earlier(Job job) throws Exception {
        if (job.since <= 0 || job.message.nonce() == null || clock.getAsLong() - job.since < RECHECK) {
            return java.util.OptionalLong.empty();
        }
        long after = Math.max(0, job.since - SKEW - DISCORD_EPOCH) << 22;
        Long known = last.get(job.target);
        return sender.find(job.target, job.message, known == null ? after : Math.max(after, known));
    }

    /** Stops retrying; posts not yet sent stay unsent (the store still has them). */
    @Override
    public void close() throws InterruptedException {
        synchronized (lanes) {
            closed = true;
            for (ArrayDeque<Job> lane : lanes.values()) for (Job j : lane) j.done.cancel(false);
            lanes.clear();
        }
        pool.shutdownNow();
        pool.awaitTermination(5, TimeUnit.SECONDS);
    }
}
