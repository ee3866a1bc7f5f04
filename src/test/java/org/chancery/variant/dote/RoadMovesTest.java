package org.chancery.variant.dote;

import static org.chancery.variant.dote.Dote.at;
import static org.chancery.variant.dote.Dote.outcome;
import static org.chancery.variant.dote.Dote.play;
import static org.chancery.variant.dote.Dote.refusal;
import static org.chancery.variant.dote.Dote.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chancery.engine.GameState;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.Test;

/** The rulebook's road between Hispania and Macedonia, and the road rules. */
class RoadMovesTest {
    /** Hispania and Macedonia joined through Narbonensis, Italia and Dalmatia (all cities, roads between them). */
    static GameState road() {
        return at("own nar Hispania", "own dal Macedonia", "city nar", "city dal", "road nar ita", "road ita dal",
                "-ita");
    }

    @Test
    void hispaniaMovesToMacedoniaAlongTheRoadAsOneMove() {
        GameState s = at(road(), "-mac");
        Turn t = play(s, "Hispania: HISPANIA move to Nar, Ita, Dal, MACIDONIA");
        assertTrue(outcome(t, "Inf his-nar-ita-dal-mac").succeeded());
        assertEquals("Hispania Inf mac", unit(t.next(), "mac"));
        assertNull(unit(t.next(), "his"));
    }

    @Test
    void macedoniaMovesToHispaniaAlongTheSameRoad() {
        GameState s = at(road(), "-his");
        Turn t = play(s, "Macedonia: MACIDONIA move to Dal, Ita, Nar, HISPANIA");
        assertTrue(outcome(t, "Inf mac-dal-ita-nar-his").succeeded());
        assertEquals("Macedonia Inf his", unit(t.next(), "his"));
    }

    /** Rulebook: given together, the two armies bounce each other between Italia and Narbonensis. */
    @Test
    void bothRoadMovesTogetherBounceAndEachStopsInTheLastProvinceItEntered() {
        Turn t = play(road(), "Hispania: HISPANIA move to Nar, Ita, Dal, MACIDONIA",
                "Macedonia: MACIDONIA move to Dal, Ita, Nar, HISPANIA");
        assertFalse(outcome(t, "Inf his-nar-ita-dal-mac").succeeded());
        assertEquals("bounced entering Italia; stopped in Narbonensis", outcome(t, "Inf his-nar-ita-dal-mac").reason());
        assertEquals("Hispania Inf nar", unit(t.next(), "nar"));
        assertEquals("Macedonia Inf dal", unit(t.next(), "dal"));
        assertNull(unit(t.next(), "ita"));
        assertNull(unit(t.next(), "his"));
    }

    @Test
    void routesThatCrossAtDifferentStepsDoNotBounce() {
        GameState s = at(road(), "-mac", "+Italia Inf rhe", "own rhe Italia", "own nor Italia", "city rhe", "city nor");
        // Italia's infantry enters Italia at step 1 and leaves it at step 2, as Hispania's enters it
        Turn t = play(s, "Hispania: Inf his-nar-ita-dal-mac", "Italia: Inf rhe-ita-nor");
        assertTrue(outcome(t, "Inf his-nar-ita-dal-mac").succeeded(), t.result().outcomes().toString());
        assertTrue(outcome(t, "Inf rhe-ita-nor").succeeded(), t.result().outcomes().toString());
        assertEquals("Italia Inf nor", unit(t.next(), "nor"));
    }

    @Test
    void routesEnteringOneProvinceAtTheSameStepBounce() {
        GameState s = at(road(), "-mac", "+Italia Inf nor", "own rhe Italia", "own nor Italia", "city rhe", "city nor");
        Turn t = play(s, "Hispania: Inf his-nar-ita-dal-mac", "Italia: Inf nor-rhe-ita");
        assertEquals("Hispania Inf nar", unit(t.next(), "nar"));
        assertEquals("Italia Inf rhe", unit(t.next(), "rhe"));
    }

    @Test
    void aUnitMovingIntoTheFirstProvinceOfTheRouteBouncesBoth() {
        GameState s = at(road(), "-mac", "+Italia Inf aqu");
        Turn t = play(s, "Hispania: Inf his-nar-ita-dal-mac", "Italia: Inf aqu-nar");
        assertEquals("Hispania Inf his", unit(t.next(), "his"));
        assertEquals("Italia Inf aqu", unit(t.next(), "aqu"));
    }

    @Test
    void aUnitStandingOnTheRouteStopsTheTravellerBeforeIt() {
        GameState s = at(road(), "-mac", "+Italia Inf ita");
        Turn t = play(s, "Hispania: Inf his-nar-ita-dal-mac");
        assertEquals("Hispania Inf nar", unit(t.next(), "nar"));
        assertEquals("Italia Inf ita", unit(t.next(), "ita"));
    }

