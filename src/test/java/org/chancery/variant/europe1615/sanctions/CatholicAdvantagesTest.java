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
import org.chancery.engine.PhaseType;
import org.chancery.variant.MapMarks;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.Test;

/** The four Catholic advantages: each one's effect, choices and cancellation. */
class CatholicAdvantagesTest {
    @Test
    void theLeagueRemovesProtestantInfluenceAndBindsItsMembers() {
        GameState s = handsAt(R.start(), "LW1615A", "Spain=Catholic League");
        s = influence(s, "BAV", "England", 6, "Austria", 2);
        s = influence(s, "WES", "Denmark", 3);
        Turn t = play(s, List.of(), inf("Spain: Catholic League"));
        assertTrue(ss(t.next()).inEffect(Sanction.CATHOLIC_LEAGUE), notes(t));
        assertEquals(Map.of("Austria", 2), st(t.next()).in("BAV"));
        assertEquals(Map.of(), st(t.next()).in("WES"));
        assertTrue(refusal(t.next(), "England", "FRA").contains("only the Catholic powers"));
        assertNull(refusal(t.next(), "France", "FRA"));

        GameState m = with(put(put(R.start(), "France A wur"), "Spain A fra"), Sanction.CATHOLIC_LEAGUE, List.of("Spain"));
        Turn fight = play(m, orders(m, "France: A wur - bav", "Spain: A fra S A wur - bav"), Map.of());
        assertEquals("Bavaria", unit(fight.result().after(), "bav").power(), "Bavaria is a member");
        GameState a = with(put(put(put(R.start(), "France A tyr"), "Spain A wur"), "Spain A fra"), Sanction.CATHOLIC_LEAGUE, List.of("Spain"));
        a = put(remove(a, "bav"), "Austria A bav");
        Turn f2 = play(a, orders(a, "Spain: A wur - bav", "Spain: A fra S A wur - bav"), Map.of());
        assertEquals("Austria", unit(f2.result().after(), "bav").power(), "Spain never dislodges Austria");
    }

    @Test
    void theLeagueEndsWhenBavariaIsCaptured() {
        GameState s = phase(with(put(R.start(), "England A bav"), Sanction.CATHOLIC_LEAGUE, List.of("Spain")), "F1615M");
        Turn t = play(s, List.of(), Map.of());
        assertFalse(ss(t.next()).inEffect(Sanction.CATHOLIC_LEAGUE), notes(t));
        assertTrue(notes(t).contains("Catholic League ends: Bavaria has been captured"), notes(t));
    }

    @Test
    void polishInterventionAdmitsOnlyCatholicsLetsPolishUnitsRetreatAndEndsWithWarsaw() {
        GameState s = with(R.start(), Sanction.POLISH_INTERVENTION, List.of("Spain"));
        assertTrue(refusal(s, "England", "POLN").contains("only the Catholic powers"));
        assertNull(refusal(s, "Austria", "POLN"));
        GameState a = influence(put(put(remove(s, "pru"), "Denmark A sil"), "Denmark A kra"), "POLN", "Austria", 5);
        Turn t = play(a, orders(a, "Denmark: A sil - war", "Denmark: A kra S A sil - war"), Map.of());
        assertEquals(PhaseType.RETREAT, t.next().phase().type(), notes(t));
        Turn r = play(t.next(), orders(t.next(), "Austria: A war - pru"), Map.of());
        assertEquals("Poland", unit(r.next(), "pru").power());
        Turn fall = play(phase(put(s, "Denmark A war"), "F1615M"), List.of(), Map.of());
        assertFalse(ss(fall.next()).inEffect(Sanction.POLISH_INTERVENTION), notes(fall));
    }

    @Test
    void catholicImmunityStopsProtestantAttacksOnCatholics() {
        GameState s = influence(with(R.start(), Sanction.CATHOLIC_IMMUNITY, List.of("Spain")), "LOR", "France", 4, "England", 3, "Denmark", 2);
        assertTrue(check(s, "England", "LOR > France").errors().get(0).contains("immune"));
        assertTrue(check(s, "England", "LOR > Denmark").ok());
        assertTrue(check(s, "France", "LOR > England").ok());
    }

    @Test
    void theMostInfluentialCatholicSubmitterChoosesAStateForEachSubmitter() {
        GameState s = handsAt(R.start(), "LW1615A", "Spain=Ecclesiastical reservation", "Austria=Ecclesiastical reservation",
                "England=Ecclesiastical reservation");
        Turn t = play(s, List.of(), inf("Spain: Ecclesiastical reservation", "Austria: Ecclesiastical reservation",
                "England: Ecclesiastical reservation"));
        SanctionState.Effect e = ss(t.next()).active(Sanction.ECCLESIASTICAL_RESERVATION);
        assertEquals(List.of("Spain"), e.pending(), "Spain has the most INFs (23)");
        assertEquals(List.of("Spain", "Austria"), e.holders(), "England's submission was a failed challenge");
        assertTrue(secret(t, "Spain").contains("you choose 2 minor German or Italian states"), secret(t, "Spain"));
        GameState spring = t.next();
        assertTrue(check(spring, "Austria", "Ecclesiastical reservation: WUR, SAX").errors().get(0).contains("only Spain"));
        for (String bad : List.of("PAPL, WUR", "DUT, WUR", "CAT, WUR", "TRA, WUR", "IRE, SAX", "WUR")) {
            assertFalse(check(spring, "Spain", "Ecclesiastical reservation: " + bad).ok(), bad);
        }
        assertTrue(check(spring, "Spain", "Ecclesiastical reservation: WUR, SAX").ok());
        Turn chosen = play(spring, List.of(), inf("Spain: Ecclesiastical reservation: WUR, Saxony"));
        assertEquals(List.of("WUR", "SAX"), ss(chosen.next()).active(Sanction.ECCLESIASTICAL_RESERVATION).chosen());
        assertTrue(notes(chosen).contains("Spain chooses for Ecclesiastical reservation: WUR, SAX"), notes(chosen));
    }

    @Test
    void aReservedStateIsNeverCapturedByProtestantsNorMarkedProtestant() {
        GameState s = with(R.start(), Sanction.ECCLESIASTICAL_RESERVATION, List.of("Spain"), "Spain=WUR");
        s = influence(s, "WUR", "England", 6);
        assertNull(pol(s).marker(pol(s).get("WUR")), "no Protestant marker under the reservation");
        assertTrue(R.marks(s).marks().stream().anyMatch(m -> m.at().equals(List.of("wur")) && "#ffffff".equals(m.colour())
                && m.symbol() == MapMarks.Symbol.CROSS), "a white cross");
        GameState c = influence(s, "WUR", "Spain", 6);
        assertEquals("catholic", pol(c).marker(pol(c).get("WUR")), "a Catholic marker may stand beside it");
        GameState fall = phase(put(s, "England A wur"), "F1615M");
        assertEquals("Wuerttemberg", play(fall, List.of(), Map.of()).next().ownerOf(p("wur")), "England occupies, never captures");
        GameState hesse = phase(influence(put(s, "Hesse A wur"), "HES", "England", 4), "F1615M");
        assertEquals("Wuerttemberg", play(hesse, List.of(), Map.of()).next().ownerOf(p("wur")), "nor a state aligned with England");
        GameState france = phase(put(s, "France A wur"), "F1615M");
        assertEquals("France", play(france, List.of(), Map.of()).next().ownerOf(p("wur")), "a Catholic power still captures");
    }
}
