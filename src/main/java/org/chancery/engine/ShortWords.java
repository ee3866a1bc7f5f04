package org.chancery.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chancery.engine.OrderLexer.Kind;
import org.chancery.engine.OrderLexer.Term;

/**
 * Lexes a plain order text ("A stp/sc-bot", "F nth C A lon-nwy", "Build F kie") without {@link OrderLexer}'s
 * cache: words of one to six ASCII letters, each a keyword or a name on its own, split by spaces and single dashes,
 * a place optionally followed by "/nc", "/sc", "/ec" or "/wc". Such words are read from one small table, where a
 * look-up among thousands of whole texts missed the processor's caches. It answers only where the lexer's own
 * reading gives the same terms: a text where two words that may open a run making a name stand side by side ("vien"
 * and "na", which the lexer reads as Vienna), and any other text, is left to the lexer (null).
 */
final class ShortWords {
    private static final int MOST_LETTERS = 6;
    private static final String[] COASTS = {"nc", "sc", "ec", "wc"};

    /** Open-addressed: each word's letters as a number (0 for none) and its term. */
    private final int[] keys;
    private final Term[] terms;
    /** Whether a word opens a run that may make a name, with which next words ({@link #pairs}). */
    private final boolean[] opens;
    private final Set<Long> pairs;
    /** A place's term with each of {@link #COASTS}, by province index. */
    private final Term[][] coasted;

    private ShortWords(Map<String, Term> words, java.util.Collection<Province> provinces, java.util.Set<Long> pairs) {
        this.pairs = Set.copyOf(pairs);
        int size = Integer.highestOneBit(Math.max(16, words.size() * 4));
        keys = new int[size];
        terms = new Term[size];
        opens = new boolean[size];
        for (Map.Entry<String, Term> e : words.entrySet()) {
            int k = key(e.getKey(), 0, e.getKey().length());
            int i = slot(k);
            while (keys[i] != 0) i = (i + 1) & (size - 1);
            keys[i] = k;
            terms[i] = e.getValue();
        }
        for (long p : pairs) opens[find((int) (p >>> 32))] = true;
        int most = 0;
        for (Province p : provinces) most = Math.max(most, p.index() + 1);
        coasted = new Term[most][];
        for (Province p : provinces) {
            Term[] made = new Term[COASTS.length];
            for (int k = 0; k < COASTS.length; k++) made[k] = new Term(Kind.PLACE, null, p, COASTS[k], p.name());
            coasted[p.index()] = made;
        }
    }

    /**
     * The table for a board's names and keywords. A word serves when
     * it is a keyword or a name but not both, and is no coast word of two or more letters (which after a place the
     * lexer reads as its coast).
     */
    static ShortWords of(Map<String, Province> names, Map<String, Term> keywords) {
        Map<String, Term> words = new java.util.HashMap<>();
        for (Map.Entry<String, Province> e : names.entrySet()) {
            String w = e.getKey();
            if (serves(w) && !keywords.containsKey(w)) {
                Province p = e.getValue();
                words.put(w, new Term(Kind.PLACE, null, p, null, p.name()));
            }
        }
        for (Map.Entry<String, Term> e : keywords.entrySet()) {
            if (serves(e.getKey()) && !names.containsKey(e.getKey())) words.put(e.getKey(), e.getValue());
        }
        java.util.Set<Long> pairs = new java.util.HashSet<>();
        for (String name : names.keySet()) runsTogether(name, words, names, pairs);
        return new ShortWords(words, new java.util.HashSet<>(names.values()), pairs);
    }

    private static boolean serves(String w) {
        if (w.isEmpty() || w.length() > MOST_LETTERS) return false;
        for (int i = 0; i < w.length(); i++) {
            if (w.charAt(i) < 'a' || w.charAt(i) > 'z') return false;
        }
        return w.length() == 1 || Coasts.parse(w) == null;
    }

