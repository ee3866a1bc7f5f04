package org.chancery.variant.europe1615;

import static org.chancery.variant.europe1615.Fixture.R;
import static org.chancery.variant.europe1615.Fixture.inf;
import static org.chancery.variant.europe1615.Fixture.influence;
import static org.chancery.variant.europe1615.Fixture.orders;
import static org.chancery.variant.europe1615.Fixture.own;
import static org.chancery.variant.europe1615.Fixture.phase;
import static org.chancery.variant.europe1615.Fixture.play;
import static org.chancery.variant.europe1615.Fixture.pol;
import static org.chancery.variant.europe1615.Fixture.st;
import static org.chancery.variant.europe1615.Fixture.state;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.ParseResult;
import org.chancery.variant.Allocations;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.Test;

/** INFs: statuses, accumulation, the yearly budget, who may deploy where, and how a deployment is written. */
class InfluenceTest {
    private static Allocations.Check check(GameState s, String power, String... lines) {
        return R.allocations().orElseThrow().check(s, power, List.of(lines), List.of());
    }

    @Test
    void statusFollowsTheRulebook() {
        assertEquals(Influence.Status.UNALIGNED, Influence.status(Map.of()));
        assertEquals("France", Influence.status(Map.of("France", 1)).power());
        assertEquals(Influence.Status.NEUTRAL, Influence.status(Map.of("France", 5, "Spain", 5)), "50/50");
        assertEquals(Influence.Status.NEUTRAL, Influence.status(Map.of("France", 4, "Spain", 3, "England", 2)), "nobody at 50%");
        assertEquals("France", Influence.status(Map.of("France", 5, "Spain", 3, "England", 2)).power(), "50% and the most");
        assertEquals("Spain", Influence.status(Map.of("France", 4, "Spain", 6)).power());
    }

    @Test
    void infsAccumulateFromPhaseToPhaseAndYearToYear() {
        GameState s = R.start();
        Turn spring = play(s, List.of(), inf("France: 5: SAX"));
        Turn summer = play(spring.next(), List.of(), inf("Spain: 3: SAX", "Austria: 3: SAX"));
        assertEquals(Map.of("France", 5, "Spain", 3, "Austria", 3), st(summer.next()).in("SAX"));
        assertEquals(Influence.Status.NEUTRAL, pol(summer.next()).status(state("SAX")), "5 of 11 is under half");
        GameState next = summer.next();
        while (next.phase().year() == 1615) next = play(next, List.of(), Map.of()).next();
        assertEquals("S1616M", next.phase().code());
        assertEquals(Map.of("France", 5, "Spain", 3, "Austria", 3), st(next).in("SAX"), "INFs stay in the state");
        assertEquals(21, st(next).left("France"), "unused INFs do not carry over: France has its 21 again, not 37");
        assertEquals(Map.of(), st(next).spent());
    }

    @Test
    void theYearsInfsFollowTheCentresHeld() {
        GameState s = phase(R.start(), "LW1615A");
        s = own(own(s, "sav", "Spain"), "par", "England");
        GameState next = play(s, List.of(), Map.of()).next();
        assertEquals(23 + 4, st(next).budgets().get("Spain"), "a captured centre adds its value");
        assertEquals(21 - 8, st(next).budgets().get("France"), "a lost home centre takes its value away");
        assertEquals(17 + 8, st(next).budgets().get("England"));
    }

    @Test
    void aDeploymentIsCheckedWhole() {
        GameState s = R.start();
        Allocations.Check c = check(s, "England", "9: SAX", "9: HES");
        assertEquals(List.of("these allocations spend 18 INF but you have 17"), c.errors());
        c = check(s, "England", "9: SAX", "2: NOWHERE");
        assertFalse(c.ok());
        assertTrue(c.errors().get(0).startsWith("'2: NOWHERE': no state 'NOWHERE'"), c.errors().toString());
        c = check(s, "England", "9 INF: Saxony", "3 infs Lower Saxony", "2: BRU", "1 HES");
        assertTrue(c.ok(), c.errors().toString());
        assertEquals(List.of("9: SAX", "3: LOWR", "2: LOWR", "1: HES"), c.accepted());
        assertEquals(2, c.remaining());
    }

