package org.chancery.variant.dote;

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
import org.chancery.variant.Turn;
import org.chancery.variant.roads.Roads;
import org.junit.jupiter.api.Test;

/** The build phase after the Fall: upkeep, the rulebook's build orders, money and build sites. */
class BuildPhaseTest {
    /** The build phase of 43 BC with every home province empty and money to spend. */
    static GameState winter(int talents) {
        GameState s = at("phase winter", "-his", "-ita", "-mac", "-gal", "-mes", "-egy", "-num");
        for (String p : new String[] {"Hispania", "Italia", "Macedonia", "Galatia", "Mesopotamia", "Egyptus", "Numidia"}) {
            s = at(s, "talents " + p + " " + talents);
        }
        return s;
    }

    @Test
    void everyBuildOrderOfTheRulebook() {
        GameState s = at(winter(100), "own nea Italia", "own asi Galatia", "+Numidia Inf sic", "own sic Numidia");
        Turn t = play(s, "Italia: Build Infantry Italia", "Hispania: Build Fleet Hispania(SC)", "Numidia: Build Catapult Numidia",
                "Egyptus: Build Cavalry Egyptus", "Italia: Build City Neapolis", "Galatia: Build Fort Asia",
                "Numidia: Destroy Sicilia");
        for (String o : new String[] {"Build Inf ita", "Build F his/sc", "Build Cav egy", "Build City nea", "Build Fort asi",
                "Remove Inf sic"}) {
            assertTrue(outcome(t, o).succeeded(), o + ": " + outcome(t, o));
        }
        assertFalse(outcome(t, "Build Cat num").succeeded(), "Numidia disbanded, so it may not also build");
        assertEquals("Hispania F his/sc", unit(t.next(), "his"));
        Roads roads = Roads.read(t.next());
        assertTrue(roads.hasCity(Dote.p("nea")) && !roads.isFortified(Dote.p("nea")));
        assertTrue(roads.isFortified(Dote.p("asi")), "a fort where there is no city is a fortified city");
        assertTrue(roads.hasRoad(Dote.p("ita"), Dote.p("nea")), "the new city joins Italia's capital by road");
        assertEquals(100 - 10 - 30, talents(t.next(), "Italia"));
        assertEquals(100 - 50, talents(t.next(), "Galatia"));
        assertEquals(100 - 20, talents(t.next(), "Egyptus"));
    }

    @Test
    void anyLegionMayBeDisbandedAndTheMoveBrowserOffersIt() {
        GameState s = at(winter(100), "+Numidia Inf sic");
        assertTrue(Dote.R.legalOrders(s, s.unitAt(Dote.p("sic"))).stream().anyMatch(o -> o.text().equals("Remove Inf sic")));
    }

    @Test
    void disbandIsAlsoWrittenDisband() {
        GameState s = at(winter(100), "+Numidia Inf sic");
        assertTrue(outcome(play(s, "Numidia: Disband Sicilia"), "Remove Inf sic").succeeded());
    }

    @Test
    void aFortOnAnExistingCityCostsTwentyAndIsNeverStacked() {
        GameState s = at(winter(100), "own sic Numidia", "city sic");
        Turn t = play(s, "Numidia: build fort SICILIA");
        assertTrue(Roads.read(t.next()).isFortified(Dote.p("sic")));
        assertEquals(80, talents(t.next(), "Numidia"));
        assertTrue(refusal(at(s, "fort sic"), "Numidia", "build fort SICILIA").contains("already fortified"));
        assertTrue(refusal(s, "Numidia", "build city SICILIA").contains("already has a city"));
    }

    @Test
    void razeGalatiaAndJudiaDestroyTheCityAndItsRoadsWithoutRefund() {
        GameState s = at(winter(100), "own jud Egyptus", "city jud", "own cap Galatia", "city cap");
        assertTrue(Roads.read(s).hasRoad(Dote.p("gal"), Dote.p("cap")));
        Turn t = play(s, "Galatia: Raze Galatia", "Egyptus: raze JUDIA");
        Roads roads = Roads.read(t.next());
        assertFalse(roads.hasCity(Dote.p("gal")));
        assertFalse(roads.hasCity(Dote.p("jud")));
        assertFalse(roads.hasRoad(Dote.p("gal"), Dote.p("cap")));
        assertEquals(100, talents(t.next(), "Galatia"));
    }

    @Test
    void aRazedCapitalMustBeRebuiltBeforeAnyBuild() {
        GameState s = at(winter(100), "raze gal");
        Turn alone = play(s, "Galatia: Build Infantry Galatia");
        assertTrue(outcome(alone, "Build Inf gal").reason().contains("razed"), "rebuilt in the same phase or not at all (EmpireAnswersTest)");
        Turn t = play(s, "Galatia: Build City Galatia");
        assertTrue(Roads.read(t.next()).hasCity(Dote.p("gal")));
    }

