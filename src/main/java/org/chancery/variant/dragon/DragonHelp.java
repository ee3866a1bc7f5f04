package org.chancery.variant.dragon;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Order of the Dragon's help topics, in the rulebook's words and with its own powers and places. */
final class DragonHelp {
    private DragonHelp() {}

    /** The topic for a refused line: a marriage, another heir order, or DP. */
    static String topicFor(String line) {
        String l = line.toLowerCase(java.util.Locale.ROOT);
        if (l.contains("marry")) return "marriages";
        if (l.contains("heir")) return "heirs";
        if (l.contains("dp")) return "allocations";
        return null;
    }

    static final Map<String, List<String>> TOPICS = new LinkedHashMap<>();
    static {
        TOPICS.put("allocations", List.of(
                "Spend your Diplomacy Points (DP) secretly on the minors', thralls' and vassals' units: 'allocate 2 A bra-pru', as the rulebook writes it '2 DP to F Tunis Marry Heir Amasya'.",
                "Each unit takes the order with the most DP; a tie or no allocation is a hold. A new set replaces the earlier one; who allocated what is never shown while the game runs."));
        TOPICS.put("heirs", List.of(
                "Each Major power starts with one unmarried Heir in its Capital. A new Heir is built in Winter ('Build Heir') only if you control your Capital, it holds no Heir, and you built none the Winter before.",
                "If the SC where an Heir is located is captured, the Heir is killed during the Autumn Census. A player with no living Heirs who has lost the Capital is eliminated."));
        TOPICS.put("marriages", List.of(
                "Marry orders must come in pairs, in the same Orders phase: the Heir's order 'Heir Amasya Marry Tunis' and the minor's, set by DP: '2 DP to F Tunis Marry Heir Amasya'. A minor married this way becomes your Thrall.",
                "Two Major powers' unmarried Heirs marry, in Autumn orders phases only, to create a Vassal power, both giving 'Heir Naples Marry Heir Castile at <Marriage Location>': a supply center of one of the two, not a starting Home SC. Once married, an Heir may not remarry or divorce."));
    }
}
