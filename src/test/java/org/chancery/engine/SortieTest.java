package org.chancery.engine;

import static org.chancery.engine.OrderParserTest.BOARD;
import static org.chancery.engine.OrderParserTest.CLASSIC;
import static org.chancery.engine.OrderParserTest.PARSER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Units of a stationary power: moves are sorties that cut and bounce but never move or dislodge. */
class SortieTest {
    private static final String MINOR = "Holland";
    private final MovementAdjudicator movement = new MovementAdjudicator(BOARD);
    private final RetreatAdjudicator retreats = new RetreatAdjudicator(BOARD);

    private static Province p(String id) { return BOARD.find(id).orElseThrow(); }

    private static GameState position(String... units) {
        GameState.Builder b = GameState.builder(BOARD, CLASSIC.calendar().first()).stationary(MINOR, true);
        for (String u : units) {
            String[] w = u.split(" ");
            UnitKind kind = w[1].equals("A") ? UnitKind.ARMY : UnitKind.FLEET;
            b.unit(new Unit(w[0], kind, BOARD.location(w[2])));
        }
        return b.build();
    }

    private static List<Order> orders(GameState s, String... lines) {
        List<Order> out = new ArrayList<>();
        for (String line : lines) {
            String[] parts = line.split(": ");
            ParseResult r = PARSER.parse(s, parts[0], parts[1]);
            assertTrue(r instanceof ParseResult.Ok, () -> line + " -> " + r);
            out.add(((ParseResult.Ok) r).order());
        }
        return out;
    }

    @Test
    void aSortieIntoAnEmptyProvinceStaysAndLeavesAStandoff() {
        GameState s = position("Holland A hol");
        GameState after = movement.adjudicate(s, orders(s, "Holland: A hol-ruh")).after();
        assertNotNull(after.unitAt(p("hol")));
        assertNull(after.unitAt(p("ruh")));
        assertTrue(after.isStandoff(p("ruh")), "a province where a sortie bounced is no retreat option");
    }

    @Test
    void aSupportedSortieNeverDislodges() {
        GameState s = position("Holland A hol", "Holland A bel", "Germany A ruh");
        MovementResult r = movement.adjudicate(s, orders(s, "Holland: A hol-ruh", "Holland: A bel S A hol-ruh"));
        assertEquals("Germany", r.after().unitAt(p("ruh")).power());
        assertTrue(r.after().dislodged().isEmpty());
        assertEquals("Holland", r.after().unitAt(p("hol")).power());
    }

    @Test
    void aSortieCutsSupport() {
        GameState s = position("Holland A kie", "Germany A ruh", "Germany A mun", "France A bur");
        MovementResult r = movement.adjudicate(s, orders(s,
                "Holland: A kie-mun", "Germany: A mun S A ruh-bur", "Germany: A ruh-bur"));
        assertEquals("France", r.after().unitAt(p("bur")).power(), "the cut support leaves 1 against 1");
        assertTrue(r.after().dislodged().isEmpty());
    }

    @Test
    void aSortieBouncesAnotherMove() {
        GameState s = position("Holland A hol", "Germany A kie");
        MovementResult r = movement.adjudicate(s, orders(s, "Holland: A hol-ruh", "Germany: A kie-ruh"));
        assertNull(r.after().unitAt(p("ruh")));
        assertNotNull(r.after().unitAt(p("kie")));
        assertTrue(r.after().isStandoff(p("ruh")));
    }

    @Test
    void aHeadToHeadWithASortieBounces() {
        GameState s = position("Holland A hol", "Germany A ruh");
        MovementResult r = movement.adjudicate(s, orders(s, "Holland: A hol-ruh", "Germany: A ruh-hol"));
        assertEquals("Holland", r.after().unitAt(p("hol")).power());
        assertEquals("Germany", r.after().unitAt(p("ruh")).power());
    }

    @Test
    void aDislodgedStationaryUnitHasNoRetreatAndIsDestroyed() {
        GameState s = position("Holland A hol", "Germany A ruh", "Germany A kie");
        MovementResult r = movement.adjudicate(s, orders(s, "Germany: A ruh-hol", "Germany: A kie S A ruh-hol"));
        assertEquals(1, r.after().dislodged().size());
        Dislodgement d = r.after().dislodged().get(0);
        assertTrue(retreats.options(r.after(), d).isEmpty());
        PhaseResult rr = retreats.adjudicate(r.after(), List.of());
        assertFalse(rr.after().units().stream().anyMatch(u -> u.power().equals(MINOR)));
    }

    @Test
    void theSameMovesByAMobilePowerSucceed() {
        GameState s = position("Holland A hol", "Holland A bel", "Germany A ruh").toBuilder()
                .stationary(MINOR, false).build();
        MovementResult r = movement.adjudicate(s, orders(s, "Holland: A hol-ruh", "Holland: A bel S A hol-ruh"));
        assertEquals("Holland", r.after().unitAt(p("ruh")).power());
        assertEquals(1, r.after().dislodged().size());
    }
}
