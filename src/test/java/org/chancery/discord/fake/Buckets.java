package org.chancery.discord.fake;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mockwebserver3.MockResponse;

/**
 * Discord's rate limits as it runs them (Docs › Topics › Rate Limits): each route's bucket, told in the
 * {@code X-RateLimit-Limit, -Remaining, -Reset, -Reset-After, -Bucket} headers of every answer (the description gives
 * them on every 200 answer), and the global limit of 50 requests a second for a bot ("All bots can make up to 50
 * requests per second to our API"), which interaction endpoints are not bound to. A request past either is answered
 * 429 with {@code retry_after}, as {@link RateLimits} plans them. A bucket is keyed by its route's major parameter (a
 * channel, guild or webhook), as Discord's are. Discord does not publish each route's own limit; the fake's
 * default is {@link #DEFAULT_LIMIT} a second, and a test may set a tighter one.
 */
final class Buckets {
    static final int GLOBAL_PER_SECOND = 50;
    static final int DEFAULT_LIMIT = 50;
    private static final Pattern MINOR = Pattern.compile("(?<!/channels|/guilds|/webhooks|/interactions)/\\d+");

    private final FakeDiscord fake;
    private final ArrayDeque<Long> global = new ArrayDeque<>();
    private final Map<String, Window> buckets = new ConcurrentHashMap<>();
    private volatile int limit = DEFAULT_LIMIT;
    private volatile Duration window = Duration.ofSeconds(1);
    final AtomicInteger globalRefusals = new AtomicInteger(), routeRefusals = new AtomicInteger();

    private static final class Window {
        long start;
        int used;
    }

    Buckets(FakeDiscord fake) {
        this.fake = fake;
    }

    void routeLimit(int perWindow, Duration length) {
        limit = perWindow;
        window = length;
        buckets.clear();
    }

    /** A 429 when this request is past the global limit or its bucket's; else null, and the request is counted. */
    MockResponse take(String method, String route) {
        long now = fake.nanoTime();
        if (!interaction(route)) {
            synchronized (global) {
                while (!global.isEmpty() && now - global.peekFirst() >= 1_000_000_000L) global.pollFirst();
                if (global.size() >= GLOBAL_PER_SECOND) {
                    globalRefusals.incrementAndGet();
                    double wait = (global.peekFirst() + 1_000_000_000L - now) / 1e9;
                    return RateLimits.answer(wait, true, null);
                }
                global.addLast(now);
            }
        }
        Window w = buckets.computeIfAbsent(key(method, route), k -> new Window());
        synchronized (w) {
            if (now - w.start >= window.toNanos()) {
                w.start = now;
                w.used = 0;
            }
            if (w.used >= limit) {
                routeRefusals.incrementAndGet();
                return RateLimits.answer(resetAfter(w, now), false, key(method, route));
            }
            w.used++;
        }
        return null;
    }

    /** The answer with its bucket's headers, as Discord adds them. */
    MockResponse headed(String method, String route, MockResponse response) {
        Window w = buckets.get(key(method, route));
        if (w == null || response.getOnResponseStart() != null) return response;
        long now = fake.nanoTime();
        int left;
        double after;
        synchronized (w) {
            left = Math.max(0, limit - w.used);
            after = resetAfter(w, now);
        }
        return response.newBuilder().addHeader("X-RateLimit-Limit", String.valueOf(limit))
                .addHeader("X-RateLimit-Remaining", String.valueOf(left))
                .addHeader("X-RateLimit-Reset", String.format(java.util.Locale.ROOT, "%.3f",
                        System.currentTimeMillis() / 1000.0 + after))
                .addHeader("X-RateLimit-Reset-After", String.format(java.util.Locale.ROOT, "%.3f", after))
                .addHeader("X-RateLimit-Bucket", bucket(key(method, route))).build();
    }

    private double resetAfter(Window w, long now) {
        return Math.max(0, w.start + window.toNanos() - now) / 1e9;
    }

    /** "Interaction endpoints are not bound to the bot's Global Rate Limit": callbacks and the interaction webhooks. */
    static boolean interaction(String route) {
        return route.startsWith("/interactions/") || route.startsWith("/webhooks/");
    }

    /** The method and the route with its minor ids taken out: {@code POST /channels/1/messages}. */
    static String key(String method, String route) {
        Matcher m = MINOR.matcher(route);
        return method + " " + m.replaceAll("/{id}");
    }

    static String bucket(String key) {
        return "fake-" + Integer.toHexString(key.hashCode());
    }
}
