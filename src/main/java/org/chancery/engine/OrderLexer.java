package org.chancery.engine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Turns order text into terms: unit letters, keywords and places. A place is the longest run of words
 * that is a known name, with an optional coast after it ("/nc", "(north coast)", "nc").
 */
final class OrderLexer {
    enum Kind { TYPE, PLACE, MOVE, THEN, HOLD, SUPPORT, CONVOY, VIA, RETREAT, DISBAND, BUILD, REMOVE, WAIVE, UNKNOWN }

    /** One term: the unit kind of a TYPE, the province and coast of a PLACE, the text of an UNKNOWN. */
    record Term(Kind kind, UnitKind unitKind, Province province, String coast, String text) {
        static Term of(Kind kind) { return new Term(kind, null, null, null, null); }
    }

    static final Term MOVE = Term.of(Kind.MOVE);
    private static final Map<String, Term> KEYWORDS = new HashMap<>();
    private static final Set<String> NOISE = Set.of("the", "at", "in", "from", "of", "on", "unit", "coast");

    static {
        keywords(MOVE, "to", "m", "mv", "move", "moves", "moving", "go", "goes", "into", "attack", "attacks", "sail",
                "sails");
        keywords(Term.of(Kind.THEN), "then");
        keywords(Term.of(Kind.HOLD), "h", "hold", "holds", "stand", "stands");
        keywords(Term.of(Kind.SUPPORT), "s", "sup", "supp", "support", "supports");
        keywords(Term.of(Kind.CONVOY), "c", "cvy", "convoy", "convoys", "convoyed", "convoying");
        keywords(Term.of(Kind.VIA), "via", "by");
        keywords(Term.of(Kind.RETREAT), "r", "retreat", "retreats");
        keywords(Term.of(Kind.DISBAND), "d", "disband", "disbands");
        keywords(Term.of(Kind.BUILD), "b", "build", "builds");
        keywords(Term.of(Kind.REMOVE), "remove", "removes", "destroy", "destroys");
        keywords(Term.of(Kind.WAIVE), "waive", "waives");
    }

    private static void keywords(Term t, String... words) {
        for (String w : words) KEYWORDS.put(w, t);
    }

    /** A raw token: a word ('w'), a dash or arrow ('-'), a slash ('/') or a bracket ('(' or ')'). */
    private record Tok(char type, String word, String key, String raw, boolean joined) {}

    /**
     * A text's tokens, with the end of the longest name at each word worked out once: a name's end depends on
     * whether the next word starts another name, and asked afresh each time that chain made a long line of
     * names quadratic (issue 23).
     */
    private static final class Toks extends ArrayList<Tok> {
        private static final int UNSET = -2;
        private int[] ends;
    }

    private final Map<String, Province> names;
    private final int maxWords;
    /** The plain texts' lexer ("A stp/sc-bot"). */
    private final ShortWords shortWords;
    /** The shared keywords plus the words for this board's kinds of unit ("a", "army", "inf", "cavalry"). */
    private final Map<String, Term> keywords = new HashMap<>(KEYWORDS);

    OrderLexer(Board board) {
        names = board.names();
        for (UnitKind k : board.unitKinds()) {
            Term type = new Term(Kind.TYPE, k, null, null, null);
            keywords.put(Board.normalize(k.abbreviation()), type);
            keywords.put(Board.normalize(k.name()), type);
            for (String a : k.aliases()) keywords.put(Board.normalize(a), type);
        }
        int most = 1;
        for (Province p : board.provinces()) {
            most = Math.max(most, words(p.id()));
            most = Math.max(most, words(p.name()));
            for (String a : p.aliases()) most = Math.max(most, words(a));
        }
        maxWords = most;
        shortWords = ShortWords.of(names, keywords);
    }

    private static int words(String s) {
        int n = 0;
        boolean in = false;
        for (int i = 0; i < s.length(); i++) {
            boolean w = Character.isLetterOrDigit(s.charAt(i));
            if (w && !in) n++;
            in = w;
        }
        return n;
    }

