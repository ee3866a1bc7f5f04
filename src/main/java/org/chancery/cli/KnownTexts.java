package org.chancery.cli;

import java.util.Collection;

/**
 * The short texts a line names again and again (a board's unit names "F stp/sc", its ids "par", the powers), by
 * their characters, each as one String kept for the run: a line's reader takes them without making a String of each, and
 * the maps they are looked up in afterwards find their hash already worked out and the same instance.
 */
final class KnownTexts {
    private static final int MOST_BYTES = 8;

    /** No texts kept. */
    static final KnownTexts NONE = new KnownTexts(java.util.List.of());

    /** Open-addressed: a text's bytes packed into a long (0 for none), and the text. */
    private final long[] keys;
    private final String[] texts;

    KnownTexts(Collection<String> known) {
        int size = Integer.highestOneBit(Math.max(16, known.size() * 4));
        keys = new long[size];
        texts = new String[size];
        for (String t : known) {
            long k = key(t);
            if (k == 0 || find(k) != null) continue;
            int i = slot(k);
            while (keys[i] != 0) i = (i + 1) & (size - 1);
            keys[i] = k;
            texts[i] = t;
        }
    }

    /** The kept text of {@code length} characters at {@code offset}, or null when it is not one of them. */
    String find(char[] chars, int offset, int length) {
        if (length > MOST_BYTES || length == 0) return null;
        long k = 0;
        for (int i = offset; i < offset + length; i++) {
            char c = chars[i];
            if (c == 0 || c >= 128) return null;
            k = k << 8 | c;
        }
        return find(k);
    }

    private String find(long key) {
        int mask = keys.length - 1;
        for (int i = slot(key); keys[i] != 0; i = (i + 1) & mask) {
            if (keys[i] == key) return texts[i];
        }
        return null;
    }

    private int slot(long key) {
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> 40) & (keys.length - 1);
    }

    /** A text of one to eight ASCII characters other than NUL, packed; 0 for any other. */
    private static long key(String t) {
        if (t.isEmpty() || t.length() > MOST_BYTES) return 0;
        long k = 0;
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            if (c == 0 || c >= 128) return 0;
            k = k << 8 | c;
        }
        return k;
    }
}
