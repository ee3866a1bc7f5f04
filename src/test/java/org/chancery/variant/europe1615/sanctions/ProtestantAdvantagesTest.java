package org.chancery.variant.europe1615.sanctions;

import static org.chancery.variant.europe1615.Fixture.*;
import static org.chancery.variant.europe1615.sanctions.SanctionFixture.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.PhaseType;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.Test;

/** The seven Protestant advantages: each one's effect, and its cancellation where it has one. */
class ProtestantAdvantagesTest {
    private static final List<String> DK = List.of("Denmark");

    @Test
    void theUnionRemovesCatholicInfluenceFromItsStatesAndBarsTheCatholicsThere() {
        GameState s = handsAt(R.start(), "LW1615A", "Denmark=Protestant Union");
        s = influence(s, "HES", "Spain", 5, "England", 3);
        s = influence(s, "WUR", "France", 4);
        s = influence(s, "SAX", "Spain", 4);
        Turn t = play(s, List.of(), inf("Denmark: Protestant Union"));
        assertTrue(ss(t.next()).inEffect(Sanction.PROTESTANT_UNION), notes(t));
        assertEquals(Map.of("England", 3), st(t.next()).in("HES"), "Spain's INFs in Hesse are gone");
        assertEquals(Map.of(), st(t.next()).in("WUR"));
        assertEquals(Map.of("Spain", 4), st(t.next()).in("SAX"), "Saxony is not a Union state");
        assertTrue(refusal(t.next(), "Spain", "HES").contains("only the Protestant powers"));
        assertNull(refusal(t.next(), "England", "HES"));
        assertNull(refusal(t.next(), "Spain", "SAX"));
        assertFalse(check(t.next(), "France", "3: RHI").ok());
    }

    @Test
    void unionMembersNeverDislodgeEachOther() {
        GameState s = put(put(put(R.start(), "England A bru"), "Denmark A mec"), "Denmark A hol");
        s = with(s, Sanction.PROTESTANT_UNION, DK);
        Turn t = play(s, orders(s, "Denmark: A hol - bru", "Denmark: A mec S A hol - bru"), Map.of());
        assertEquals("England", unit(t.result().after(), "bru").power(), "a member cannot dislodge another member's unit");
        GameState without = put(put(put(R.start(), "England A bru"), "Denmark A mec"), "Denmark A hol");
        Turn w = play(without, orders(without, "Denmark: A hol - bru", "Denmark: A mec S A hol - bru"), Map.of());
        assertEquals("Denmark", unit(w.next(), "bru").power(), "without the Union, two against one");
    }

    @Test
    void aUnionStatesUnitIsAMemberToo() {
        GameState s = put(put(R.start(), "England A wur"), "England A fra");
        s = with(s, Sanction.PROTESTANT_UNION, DK);
        Turn t = play(s, orders(s, "England: A wur - hes", "England: A fra S A wur - hes"), Map.of());
        assertEquals("Hesse", unit(t.result().after(), "hes").power());
        assertTrue(t.result().after().dislodged().isEmpty());
    }

    @Test
    void unionMembersNeverCaptureEachOthersCentresButPassThrough() {
        GameState s = phase(put(remove(R.start(), "hol"), "England A hol"), "F1615M");
        GameState union = with(s, Sanction.PROTESTANT_UNION, DK);
        assertEquals("Denmark", play(union, List.of(), Map.of()).next().ownerOf(p("hol")), "free passage, no capture");
        assertEquals("England", play(s, List.of(), Map.of()).next().ownerOf(p("hol")), "without the Union England captures");
    }

    @Test
    void membersPassFreelyThroughANeutralMemberState() {
        GameState s = influence(put(R.start(), "England A mec"), "BRA", "England", 5, "Denmark", 5);
        assertTrue(pol(s).neutral(pol(s).get("BRA")));
        Turn closed = play(s, orders(s, "England: A mec - pom"), Map.of());
        assertTrue(outcome(closed, "mec").reason().contains("neutral"), outcome(closed, "mec").toString());
        GameState union = with(s, Sanction.PROTESTANT_UNION, DK);
        Turn open = play(union, orders(union, "England: A mec - pom"), Map.of());
        assertEquals("England", unit(open.result().after(), "pom").power());
        assertTrue(R.legalOrders(union, unit(union, "mec")).stream().anyMatch(o -> o.text().equals("A mec-pom")));
    }

    @Test
    void theUnionEndsWhenTheRhinelandIsCaptured() {
        GameState s = phase(with(put(R.start(), "France A rhi"), Sanction.PROTESTANT_UNION, DK), "F1615M");
        Turn t = play(s, List.of(), Map.of());
        assertFalse(ss(t.next()).inEffect(Sanction.PROTESTANT_UNION));
        assertTrue(notes(t).contains("Protestant Union ends: Rhineland has been captured"), notes(t));
        assertNull(refusal(t.next(), "Spain", "HES"));
    }

