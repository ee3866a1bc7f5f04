package org.chancery.variant.europe1615;

import static org.chancery.variant.europe1615.Fixture.R;
import static org.chancery.variant.europe1615.Fixture.orders;
import static org.chancery.variant.europe1615.Fixture.outcome;
import static org.chancery.variant.europe1615.Fixture.own;
import static org.chancery.variant.europe1615.Fixture.p;
import static org.chancery.variant.europe1615.Fixture.phase;
import static org.chancery.variant.europe1615.Fixture.play;
import static org.chancery.variant.europe1615.Fixture.pol;
import static org.chancery.variant.europe1615.Fixture.put;
import static org.chancery.variant.europe1615.Fixture.remove;
import static org.chancery.variant.europe1615.Fixture.st;
import static org.chancery.variant.europe1615.Fixture.state;
import static org.chancery.variant.europe1615.Fixture.unit;
import static org.chancery.variant.europe1615.MinorStatesTest.toSpring;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Outcome;
import org.chancery.engine.ParseResult;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.Test;

/** Captures, waivers, annexation, the wakings of Lithuania and Livonia, elimination, abandonment and Winter. */
class WinterTest {
    @Test
    void aWaivedCaptureIsNotTakenUntilTheNextBuildPhase() {
        GameState s = phase(put(remove(remove(R.start(), "par"), "wal"), "England A par"), "F1615M");
        Turn fall = play(s, orders(s, "England: Waive Paris"), Map.of());
        assertTrue(String.join(" ", fall.notes()).contains("England waives the capture of Paris"), fall.notes().toString());
        GameState spring = fall.next();
        assertEquals("S1616M", spring.phase().code());
        assertEquals("France", spring.ownerOf(p("par")), fall.notes().toString());
        assertEquals(Map.of(), st(spring).waivers(), "the waiver ends with the build phase");
        assertEquals("England", toSpring(phase(spring, "F1616M")).ownerOf(p("par")));
        ParseResult again = R.parse(st(s).withWaivers(Map.of("par", "England")).write(s), "England", "Waive par");
        assertTrue(assertInstanceOf(ParseResult.Error.class, again).message().contains("already waived"));
    }

    @Test
    void aProvinceWithoutACentreIsAnnexed() {
        GameState s = phase(put(R.start(), "Spain A cha"), "F1615M");
        GameState spring = toSpring(s);
        assertEquals("Spain", st(spring).territory().get("cha"));
        assertEquals("Spain", pol(spring).holder(p("cha")));
    }

    @Test
    void warsawsCaptureWakesLithuania() {
        GameState s = phase(put(R.start(), "Austria A war"), "F1615M");
        Turn fall = play(s, List.of(), Map.of());
        assertTrue(String.join(" ", fall.notes()).contains("Lithuania becomes a pliant state"), fall.notes().toString());
        GameState spring = toSpring(fall.next());
        assertEquals("Austria", spring.ownerOf(p("war")));
        assertEquals("Lithuania", spring.ownerOf(p("vil")));
        assertNull(pol(spring).status(state("POLN")), "Poland is captured and leaves the pliant list");
        assertEquals(Influence.Status.UNALIGNED, pol(spring).status(state("LIT")));
        assertEquals("Lithuania", unit(spring, "vil").power(), "Poland's army disbands; Lithuania raises its own");
        assertTrue(R.allocations().orElseThrow().check(spring, "England", List.of("2: LIT"), List.of()).ok());
    }

    @Test
    void stockholmsCaptureWakesLivonia() {
        GameState s = phase(put(R.start(), "Denmark F sto"), "F1615M");
        GameState spring = toSpring(s);
        assertEquals("Livonia", spring.ownerOf(p("liv")));
        assertNull(pol(spring).status(state("SWE")));
        assertEquals(Influence.Status.UNALIGNED, pol(spring).status(state("LIVN")));
    }

