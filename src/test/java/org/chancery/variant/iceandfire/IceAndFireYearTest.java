package org.chancery.variant.iceandfire;

import static org.chancery.variant.iceandfire.Iaf.R;
import static org.chancery.variant.iceandfire.Iaf.at;
import static org.chancery.variant.iceandfire.Iaf.heir;
import static org.chancery.variant.iceandfire.Iaf.outcome;
import static org.chancery.variant.iceandfire.Iaf.p;
import static org.chancery.variant.iceandfire.Iaf.play;
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

/**
 * The year 298 AC played through the ruleset from the rulebook's start, with two Stark units a GM placed in
 * the north: a marriage in Spring, the wildlings destroyed, an execution in the Fall, and in the Winter a
 * promoted heir, the Greyjoys' correction and the wildlings' new army.
 */
class IceAndFireYearTest {
    @Test
    void theYear298() {
        GameState s = at("+Stark A bgf", "+Stark F boi");

        Turn spring = play(s,
                "Stark: Heir Stark weds Heir Targaryen 1 to live at Dragonstone",
                "Stark: A bgf-btw", "Stark: F boi S A bgf-btw", "Stark: A wfl-dwm", "Stark: F whi H",
                "Targaryen: Heir Targaryen 1 weds Heir Stark at Dragonstone", "Targaryen: A pen-myr", "Targaryen: F drs H");
        assertEquals(List.of("Heir Stark and Heir Targaryen 1 marry, to live at Dragonstone.",
                "The wildling army Beyond the Wall is dislodged and destroyed."), spring.notes());
        s = spring.next();
        assertEquals("F298M", s.phase().code(), "the Summer retreats had nobody to retreat");
        assertEquals("drs", heir(s, "Stark").at());

        Turn fall = play(s, "Targaryen: Execute Heir Stark", "Targaryen: A myr H", "Stark: A btw-bgf", "Stark: A dwm H");
        assertTrue(outcome(fall, "Execute Heir Stark").succeeded());
        assertEquals(List.of("Targaryen executes Heir Stark at Dragonstone. Stark's units may never again support Targaryen's."),
                fall.notes());
        s = fall.next();
        assertEquals("W298A", s.phase().code());
        assertNull(heir(s, "Stark"));
        assertFalse(heir(s, "Targaryen 1").married());
        assertTrue(R.state(s).supportBanned("Stark", "Targaryen"));
        assertEquals("Stark", s.ownerOf(p("dwm")));
        assertEquals("Targaryen", s.ownerOf(p("myr")));
        assertNull(s.ownerOf(p("btw")), "Beyond the Wall is neutral and vacant");
        assertEquals(Map.of("Stark", 1, "Targaryen", 1, "Greyjoy", 1), R.owed(s));

        Turn winter = play(s, "Stark: Promote new heir", "Stark: Remove F boi", "Targaryen: Build A pen");
        s = winter.next();
        assertEquals("S299M", s.phase().code());
        assertEquals(new Heir("Stark", "Stark", "wfl", null), heir(s, "Stark"));
        assertEquals(List.of(298), R.heirs(s).built("Stark"));
        assertEquals("removed by the auto-destroy order", outcome(winter, "Remove A bgf").reason(),
                "the promotion cost Stark a second unit, chosen by the auto-destroy order");
        assertEquals(2, s.unitsOf("Stark").size());
        assertNull(s.unitAt(p("har")), "the Greyjoys' extra army is gone");
        assertEquals("Targaryen", s.unitAt(p("pen")).power());
        assertEquals("Wildlings", s.unitAt(p("btw")).power());
        assertTrue(winter.notes().contains("The wildlings raise a new army Beyond the Wall."), winter.notes().toString());
        assertTrue(R.end(s).isEmpty());
        assertEquals("a draw needs 5 game years to have passed: not before Spring 303 AC", R.drawRefusal(s));
    }
}
