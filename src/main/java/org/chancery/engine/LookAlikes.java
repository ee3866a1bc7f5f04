package org.chancery.engine;

import java.util.Map;
import java.util.Optional;

/**
 * Letters that look Latin but are not: Cyrillic and Greek capitals and small letters that share a Latin
 * letter's shape, and full-width forms (from East Asian keyboards). An order typed with one fails to read
 * for no visible reason, so the answer names the letter and the plain one to use.
 */
public final class LookAlikes {
    /** Cyrillic and Greek letters drawn like a Latin one, with that Latin letter. */
    private static final Map<Character, Character> LATIN = Map.ofEntries(
            Map.entry('\u0410', 'A'), Map.entry('\u0412', 'B'), Map.entry('\u0415', 'E'), Map.entry('\u041A', 'K'),
            Map.entry('\u041C', 'M'), Map.entry('\u041D', 'H'), Map.entry('\u041E', 'O'), Map.entry('\u0420', 'P'),
            Map.entry('\u0421', 'C'), Map.entry('\u0422', 'T'), Map.entry('\u0425', 'X'), Map.entry('\u0423', 'Y'),
            Map.entry('\u0430', 'a'), Map.entry('\u0435', 'e'), Map.entry('\u043E', 'o'), Map.entry('\u0440', 'p'),
            Map.entry('\u0441', 'c'), Map.entry('\u0443', 'y'), Map.entry('\u0445', 'x'), Map.entry('\u0455', 's'),
            Map.entry('\u0456', 'i'), Map.entry('\u0458', 'j'), Map.entry('\u0405', 'S'), Map.entry('\u0406', 'I'),
            Map.entry('\u0408', 'J'), Map.entry('\u0391', 'A'), Map.entry('\u0392', 'B'), Map.entry('\u0395', 'E'),
            Map.entry('\u0396', 'Z'), Map.entry('\u0397', 'H'), Map.entry('\u0399', 'I'), Map.entry('\u039A', 'K'),
            Map.entry('\u039C', 'M'), Map.entry('\u039D', 'N'), Map.entry('\u039F', 'O'), Map.entry('\u03A1', 'P'),
            Map.entry('\u03A4', 'T'), Map.entry('\u03A5', 'Y'), Map.entry('\u03A7', 'X'), Map.entry('\u03BF', 'o'));

    private LookAlikes() {}

    /** What is wrong with the first such letter in {@code text}, or empty when there is none. */
    public static Optional<String> explain(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x80) continue;
            Character.UnicodeScript script = Character.UnicodeScript.of(c);
            String where = word(text, i);
            if (c == '\u3000') return Optional.of("there is a full-width space in '" + where + "'; use a plain space");
            if (c >= '\uFF01' && c <= '\uFF5E') {
                char plain = (char) (c - 0xFEE0);
                return Optional.of("that looks like a full-width '" + c + "' (in '" + where + "'); use a plain " + plain);
            }
            if (script == Character.UnicodeScript.CYRILLIC || script == Character.UnicodeScript.GREEK) {
                String name = script == Character.UnicodeScript.CYRILLIC ? "Cyrillic" : "Greek";
                Character plain = LATIN.get(c);
                if (plain == null) {
                    return Optional.of("'" + c + "' (in '" + where + "') is a " + name + " letter; orders use plain"
                            + " Latin letters");
                }
                return Optional.of("that looks like a " + name + " '" + c + "' (in '" + where + "'); use a plain " + plain);
            }
        }
        return Optional.empty();
    }

    /** The word around position {@code i}, at most 20 characters. */
    private static String word(String text, int i) {
        int from = i, to = i + 1;
        while (from > 0 && !Character.isWhitespace(text.charAt(from - 1)) && i - from < 10) from--;
        while (to < text.length() && !Character.isWhitespace(text.charAt(to)) && to - i < 10) to++;
        return text.substring(from, to);
    }
}
