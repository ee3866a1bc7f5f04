package org.chancery.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chancery.engine.Board;
import org.chancery.engine.GameState;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.junit.jupiter.api.Test;

/** Finding one region among W3K's 384 by any word of its name, and a move list that fits one message. */
class W3kSearchTest {
    static final Ruleset R = Rulesets.of("wars-of-the-three-kingdoms");
    static final Board B = R.variant().board();

    static List<String> ids(String typed) { return ProvinceSearch.find(B, typed).stream().map(Province::id).toList(); }

    @Test
    void anyWordOfTheName() {
        assertTrue(ids("bay").containsAll(List.of("lyme", "luce", "cardiganbay", "morecambe")), ids("bay").toString());
        assertEquals("lyme", ids("lyme b").get(0));
        assertEquals("lyme", ids("Lyme").get(0), "a name that starts with the words comes first");
        assertTrue(ids("kent").containsAll(List.of("aylesford", "staugustine", "deal", "canterbury", "sutton")), ids("kent").toString());
        assertEquals(List.of("hastings"), ids("pevensey"));
        assertEquals(List.of("kingslynn"), ids("lynn"));
        assertTrue(ids("king").containsAll(List.of("kingslynn", "kingscounty")));
        assertEquals("devilshole", ids("devil's").get(0));
        assertTrue(ids("zzz").isEmpty());
    }

    /** A fleet in the Irish Sea has hundreds of legal orders (moves, supports, convoys); the list stays one message. */
    @Test
    void aPrimarySeasMovesFitOneMessage() {
        GameState s = R.start().toBuilder().unit(new Unit("Argyll", UnitKind.FLEET, B.location("irishsea"))).build();
        var orders = R.legalOrders(s, s.unitAt(B.find("irishsea").orElseThrow()));
        assertTrue(orders.size() > 150, "convoys galore: " + orders.size());
        String text = MoveList.format(orders);
        assertTrue(text.length() < 4096, text.length() + " characters");
        assertTrue(text.startsWith("Hold (1): H\nMove (36): -carlisle, -cheshire"), text);
        assertTrue(text.contains("Convoy ("), text);
    }
}
