package org.chancery.variant.iceandfire;

import static org.chancery.variant.iceandfire.Iaf.R;
import static org.chancery.variant.iceandfire.Iaf.at;
import static org.chancery.variant.iceandfire.Iaf.heirs;
import static org.chancery.variant.iceandfire.Iaf.outcome;
import static org.chancery.variant.iceandfire.Iaf.p;
import static org.chancery.variant.iceandfire.Iaf.play;
import static org.chancery.variant.iceandfire.Iaf.refusal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.variant.Turn;
import org.chancery.variant.heirs.Heir;
import org.junit.jupiter.api.Test;

/** A House whose last heir was executed while another holds its capital leaves the game. */
class HouseRemovalTest {
    /** Lannister holds Winterfell and the Stark heir there; Stark keeps White Harbor and two more units. */
    static GameState starkCaptive() {
        return heirs(at("phase S299M", "-wfl", "+Lannister A wfl", "own wfl Lannister", "+Stark A bar", "+Stark F wid"),
                new Heir("Stark", "Stark", "wfl", null), new Heir("Lannister", "Lannister", "cas", null));
    }

    static GameState removed() {
        Turn t = play(starkCaptive(), "Lannister: Execute Heir Stark");
        assertTrue(R.state(t.next()).isRemoved("Stark"));
        return t.next();
    }

    @Test
    void executingTheLastHeirWhileHoldingTheCapitalRemovesTheHouse() {
        Turn t = play(starkCaptive(), "Lannister: Execute Heir Stark", "Stark: A bar-dwm");
        assertTrue(R.state(t.next()).isRemoved("Stark"));
        assertTrue(t.next().stationaryPowers().contains("Stark"));
        assertEquals("Stark", t.next().unitAt(p("dwm")).power(), "its orders of that turn still stood");
        assertTrue(t.notes().stream().anyMatch(n -> n.startsWith("House Stark is removed from the game")), t.notes().toString());
    }

    @Test
    void anHeirlessHouseIsRemovedWhenItsCapitalFalls() {
        GameState s = heirs(at("phase F299M", "-wfl", "+Lannister A wfl"), new Heir("Lannister", "Lannister", "cas", null));
        assertFalse(R.state(R.play(at("phase S299M"), List.of(), Map.of()).next()).isRemoved("Stark"));
        Turn t = R.play(s, List.of(), Map.of());
        assertTrue(R.state(t.next()).isRemoved("Stark"), "heirless, and now Lannister holds Winterfell");
    }

    @Test
    void aRemovedHouseGivesNoOrdersNorVotesAndOwesNothing() {
        GameState s = at(removed(), "phase F299M");
        assertEquals("House Stark has been removed from the game: it gives no more orders, and its units hold",
                refusal(s, "Stark", "A bar-dwm"));
        assertTrue(refusal(s, null, "A bar-dwm").contains("its units only hold"), "not even the GM moves them");
        assertFalse(R.owed(s).containsKey("Stark"));
        assertFalse(R.drawVoters(s).contains("Stark"));
    }

    @Test
    void itsDislodgedUnitsAreDestroyed() {
        GameState s = at(removed(), "phase F299M", "+Lannister A dwm");
        Turn t = play(s, "Lannister: A wfl-bar", "Lannister: A dwm S A wfl-bar");
        assertEquals("Lannister", t.next().unitAt(p("bar")).power());
        assertTrue(t.next().dislodged().isEmpty());
        assertTrue(t.notes().contains("Stark's army in Barrowton is dislodged and destroyed (House removed)."), t.notes().toString());
    }

    @Test
    void itsUnitsAreDisbandedByTheAutoDestroyOrder() {
        GameState s = at(removed(), "phase W299A");
        assertFalse(R.owed(s).containsKey("Stark"));
        Turn t = R.play(s, List.of(), Map.of());
        assertEquals(1, t.next().unitsOf("Stark").size(), "one centre, White Harbor, keeps one unit");
        assertNull(t.next().unitAt(p("bar")), "Barrowton is one move from White Harbor");
        assertEquals("House removed", outcome(t, "Remove A bar").reason());
    }
}