    @Test
    void aPowerLosingEveryHomeCentreIsEliminatedAndItsConquestsLiberated() {
        GameState s = phase(R.start(), "F1615M");
        for (String c : List.of("lon", "yor", "wal")) s = own(remove(s, c), c, "France");
        s = own(remove(s, "sax"), "sax", "England");
        s = own(remove(s, "boh"), "boh", "England");
        Turn fall = play(s, List.of(), Map.of());
        String n = String.join(" ", fall.notes());
        assertTrue(n.contains("England has lost every home centre and is eliminated"), n);
        GameState next = fall.next();
        assertTrue(st(next).isEliminated("England"));
        assertTrue(next.unitsOf("England").isEmpty());
        assertEquals("Saxony", next.ownerOf(p("sax")), "a state's centre returns to it");
        assertEquals("Saxony", unit(next, "sax").power(), "with a new unit");
        assertEquals("Bohemia", next.ownerOf(p("boh")), "any other centre becomes a state of its own");
        assertNotNull(pol(next).get("BOH"));
        assertEquals(Influence.Status.UNALIGNED, pol(next).status(pol(next).get("BOH")));
        assertTrue(R.allocations().orElseThrow().check(next, "England", List.of("1: SAX"), List.of()).errors().get(0)
                .contains("not a power in the game"));
    }

    @Test
    void anAbandonedPowerIsDissolvedInWinter() {
        GameState s = R.gmAction(phase(R.start(), "F1615M"), "abandon", "denmark");
        GameState next = play(s, List.of(), Map.of()).next();
        assertTrue(st(next).isEliminated("Denmark"));
        assertEquals("Zealand", next.ownerOf(p("zea")));
        assertEquals("F zea", unit(next, "zea").shortName());
        assertEquals("Zealand", unit(next, "zea").power());
        assertEquals("Holstein", unit(next, "hol").power());
        assertEquals(null, st(next).territory().get("jut"), "its other provinces are left unmarked and passable");
    }

    @Test
    void earlyWinterTakesRequiredDisbandsLateWinterBuilds() {
        GameState s = phase(put(put(remove(R.start(), "par"), "Spain A par"), "France A cha"), "F1615M");
        Turn fall = play(s, List.of(), Map.of());
        assertEquals("EW1615A", fall.next().phase().code());
        assertEquals(Map.of("France", 1), R.owed(fall.next()), "France lost Paris: one removal");
        ParseResult build = R.parse(fall.next(), "France", "Build A par");
        assertInstanceOf(ParseResult.Error.class, build);
        Turn ew = play(fall.next(), orders(fall.next(), "France: Remove F guy"), Map.of());
        assertTrue(outcome(ew, "guy").succeeded());
        assertEquals("S1616M", ew.next().phase().code(), "Spain's army in Paris needs no build: Late Winter passes");
        assertEquals(23 + 8, st(ew.next()).budgets().get("Spain"), "Paris is worth 8 to Spain next year");
        Turn none = play(fall.next(), List.of(), Map.of());
        Outcome removed = none.result().outcomes().get(0);
        assertEquals("removed: none was ordered, so the unit farthest from its centres goes", removed.reason(),
                "the rulebook's civil disorder is abandonment, not a missed removal");
    }

    @Test
    void aStateWithTooManyUnitsDisbandsAsItsPowerOrders() {
        GameState s = phase(put(R.start(), "England A liv"), "F1615M");
        s = Fixture.influence(s, "SWE", "Denmark", 3);
        s = put(s, "Sweden A got");
        Turn fall = play(s, List.of(), Map.of());
        assertEquals(Map.of("Denmark", 1), R.owed(fall.next()), "Sweden lost Livonia: Denmark, its ally, chooses the disband");
        Turn ew = play(fall.next(), orders(fall.next(), "Denmark: Remove A got"), Map.of());
        assertNull(unit(ew.next(), "got"));
        assertEquals("Sweden", unit(ew.next(), "sto").power());
    }
}
