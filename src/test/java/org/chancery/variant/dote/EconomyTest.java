package org.chancery.variant.dote;

import static org.chancery.variant.dote.Dote.R;
import static org.chancery.variant.dote.Dote.at;
import static org.chancery.variant.dote.Dote.outcome;
import static org.chancery.variant.dote.Dote.play;
import static org.chancery.variant.dote.Dote.refusal;
import static org.chancery.variant.dote.Dote.talents;
import static org.chancery.variant.dote.Dote.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chancery.engine.GameState;
import org.chancery.engine.PhaseType;
import org.chancery.variant.Turn;
import org.chancery.variant.economy.Treasury;
import org.junit.jupiter.api.Test;

/** Control, tribute, inflation and payments. */
class EconomyTest {
    @Test
    void aBlankTerritoryIsTakenAtTheEndOfSpringAnOwnedOneOnlyAtTheEndOfFall() {
        GameState s = at("+Italia Inf rhe", "+Italia Inf nor", "own nor Hispania");
        Turn spring = play(s, "Italia: Inf rhe H");
        assertEquals("Italia", spring.next().ownerOf(Dote.p("rhe")));
        assertEquals("Hispania", spring.next().ownerOf(Dote.p("nor")));
        Turn fall = play(spring.next());
        assertEquals("Italia", fall.next().ownerOf(Dote.p("nor")));
        assertEquals(PhaseType.ADJUSTMENT, fall.next().phase().type());
    }

    @Test
    void tributeIsEachTerritorysTalentsPlusFiveForEachCity() {
        // Hispania: its home (10) with its capital (5); Lusitania (5) with a city (5); Baetica (5)
        GameState s = at("phase fall", "own lus Hispania", "own bea Hispania", "city lus");
        Turn t = play(s);
        assertEquals(30, talents(t.next(), "Hispania"));
        assertTrue(t.notes().stream().anyMatch(n -> n.startsWith("Tribute for 43 BC:") && n.contains("Hispania 30")), t.notes().toString());
        assertTrue(Treasury.read(t.next()).ledgerOf("Hispania").get(0).contains("tribute +30"));
    }

    @Test
    void tributeOfAtLeast105DoublesEveryPriceFromThisBuildPhaseAnd205Triples() {
        GameState s = at("phase fall");
        for (String p : new String[] {"aqu", "lus", "bea", "nar", "lug", "bel", "ger", "rhe", "bal", "cor", "sar"}) {
            s = at(s, "own " + p + " Hispania");
        }
        s = at(s, "city aqu", "city lus", "city bea", "city nar", "city lug", "city bel", "city ger");
        int tribute = new Empire(new DoteSetup(R.variant())).tribute(s, "Hispania");
        assertTrue(tribute >= 105, "tribute " + tribute);
        Turn t = play(s);
        assertEquals(2, Treasury.read(t.next()).priceFactor());
        assertTrue(t.notes().stream().anyMatch(n -> n.startsWith("Inflation")), t.notes().toString());
        GameState rich = at(t.next(), "talents Hispania 500", "-his");
        Turn winter = play(rich, "Hispania: Build Infantry Hispania");
        assertTrue(outcome(winter, "Build Inf his").succeeded(), winter.result().outcomes().toString());
        assertEquals(480, talents(winter.next(), "Hispania"), "an infantry costs 2 x 10");
    }

    @Test
    void theInflationMarksAre105And205() {
        var prices = new DoteSetup(R.variant()).prices;
        assertEquals(1, prices.factorAfter(100, 1));
        assertEquals(2, prices.factorAfter(105, 1));
        assertEquals(2, prices.factorAfter(200, 1));
        assertEquals(3, prices.factorAfter(205, 1));
        assertEquals(3, prices.factorAfter(50, 3));
        assertEquals(20, prices.upkeep(2));
        assertEquals(90, prices.of("K", 3));
    }

    @Test
    void inflationNeverReverses() {
        GameState s = at("phase fall", "prices 2");
        Turn t = play(s);
        assertEquals(2, Treasury.read(t.next()).priceFactor());
    }

    @Test
    void payThirtyFiveToEgyptusArrivesAtTheEndOfTheSeason() {
        GameState s = at("talents Numidia 50");
        Turn t = play(s, "Numidia: PAY 35 Egyptus");
        assertTrue(outcome(t, "PAY 35 Egyptus").succeeded());
        assertEquals(15, talents(t.next(), "Numidia"));
        assertEquals(35, talents(t.next(), "Egyptus"));
    }

    @Test
    void payIsInStepsOfFiveAndNeverMoreThanOnHand() {
        GameState s = at("talents Numidia 30");
        assertTrue(refusal(s, "Numidia", "PAY 33 Egyptus").contains("multiple of 5"));
        assertTrue(refusal(s, "Numidia", "PAY 35 Egyptus").contains("holds 30"));
        assertTrue(refusal(s, "Numidia", "PAY 35 Atlantis").contains("no power"));
        assertTrue(refusal(s, "Numidia", "PAY 5 Numidia").contains("itself"));
        Turn t = play(s, "Numidia: PAY 20 Egyptus", "Numidia: PAY 15 Italia");
        assertTrue(outcome(t, "PAY 20 Egyptus").succeeded());
        assertFalse(outcome(t, "PAY 15 Italia").succeeded(), "only 10 left after the first payment");
    }

    @Test
    void aPaymentToAHomeCapturedThatFallIsInterceptedByTheInvader() {
        GameState s = at("phase fall", "talents Numidia 50", "+Galatia Inf jud", "+Galatia Inf ara", "-egy");
        Turn t = play(s, "Numidia: PAY 35 Egyptus", "Galatia: Inf jud-egy");
        assertEquals("Galatia", t.next().ownerOf(Dote.p("egy")));
        assertEquals(0, talents(t.next(), "Egyptus"));
        assertTrue(talents(t.next(), "Galatia") >= 35 + 10, "intercepted payment and tribute: " + talents(t.next(), "Galatia"));
        assertTrue(t.notes().stream().anyMatch(n -> n.contains("intercepts Numidia's payment of 35")), t.notes().toString());
    }

    @Test
    void aPowerThatHasLostItsHomeReceivesNoPay() {
        GameState s = at("talents Numidia 50", "own egy Galatia");
        assertTrue(refusal(s, "Numidia", "PAY 35 Egyptus").contains("no payments"));
    }

    @Test
    void theInvaderTakesTheTreasuryAndThisYearsTributeOfTheLosersEmptyTerritories() {
        GameState s = at("phase fall", "talents Egyptus 40", "own cyr Egyptus", "own jud Egyptus", "+Egyptus Inf jud",
                "-egy", "+Galatia Inf ara");
        Turn t = play(s, "Galatia: Inf ara-egy");
        GameState w = t.next();
        assertEquals("Galatia", w.ownerOf(Dote.p("egy")));
        // Galatia: its own 15 (home and capital), Egyptus (10 + 5 for its city), the treasury 40, Cyrenaica's 10
        assertEquals(15 + 15 + 40 + 10, talents(w, "Galatia"));
        // Egyptus keeps only the tribute where its legions stand: Judaea 5
        assertEquals(5, talents(w, "Egyptus"));
        assertEquals(1, Treasury.read(w).priceFactor(), "the bonus does not count towards inflation");
    }

    @Test
    void withoutItsHomeAPowerKeepsNoTreasuryAfterTheBuildPhase() {
        GameState s = at("phase winter", "own egy Galatia", "talents Egyptus 25");
        Turn t = play(s);
        assertEquals(0, talents(t.next(), "Egyptus"));
    }
}
