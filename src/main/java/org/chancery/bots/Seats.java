package org.chancery.bots;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chancery.variant.Ruleset;

/** The kind of player at each power, from "France=bot,*=hold" (or "bot" alone: every seat a bot). */
public final class Seats {
    private Seats() {}

    public static Map<String, Kind> parse(Ruleset rules, String spec) {
        List<String> powers = rules.playablePowers();
        Map<String, Kind> out = new LinkedHashMap<>();
        Kind rest = null;
        for (String part : spec.split(",")) {
            if (part.isBlank()) continue;
            int eq = part.indexOf('=');
            if (eq < 0) {
                if (rest != null) throw new IllegalArgumentException("'" + part.strip() + "' names no power; say " + example(powers));
                rest = Kind.of(part);
                continue;
            }
            String who = part.substring(0, eq).strip();
            Kind k = Kind.of(part.substring(eq + 1));
            if (who.equals("*")) rest = k;
            else out.put(rules.playablePower(who), k);
        }
        Map<String, Kind> all = new LinkedHashMap<>();
        for (String p : powers) {
            Kind k = out.getOrDefault(p, rest);
            if (k == null) throw new IllegalArgumentException("No kind of seat for " + p + "; say " + example(powers));
            all.put(p, k);
        }
        return all;
    }

    private static String example(List<String> powers) { return powers.get(0) + "=bot,*=hold"; }
}
