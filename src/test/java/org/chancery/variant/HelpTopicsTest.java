package org.chancery.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each variant's help.json: which topic a refused line calls for, tried in the file's order. */
class HelpTopicsTest {
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
            "diplomacy-of-the-empire|PAY 5 Numidia|money",
            "diplomacy-of-the-empire|Build Cat ita|builds",
            "diplomacy-of-the-empire|Build City Neapolis, Italia|builds",
            "diplomacy-of-the-empire|Cav bea-tin then cea-num|second",
            "diplomacy-of-the-empire|Inf his-nar-ita|roads",
            "diplomacy-of-the-empire|Inf his-nar|",
            "europe-1615|LOR > France|attack",
            "europe-1615|A par H BRIBE|sanctions",
            "europe-1615|9: WUR|deployment",
            "europe-1615|9 INF Lower Saxony|deployment",
            "order-of-the-dragon|Heir Amasya Marry Tunis|marriages",
            "order-of-the-dragon|Build Heir|heirs",
            "order-of-the-dragon|2 DP to F Tunis|allocations",
            "ice-and-fire|Heir Stark weds Heir Targaryen|marriages",
            "ice-and-fire|Execute Heir Lannister|heirs",
            "ice-and-fire|Promote A kl|heirs",
            "wars-of-the-three-kingdoms|Army Picardy moves via convoy through Fleet Straits of Dover, to Suffolk|convoy",
            "wars-of-the-three-kingdoms|Army York converts to a fleet|conversion",
            "wars-of-the-three-kingdoms|Army London is under the orders of the Crown|proxy",
            "wars-of-the-three-kingdoms|Send 1 unit's supply to Hamilton|supply",
            "classic|A par-xyz|moves",
            "classic|A war H|moves",
            "classic|A mun S A par-bur|supports",
            "classic|F nth C A lon-nwy|convoy",
            "classic|A lon-bel via convoy|convoy",
            "classic|A bur R pic|retreats",
            "classic|A bur D|retreats",
            "classic|Build A par|builds",
            "classic|Remove A war|builds",
            "classic|Waive|builds",
            "classic|hello|"})
    void aRefusedLineCallsForItsTopic(String variant, String line, String topic) {
        assertEquals(topic, HelpTopics.of(variant).topicFor(line));
    }

    @Test
    void classicHasTheStandardRulesTopics() {
        assertEquals(java.util.List.of("moves", "supports", "convoy", "retreats", "builds"),
                java.util.List.copyOf(HelpTopics.of("classic").topics().keySet()));
    }

    @Test
    void aRuleNamingNoTopicIsRefusedWithItsFile() {
        String json = "{\"topics\": {\"money\": [\"PAY 5 Numidia\"]}, \"refused\": [{\"topic\": \"roads\", \"when\": \",\"}]}";
        MapException e = assertThrows(MapException.class,
                () -> HelpTopics.read("maps/x/help.json", json.getBytes(StandardCharsets.UTF_8)));
        assertTrue(e.getMessage().contains("maps/x/help.json") && e.getMessage().contains("roads"), e.getMessage());
    }
}
