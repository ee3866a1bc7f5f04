package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;
import org.chancery.store.GameRow;
import org.junit.jupiter.api.Test;

/** The notice of what a power owes in Winter names an aligned state's unit when that is what it must remove. */
class E1615OwedNoticeTest {
    private static final Rulebook RB = Rulebook.of("europe-1615");

    @Test
    void aPowerOwingItsAllysRemovalIsToldWhichUnits() {
        GameState s = RB.start();
        var board = RB.variant().board();
        s = s.toBuilder().phase(RB.variant().calendar().parse("EW1615A"))
                .owner(board.find("liv").orElseThrow(), "England")
                .unit(new Unit("Sweden", UnitKind.ARMY, board.location("got"))).build();
        s = org.chancery.variant.europe1615.E1615State.read(s)
                .withInfluence(Map.of("SWE", Map.of("Denmark", 3))).write(s);
        assertEquals(Map.of("Denmark", 2), RB.owed(s), "Sweden holds one centre and three units");
        assertEquals(List.of(), RB.legalBuilds(s, "Denmark"), "no builds in Early Winter");
        List<String> duties = RB.rules().duties(s, "Denmark");
        assertEquals(1, duties.size(), duties.toString());
        assertTrue(duties.get(0).startsWith("Denmark, for Sweden, must remove 2 units: give them with /order, e.g. Remove "), duties.toString());
        GameRow g = new GameRow(7, "guild", "channel", "Europe", "europe-1615", "{}", "ACTIVE", "gm", 3, null, null,
                false, null, 0, 0);
        String text = OwedNotices.text(g, s, duties, null);
        assertTrue(text.contains("Early Winter 1615 Adjustments: Denmark, for Sweden, must remove 2 units"), text);
        assertEquals(List.of(), RB.rules().duties(s, "England"), "England owes nothing");
    }
}