    /**
     * The terms of a text, worked out once per text: the same orders come again phase after phase ("A par-bur"),
     * and lexing a line costs more than reading the rest of it. At most {@link #KEPT} texts are kept; past that
     * the kept ones are dropped and kept afresh.
     */
    List<Term> lex(String text) {
        List<Term> plain = plain(text);
        if (plain != null) return plain;
        List<Term> known = lexed.get(text);
        if (known != null) return known;
        List<Term> terms = List.copyOf(lexFresh(text));
        if (lexed.size() >= KEPT) lexed.clear();
        lexed.put(text, terms);
        return terms;
    }

    /** A plain text's terms read from {@link ShortWords}, or null for any other text. */
    List<Term> plain(String text) {
        return shortWords.lex(text);
    }

    static final int KEPT = 16_384;
    private final Map<String, List<Term>> lexed = new java.util.concurrent.ConcurrentHashMap<>();

    List<Term> lexFresh(String text) {
        List<Tok> toks = tokens(text);
        List<Term> out = new ArrayList<>();
        int i = 0;
        while (i < toks.size()) {
            Tok t = toks.get(i);
            if (t.type == '-') {
                out.add(MOVE);
                i++;
                continue;
            }
            if (t.type != 'w') {
                i++;
                continue;
            }
            int end = matchEnd(toks, i);
            Term keyword = keywords.get(t.word);
            if (end >= 0 && (keyword == null || wordsBetween(toks, i, end) > 1)) {
                Province p = names.get(joinKeys(toks, i, end));
                i = place(toks, end, p, out);
            } else if (keyword != null) {
                out.add(keyword);
                i++;
            } else if (NOISE.contains(t.word)) {
                i++;
            } else {
                i = unknown(toks, i, out);
            }
        }
        return out;
    }

    /** Adds a place and reads a coast after it; returns the index after both. */
    private int place(List<Tok> toks, int i, Province p, List<Term> out) {
        String coast = null;
        int n = toks.size();
        if (i < n) {
            Tok t = toks.get(i);
            if (t.type == '/' && i + 1 < n && toks.get(i + 1).type == 'w') {
                coast = Coasts.parse(toks.get(i + 1).word);
                if (coast != null) i = skipCoastWord(toks, i + 2);
            } else if (t.type == '(') {
                StringBuilder b = new StringBuilder();
                int j = i + 1;
                while (j < n && j < i + 4 && toks.get(j).type == 'w') b.append(toks.get(j++).word);
                if (j < n && toks.get(j).type == ')' && b.length() > 0) {
                    coast = Coasts.parse(b.toString());
                    if (coast != null) i = j + 1;
                }
            } else if (t.type == 'w') {
                String c = Coasts.parse(t.word);
                if (c != null && (t.word.length() == 2 || p.hasSplitCoasts() && t.word.length() > 1)) {
                    coast = c;
                    i = skipCoastWord(toks, i + 1);
                }
            }
        }
        out.add(new Term(Kind.PLACE, null, p, coast, p.name()));
        return i;
    }

    private static int skipCoastWord(List<Tok> toks, int i) {
        return i < toks.size() && "coast".equals(toks.get(i).word) ? i + 1 : i;
    }

    /** Adds an unknown run of words (noise words inside it kept); returns the index after it. */
    private int unknown(List<Tok> toks, int i, List<Term> out) {
        int end = i + 1;
        int j = i + 1;
        while (j < toks.size()) {
            Tok t = toks.get(j);
            if (t.type != 'w' || keywords.containsKey(t.word) || matchEnd(toks, j) >= 0) break;
            j++;
            if (!NOISE.contains(t.word)) end = j;
        }
        StringBuilder b = new StringBuilder();
        for (int k = i; k < end; k++) {
            if (b.length() > 0) b.append(' ');
            b.append(toks.get(k).raw);
        }
        out.add(new Term(Kind.UNKNOWN, null, null, null, b.toString()));
        return end;
    }

    /**
     * The end (exclusive) of the longest known name starting at word i, or -1. A run stops at a keyword,
     * and where what it has is a name and the next word starts another province's ("swe-den" is two
     * provinces; "Hastings & Pevensey", whose parts are both its names, is one).
     */
    private int matchEnd(List<Tok> toks, int i) {
        if (!(toks instanceof Toks memo)) return computeEnd(toks, i);
        if (memo.ends == null) {
            memo.ends = new int[memo.size()];
            java.util.Arrays.fill(memo.ends, Toks.UNSET);
            // from the last word back, so that each look at the next word finds its answer already there
            for (int k = memo.size() - 1; k >= 0; k--) memo.ends[k] = computeEnd(memo, k);
        }
        if (memo.ends[i] == Toks.UNSET) memo.ends[i] = computeEnd(memo, i);
        return memo.ends[i];
    }

