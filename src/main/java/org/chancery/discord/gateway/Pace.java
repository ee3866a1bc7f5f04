package org.chancery.discord.gateway;

import java.io.IOException;
import java.util.ArrayDeque;
import okhttp3.Interceptor;
import okhttp3.Response;

/**
 * Keeps a process's REST requests under Discord's global limit: a bot may make 50 requests a second (Docs › Topics ›
 * Rate Limits › Global Rate Limit), and one past it is answered 429, which counts towards Cloudflare's ban of 10,000
 * refused requests in 10 minutes. It sits in JDA's HTTP client, so every request JDA sends to the REST API passes it:
 * the outbox's posts, DM opens and history reads, command registration, JDA's own start-up calls and its retries.
 * Interaction routes ({@code /interactions/}, {@code /webhooks/}: replies, deferrals, follow-ups) are not bound to
 * the global limit and go straight through.
 *
 * <p>A request holds its slot from the moment it is sent until one second after its answer came: Discord counts it
 * at some instant between the two, so however long the network or Discord takes, no second of Discord's holds more
 * than {@code perSecond} of them (counting when a request was let go, instead, lets requests held up on the way meet
 * the next second's at Discord).
 */
final class Pace implements Interceptor {
    /** Below Discord's 50, leaving room for another process of the same bot starting up. */
    static final int PER_SECOND = 40;
    private static final long SECOND = 1_000_000_000L;

    private final int perSecond;
    private final String restBase;
    /** When each request answered in the last second got its answer, oldest first; guarded by itself. */
    private final ArrayDeque<Long> answered = new ArrayDeque<>();
    private int inFlight;

    /** Paces requests whose URL starts with {@code restBase} (Discord's REST API, ending in '/'). */
    Pace(int perSecond, String restBase) {
        this.perSecond = perSecond;
        this.restBase = restBase;
    }

    @Override
    public Response intercept(Chain chain) throws IOException {
        String url = chain.request().url().toString();
        if (!url.startsWith(restBase) || exempt(url.substring(restBase.length()))) return chain.proceed(chain.request());
        try {
            acquire();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new java.io.InterruptedIOException("interrupted while waiting under Discord's global rate limit");
        }
        try {
            return chain.proceed(chain.request());
        } finally {
            release();
        }
    }

    /** Interaction endpoints: "not bound to the bot's Global Rate Limit" (Docs › Topics › Rate Limits). */
    static boolean exempt(String route) {
        return route.startsWith("interactions/") || route.startsWith("webhooks/");
    }

    /** Waits until fewer than {@code perSecond} requests are on the way or were answered in the last second. */
    void acquire() throws InterruptedException {
        synchronized (answered) {
            while (true) {
                long now = System.nanoTime();
                while (!answered.isEmpty() && now - answered.peekFirst() >= SECOND) answered.pollFirst();
                if (inFlight + answered.size() < perSecond) {
                    inFlight++;
                    return;
                }
                // a slot frees when the oldest answer is a second old, or when a request in flight is answered
                long wait = answered.isEmpty() ? SECOND : answered.peekFirst() + SECOND - now;
                answered.wait(Math.max(1, wait / 1_000_000), (int) (wait % 1_000_000));
            }
        }
    }

    /** The request acquired was answered (or failed): its slot is held one second more. */
    void release() {
        synchronized (answered) {
            inFlight--;
            answered.addLast(System.nanoTime());
            answered.notifyAll();
        }
    }
}
