package org.chancery.variant.europe1615.sanctions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chancery.variant.europe1615.sanctions.Selection.Submitted;
import org.junit.jupiter.api.Test;

/** The rulebook's selection: rank, importance, matching by several submitters, challenges and SUPPORT. */
class SelectionTest {
    private static final Map<String, String> FAITH = Map.of("England", "protestant", "Denmark", "protestant",
            "Spain", "catholic", "France", "catholic", "Austria", "catholic");

    /** "France: Saxon intervention", "Austria: Protestant Union SUPPORT" ... */
    private static Selection.Result select(String... lines) {
        List<Submitted> out = new ArrayList<>();
        for (String l : lines) {
            String[] w = l.split(": ");
            boolean support = w[1].endsWith(" SUPPORT");
            out.add(new Submitted(w[0], Sanction.find(support ? w[1].replace(" SUPPORT", "") : w[1]), support));
        }
        return Selection.select(out, FAITH::get);
    }

    private static List<Sanction> inEffect(Selection.Result r) {
        List<Sanction> out = new ArrayList<>();
        r.inEffect().forEach(c -> out.add(c.sanction()));
        return out;
    }

    @Test
    void theRulebooksExampleSubmissionPutsTheEmbargoOnSpainIntoEffect() {
        Selection.Result r = select("France: Saxon interv.", "Austria: Polish interv.", "Spain: Polish interv.",
                "England: Embargo Spain", "Denmark: Embargo France");
        assertEquals(List.of(Sanction.EMBARGO_ON_SPAIN), inEffect(r), "[28] ranks first in its category");
        assertEquals(List.of("England"), r.inEffect().get(0).holders());
    }

    @Test
    void withSatelliteStateInsteadTheSaxonAndPolishInterventionsBothComeIntoEffect() {
        Selection.Result r = select("France: Saxon interv.", "Austria: Polish interv.", "Spain: Polish interv.",
                "England: Satellite state", "Denmark: Embargo France");
        assertEquals(List.of(Sanction.SAXON_INTERVENTION, Sanction.POLISH_INTERVENTION), inEffect(r),
                "two submitters let Polish intervention match the more important Saxon intervention of equal rank");
    }

    @Test
    void bethlenAndTheEmbargoOnFranceBothComeIntoEffect() {
        Selection.Result r = select("France: Bethlen's intervention", "Spain: Embargo on France", "Austria: Embargo on France",
                "England: Irish Catholic rebellion", "Denmark: Ottoman neutrality");
        assertEquals(List.of(Sanction.BETHLENS_INTERVENTION, Sanction.EMBARGO_ON_FRANCE), inEffect(r));
        assertEquals(List.of("Spain", "Austria"), r.inEffect().get(1).holders());
    }

    @Test
    void bethlenSubmittedByThreeStillLetsTheEmbargoOfTwoMatchIt() {
        Selection.Result r = select("France: Bethlen's intervention", "England: Bethlen's intervention",
                "Denmark: Bethlen's intervention", "Spain: Embargo on France", "Austria: Embargo on France");
        assertEquals(List.of(Sanction.BETHLENS_INTERVENTION, Sanction.EMBARGO_ON_FRANCE), inEffect(r));
    }

    @Test
    void aSingleSubmitterDoesNotMatchAMoreImportantSanctionOfEqualRank() {
        Selection.Result r = select("England: Saxon intervention", "Spain: Polish intervention");
        assertEquals(List.of(Sanction.SAXON_INTERVENTION), inEffect(r), "Protestant advantages before Catholic ones");
        assertEquals(List.of(Sanction.CATHOLIC_LEAGUE), inEffect(select("France: Catholic League", "Spain: Anti-Hapsburg campaign",
                "England: Embargo on Spain")), "[30] over [29] and [28]");
        assertEquals(List.of(Sanction.ANTI_HAPSBURG_CAMPAIGN, Sanction.EMBARGO_ON_SPAIN), inEffect(select(
                "Denmark: Anti-Hapsburg campaign", "England: Embargo on Spain", "France: Embargo on Spain")));
    }

    @Test
    void strongholdIComesBeforeIIAndIIIOfTheSameRank() {
        assertEquals(List.of(Sanction.STRONGHOLD_I), inEffect(select("England: Stronghold III", "Spain: Stronghold I",
                "France: Stronghold II")));
        assertEquals(List.of(Sanction.STRONGHOLD_I, Sanction.STRONGHOLD_III), inEffect(select("England: Stronghold III",
                "Spain: Stronghold I", "France: Stronghold III")));
    }

    @Test
    void twoCatholicChallengersAgainstOneProtestantPreventTheUnion() {
        Selection.Result r = select("Denmark: Protestant Union", "Spain: Protestant Union", "Austria: Protestant Union",
                "England: Kejserkrig", "France: Catholic immunity");
        assertEquals(List.of(Sanction.KEJSERKRIG), inEffect(r), "the next highest comes into effect instead");
        assertEquals(Map.of("Spain", List.of(Sanction.PROTESTANT_UNION), "Austria", List.of(Sanction.PROTESTANT_UNION)), r.lost(),
                "the challengers lose their copies, Denmark keeps its own");
        assertTrue(r.notes().get(0).contains("succeeded"), r.notes().toString());
    }

    @Test
    void oneChallengerAgainstOneIsNotEnough() {
        Selection.Result r = select("Denmark: Protestant Union", "Spain: Protestant Union");
        assertEquals(List.of(Sanction.PROTESTANT_UNION), inEffect(r));
        assertEquals(List.of("Denmark"), r.inEffect().get(0).holders());
        assertTrue(r.lost().isEmpty(), "a failed challenge costs nothing");
    }

    @Test
    void supportCountsForTheConfessionAndIsNoChallenge() {
        Selection.Result r = select("Denmark: Protestant Union", "France: Protestant Union SUPPORT", "Spain: Protestant Union",
                "Austria: Protestant Union");
        assertEquals(List.of(Sanction.PROTESTANT_UNION), inEffect(r), "two challengers against Denmark and France's support");
        assertEquals(List.of("Denmark", "France"), r.inEffect().get(0).holders());
        Selection.Result league = select("Spain: Catholic League", "England: Catholic League", "Denmark: Catholic League");
        assertEquals(List.of(), inEffect(league), "the Protestant challenge to the League succeeds");
    }

    @Test
    void aChallengeWithNobodyOfTheConfessionIsAnOrdinarySubmission() {
        Selection.Result r = select("Spain: Saxon intervention");
        assertEquals(List.of(Sanction.SAXON_INTERVENTION), inEffect(r));
        assertTrue(r.lost().isEmpty());
    }

    @Test
    void sanctionsBelowTheRankInEffectAreNotConsideredAndKeepTheirChallengers() {
        Selection.Result r = select("England: Protestant Union", "Denmark: Saxon intervention", "Spain: Saxon intervention",
                "Austria: Saxon intervention", "France: Saxon intervention");
        assertEquals(List.of(Sanction.PROTESTANT_UNION), inEffect(r));
        assertTrue(r.lost().isEmpty(), "Saxon intervention was never weighed: " + r.lost());
    }
}
