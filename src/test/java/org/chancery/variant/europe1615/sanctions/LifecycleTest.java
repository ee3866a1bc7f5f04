package org.chancery.variant.europe1615.sanctions;

import static org.chancery.variant.europe1615.Fixture.*;
import static org.chancery.variant.europe1615.sanctions.SanctionFixture.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.variant.Opening;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.Test;

/** The deal at the start, the GM's settings, the Late Winter submissions, what is published, and /sanctions. */
class LifecycleTest {
    @Test
    void theDealIsMadeAsPlayBeginsRecordedForTheGmAndToldToEachPowerAlone() {
        Opening o = R.begin(R.start(), 42);
        SanctionState ss = ss(o.state());
        assertEquals(42L, ss.seed());
        assertEquals(Deal.lists(42, SETUP.majors()), ss.hands());
        assertTrue(o.record().get(0).startsWith("Sanctions dealt with seed 42: "), o.record().toString());
        for (String p : SETUP.majors()) {
            String told = String.join(" ", o.privateNotes().get(p));
            // The satellite state is named beside "Satellite state", not at the end of the list.
            assertFalse(told.replaceAll("Satellite state \\(satellite state \\w+\\)", "").contains("(satellite state"), told);
            String note = told.replaceAll(" \\(satellite state \\w+\\)", "");
            assertTrue(note.contains(Submissions.titles(ss.hand(p))), note);
            for (String other : SETUP.majors()) {
                if (!other.equals(p) && !ss.hand(other).equals(ss.hand(p))) assertFalse(note.contains(Submissions.titles(ss.hand(other))));
            }
        }
        assertEquals(ss.hands(), ss(R.begin(R.start(), 42).state()).hands(), "a replay deals the same");
        assertEquals(List.of(), R.begin(o.state(), 7).record(), "dealt once");
    }

    @Test
    void theGmTurnsTheSanctionsOffOrFixesTheSeedBeforeTheStartOnly() {
        GameState off = R.gmAction(R.start(), "sanctions", "off");
        Opening o = R.begin(off, 42);
        assertTrue(ss(o.state()).hands().isEmpty());
        assertTrue(ss(o.state()).off());
        assertEquals("Sanctions are not played in this game.", R.privateView(o.state(), "sanctions", "England"));
        assertThrows(IllegalArgumentException.class, () -> R.gmAction(o.state(), "sanctions", "on"), "not after the start");
        GameState fixed = R.gmAction(R.start(), "deal-seed", "1615");
        assertEquals(Deal.lists(1615, SETUP.majors()), ss(R.begin(fixed, 99).state()).hands());
        assertTrue(R.begin(fixed, 99).record().get(0).contains("fixed by the GM"));
        assertThrows(IllegalArgumentException.class, () -> R.gmAction(R.start(), "deal-seed", "soon"));
        assertThrows(IllegalArgumentException.class, () -> R.gmAction(dealt(), "deal-seed", "3"));
        assertThrows(IllegalArgumentException.class, () -> R.gmAction(R.start(), "sanctions", "maybe"));
        assertTrue(R.gmActions().stream().anyMatch(a -> a.startsWith("overlap")));
    }

    @Test
    void everyPowerWithASanctionLeftOwesASubmissionInLateWinterAndOnlyThen() {
        GameState s = phase(dealt(), "LW1615A");
        for (String p : SETUP.majors()) assertEquals(1, R.owed(s).get(p), p);
        assertTrue(R.owed(phase(dealt(), "EW1615A")).isEmpty());
        GameState emptyHanded = handsAt(R.start(), "LW1615A", "France=Forced march");
        assertEquals(Map.of("France", 1), R.owed(emptyHanded), "players with nothing left drop out");
        Turn fall = play(phase(dealt(), "F1615M"), List.of(), Map.of());
        assertEquals("LW1615A", fall.next().phase().code(), "Late Winter waits for the submissions");
        Turn none = play(phase(R.start(), "F1615M"), List.of(), Map.of());
        assertEquals("S1616M", none.next().phase().code(), "without a deal nobody owes anything");
    }

    @Test
    void aSubmissionIsOneSanctionFromTheOwnListWithSupportOnlyForTheOtherConfession() {
        GameState s = handsAt(R.start(), "LW1615A", "France=Saxon intervention,Catholic League,Embargo on Spain");
        assertEquals(List.of("Saxon intervention SUPPORT"), check(s, "France", "Saxon interv. support").accepted());
        assertEquals(List.of("Embargo on Spain"), check(s, "France", "[28]").accepted());
        assertTrue(check(s, "France", "Catholic League SUPPORT").errors().get(0).contains("your own confession"));
        assertTrue(check(s, "France", "Embargo on Spain SUPPORT").errors().get(0).contains("SUPPORT goes only"));
        assertTrue(check(s, "France", "Protestant Union").errors().get(0).contains("not on your list"));
        assertTrue(check(s, "France", "Embargo on Spain", "Catholic League").errors().get(0).contains("one sanction a year"));
        assertTrue(check(s, "England", "Protestant Union").errors().get(0).contains("no sanctions left"));
        assertTrue(check(s, "France", "Catholic League").ok());
        assertEquals(0, R.allocations().orElseThrow().budget(s, "France"));
        assertTrue(R.allocations().orElseThrow().suggestions(s, "France").contains("Saxon intervention SUPPORT"));
        assertFalse(R.allocations().orElseThrow().pointed(s), "a submission is a name, with no points");
        assertTrue(R.allocations().orElseThrow().pointed(phase(s, "S1616M")));
    }

