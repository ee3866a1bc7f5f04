package org.chancery.discord.fake;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The messages made with {@code enforce_nonce}, by channel and nonce, for as long as Discord remembers them: Docs ›
 * Resources › Message › Create Message says the nonce "will be checked for uniqueness in the past few minutes". The
 * fake takes the short end of "a few", {@link #WINDOW}: a message sent again later than that is made again.
 */
final class Nonces {
    /** How long a nonce is remembered. */
    static final Duration WINDOW = Duration.ofMinutes(2);

    private record Made(ObjectNode message, long at) {}

    private final Map<String, Made> made = new ConcurrentHashMap<>();

    /** The message made earlier with this key within the window, or null. */
    ObjectNode earlier(String key, long now) {
        Made m = made.get(key);
        if (m == null) return null;
        if (now - m.at() > WINDOW.toNanos()) {
            made.remove(key, m);
            return null;
        }
        return m.message();
    }

    void made(String key, ObjectNode message, long now) {
        made.put(key, new Made(message, now));
    }
}