    @Test
    void legionsAreBuiltOnlyInTheCapitalOrCitiesJoinedToItInEmptyProvinces() {
        GameState s = at(winter(100), "own sic Italia", "city sic", "own rhe Italia", "city rhe", "+Italia Inf rhe");
        assertTrue(refusal(s, "Italia", "Build Infantry Sicilia").contains("not joined by roads"));
        assertTrue(refusal(s, "Italia", "Build Infantry Rhetia").contains("occupied"));
        assertTrue(refusal(s, "Italia", "Build Infantry Dalmatia").contains("not Italia's"));
        assertTrue(refusal(s, "Italia", "Build Fleet Italia").contains("coast"));
    }

    @Test
    void aCityAndALegionInItInOneBuildPhase() {
        GameState s = at(winter(100), "own nea Italia");
        Turn t = play(s, "Italia: Build City Neapolis", "Italia: Build Infantry Neapolis");
        assertTrue(outcome(t, "Build Inf nea").succeeded(), t.result().outcomes().toString());
        assertEquals(60, talents(t.next(), "Italia"));
    }

    @Test
    void buildsThatCostMoreThanTheTreasuryAllFailAndTheMoneyStays() {
        GameState s = at(winter(35), "own nea Italia");
        Turn t = play(s, "Italia: Build City Neapolis", "Italia: Build Infantry Italia");
        assertFalse(outcome(t, "Build City nea").succeeded());
        assertFalse(outcome(t, "Build Inf ita").succeeded());
        assertTrue(outcome(t, "Build Inf ita").reason().contains("not enough money"), outcome(t, "Build Inf ita").reason());
        assertEquals(35, talents(t.next(), "Italia"));
        assertNull(unit(t.next(), "ita"));
    }

    @Test
    void upkeepIsTenALegionPaidAutomatically() {
        GameState s = at(winter(45), "+Italia Inf rhe", "+Italia Cav nor");
        Turn t = play(s);
        assertEquals(25, talents(t.next(), "Italia"));
    }

    @Test
    void aPowerThatCannotPayUpkeepLosesItsFarthestLegions() {
        GameState s = at(winter(15), "+Italia Inf rhe", "+Italia Inf ach", "+Italia Cav dac");
        assertEquals(2, Dote.R.owed(s).get("Italia"));
        String told = String.join(" ", Dote.R.duties(s, "Italia"));
        assertTrue(told.contains("holds 15 talents") && told.contains("must disband 2 legions"), told);
        Turn t = play(s);
        assertEquals("Italia Inf rhe", unit(t.next(), "rhe"));
        assertNull(unit(t.next(), "ach"));
        assertNull(unit(t.next(), "dac"));
        assertEquals(5, talents(t.next(), "Italia"));
        assertTrue(t.notes().stream().anyMatch(n -> n.contains("cannot pay the upkeep")), t.notes().toString());
    }

    @Test
    void aPowerThatDisbandsEnoughPaysForTheRest() {
        GameState s = at(winter(15), "+Italia Inf rhe", "+Italia Inf ach", "+Italia Cav dac");
        Turn t = play(s, "Italia: Destroy Rhetia", "Italia: Destroy Dacia");
        assertEquals("Italia Inf ach", unit(t.next(), "ach"));
        assertEquals(5, talents(t.next(), "Italia"));
    }

    @Test
    void aPowerWithoutItsHomeCannotBuildAndACapturedCapitalIsAnOrdinaryFortifiedCityForItsCaptor() {
        GameState s = at(winter(100), "own egy Galatia", "own jud Galatia", "own syr Galatia", "own cil Galatia",
                "city jud", "city syr", "city cil");
        assertTrue(refusal(s, "Egyptus", "Build Infantry Egyptus").contains("lost"));
        // Galatia's capital joins Egyptus through Cilicia, Syria and Judaea
        Turn t = play(s, "Galatia: Build Cavalry Egyptus");
        assertTrue(outcome(t, "Build Cav egy").succeeded(), t.result().outcomes().toString());
    }

    @Test
    void aCityJoinedToTheCapitalThroughACapturedCityMayBuild() {
        // issue 37: Hispania's roads run through Aquitania to Lugdunensis; Italia takes Aquitania, the roads stay
        GameState built = at(winter(100), "own aqu Hispania", "own lug Hispania", "city aqu", "city lug");
        GameState s = at(built, "own aqu Italia");
        assertEquals(Roads.read(built).roads(), Roads.read(s).roads(), "a capture removes no road");
        Turn t = play(s, "Hispania: Build Infantry Lugdunensis");
        assertTrue(outcome(t, "Build Inf lug").succeeded(), t.result().outcomes().toString());
        assertTrue(refusal(s, "Hispania", "Build Infantry Aquitania").contains("not Hispania's"));
        GameState razed = at(s, "raze aqu");
        assertTrue(refusal(razed, "Hispania", "Build Infantry Lugdunensis").contains("not joined by roads"),
                "razing the city between cuts the road");
    }
}