    /**
     * Marks each two words that open a run of words making a name ("vien" and "na" make "vienna"): the lexer runs
     * words together, the first any and the others names up to a keyword, and reads such a run as that name.
     */
    private static void runsTogether(String name, Map<String, Term> words, Map<String, Province> names, java.util.Set<Long> pairs) {
        int n = name.length();
        for (int a = 1; a < n && a <= MOST_LETTERS; a++) {
            if (!words.containsKey(name.substring(0, a))) continue;
            for (int b = a + 1; b <= n && b - a <= MOST_LETTERS; b++) {
                if (names.containsKey(name.substring(a, b)) && words.containsKey(name.substring(a, b)) && namesTo(name, b, words, names)) {
                    pairs.add(pair(key(name, 0, a), key(name, a, b)));
                }
            }
        }
    }

    /** Whether the rest of a name from {@code from} is nothing or names among the words run together. */
    private static boolean namesTo(String name, int from, Map<String, Term> words, Map<String, Province> names) {
        if (from == name.length()) return true;
        for (int to = from + 1; to <= name.length() && to - from <= MOST_LETTERS; to++) {
            String piece = name.substring(from, to);
            if (words.containsKey(piece) && names.containsKey(piece) && namesTo(name, to, words, names)) return true;
        }
        return false;
    }

    private static long pair(int first, int second) {
        return (long) first << 32 | second;
    }

    /** The terms of a plain text, or null when it is not one. */
    List<Term> lex(String text) {
        int n = text.length();
        List<Term> out = new ArrayList<>(8);
        boolean place = false;
        int previous = -1;
        int i = 0;
        while (i < n) {
            char c = text.charAt(i);
            if (c == ' ') {
                i++;
            } else if (c == '-') {
                if (i + 1 < n && text.charAt(i + 1) != ' ' && !letter(text.charAt(i + 1))) return null;
                out.add(OrderLexer.MOVE);
                place = false;
                i++;
            } else if (c == '/') {
                if (!place || i + 3 > n || i + 3 < n && !ends(text.charAt(i + 3))) return null;
                previous = -1;
                Term t = coast(out.get(out.size() - 1), text.charAt(i + 1), text.charAt(i + 2));
                if (t == null) return null;
                out.set(out.size() - 1, t);
                place = false;
                i += 3;
            } else {
                int end = i;
                while (end < n && end - i <= MOST_LETTERS && letter(text.charAt(end))) end++;
                if (end == i || end - i > MOST_LETTERS || end < n && !ends(text.charAt(end)) && text.charAt(end) != '/') return null;
                int key = key(text, i, end);
                int slot = find(key);
                if (slot < 0 || previous >= 0 && opens[previous] && pairs.contains(pair(keys[previous], key))) return null;
                Term t = terms[slot];
                previous = slot;
                out.add(t);
                place = t.kind() == Kind.PLACE;
                i = end;
            }
        }
        return out.isEmpty() ? null : out;
    }

    private static boolean letter(char c) {
        return c < 128 && (char) ((c | 0x20) - 'a') < 26;
    }

    private static boolean ends(char c) {
        return c == ' ' || c == '-';
    }

    /** A place's term with a coast written as two letters ("sc", "NC"), or null when they are no coast. */
    private Term coast(Term place, char a, char b) {
        if (!letter(a) || !letter(b) || (b | 0x20) != 'c') return null;
        for (int k = 0; k < COASTS.length; k++) {
            if (COASTS[k].charAt(0) == (a | 0x20)) return coasted[place.province().index()][k];
        }
        return null;
    }

    /** The slot of a word's letters, or -1. */
    private int find(int key) {
        int mask = keys.length - 1;
        for (int i = slot(key); keys[i] != 0; i = (i + 1) & mask) {
            if (keys[i] == key) return i;
        }
        return -1;
    }

    private int slot(int key) {
        return (key * 0x9E3779B9) >>> 16 & (keys.length - 1);
    }

    /** Up to six letters, either case, as a number: each letter 1 to 26 in base 27. */
    private static int key(String s, int from, int to) {
        int k = 0;
        for (int i = from; i < to; i++) k = k * 27 + ((s.charAt(i) | 0x20) - 'a' + 1);
        return k;
    }
}
