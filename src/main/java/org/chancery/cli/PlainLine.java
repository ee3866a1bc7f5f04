package org.chancery.cli;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads a plain scenario line straight from its bytes when it is plain ASCII: the common line, as {@code RandomPhases}
 * and most callers write it. Its texts are taken from {@link KnownTexts} where they are known, and made from the bytes
 * (no decoding) otherwise. Any line it is not sure of (an escape, a byte past ASCII, a number, anything after the
 * object) it leaves to Jackson's reader ({@link PlainScenario#read}), which answers as before; where it reads a
 * line, it reads what that reader would.
 */
final class PlainLine {
    private final byte[] b;
    private final int n;
    private final KnownTexts known;
    private int i;
    /** The texts not among the known ones, in the order written: only these may hold the caller's own spellings. */
    private final List<String> unknown = new ArrayList<>(32);

    private PlainLine(byte[] line, KnownTexts known) {
        this.b = line;
        this.n = line.length;
        this.known = known;
    }

    /**
     * The line as a plain scenario, or null when this reader leaves it to Jackson's. Its {@code texts} are those not
     * among the known texts, which have none of the caller's spellings.
     */
    static PlainScenario read(byte[] line, KnownTexts known) {
        return new PlainLine(line, known).scenario();
    }

    private PlainScenario scenario() {
        if (!next('{')) return null;
        String phase = null;
        List<Map.Entry<String, List<String>>> units = null, owners = null, orders = null;
        if (!next('}')) {
            do {
                int field = field();
                if (field < 0 || !next(':')) return null;
                switch (field) {
                    case 0 -> {
                        if (phase != null || (phase = text()) == null) return null;
                    }
                    case 1 -> {
                        if (units != null || (units = lists()) == null) return null;
                    }
                    case 2 -> {
                        if (owners != null || (owners = lists()) == null) return null;
                    }
                    default -> {
                        if (orders != null || (orders = lists()) == null) return null;
                    }
                }
            } while (next(','));
            if (!next('}')) return null;
        }
        space();
        return i == n ? new PlainScenario(phase, units, owners, orders, unknown) : null;
    }

    private static final byte[][] FIELDS = {bytes("phase"), bytes("units"), bytes("sc_owners"), bytes("orders")};

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }

    /** The field's number in {@link #FIELDS}, or -1 for any other. */
    private int field() {
        int end = string();
        if (end < 0) return -1;
        for (int f = 0; f < FIELDS.length; f++) {
            if (java.util.Arrays.equals(b, start, end, FIELDS[f], 0, FIELDS[f].length)) return f;
        }
        return -1;
    }

    /** Start of the last string read. */
    private int start;

    /** Reads a string of plain ASCII without escapes: its end (exclusive), {@link #start} its start; -1 otherwise. */
    private int string() {
        space();
        if (i >= n || b[i] != '"') return -1;
        int j = i + 1;
        while (j < n) {
            byte c = b[j];
            if (c == '"') break;
            if (c == '\\' || c < 0x20) return -1;
            j++;
        }
        if (j >= n) return -1;
        start = i + 1;
        i = j + 1;
        return j;
    }

    /** A text value, or null when it is not a plain string; one not known is kept in {@link #unknown}. */
    private String text() {
        int end = string();
        if (end < 0) return null;
        String t = known.find(b, start, end);
        if (t == null) {
            t = new String(b, start, end - start, StandardCharsets.ISO_8859_1);
            unknown.add(t);
        }
        return t;
    }

    /** An object of lists of texts by name, each name once and at most {@link PlainScenario#MOST_NAMES}; null otherwise. */
    private List<Map.Entry<String, List<String>>> lists() {
        if (!next('{')) return null;
        List<Map.Entry<String, List<String>>> out = new ArrayList<>(8);
        if (next('}')) return out;
        do {
            int end = string();
            if (end < 0 || out.size() == PlainScenario.MOST_NAMES) return null;
            String name = known.find(b, start, end);
            if (name == null) name = new String(b, start, end - start, StandardCharsets.ISO_8859_1);
            for (Map.Entry<String, List<String>> e : out) if (e.getKey().equals(name)) return null;
            if (!next(':') || !next('[')) return null;
            List<String> list = new ArrayList<>();
            if (!next(']')) {
                do {
                    String t = text();
                    if (t == null) return null;
                    list.add(t);
                } while (next(','));
                if (!next(']')) return null;
            }
            out.add(Map.entry(name, list));
        } while (next(','));
        return next('}') ? out : null;
    }

    /** Skips white space; takes {@code c} if it comes next. */
    private boolean next(char c) {
        space();
        if (i < n && b[i] == c) {
            i++;
            return true;
        }
        return false;
    }

    private void space() {
        while (i < n && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r')) i++;
    }
}
