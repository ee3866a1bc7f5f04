package org.chancery.command;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.chancery.engine.Board;
import org.chancery.engine.Province;

/**
 * Finds provinces by any word of their names: "bay" finds Lyme Bay and Luce Bay, "lyme b" Lyme Bay, "kent"
 * every region "in Kent". Names that start with what was typed come first.
 */
final class ProvinceSearch {
    private ProvinceSearch() {}

    /** The provinces every typed word begins a word of (in the name, the id or an alias), best first. */
    static List<Province> find(Board board, String typed) {
        String[] words = words(typed);
        List<Province> first = new ArrayList<>(), rest = new ArrayList<>();
        if (words.length == 0) {
            first.addAll(board.provinces());
            return first;
        }
        String whole = String.join(" ", words);
        for (Province p : board.provinces()) {
            if (p.id().startsWith(whole.replace(" ", "")) || String.join(" ", words(p.name())).startsWith(whole)) first.add(p);
            else if (matches(p, words)) rest.add(p);
        }
        first.addAll(rest);
        return first;
    }

    private static boolean matches(Province p, String[] typed) {
        List<String> names = new ArrayList<>(p.aliases());
        names.add(p.name());
        for (String name : names) {
            String[] have = words(name);
            boolean all = true;
            for (String t : typed) {
                boolean found = false;
                for (String h : have) if (h.startsWith(t)) { found = true; break; }
                if (!found) { all = false; break; }
            }
            if (all) return true;
        }
        return false;
    }

    private static String[] words(String s) {
        String t = s.toLowerCase(Locale.ROOT).replaceAll("['\u2019]", "").replaceAll("[^\\p{L}\\p{N}]+", " ").strip();
        return t.isEmpty() ? new String[0] : t.split(" ");
    }
}
