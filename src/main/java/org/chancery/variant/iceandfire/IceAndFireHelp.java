package org.chancery.variant.iceandfire;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Ice and Fire III's help topics, in the rulebook's words and with its own Houses and places. */
final class IceAndFireHelp {
    private IceAndFireHelp() {}

    /** The topic for a refused line: a marriage, or another heir order. */
    static String topicFor(String line) {
        String l = line.toLowerCase(java.util.Locale.ROOT);
        if (l.contains("wed") || l.contains("marr")) return "marriages";
        if (l.contains("heir") || l.startsWith("execute") || l.startsWith("kill") || l.startsWith("return")
                || l.startsWith("leave") || l.startsWith("promote")) return "heirs";
        return null;
    }

    static final Map<String, List<String>> TOPICS = new LinkedHashMap<>();
    static {
        TOPICS.put("marriages", List.of(
                "A marriage, in Spring or Fall: both Houses give the matching order, 'Heir Stark weds Heir Targaryen 1 at Dragonstone' (the rulebook's 'Heir Stark weds Heir Targaryen, to live at Dragonstone.').",
                "The Targaryens' two heirs are Heir Targaryen 1 and Heir Targaryen 2; another House may say Heir Targaryen, meaning the one free to marry."));
        TOPICS.put("heirs", List.of(
                "Heirs taken at a captured capital are held as hostages: 'Execute Heir Stark', 'Return Heir Stark' or 'Leave Heir Stark', in Spring or Fall.",
                "A House with no heir alive promotes one in Winter: 'Promote new heir'.",
                "Once a House has executed another's heir, the victim House's units may never again support the executioner's."));
    }
}
