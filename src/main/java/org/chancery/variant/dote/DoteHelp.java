package org.chancery.variant.dote;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Diplomacy of the Empire's help topics, in the rulebook's order formats and with its own places. */
final class DoteHelp {
    private DoteHelp() {}

    /** The topic for a refused line: a payment, a build, a second move or a road move. */
    static String topicFor(String line) {
        String l = line.toLowerCase(java.util.Locale.ROOT);
        if (l.startsWith("pay")) return "money";
        if (l.startsWith("build") || l.startsWith("raze") || l.startsWith("destroy")) return "builds";
        if (l.contains(" then ")) return "second";
        if (l.contains(",") || l.chars().filter(c -> c == '-').count() > 1) return "roads";
        return null;
    }

    static final Map<String, List<String>> TOPICS = new LinkedHashMap<>();
    static {
        TOPICS.put("roads", List.of(
                "A road move goes through cities joined by roads, commas between the places: 'HISPANIA move to Nar, Ita, Dal, MACIDONIA' (short: Inf his-nar-ita-dal-mac).",
                "Each place on the way must be joined to the next by a road; the move stops where it is stood off.",
                "A move across a strait is an ordinary move: 'Thracia move to Asia' (Inf thr-asi)."));
        TOPICS.put("second", List.of(
                "Cavalry and fleets may make a second move, played with the retreats: 'Beatica move to Tingitana then move to Cea, Num, Africa Procons' (Cav bea-tin then cea-num-afr).",
                "Either move may follow a road. When nobody has to retreat, the second moves are played at once."));
        TOPICS.put("money", List.of(
                "Talents: tribute comes in each Fall; upkeep and builds cost talents. A payment, in any phase, in fives, never more than you hold: 'PAY 35 Egyptus'.",
                "Your treasury and its ledger are yours alone: ledger. A build or payment that money cannot cover is 'not enough money' in the results; the figures go to you only."));
        TOPICS.put("builds", List.of(
                "In the build phase, in cities joined to your capital: 'Build Catapult Numidia', 'Build Fleet Hispania(SC)' (Build Cat num, Build F his/sc).",
                "The legions are Inf (Infantry), Cav (Cavalry), Cat (Catapult) and F (Fleet).",
                "A city, a fort or a raze: 'Build City Neapolis', 'Build Fort Asia', 'Raze Galatia'; a disband: 'Destroy Sicilia' (Remove Inf sic)."));
    }
}
