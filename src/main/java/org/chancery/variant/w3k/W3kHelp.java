package org.chancery.variant.w3k;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Wars of the Three Kingdoms' help topics, in the rulebook's own order forms and places. */
final class W3kHelp {
    private W3kHelp() {}

    /** The topic for a refused line: a convoy route, a conversion, a proxy or a supply transfer. */
    static String topicFor(String line) {
        String l = line.toLowerCase(Locale.ROOT);
        if (l.contains("convoy")) return "convoy";
        if (l.contains("convert") || l.contains("conversion")) return "conversion";
        if (l.contains("under the orders") || l.contains("command of")) return "proxy";
        if (l.contains("supply")) return "supply";
        return null;
    }

    static final Map<String, List<String>> TOPICS = new LinkedHashMap<>();
    static {
        TOPICS.put("convoy", List.of(
                "A fleet carries an army across the seas: 'Fleet Dublin & Caernarfon Bays convoys Army Caernarfonshire to Dublin & the Pale'.",
                "The army names its way, fleet by fleet, so a missing link shows: 'Army Picardy moves via convoy through Fleet Straits of Dover, to Suffolk'.",
                "A convoy fails only when a fleet of the bridge is dislodged; an attack alone does not cut it."));
        TOPICS.put("conversion", List.of(
                "A unit in a coastal supply centre you own may change type: 'Army York converts to a fleet', 'Fleet York converts to an army'.",
                "Give the order in two movement phases in a row; the unit holds meanwhile, cannot support, and an attack on it starts the count again."));
        TOPICS.put("proxy", List.of(
                "Give another player your unit's order for this movement phase: 'Army London is under the orders of the Crown'; that player then orders it.",
                "Repeat it each movement phase; any order you give the unit yourself afterwards takes your consent back."));
        TOPICS.put("supply", List.of(
                "In Winter Adjustments, excess supply may go to another player: 'Send 1 unit's supply to Hamilton' (one order, the number you send).",
                "The receiver orders the builds (or fewer removals) with it; repeat it each Winter, or it lapses.",
                "Short of supply (fewer centres than units), you must remove: 'Remove Army Essex'."));
    }
}
