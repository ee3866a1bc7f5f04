package org.chancery.web;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/** What was made lately (boards, races), by what it shows, so that a page read by many is made once. */
final class Recent<V> {
    private final int size;
    private final Map<String, V> made;

    Recent(int size) {
        this.size = size;
        this.made = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, V> eldest) { return size() > Recent.this.size; }
        };
    }

    V get(String key, Supplier<V> make) {
        synchronized (made) {
            V had = made.get(key);
            if (had != null) return had;
        }
        V value = make.get();
        synchronized (made) {
            made.put(key, value);
        }
        return value;
    }
}