    @Test
    void aRoadMoveSupportedIntoAProvinceOnItsRouteDislodgesTheUnitThereAndGoesOn() {
        GameState s = at(road(), "-mac", "+Italia Inf ita", "+Hispania Inf rhe", "+Hispania Inf nor");
        // Italia's capital is fortified: its infantry holds with 2, so it takes two supports to dislodge it
        Turn t = play(s, "Hispania: Inf his-nar-ita-dal-mac", "Hispania: Inf rhe S Inf his-ita", "Hispania: Inf nor S Inf his-ita");
        assertTrue(outcome(t, "Inf rhe S Inf his-ita").succeeded(), t.result().outcomes().toString());
        assertEquals("Hispania Inf mac", unit(t.next(), "mac"), t.result().outcomes() + " " + t.next().units());
        assertEquals(1, t.next().dislodged().size());
        assertEquals("nar", t.next().dislodged().get(0).attackerFrom().id());
    }

    @Test
    void oneSupportIsNotEnoughAgainstAFortifiedCapital() {
        GameState s = at(road(), "-mac", "+Italia Inf ita", "+Hispania Inf rhe");
        Turn t = play(s, "Hispania: Inf his-nar-ita-dal-mac", "Hispania: Inf rhe S Inf his-ita");
        assertEquals("Hispania Inf nar", unit(t.next(), "nar"));
        assertTrue(t.next().dislodged().isEmpty());
    }

    @Test
    void aSupportIntoALaterProvinceIsCutByAnAttackAtThatStep() {
        GameState s = at(road(), "-mac", "+Italia Inf ita", "+Hispania Inf rhe", "+Hispania Inf nor",
                "+Galatia Inf bel", "own bel Galatia", "own ger Galatia", "own rhe Galatia", "city bel", "city ger", "city rhe");
        // Galatia's infantry reaches Rhetia's border at step 2 along its own road, as the supported step is made
        Turn t = play(s, "Hispania: Inf his-nar-ita-dal-mac", "Hispania: Inf rhe S Inf his-ita",
                "Hispania: Inf nor S Inf his-ita", "Galatia: Inf bel-ger-rhe");
        assertEquals("Hispania Inf nar", unit(t.next(), "nar"), t.result().outcomes().toString());
    }

    @Test
    void aRoadMoveMayNotLoopAndNeedsRoads() {
        GameState s = road();
        assertTrue(refusal(s, "Hispania", "Inf his-nar-his").contains("twice"), refusal(s, "Hispania", "Inf his-nar-his"));
        assertTrue(refusal(s, "Hispania", "Inf his-aqu-lug").contains("no road"), refusal(s, "Hispania", "Inf his-aqu-lug"));
        assertTrue(refusal(at(road(), "-mac", "+Hispania F mad"), "Hispania", "F mad-ita/ec-dal").contains("one province"));
    }

    @Test
    void roadsJoinNeighbouringCitiesOfOneOwnerButNeverAcrossTheSeaOrAStrait() {
        GameState s = at("own nea Italia", "own sic Italia", "own sar Italia", "city nea", "city sic", "city sar");
        var roads = org.chancery.variant.roads.Roads.read(s);
        assertTrue(roads.hasRoad(Dote.p("ita"), Dote.p("nea")));
        assertFalse(roads.hasRoad(Dote.p("nea"), Dote.p("sic")), "Neapolis-Sicilia is a strait");
        assertFalse(roads.hasRoad(Dote.p("sic"), Dote.p("sar")));
        GameState mixed = at("own nar Hispania", "city nar", "own rhe Italia", "city rhe");
        assertFalse(org.chancery.variant.roads.Roads.read(mixed).hasRoad(Dote.p("nar"), Dote.p("rhe")), "two owners: no road");
    }

    @Test
    void aRoadIsKeptWhenItsCityIsCaptured() {
        GameState s = at("phase fall", "own nar Hispania", "city nar", "-his", "+Italia Inf aqu");
        Turn t = play(s, "Italia: Inf aqu-his");
        assertEquals("Italia", t.next().ownerOf(Dote.p("his")));
        assertTrue(org.chancery.variant.roads.Roads.read(t.next()).hasRoad(Dote.p("his"), Dote.p("nar")));
    }

    @Test
    void aRetreatGoesOneProvinceNeverAlongARoad() {
        GameState s = at(road(), "-mac", "+Italia Inf ita", "+Italia Inf rhe", "+Italia Inf nor", "+Hispania Inf dal");
        GameState r = play(at(s, "-his", "+Hispania Inf nar"), "Italia: Inf ita-nar", "Italia: Inf rhe S Inf ita-nar").next();
        assertEquals(1, r.dislodged().size());
        String why = refusal(r, "Hispania", "Inf nar-his-lus");
        assertTrue(why.contains("never along a road"), why);
    }

    @Test
    void theMoveBrowserOffersRoadMoves() {
        GameState s = at(road(), "-mac");
        var offered = Dote.R.legalOrders(s, s.unitAt(Dote.p("his"))).stream().map(o -> o.text()).toList();
        assertTrue(offered.contains("Inf his-nar-ita-dal-mac"), offered.toString());
        assertTrue(offered.contains("Inf his-nar"), offered.toString());
    }

    @Test
    void noRetreatByRoadAndFleetsNeverUseRoads() {
        GameState s = at(road(), "-his", "+Hispania F his/sc");
        assertTrue(refusal(s, "Hispania", "F his/sc-nar-ita").contains("fleet"), refusal(s, "Hispania", "F his/sc-nar-ita"));
    }
}
