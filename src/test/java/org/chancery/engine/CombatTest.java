package org.chancery.engine;

import static org.chancery.engine.OrderParserTest.BOARD;
import static org.chancery.engine.OrderParserTest.CLASSIC;
import static org.chancery.engine.OrderParserTest.PARSER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Sides wider than one power, and units that cannot cause a standoff alone (Combat). */
class CombatTest {
    /** Holland is on Germany's side; units in the listed provinces cannot stand off alone. */
    private static Combat combat(String... weak) {
        Set<String> marked = Set.of(weak);
        return new Combat() {
            public boolean sameSide(String a, String b) { return side(a).equals(side(b)); }
            public boolean cannotStandOffAlone(Unit u) { return marked.contains(u.province().id()); }
        };
    }

    private static String side(String power) { return power.equals("Holland") ? "Germany" : power; }

    private static Province p(String id) { return BOARD.find(id).orElseThrow(); }

    static GameState position(String... units) {
        GameState.Builder b = GameState.builder(BOARD, CLASSIC.calendar().first());
        for (String u : units) {
            String[] w = u.split(" ");
            b.unit(new Unit(w[0], w[1].equals("A") ? UnitKind.ARMY : UnitKind.FLEET, BOARD.location(w[2])));
        }
        return b.build();
    }

    static List<Order> orders(GameState s, String... lines) {
        List<Order> out = new ArrayList<>();
        for (String line : lines) {
            String[] parts = line.split(": ");
            out.add(((ParseResult.Ok) PARSER.parse(s, parts[0], parts[1])).order());
        }
        return out;
    }

    private static MovementResult play(Combat c, GameState s, String... lines) {
        return new MovementAdjudicator(BOARD, c).adjudicate(s, orders(s, lines));
    }

    @Test
    void aPowerNeverDislodgesAUnitOfItsSide() {
        GameState s = position("Germany A mun", "Germany A bur", "Holland A ruh");
        MovementResult r = play(combat(), s, "Germany: A mun-ruh", "Germany: A bur S A mun-ruh");
        assertEquals("Holland", r.after().unitAt(p("ruh")).power());
        assertTrue(r.after().dislodged().isEmpty());
        MovementResult standard = play(Combat.STANDARD, s, "Germany: A mun-ruh", "Germany: A bur S A mun-ruh");
        assertEquals("Germany", standard.after().unitAt(p("ruh")).power(), "without sides Germany dislodges Holland");
    }

    @Test
    void aSupportFromTheDefendersSideNeverCountsAgainstIt() {
        GameState s = position("France A bur", "Germany A mun", "Holland A ruh");
        MovementResult r = play(combat(), s, "France: A bur-ruh", "Germany: A mun S A bur-ruh");
        assertEquals("Holland", r.after().unitAt(p("ruh")).power(), "Germany's support cannot dislodge Holland");
        assertTrue(r.after().dislodged().isEmpty());
    }

    @Test
    void aUnitOfTheSideDoesNotCutSupport() {
        GameState s = position("Germany A mun", "Germany A kie", "France A bur", "Holland A hol");
        MovementResult r = play(combat(), s, "Germany: A kie-ruh", "Germany: A mun S A kie-ruh", "France: A bur-ruh",
                "Holland: A hol-kie");
        assertEquals("Germany", r.after().unitAt(p("ruh")).power());
    }

    @Test
    void aWeakUnitAloneCannotStopARival() {
        GameState s = position("France A bur", "Germany A mun");
        MovementResult r = play(combat("bur"), s, "France: A bur-ruh", "Germany: A mun-ruh");
        assertEquals("Germany", r.after().unitAt(p("ruh")).power());
        assertEquals("France", r.after().unitAt(p("bur")).power(), "the weak unit bounces and stays");
        assertTrue(r.after().dislodged().isEmpty());
    }

    @Test
    void twoWeakUnitsStandOffAsUsual() {
        GameState s = position("France A bur", "Germany A mun");
        MovementResult r = play(combat("bur", "mun"), s, "France: A bur-ruh", "Germany: A mun-ruh");
        assertNull(r.after().unitAt(p("ruh")));
        assertTrue(r.after().isStandoff(p("ruh")));
    }

    @Test
    void aSupportedWeakUnitStandsOff() {
        GameState s = position("France A bur", "France A bel", "Germany A mun", "Germany A kie");
        MovementResult r = play(combat("bur"), s, "France: A bur-ruh", "France: A bel S A bur-ruh",
                "Germany: A mun-ruh", "Germany: A kie S A mun-ruh");
        assertNull(r.after().unitAt(p("ruh")), "with support the marked unit bounces the rival as usual");
    }

    @Test
    void aWeakUnitWhoseSupportIsCutIsAlone() {
        GameState s = position("France A bur", "France A bel", "Germany A mun", "England A hol");
        MovementResult r = play(combat("bur"), s, "France: A bur-ruh", "France: A bel S A bur-ruh",
                "Germany: A mun-ruh", "England: A hol-bel");
        assertEquals("Germany", r.after().unitAt(p("ruh")).power());
    }
}
