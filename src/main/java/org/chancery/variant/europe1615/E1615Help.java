package org.chancery.variant.europe1615;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Europe 1615's help topics, in the rulebook's forms and with its own states. */
final class E1615Help {
    private E1615Help() {}

    /** The topic for a refused line: a diplomatic attack, a deployment of INFs, a sanction. */
    static String topicFor(String line) {
        String l = line.toLowerCase(java.util.Locale.ROOT);
        if (l.contains(">")) return "attack";
        if (l.contains("bribe") || l.contains("levy") || l.contains("||")) return "sanctions";
        if (l.contains("inf") || l.matches("^\\s*\\d+\\s*:.*")) return "deployment";
        return null;
    }

    static final Map<String, List<String>> TOPICS = new LinkedHashMap<>();
    static {
        TOPICS.put("deployment", List.of(
                "Deploy your INFs to minor states, secretly, once a movement phase: 'allocate 9: WUR; 3: RHI; 4: LOR' (also '9 INF Lower Saxony', or '2: BRU' for the state holding BRU).",
                "The same set orders the states' units ('BRU S SAX HOLD'). The set is checked whole against the INFs you have left this year and stored only if every line is right; unused INFs do not carry over.",
                "Only the Catholic powers deploy to the Papal States or order their army."));
        TOPICS.put("attack", List.of(
                "At most one diplomatic attack a phase, in your deployment: 'LOR > France' attacks France's influence in Lorraine.",
                "Its result goes to you and the target alone."));
        TOPICS.put("ottomans", List.of(
                "Suggest orders for the Ottoman units in your deployment, as the rulebook writes them: 'A SER - BOS'.",
                "Nobody learns who suggested the Ottomans' orders."));
        TOPICS.put("sanctions", List.of(
                "You hold a secret list of seven sanctions: sanctions shows it, your choices to make, and every sanction in effect.",
                "In each Late Winter submit one with your builds: 'allocate Saxon interv.' or 'allocate [28]'; the build results publish every submission and what came into effect.",
                "One-time actions go in a movement phase: 'A par H BRIBE' and 'Levy an army: A yor' as allocations, a forced march as an order ('A swi - wur || wur S rhi - hes')."));
    }
}
