package org.chancery.engine;

import java.util.Locale;
import java.util.Map;

/** Names of coasts, short and long. */
public final class Coasts {
    private static final Map<String, String> LONG = Map.of(
            "nc", "north coast", "sc", "south coast", "ec", "east coast", "wc", "west coast");

    private Coasts() {}

    public static String longName(String coast) {
        return LONG.getOrDefault(coast, coast + " coast");
    }

    /** Maps "north", "north coast", "n", "nc" and the like to "nc"; null if not a coast word. */
    public static String parse(String word) {
        String w = word.toLowerCase(Locale.ROOT).replace(".", "").replace(" ", "");
        switch (w) {
            case "nc": case "n": case "north": case "northcoast": case "ncs": return "nc";
            case "sc": case "s": case "south": case "southcoast": case "scs": return "sc";
            case "ec": case "e": case "east": case "eastcoast": case "ecs": return "ec";
            case "wc": case "w": case "west": case "westcoast": case "wcs": return "wc";
            default: return null;
        }
    }
}
