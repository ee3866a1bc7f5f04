package org.chancery.variant.europe1615.sanctions;

import static org.chancery.variant.europe1615.Fixture.*;
import static org.chancery.variant.europe1615.sanctions.SanctionFixture.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.Test;

/** The five embargoes, chosen by the most influential submitter, and the Satellite state. */
class EmbargoesTest {
    @Test
    void theMostInfluentialSubmitterChoosesTheEmbargoedStateByTheFirstSpringDeadline() {
        GameState s = handsAt(R.start(), "LW1615A", "England=Embargo on Spain", "France=Embargo on Spain");
        Turn t = play(s, List.of(), inf("England: Embargo on Spain", "France: Embargo on Spain"));
        SanctionState.Effect e = ss(t.next()).active(Sanction.EMBARGO_ON_SPAIN);
        assertEquals(List.of("England", "France"), e.holders());
        assertEquals(List.of("France"), e.pending(), "France has 21 INFs to England's 17");
        assertEquals("S1616M", e.due());
        assertTrue(secret(t, "France").contains("you choose the state Spain may not deploy INFs to"), secret(t, "France"));
        assertTrue(secret(t, "France").contains("Spring 1616"), secret(t, "France"));
        assertEquals("", secret(t, "Spain").contains("Embargo") ? "leak" : "", "Spain is told nothing privately of it");
        GameState spring = t.next();
        assertTrue(check(spring, "England", "Embargo on Spain: CAT").errors().get(0).contains("only France"));
        assertFalse(check(spring, "France", "Embargo on Spain: Ottoman Empire").ok());
        assertTrue(check(spring, "France", "Embargo on Spain: Catalonia").ok());
        assertTrue(check(spring, "Spain", "3: CAT", "4: SAV").ok(), "Spain does not know yet");

        Turn chosen = play(spring, List.of(), inf("France: Embargo on Spain: cat", "Spain: 3: CAT", "Spain: 4: SAV"));
        assertTrue(notes(chosen).contains("France chooses for Embargo on Spain: CAT"), notes(chosen));
        assertEquals(Map.of(), st(chosen.next()).in("CAT"), "the embargo applies at once: Spain's INFs to Catalonia are refused");
        assertEquals(Map.of("Spain", 4), st(chosen.next()).in("SAV"), "the rest of the deployment stands");
        assertTrue(secret(chosen, "Spain").contains("3: CAT was refused"), secret(chosen, "Spain"));
        assertEquals(4, st(chosen.next()).spent().get("Spain"), "the refused INFs stay Spain's to deploy");
        assertTrue(refusal(chosen.next(), "Spain", "CAT").contains("Spain may not deploy INFs to Catalonia (Embargo on Spain)"));
    }

    @Test
    void anEmbargoWithoutAChoiceByTheDeadlineLapses() {
        GameState s = pending(phase(R.start(), "S1615M"), Sanction.EMBARGO_ON_FRANCE, List.of("Spain"), List.of("Spain"));
        Turn t = play(s, List.of(), Map.of());
        assertFalse(ss(t.next()).inEffect(Sanction.EMBARGO_ON_FRANCE));
        assertTrue(notes(t).contains("Spain made no choice for Embargo on France by the deadline"), notes(t));
        assertTrue(ss(t.next()).effects().get(0).ended().contains("lapsed"));
    }

    @Test
    void eachEmbargoBarsItsOwnPowerOnly() {
        for (Sanction x : List.of(Sanction.EMBARGO_ON_SPAIN, Sanction.EMBARGO_ON_AUSTRIA, Sanction.EMBARGO_ON_FRANCE,
                Sanction.EMBARGO_ON_DENMARK, Sanction.EMBARGO_ON_ENGLAND)) {
            GameState s = with(R.start(), x, List.of("Spain"), "Spain=HES");
            for (String p : SETUP.majors()) {
                assertEquals(p.equals(x.embargoed()), refusal(s, p, "HES") != null, x.title + " for " + p);
            }
            assertNull(refusal(s, x.embargoed(), "SAX"));
        }
    }

    @Test
    void anEmbargoEndsWhenItsPowerIsEliminatedAndLeavesEveryList() {
        GameState s = with(handsAt(R.start(), "F1615M", "Spain=Embargo on Denmark", "England=Embargo on Denmark,Stronghold I"),
                Sanction.EMBARGO_ON_ENGLAND, List.of("Spain"), "Spain=HES");
        s = st(s).withEliminated(List.of("England")).write(s);
        s = st(s).withEliminated(List.of("England", "Denmark")).write(s);
        Turn t = play(s, List.of(), Map.of());
        assertTrue(notes(t).contains("Embargo on England ends: England has been eliminated"), notes(t));
        assertEquals(List.of(), ss(t.next()).hand("Spain"), "the embargo on Denmark can never be played");
        assertTrue(notes(t).contains("gone from every list: Embargo on Denmark"), notes(t));
    }

    @Test
    void aSatelliteStateIsTheHoldersAloneAndEachHolderHasItsOwn() {
        GameState s = handsAt(R.start(), "LW1615A", "England=Satellite state", "Spain=Satellite state");
        s = SanctionState.read(s).withDeal(1, ss(s).hands(), Map.of("England", "HES", "Spain", "CAT")).write(s);
        Turn t = play(s, List.of(), inf("England: Satellite state", "Spain: Satellite state"));
        SanctionState.Effect e = ss(t.next()).active(Sanction.SATELLITE_STATE);
        assertEquals(Map.of("England", List.of("HES"), "Spain", List.of("CAT")), e.choices());
        assertTrue(refusal(t.next(), "Denmark", "HES").contains("only England"));
        assertNull(refusal(t.next(), "England", "HES"));
        assertTrue(refusal(t.next(), "England", "CAT").contains("only Spain"));
        GameState taken = own(s, "hes", "France");
        assertTrue(check(taken, "England", "Satellite state").errors().get(0).contains("not an independent pliant state"));
    }

    @Test
    void theDealListsAStateWithACentreAndAUnitForEachSatelliteCard() {
        GameState s = dealt();
        SanctionState ss = ss(s);
        List<String> eligible = SanctionRules.satellites(pol(s));
        assertFalse(eligible.contains("SWE") || eligible.contains("POLN") || eligible.contains("SWI") || eligible.contains("FRA"));
        assertTrue(eligible.contains("HES") && eligible.contains("CAT"));
        ss.satellites().forEach((p, k) -> {
            assertTrue(ss.hand(p).contains(Sanction.SATELLITE_STATE));
            assertTrue(eligible.contains(k), k);
        });
    }
}
