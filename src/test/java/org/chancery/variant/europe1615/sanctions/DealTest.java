package org.chancery.variant.europe1615.sanctions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The rulebook's deal: seven each, no duplicates in a list, every sanction dealt, no power holding its own embargo. */
class DealTest {
    static final List<String> POWERS = List.of("England", "Denmark", "Spain", "France", "Austria");

    @Test
    void everyDealKeepsTheRulebooksFourRules() {
        for (long seed = 0; seed < 300; seed++) {
            Map<String, List<Sanction>> lists = Deal.lists(seed, POWERS);
            assertEquals(Set.copyOf(POWERS), lists.keySet());
            Set<Sanction> dealt = EnumSet.noneOf(Sanction.class);
            for (Map.Entry<String, List<Sanction>> e : lists.entrySet()) {
                assertEquals(7, e.getValue().size(), "seven for " + e.getKey());
                assertEquals(7, new HashSet<>(e.getValue()).size(), "no duplicate for " + e.getKey() + " with seed " + seed);
                for (Sanction s : e.getValue()) assertNotEquals(e.getKey(), s.embargoed(), "own embargo, seed " + seed);
                dealt.addAll(e.getValue());
            }
            assertEquals(EnumSet.allOf(Sanction.class), dealt, "every sanction dealt, seed " + seed);
        }
    }

    @Test
    void theSameSeedDealsTheSameListsAndAnotherSeedOthers() {
        assertEquals(Deal.lists(1615, POWERS), Deal.lists(1615, POWERS));
        assertNotEquals(Deal.lists(1615, POWERS), Deal.lists(1616, POWERS));
    }

    @Test
    void thirtyThreeCardsWithTheThreeStrongholdsApart() {
        assertEquals(33, Sanction.values().length);
        assertEquals(31, Sanction.values()[0].number);
        assertEquals(List.of(27, 27, 27), List.of(Sanction.STRONGHOLD_I.number, Sanction.STRONGHOLD_II.number, Sanction.STRONGHOLD_III.number));
    }

    @Test
    void eachSatelliteCardListsADifferentState() {
        for (long seed = 0; seed < 50; seed++) {
            Map<String, List<Sanction>> lists = Deal.lists(seed, POWERS);
            Map<String, String> sats = Deal.satellites(seed, lists, List.of("SAX", "HES", "CAT", "IRE", "DUT"));
            long holders = lists.values().stream().filter(l -> l.contains(Sanction.SATELLITE_STATE)).count();
            assertEquals(holders, sats.size());
            assertEquals(sats.size(), new HashSet<>(sats.values()).size(), "no two players have the same state");
            assertFalse(sats.values().contains("SWE") || sats.values().contains("POLN"));
            assertTrue(sats.keySet().stream().allMatch(p -> lists.get(p).contains(Sanction.SATELLITE_STATE)));
        }
    }

    @Test
    void namesAreReadAsThePlayersWriteThem() {
        assertEquals(Sanction.SAXON_INTERVENTION, Sanction.find("Saxon interv."));
        assertEquals(Sanction.POLISH_INTERVENTION, Sanction.find("Polish interv."));
        assertEquals(Sanction.EMBARGO_ON_SPAIN, Sanction.find("Embargo Spain"));
        assertEquals(Sanction.EMBARGO_ON_SPAIN, Sanction.find("[28]"));
        assertEquals(Sanction.BETHLENS_INTERVENTION, Sanction.find("Bethlen's intervention"));
        assertEquals(Sanction.STRONGHOLD_II, Sanction.find("stronghold II"));
        assertEquals(null, Sanction.find("stronghold"), "three strongholds: unclear");
        assertEquals(null, Sanction.find("27"), "three strongholds share [27]");
    }
}