    @Test
    void theBuildResultsPublishEverySubmissionAndWhatCameIntoEffectButNoList() {
        GameState s = handsAt(R.start(), "LW1615A", "France=Saxon intervention,Stronghold I", "Austria=Polish intervention,Relieve attrition",
                "Spain=Polish intervention,Forced march", "England=Embargo on Spain,Stronghold II", "Denmark=Embargo on France,Levy an army");
        Turn t = play(s, List.of(), inf("France: Saxon interv.", "Austria: Polish interv.", "Spain: Polish interv.",
                "England: Embargo Spain", "Denmark: Embargo France"));
        String pub = notes(t);
        assertTrue(pub.contains("Sanctions submitted for 1616: England: Embargo on Spain; Denmark: Embargo on France; Spain: Polish"
                + " intervention; France: Saxon intervention; Austria: Polish intervention."), pub);
        assertTrue(pub.contains("In effect from 1616: Embargo on Spain (England)."), pub);
        for (String secret : List.of("Stronghold", "Relieve", "Forced march", "Levy")) assertFalse(pub.contains(secret), secret + ": " + pub);
        assertEquals(List.of(Sanction.STRONGHOLD_II), ss(t.next()).hand("England"), "the sanction in effect leaves the list");
        assertEquals(List.of(Sanction.SAXON_INTERVENTION, Sanction.STRONGHOLD_I), ss(t.next()).hand("France"), "the rest stay");
        assertTrue(secret(t, "France").contains("Your sanctions now: Saxon intervention, Stronghold I."), secret(t, "France"));
        assertFalse(secret(t, "England").contains("Saxon"));
    }

    @Test
    void aSuccessfulChallengeCostsOnlyTheChallengersTheirCopies() {
        GameState s = handsAt(R.start(), "LW1615A", "Denmark=Protestant Union", "Spain=Protestant Union", "Austria=Protestant Union",
                "France=Protestant Union,Ottoman neutrality");
        Turn t = play(s, List.of(), inf("Denmark: Protestant Union", "Spain: Protestant Union", "Austria: Protestant Union",
                "France: Ottoman neutrality"));
        assertFalse(ss(t.next()).inEffect(Sanction.PROTESTANT_UNION));
        assertTrue(ss(t.next()).inEffect(Sanction.OTTOMAN_NEUTRALITY), notes(t));
        assertEquals(List.of(Sanction.PROTESTANT_UNION), ss(t.next()).hand("Denmark"));
        assertEquals(List.of(), ss(t.next()).hand("Spain"));
        assertEquals(List.of(Sanction.PROTESTANT_UNION), ss(t.next()).hand("France"), "France did not challenge");
        assertTrue(notes(t).contains("The challenge to Protestant Union by Spain, Austria succeeded"), notes(t));
    }

    @Test
    void sanctionsViewShowsTheOwnListAndEverythingInEffectButNoOtherList() {
        GameState s = with(handsAt(R.start(), "S1616M", "England=Kejserkrig,Stronghold III", "Spain=Catholic immunity"),
                Sanction.EMBARGO_ON_SPAIN, List.of("England"), "England=CAT");
        String mine = R.privateView(s, "sanctions", "England");
        assertTrue(mine.contains("Your sanctions (secret): Kejserkrig [16]"), mine);
        assertTrue(mine.contains("In effect: Embargo on Spain since 1615 (England) - England: CAT."), mine);
        assertFalse(mine.contains("Catholic immunity"), "Spain's list is Spain's: " + mine);
        String spain = R.privateView(s, "sanctions", "Spain");
        assertFalse(spain.contains("Kejserkrig") || spain.contains("Stronghold"), spain);
        assertTrue(spain.contains("Embargo on Spain"), spain);
        assertTrue(R.privateView(R.start(), "sanctions", "England").contains("dealt when the game starts"));
    }

    @Test
    void theLatestOverlapLetsTheLaterSanctionDecide() {
        GameState s = with(with(R.start(), Sanction.EMBARGO_ON_DENMARK, List.of("Spain"), "Spain=LOWR"), Sanction.KEJSERKRIG, List.of("Denmark"));
        assertTrue(refusal(s, "Denmark", "LOWR").contains("Embargo on Denmark"), "strict: every bar applies");
        assertTrue(refusal(s, "England", "LOWR").contains("Kejserkrig"));
        GameState latest = R.gmAction(s, "overlap", "latest");
        assertNull(refusal(latest, "Denmark", "LOWR"), "Kejserkrig came later and lets Denmark in");
        assertTrue(refusal(latest, "England", "LOWR").contains("Kejserkrig"));
        assertThrows(IllegalArgumentException.class, () -> R.gmAction(s, "overlap", "gm"));
    }
}
