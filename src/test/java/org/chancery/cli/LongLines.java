package org.chancery.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.chancery.engine.Province;
import org.chancery.variant.Variant;

/**
 * Long hostile lines for a variant's parsers: its own words (province ids and names, unit letters, order words,
 * amounts and colons) strung together at random, and runs of one token that drive a backtracking pattern to its
 * worst (letters without a colon, spaces, words without an end).
 */
final class LongLines {
    private LongLines() {}

    static List<String> of(Variant v, int length, long seed) {
        Random r = new Random(seed);
        List<String> words = new ArrayList<>(List.of("A", "F", "-", "S", "C", "H", "HOLD", "BRIBE", ":", "5:", ",", "&",
                "via", "weds", "marry", "marries", "move to", "pay", "talents", "raze", "Build", "Remove", "waive",
                "heir", "the", "to live at", "||", ">", "Embargo on Spain:", "Levy an army:", "Stronghold I:", "1.", "*"));
        for (Province p : v.board().provinces()) {
            words.add(p.id());
            words.add(p.name());
        }
        List<String> out = new ArrayList<>();
        StringBuilder b = new StringBuilder();
        while (b.length() < length) b.append(words.get(r.nextInt(words.size()))).append(r.nextInt(4) == 0 ? "" : " ");
        out.add(b.substring(0, length));
        for (String run : List.of("a", " ", "a ", "A par-", "pay ", "heir ", ",", "1", "x:")) out.add(repeat(run, length));
        return out;
    }

    private static String repeat(String s, int length) {
        StringBuilder b = new StringBuilder(length);
        while (b.length() < length) b.append(s);
        return b.substring(0, length);
    }
}