    @Test
    void whoMayDeployWhere() {
        GameState s = R.start();
        assertEquals(List.of("'1: PAPL': only the Catholic powers may deploy INFs to the Papal States"), check(s, "England", "1: PAPL").errors());
        assertTrue(check(s, "Spain", "1: ROM").ok());
        assertTrue(check(s, "England", "1: OT").errors().get(0).contains("the Ottoman Empire takes no INFs"));
        assertTrue(check(s, "England", "1: LIT").errors().get(0).contains("Lithuania is part of Poland until Warsaw is captured"));
        GameState taken = own(s, "sax", "Denmark");
        assertTrue(check(taken, "England", "1: SAX").errors().get(0).contains("captured by Denmark"));
        assertTrue(check(s, "England", "1: SWI", "1: FRA", "1: SUL").ok(), "the states without units or centres take INFs");
        assertFalse(check(phase(s, "S1615R"), "England", "1: SAX").ok(), "only in movement phases");
        List<String> offered = R.allocations().orElseThrow().suggestions(s, "England");
        assertTrue(offered.contains("SAX") && !offered.contains("PAPL") && !offered.contains("OT"), offered.toString());
        assertTrue(R.allocations().orElseThrow().suggestions(s, "Spain").contains("PAPL"));
        assertTrue(check(s, "England", "1 " + offered.get(0)).ok(), "what autocomplete offers, after the points, is a line");
    }

    /** "The Catholic powers, only, may deploy INFs & submit orders to the Papal States (PAPL)". */
    @Test
    void onlyTheCatholicPowersOrderThePapalArmy() {
        GameState s = R.start();
        assertEquals(List.of("'A rom - tus': only the Catholic powers may submit orders to the Papal States"),
                check(s, "England", "A rom - tus").errors());
        assertFalse(check(s, "Denmark", "1: SAX", "A rom H").ok(), "the whole set is refused");
        assertTrue(check(s, "Spain", "A rom - tus").ok());
    }

    /** A refused set stores nothing, so what is left is what was left before it. */
    @Test
    void aRefusedDeploymentReportsWhatIsStillLeft() {
        GameState s = R.start();
        Allocations a = R.allocations().orElseThrow();
        Allocations.Check tooMany = check(s, "England", "18: SAX");
        assertFalse(tooMany.ok());
        assertEquals("This year England has 17 INFs: 17 are left to deploy; this set was refused, so nothing was spent."
                + " Unused INFs do not carry over.", a.summary(s, "England", tooMany));
        Allocations.Check twoAttacks = check(s, "England", "2: SAX", "2: HES", "SAX > France", "HES > Spain");
        assertFalse(twoAttacks.ok());
        assertTrue(a.summary(s, "England", twoAttacks).contains("17 are left to deploy"), a.summary(s, "England", twoAttacks));
        Allocations.Check fine = check(s, "England", "4: SAX");
        assertEquals("This year England has 17 INFs: 17 were left to deploy, 13 are left after these."
                + " Unused INFs do not carry over.", a.summary(s, "England", fine));
    }

    @Test
    void ordersAndAttacksInADeployment() {
        GameState s = R.start();
        assertTrue(check(s, "England", "1: SAX", "SAX - BOH", "SAX > France").ok());
        assertTrue(check(s, "England", "SAX-BOH", "SAX H").errors().get(0).contains("a second order for the unit in Saxony"));
        assertEquals(List.of("at most one diplomatic attack a phase; you gave 2"),
                check(s, "England", "1: SAX", "1: LOR", "SAX > France", "LOR > Spain").errors().subList(0, 1));
        assertTrue(check(s, "England", "SAX > France").errors().get(0).contains("attack only in a state where you have INFs"));
        assertTrue(check(s, "England", "1: SAX", "SAX > Venice").errors().get(0).contains("is not a power"));
        assertTrue(check(s, "England", "1: SAX", "SAX > England").errors().get(0).contains("cannot attack itself"));
        assertTrue(check(s, "England", "F lon - nth").errors().get(0).contains("your own unit"));
        assertTrue(check(s, "England", "A par - cha").errors().get(0).contains("is France's; you may order only the units of the states"));
        assertTrue(check(s, "England", "A par - xyz").errors().get(0).contains("an order for a state's unit ('BRU S SAX HOLD')"));
        GameState old = influence(s, "SAX", "England", 2);
        assertTrue(check(old, "England", "SAX > Austria").ok(), "INFs deployed earlier count for an attack");
    }

    @Test
    void theStatesUnitsAreNotOrderedWithOrders() {
        GameState s = R.start();
        ParseResult r = R.parse(s, "France", "A sax - boh");
        assertTrue(assertInstanceOf(ParseResult.Error.class, r).message().contains("orders for a state's units go with your INFs"));
        r = R.parse(s, "France", "A rum - ser");
        assertTrue(assertInstanceOf(ParseResult.Error.class, r).message().contains("Ottoman"));
        assertEquals(3, orders(s, "France: A par - cha", "France: F brit - eng", "France: Waive Saxony").size());
    }

    @Test
    void aVoidDeploymentIsToldToItsPowerAlone() {
        GameState s = R.start();
        Turn t = play(s, List.of(), inf("England: 20: SAX"));
        assertEquals(Map.of(), st(t.next()).in("SAX"));
        assertTrue(t.privateNotes().get("England").get(0).contains("did not count"));
        assertFalse(String.join(" ", t.notes()).contains("England"));
        assertNull(pol(t.next()).alignedWith(state("SAX")));
    }
}
