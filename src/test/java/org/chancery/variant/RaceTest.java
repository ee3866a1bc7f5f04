package org.chancery.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.game.Rulebook;
import org.junit.jupiter.api.Test;

/**
 * Each variant's race in its own measures, read from its rulebook's opening position: the game page charts
 * these. Public numbers only: the Empire's tribute follows from the board (NOTES, reading 15), its treasuries
 * are not a measure.
 */
class RaceTest {
    private static List<Measure> race(String variant) {
        Ruleset r = Rulebook.of(variant).rules();
        GameState s = r.start();
        return r.race(s);
    }

    private static List<String> names(List<Measure> race) { return race.stream().map(Measure::name).toList(); }

    @Test
    void classicCountsSupplyCentres() {
        List<Measure> race = race("classic");
        assertEquals(List.of("Supply centres"), names(race));
        assertEquals(4, race.get(0).byPower().get("Russia"), "Russia starts with four (rulebook)");
        assertEquals(3, race.get(0).byPower().get("England"));
        assertEquals(7, race.get(0).byPower().size());
    }

    @Test
    void w3kCountsCentresAndTheKingdomsWhoseCapitalAPowerHolds() {
        List<Measure> race = race("wars-of-the-three-kingdoms");
        assertEquals(List.of("Supply centres", "Kingdoms with a capital held"), names(race));
        // the rulebook's annex: Newcastle's fleet in York, Montrose's in Edinburgh, Ormond's in Dublin, Argyll's in
        // Belfast; nobody starts in London or Glasgow
        Map<String, Integer> kingdoms = race.get(1).byPower();
        for (String p : List.of("Newcastle", "Montrose", "Ormond", "Argyll")) assertEquals(1, kingdoms.get(p), p);
        for (String p : List.of("Crown", "Protectorate", "Manchester", "Hamilton", "Confederacy", "Cumberland")) {
            assertEquals(0, kingdoms.get(p), p);
        }
    }

    @Test
    void europe1615CountsRoundsWonThenTheScore() {
        List<Measure> race = race("europe-1615");
        assertEquals(List.of("Rounds won", "Score over all rounds"), names(race));
        assertEquals(Map.of("Austria", 0, "Denmark", 0, "England", 0, "France", 0, "Spain", 0), race.get(0).byPower());
        assertEquals(race.get(0).byPower().keySet(), race.get(1).byPower().keySet());
    }

    @Test
    void theDragonCountsThrallsAndVassalsTowardsVictory() {
        List<Measure> race = race("order-of-the-dragon");
        assertEquals(List.of("Centres towards victory (thralls and vassals counted)", "Own supply centres"), names(race));
        // §6.1: Burgundy's home centres are Dijon and Ghent, and it has no thrall; §6.2: Zaragoza is Castile's thrall
        assertEquals(2, race.get(0).byPower().get("Burgundy"));
        assertEquals(2, race.get(1).byPower().get("Burgundy"));
        assertEquals(3, race.get(0).byPower().get("Castile"), "its own two and its thrall's");
        assertEquals(2, race.get(1).byPower().get("Castile"));
        // §3.0: 20 centres belong to the ten players and 6 to their thralls; no vassals yet
        assertEquals(20, race.get(1).byPower().values().stream().mapToInt(Integer::intValue).sum());
        assertEquals(26, race.get(0).byPower().values().stream().mapToInt(Integer::intValue).sum());
        assertEquals(10, race.get(0).byPower().size(), "the ten players, not the minor powers");
    }

    @Test
    void iceAndFireCountsTheCentresOfTheHousesInTheGame() {
        List<Measure> race = race("ice-and-fire");
        assertEquals(List.of("Supply centres"), names(race));
        assertEquals(2, race.get(0).byPower().get("Stark"), "Winterfell and White Harbor");
        assertEquals(7, race.get(0).byPower().size(), "the seven Great Houses");
    }

    @Test
    void theEmpireCountsTerritoriesAndTributeButNoTreasury() {
        List<Measure> race = race("diplomacy-of-the-empire");
        assertEquals(List.of("Territories", "Tribute (talents a year)"), names(race));
        // each power starts with its home, one of the sixteen ten-talent provinces, and its capital city, worth 5
        for (Map.Entry<String, Integer> e : race.get(1).byPower().entrySet()) assertEquals(15, e.getValue(), e.getKey());
        for (Map.Entry<String, Integer> e : race.get(0).byPower().entrySet()) assertEquals(1, e.getValue(), e.getKey());
        assertEquals(7, race.get(0).byPower().size());
    }
}
