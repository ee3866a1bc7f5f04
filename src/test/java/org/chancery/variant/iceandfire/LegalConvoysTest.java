package org.chancery.variant.iceandfire;

import static org.chancery.variant.iceandfire.Iaf.R;
import static org.chancery.variant.iceandfire.Iaf.at;
import static org.chancery.variant.iceandfire.Iaf.p;
import static org.chancery.variant.iceandfire.Iaf.refusal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.TreeSet;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.junit.jupiter.api.Test;

/**
 * A fleet is offered only the convoys it could take part in: of an army that can move, to a space other
 * than its own, with the fleet on a chain of fleets between the two ends.
 */
class LegalConvoysTest {
    private static List<String> convoys(GameState s, String fleetAt) {
        List<String> out = new java.util.ArrayList<>();
        for (Order o : R.legalOrders(s, s.unitAt(p(fleetAt)))) if (o instanceof Order.Convoy) out.add(o.text());
        return out;
    }

    @Test
    void theIronIslandsFleetsConvoyOnlyTheHarlawArmyToTheOtherIsland() {
        GameState s = R.start();
        assertEquals(List.of("F gwy C A har-pyk"), convoys(s, "gwy"), "never into Great Wyk itself");
        assertEquals(List.of("F pyk C A har-gwy"), convoys(s, "pyk"));
        assertEquals(List.of(), convoys(s, "drs"), "no fleet joins Pentos to Dragonstone's waters");
    }

    @Test
    void nobodyConvoysTheWildlings() {
        GameState s = at("+Stark F bos", "+Stark A kar");
        List<String> bos = convoys(s, "bos");
        assertTrue(bos.contains("F bos C A kar-bgf"), bos.toString());
        assertFalse(bos.stream().anyMatch(c -> c.contains("A btw")), bos.toString());
        assertEquals("the wildling army never moves, so nobody convoys it", refusal(s, "Stark", "F bos C A btw - kar"));
        for (String c : new TreeSet<>(bos)) assertFalse(c.endsWith("-bos"), c);
    }
}