    @Test
    void stateInterventionsAdmitOnlyTheirConfessionAndEndWithTheStatesCapture() {
        Object[][] cases = {
            {Sanction.SAXON_INTERVENTION, "SAX", "sax", "Austria A sax", "Spain"},
            {Sanction.BETHLENS_INTERVENTION, "TRA", "tra", "Austria A tra", "Austria"},
            {Sanction.DUTCH_INTERVENTION, "DUT", "dut", "Spain A dut", "France"},
            {Sanction.GUSTAVS_INTERVENTION, "SWE", "sto", "Denmark F sto", "Spain"},
        };
        for (Object[] c : cases) {
            Sanction x = (Sanction) c[0];
            GameState s = with(R.start(), x, List.of("England"));
            assertTrue(refusal(s, (String) c[4], (String) c[1]).contains("only the Protestant powers"), x.title);
            assertNull(refusal(s, "Denmark", (String) c[1]), x.title);
            Turn t = play(phase(put(s, (String) c[3]), "F1615M"), List.of(), Map.of());
            assertFalse(ss(t.next()).inEffect(x), x.title + " ends with the capture: " + notes(t));
            assertTrue(notes(t).contains(x.title + " ends"), notes(t));
        }
    }

    @Test
    void kejserkrigAdmitsOnlyDenmarkToLowerSaxonyAndEndsWithItsCapture() {
        GameState s = with(R.start(), Sanction.KEJSERKRIG, DK);
        assertTrue(refusal(s, "England", "LOWR").contains("only Denmark"));
        assertTrue(refusal(s, "France", "LOWR").contains("only Denmark"));
        assertNull(refusal(s, "Denmark", "LOWR"));
        assertTrue(check(influence(s, "LOWR", "England", 4), "England", "LOWR > Denmark").ok(), "diplomatic attacks are still allowed");
        Turn t = play(phase(put(s, "England A bru"), "F1615M"), List.of(), Map.of());
        assertFalse(ss(t.next()).inEffect(Sanction.KEJSERKRIG), notes(t));
    }

    @Test
    void swedishUnitsRetreatUnderGustavsInterventionAtTheOrderOfTheirPower() {
        GameState s = influence(put(put(remove(R.start(), "vil"), "Denmark A pru"), "Denmark F bal"), "SWE", "England", 5);
        GameState gustav = with(s, Sanction.GUSTAVS_INTERVENTION, List.of("England"));
        Turn t = play(gustav, orders(gustav, "Denmark: A pru - liv", "Denmark: F bal S A pru - liv"), Map.of());
        assertEquals(PhaseType.RETREAT, t.next().phase().type(), notes(t));
        GameState r = t.next();
        assertEquals("Sweden", r.dislodged().get(0).unit().power());
        assertEquals(1, R.owed(r).get("England"), "the aligned power orders the retreat");
        assertTrue(R.parse(r, "England", "A liv - bot") instanceof org.chancery.engine.ParseResult.Error);
        assertTrue(R.parse(r, "France", "A liv - vil") instanceof org.chancery.engine.ParseResult.Error, "only the aligned power");
        Turn back = play(r, orders(r, "England: A liv - vil"), Map.of());
        assertEquals("Sweden", unit(back.next(), "vil").power());
        assertEquals(List.of("vil"), st(back.next()).attrition(), "a retreating army takes an attrition mark");
        Turn none = play(r, List.of(), Map.of());
        assertNull(unit(none.next(), "vil"), "without an order it disbands");
        Turn without = play(s, orders(s, "Denmark: A pru - liv", "Denmark: F bal S A pru - liv"), Map.of());
        assertTrue(notes(without).contains("Sweden's Army Livonia was dislodged and is disbanded"), notes(without));
    }

    @Test
    void aDutchFleetRetreatsUnderTheDutchInterventionAndTakesNoAttritionMark() {
        GameState s = influence(put(put(R.start(), "Spain F nth"), "England F hel"), "DUT", "England", 5);
        s = with(s, Sanction.DUTCH_INTERVENTION, List.of("England"));
        Turn t = play(s, orders(s, "Spain: A fla - dut", "Spain: F nth S A fla - dut"), Map.of());
        assertEquals(PhaseType.RETREAT, t.next().phase().type(), notes(t));
        assertTrue(R.parse(t.next(), "England", "F dut - hel") instanceof org.chancery.engine.ParseResult.Error, "hel is occupied");
        Turn ok = play(t.next(), orders(t.next(), "England: F dut - brm"), Map.of());
        assertEquals("Dutch Provinces", unit(ok.next(), "brm").power());
        assertTrue(st(ok.next()).attrition().isEmpty(), "only armies take attrition marks");
    }

    @Test
    void protestantImmunityStopsCatholicAttacksOnProtestantsOnly() {
        GameState s = influence(with(R.start(), Sanction.PROTESTANT_IMMUNITY, List.of("England")), "LOR", "France", 4, "England", 3, "Spain", 2);
        var c = check(s, "France", "LOR > England");
        assertFalse(c.ok());
        assertTrue(c.errors().get(0).contains("immune"), c.errors().toString());
        assertTrue(check(s, "France", "LOR > Spain").ok(), "Catholics still attack Catholics");
        assertTrue(check(s, "England", "LOR > France").ok(), "Protestants still attack Catholics");
        assertNotNull(s);
    }
}
