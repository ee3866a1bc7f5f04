package org.chancery.variant.europe1615.sanctions;

import static org.chancery.variant.europe1615.Fixture.*;
import static org.chancery.variant.europe1615.sanctions.SanctionFixture.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.ParseResult;
import org.chancery.engine.PhaseType;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.Test;

/** The seven impediments: each one's effect, conditions and cancellation. */
class ImpedimentsTest {
    private static final List<String> ENG = List.of("England");

    @Test
    void theAntiHapsburgCampaignKeepsAustriaAndSpainOutOfFiveStates() {
        GameState s = with(R.start(), Sanction.ANTI_HAPSBURG_CAMPAIGN, ENG);
        for (String state : List.of("DUT", "TRA", "RHI", "LOWR", "SAV")) {
            assertTrue(refusal(s, "Austria", state).contains("Austria and Spain may not deploy"), state);
            assertTrue(refusal(s, "Spain", state) != null, state);
            assertNull(refusal(s, "France", state), state);
        }
        assertNull(refusal(s, "Spain", "HES"));
        assertTrue(check(influence(s, "SAV", "Spain", 3, "France", 4), "Spain", "SAV > France").ok(), "attacks still allowed");
    }

    @Test
    void theBohemianRevoltBarsAustriaFromProtestantStatesAndBuildsInBohemia() {
        GameState s = influence(with(R.start(), Sanction.BOHEMIAN_REVOLT, ENG), "SAX", "England", 6, "Spain", 2);
        assertTrue(refusal(s, "Austria", "SAX").contains("Protestant-majority"), refusal(s, "Austria", "SAX"));
        assertNull(refusal(s, "Spain", "SAX"));
        assertNull(refusal(s, "Austria", "HES"), "not Protestant-majority yet");
        assertTrue(refusal(influence(s, "HES", "Denmark", 1), "Austria", "HES") != null, "nor one newly formed");
        GameState w = phase(remove(s, "boh"), "LW1615A");
        assertInstanceOf(ParseResult.Error.class, R.parse(w, "Austria", "Build A boh"));
        assertTrue(R.legalBuilds(w, "Austria").stream().noneMatch(o -> o.text().contains("boh")));
        assertEquals(18, R.politics(s).yearlyInfluence().get("Austria"), "Bohemia still counts for Austria");
    }

    @Test
    void anAustrianUnitInBohemiaDislodgedByAProtestantIsDisbandedAndNoneRetreatsThere() {
        GameState s = with(put(put(R.start(), "England A sax"), "England A fra"), Sanction.BOHEMIAN_REVOLT, ENG);
        Turn t = play(s, orders(s, "England: A sax - boh", "England: A fra S A sax - boh"), Map.of());
        assertTrue(t.result().after().dislodged().isEmpty());
        assertTrue(notes(t).contains("Austria's Army Bohemia was dislodged and is disbanded: Bohemia is in revolt"), notes(t));
        GameState c = with(put(put(R.start(), "Spain A sax"), "Spain A fra"), Sanction.BOHEMIAN_REVOLT, ENG);
        Turn byCatholic = play(c, orders(c, "Spain: A sax - boh", "Spain: A fra S A sax - boh"), Map.of());
        assertEquals(PhaseType.RETREAT, byCatholic.next().phase().type(), "a Catholic's attack leaves a retreat");
        GameState v = with(put(put(remove(R.start(), "boh"), "Spain A bav"), "Spain A tyr"), Sanction.BOHEMIAN_REVOLT, ENG);
        Turn r = play(v, orders(v, "Spain: A bav - vie", "Spain: A tyr S A bav - vie"), Map.of());
        GameState retreat = r.next();
        assertEquals(PhaseType.RETREAT, retreat.phase().type());
        assertTrue(R.legalOrders(retreat, retreat.dislodged().get(0).unit()).stream().noneMatch(o -> o.text().contains("boh")));
        Turn into = play(retreat, orders(retreat, "Austria: A vie - boh"), Map.of());
        assertFalse(outcome(into, "vie").succeeded());
        assertNull(unit(into.next(), "boh"));
    }

    @Test
    void theBohemianRevoltEndsWithAustria() {
        GameState s = with(R.start(), Sanction.BOHEMIAN_REVOLT, ENG);
        s = phase(st(s).withEliminated(List.of("Austria")).write(s), "F1615M");
        Turn t = play(s, List.of(), Map.of());
        assertTrue(notes(t).contains("Bohemian revolt ends: Austria has been eliminated"), notes(t));
    }

    @Test
    void theTreatyOfLyonNeedsItsFourConditions() {
        GameState s = handsAt(R.start(), "LW1615A", "England=Treaty of Lyon");
        assertTrue(check(s, "England", "Treaty of Lyon").errors().get(0).contains("Savoy is not aligned with France"));
        GameState ok = influence(s, "SAV", "France", 3);
        assertTrue(check(ok, "England", "Treaty of Lyon").ok());
        assertTrue(check(influence(ok, "VEN", "Spain", 2), "England", "Treaty of Lyon").errors().get(0).contains("Venice is aligned with Spain"));
        assertTrue(check(influence(ok, "SWI", "Austria", 2), "England", "Treaty of Lyon").errors().get(0).contains("Switzerland is aligned with Austria"));
        GameState taken = st(ok).withTerritory(Map.of("swi", "Spain")).write(ok);
        assertTrue(check(taken, "England", "Treaty of Lyon").errors().get(0).contains("Switzerland has been captured"));
        GameState gone = st(ok).withEliminated(List.of("France")).write(ok);
        assertFalse(check(gone, "England", "Treaty of Lyon").ok());
        assertFalse(R.owed(s).containsKey("England"), "a power whose only sanction cannot come into effect submits nothing");
        assertEquals(1, R.owed(ok).get("England"));
    }

