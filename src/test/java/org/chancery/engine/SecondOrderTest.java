package org.chancery.engine;

import static org.chancery.engine.CombatTest.orders;
import static org.chancery.engine.CombatTest.position;
import static org.chancery.engine.OrderParserTest.BOARD;
import static org.chancery.engine.OrderParserTest.PARSER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Second orders carried out only if the first succeeds (a forced march), beside the hold bonus of fortified provinces. */
class SecondOrderTest {
    private static Province p(String id) { return BOARD.find(id).orElseThrow(); }

    /** The second order of the unit in {@code from}, read as if it stood where its move goes. */
    private static Map<Province, Order> then(GameState s, String from, String to, String second) {
        Unit u = s.unitAt(p(from));
        GameState there = s.toBuilder().removeUnit(p(from)).removeUnit(p(to)).unit(u.at(p(to).main())).build();
        return Map.of(p(from), ((ParseResult.Ok) PARSER.parse(there, u.power(), second)).order());
    }

    private static Outcome outcome(MovementResult r, String text) {
        for (Outcome o : r.outcomes()) if (o.order().text().equals(text)) return o;
        throw new AssertionError("no outcome for " + text + " in " + r.outcomes());
    }

    @Test
    void aSecondSupportCountsWhenTheMarchSucceeds() {
        GameState s = position("France A par", "France A mar", "Italy A gas");
        MovementResult r = new MovementAdjudicator(BOARD).adjudicate(s, orders(s, "France: A par-bur", "France: A mar-gas"), null,
                then(s, "par", "bur", "A bur S A mar-gas"));
        assertEquals("France", r.after().unitAt(p("gas")).power(), "two against one");
        assertEquals("France", r.after().unitAt(p("bur")).power());
        assertEquals(1, r.after().dislodged().size());
        assertTrue(outcome(r, "A bur S A mar-gas").succeeded());
        MovementResult without = new MovementAdjudicator(BOARD).adjudicate(s, orders(s, "France: A par-bur", "France: A mar-gas"));
        assertEquals("Italy", without.after().unitAt(p("gas")).power(), "one against one bounces");
    }

    @Test
    void aFailedMarchCarriesOutNoSecondOrder() {
        GameState s = position("France A par", "France A mar", "Italy A gas", "Germany A mun");
        MovementResult r = new MovementAdjudicator(BOARD).adjudicate(s, orders(s, "France: A par-bur", "France: A mar-gas",
                "Germany: A mun-bur"), null,
                then(s, "par", "bur", "A bur S A mar-gas"));
        assertEquals("Italy", r.after().unitAt(p("gas")).power());
        assertEquals("France", r.after().unitAt(p("par")).power());
        Outcome second = outcome(r, "A bur S A mar-gas");
        assertFalse(second.succeeded());
        assertEquals("not carried out: the first order failed", second.reason());
        assertTrue(r.after().isStandoff(p("bur")));
    }

    @Test
    void aSecondMoveTakesTheUnitOnAndBouncesLikeAnyMove() {
        GameState s = position("France A par");
        MovementResult r = new MovementAdjudicator(BOARD).adjudicate(s, orders(s, "France: A par-bur"), null,
                then(s, "par", "bur", "A bur-mun"));
        assertEquals("France", r.after().unitAt(p("mun")).power(), "two steps");
        assertNull(r.after().unitAt(p("bur")));
        assertNull(r.after().unitAt(p("par")));

        GameState t = position("France A par", "Germany A ruh");
        MovementResult bounced = new MovementAdjudicator(BOARD).adjudicate(t, orders(t, "France: A par-bur", "Germany: A ruh-mun"), null,
                then(t, "par", "bur", "A bur-mun"));
        assertEquals("France", bounced.after().unitAt(p("bur")).power(), "the march holds where the first order took it");
        assertTrue(bounced.after().isStandoff(p("mun")));
        assertEquals("Germany", bounced.after().unitAt(p("ruh")).power());
    }

    @Test
    void aSecondMoveFollowsAUnitThatLeavesAndBouncesOffOneThatStays() {
        GameState s = position("France A par", "Germany A mun");
        MovementResult r = new MovementAdjudicator(BOARD).adjudicate(s, orders(s, "France: A par-bur", "Germany: A mun-boh"), null,
                then(s, "par", "bur", "A bur-mun"));
        assertEquals("France", r.after().unitAt(p("mun")).power());
        GameState u = position("France A par", "Germany A mun", "Italy A tyr");
        MovementResult d = new MovementAdjudicator(BOARD).adjudicate(u, orders(u, "France: A par-bur", "Italy: A tyr S A mun"), null,
                then(u, "par", "bur", "A bur-mun"));
        assertEquals("Germany", d.after().unitAt(p("mun")).power());
        assertEquals("France", d.after().unitAt(p("bur")).power());
        assertEquals("bounced", outcome(d, "A bur-mun").reason());
    }

    @Test
    void anAttackOnTheDestinationCutsTheSecondSupport() {
        GameState s = position("France A par", "France A pic", "France A mar", "Italy A gas", "Germany A mun");
        MovementResult r = new MovementAdjudicator(BOARD).adjudicate(s, orders(s, "France: A par-bur", "France: A pic S A par-bur",
                "France: A mar-gas", "Germany: A mun-bur"), null,
                then(s, "par", "bur", "A bur S A mar-gas"));
        assertEquals("France", r.after().unitAt(p("bur")).power(), "the supported march wins");
        assertEquals("cut", outcome(r, "A bur S A mar-gas").reason());
        assertEquals("Italy", r.after().unitAt(p("gas")).power());
    }

    @Test
    void aSecondOrderAndAHoldBonusWorkTogether() {
        GameState s = position("France A par", "France A mar", "Italy A gas");
        double[] walls = new double[BOARD.size()];
        walls[p("gas").index()] = 1;
        MovementResult r = new MovementAdjudicator(BOARD).adjudicate(s, orders(s, "France: A par-bur", "France: A mar-gas"), walls,
                then(s, "par", "bur", "A bur S A mar-gas"));
        assertEquals("Italy", r.after().unitAt(p("gas")).power(), "two against a fortified one");
        assertTrue(outcome(r, "A bur S A mar-gas").succeeded());
    }
}
