package org.chancery.discord.gateway;

import java.util.ArrayDeque;

/**
 * Keeps a process's own REST requests under Discord's global limit: a bot may make 50 requests a second (Docs ›
 * Topics › Rate Limits › Global Rate Limit), and one past it is answered 429, which counts towards Cloudflare's ban of
 * 10,000 refused requests in 10 minutes. A request waits until fewer than {@code perSecond} were made in the second
 * before it. Interaction answers are not bound to the global limit and do not pass here.
 */
final class Pace {
    /** Below Discord's 50, leaving room for the bot's other calls (commands, the gateway's). */
    static final int PER_SECOND = 40;
    private static final long SECOND = 1_000_000_000L;

    private final int perSecond;
    private final ArrayDeque<Long> made = new ArrayDeque<>();

    Pace(int perSecond) {
        this.perSecond = perSecond;
    }

    /** Waits until a request may go, and counts it. */
    void acquire() throws InterruptedException {
        while (true) {
            long wait;
            synchronized (made) {
                long now = System.nanoTime();
                while (!made.isEmpty() && now - made.peekFirst() >= SECOND) made.pollFirst();
                if (made.size() < perSecond) {
                    made.addLast(now);
                    return;
                }
                wait = made.peekFirst() + SECOND - now;
            }
            Thread.sleep(Math.max(1, wait / 1_000_000), (int) Math.max(0, wait % 1_000_000));
        }
    }
}