    private int computeEnd(List<Tok> toks, int i) {
        StringBuilder b = new StringBuilder();
        int best = -1;
        int words = 0;
        int j = i;
        int last = i;
        Province found = null;
        while (j < toks.size() && words < maxWords) {
            Tok t = toks.get(j);
            if (t.type == '-' && t.joined && words > 0) {
                j++;
                continue;
            }
            if (t.type != 'w') break;
            if (words > 0 && (keywords.containsKey(t.word)
                    || best == last && startsAnother(toks, j, found) && !longerOther(toks, i, j, found))) break;
            b.append(t.key);
            words++;
            last = ++j;
            if (b.length() > 0 && names.containsKey(b.toString())) {
                best = j;
                found = names.get(b.toString());
            }
        }
        return best;
    }

    /** Whether a name of a province other than {@code p} starts at word j ("Hastings & Pevensey" is one place). */
    private boolean startsAnother(List<Tok> toks, int j, Province p) {
        int end = matchEnd(toks, j);
        return end >= 0 && names.get(joinKeys(toks, j, end)) != p;
    }

    /**
     * Whether the words from i, run on past j, make a longer name of another province than {@code p} ("Donegal
     * & Sligo Bays" is the bays, though "Donegal" and "Sligo" are counties), rather than p spelt out
     * ("swe den" is not Sweden).
     */
    private boolean longerOther(List<Tok> toks, int i, int j, Province p) {
        StringBuilder b = new StringBuilder();
        int words = 0;
        Province longest = null;
        int k = i;
        while (k < toks.size() && words < maxWords) {
            Tok t = toks.get(k);
            if (t.type == '-' && t.joined && words > 0) {
                k++;
                continue;
            }
            if (t.type != 'w' || words > 0 && keywords.containsKey(t.word)) break;
            b.append(t.key);
            words++;
            k++;
            if (k > j && names.containsKey(b.toString())) longest = names.get(b.toString());
        }
        return longest != null && longest != p;
    }

    private static int wordsBetween(List<Tok> toks, int from, int to) {
        int n = 0;
        for (int k = from; k < to; k++) if (toks.get(k).type == 'w') n++;
        return n;
    }

    private static String joinKeys(List<Tok> toks, int from, int to) {
        StringBuilder b = new StringBuilder();
        for (int k = from; k < to; k++) if (toks.get(k).type == 'w') b.append(toks.get(k).key);
        return b.toString();
    }

    private static List<Tok> tokens(String s) {
        Toks out = new Toks();
        int n = s.length();
        int i = 0;
        while (i < n) {
            char c = s.charAt(i);
            if (isWordChar(c)) {
                int j = i;
                while (j < n && isWordChar(s.charAt(j))) j++;
                String raw = s.substring(i, j);
                String word = raw.toLowerCase(Locale.ROOT);
                out.add(new Tok('w', word, Board.normalize(word), raw, false));
                i = j;
            } else if (isArrowChar(c)) {
                int j = i;
                while (j < n && isArrowChar(s.charAt(j))) j++;
                boolean joined = c == '-' && j == i + 1 && i > 0 && isWordChar(s.charAt(i - 1))
                        && j < n && isWordChar(s.charAt(j));
                out.add(new Tok('-', "-", s.substring(i, j), s.substring(i, j), joined));
                i = j;
            } else {
                char type = switch (c) {
                    case '/', '\\' -> '/';
                    case '(', '[', '{' -> '(';
                    case ')', ']', '}' -> ')';
                    default -> ' ';
                };
                if (type != ' ') out.add(new Tok(type, String.valueOf(c), "", String.valueOf(c), false));
                i++;
            }
        }
        return out;
    }

    private static boolean isWordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '\'';
    }

    private static boolean isArrowChar(char c) {
        return c == '-' || c == '>' || c == '=' || c == '\u2013' || c == '\u2014' || c == '\u2192';
    }
}
