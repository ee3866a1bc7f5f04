package org.chancery.discord.fake;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import mockwebserver3.MockResponse;

/**
 * Discord's 429 answer (Topics › Rate Limits, "Exceeding A Rate Limit"): a JSON body with {@code message},
 * {@code retry_after} (seconds, a float) and {@code global}, the Retry-After header, and X-RateLimit-Scope; a global
 * limit adds X-RateLimit-Global. A test plans them with {@link FakeDiscord#rateLimitNext}.
 */
final class RateLimits {
    private RateLimits() {}

    /** Discord's 429: {@code retry_after} seconds; a route's bucket ({@code key}) or the global limit. */
    static MockResponse answer(double seconds, boolean global, String key) {
        var body = Shapes.object().put("message", "You are being rate limited.").put("retry_after", seconds)
                .put("global", global).put("code", 0);
        MockResponse.Builder response = new MockResponse.Builder().code(429)
                .addHeader("Content-Type", "application/json")
                .addHeader("Retry-After", String.valueOf((long) Math.ceil(seconds)))
                .addHeader("X-RateLimit-Scope", global ? "global" : "user")
                // Discord's own answers come through its proxy; a 429 without Via is a Cloudflare ban to JDA.
                .addHeader("Via", "1.1 google")
                .body(body.toString());
        if (global) {
            response.addHeader("X-RateLimit-Global", "true");
        } else {
            response.addHeader("X-RateLimit-Limit", "5").addHeader("X-RateLimit-Remaining", "0")
                    .addHeader("X-RateLimit-Reset-After", String.valueOf(seconds))
                    .addHeader("X-RateLimit-Bucket", Buckets.bucket(key));
        }
        return response.build();
    }

    record Limit(String method, String pathPart, Duration retryAfter, boolean global, AtomicInteger left) {
        Limit(String method, String pathPart, Duration retryAfter, boolean global, int times) {
            this(method, pathPart, retryAfter, global, new AtomicInteger(times));
        }
    }

    /** The planned 429 for this request, or null. */
    static MockResponse limited(FakeDiscord fake, String method, String route) {
        for (Limit limit : fake.limits) {
            if (limit.method().equals(method) && route.contains(limit.pathPart()) && limit.left().getAndDecrement() > 0) {
                return answer(limit.retryAfter().toMillis() / 1000.0, limit.global(), limit.global() ? null
                        : Buckets.key(method, route));
            }
        }
        return null;
    }
}