    @Test
    void theTreatyOfLyonClosesSwitzerlandToSpainAndAustriaUnlessFrancePermits() {
        GameState s = with(R.start(), Sanction.TREATY_OF_LYON, ENG, "France=");
        assertTrue(refusal(s, "Spain", "SAV").contains("Austria and Spain may not deploy INFs to Savoy"));
        assertTrue(refusal(s, "Austria", "VEN") != null);
        assertNull(refusal(s, "England", "VEN"));
        Turn shut = play(s, orders(s, "Spain: A mil - swi"), Map.of());
        assertTrue(outcome(shut, "mil").reason().contains("unless France permits"), outcome(shut, "mil").toString());
        assertTrue(R.legalOrders(s, unit(s, "mil")).stream().noneMatch(o -> o.text().equals("A mil-swi")));
        assertTrue(check(s, "Spain", "Treaty of Lyon: permit Spain").errors().get(0).contains("only France"));
        Turn open = play(s, orders(s, "Spain: A mil - swi"), inf("France: Treaty of Lyon: permit Spain"));
        assertEquals("Spain", unit(open.result().after(), "swi").power(), notes(open));
        assertTrue(notes(open).contains("France permits Spain to pass through Switzerland"), notes(open));
        Turn again = play(open.next(), orders(open.next(), "Spain: A swi - wur"), inf("France: Treaty of Lyon: forbid Spain"));
        assertEquals(List.of(), ss(again.next()).active(Sanction.TREATY_OF_LYON).choices().get("France"));
    }

    @Test
    void theTreatyOfLyonEndsWhenSwitzerlandIsCaptured() {
        GameState s = phase(with(put(R.start(), "France A swi"), Sanction.TREATY_OF_LYON, ENG, "France="), "F1615M");
        Turn t = play(s, List.of(), Map.of());
        assertTrue(notes(t).contains("Treaty of Lyon ends: Switzerland has been captured"), notes(t));
        assertFalse(ss(t.next()).inEffect(Sanction.TREATY_OF_LYON));
    }

    @Test
    void theTreatyOfLyonAndTheHuguenotRebellionEndWithFrance() {
        GameState s = with(with(R.start(), Sanction.TREATY_OF_LYON, ENG, "France="), Sanction.HUGUENOT_REBELLION, ENG);
        s = phase(st(s).withEliminated(List.of("France")).write(s), "F1615M");
        Turn t = play(s, List.of(), Map.of());
        assertTrue(notes(t).contains("Treaty of Lyon ends: France has been eliminated"), notes(t));
        assertTrue(notes(t).contains("Huguenot rebellion ends: France has been eliminated"), notes(t));
        assertTrue(ss(t.next()).active().isEmpty());
    }

    @Test
    void danoSwedishRivalryCatalonianRevoltAndIrishRebellionBarTheirPowers() {
        GameState d = with(R.start(), Sanction.DANO_SWEDISH_RIVALRY, ENG);
        assertTrue(refusal(d, "Denmark", "SWE").contains("Denmark may not deploy INFs to Sweden"));
        assertNull(refusal(d, "England", "SWE"));
        assertTrue(check(influence(d, "SWE", "Denmark", 3, "England", 4), "Denmark", "SWE > England").ok(), "attacks still allowed");
        GameState c = with(R.start(), Sanction.CATALONIAN_REVOLT, ENG);
        assertTrue(refusal(c, "Spain", "CAT").contains("Spain may not deploy INFs to Catalonia"));
        assertNull(refusal(c, "France", "CAT"));
        GameState i = with(R.start(), Sanction.IRISH_CATHOLIC_REBELLION, List.of("Spain"));
        assertTrue(refusal(i, "England", "IRE") != null && refusal(i, "Denmark", "IRE") != null);
        assertNull(refusal(i, "Spain", "IRE"));
    }

    @Test
    void theHuguenotRebellionWorksForFranceAndGuyenneAsTheRevoltForAustria() {
        GameState s = influence(with(R.start(), Sanction.HUGUENOT_REBELLION, ENG), "HES", "England", 6);
        assertTrue(refusal(s, "France", "HES").contains("Protestant-majority"));
        GameState w = phase(remove(s, "guy"), "LW1615A");
        assertInstanceOf(ParseResult.Error.class, R.parse(w, "France", "Build F guy"));
        GameState a = put(put(remove(s, "cas"), "England F bis"), "England A cas");
        Turn t = play(a, orders(a, "England: F bis - guy", "England: A cas S F bis - guy"), Map.of());
        assertTrue(notes(t).contains("France's Fleet Guyenne was dislodged and is disbanded: Guyenne is in revolt"), notes(t));
    }
}
