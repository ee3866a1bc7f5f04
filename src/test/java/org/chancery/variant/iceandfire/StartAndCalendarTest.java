package org.chancery.variant.iceandfire;

import static org.chancery.variant.iceandfire.Iaf.R;
import static org.chancery.variant.iceandfire.Iaf.at;
import static org.chancery.variant.iceandfire.Iaf.p;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.chancery.engine.GameState;
import org.chancery.engine.Phase;
import org.chancery.engine.Unit;
import org.chancery.variant.GameEnd;
import org.chancery.variant.heirs.Heir;
import org.junit.jupiter.api.Test;

/** The start position unit by unit, the heirs, the calendar, victory and the draw. */
class StartAndCalendarTest {
    @Test
    void theStartMatchesTheRulebookUnitByUnit() {
        GameState s = R.start();
        Set<String> units = new TreeSet<>();
        for (Unit u : s.units()) units.add(u.power() + " " + u.shortName());
        assertEquals(new TreeSet<>(List.of(
                "Stark A wfl", "Stark F whi",
                "Lannister A cas", "Lannister A cro", "Lannister F lan",
                "Baratheon A sen", "Baratheon A kwd", "Baratheon F grr",
                "Tyrell A hig", "Tyrell A old", "Tyrell F sfl",
                "Martell A yrw", "Martell A ggr", "Martell F sun",
                "Greyjoy A har", "Greyjoy F gwy", "Greyjoy F pyk",
                "Targaryen A pen", "Targaryen F drs",
                "Wildlings A btw")), units);
        assertEquals(Set.of("Wildlings"), s.stationaryPowers());
        assertEquals("Lannister", s.ownerOf(p("kla")), "the Lannisters hold King's Landing");
        assertEquals("Baratheon", s.ownerOf(p("rke")), "the Baratheons hold the Red Keep");
        assertEquals(null, s.ownerOf(p("btw")), "Beyond the Wall is neutral");
        Map<String, Integer> centres = s.centreCounts();
        assertEquals(2, centres.get("Greyjoy"), "the Greyjoys start with more units (3) than centres");
        assertEquals(18, centres.values().stream().mapToInt(Integer::intValue).sum());
        assertEquals(List.of("Stark", "Lannister", "Baratheon", "Tyrell", "Martell", "Greyjoy", "Targaryen"), R.playablePowers());
    }

    @Test
    void eachHouseHasOneHeirAtItsCapitalAndTheTargaryensTwo() {
        Map<String, List<String>> byHouse = new TreeMap<>();
        for (Heir h : R.heirs(R.start()).all()) {
            byHouse.computeIfAbsent(h.power(), k -> new ArrayList<>()).add(h.id() + "@" + h.at());
            assertFalse(h.married());
        }
        assertEquals(Map.of("Stark", List.of("Stark@wfl"), "Lannister", List.of("Lannister@cas"),
                "Baratheon", List.of("Baratheon@sen"), "Tyrell", List.of("Tyrell@hig"), "Martell", List.of("Martell@sun"),
                "Greyjoy", List.of("Greyjoy@pyk"), "Targaryen", List.of("Targaryen 1@drs", "Targaryen 2@drs")), byHouse);
    }

    @Test
    void theYearRunsSpringSummerFallAutumnWinterFrom298() {
        Phase p = R.start().phase();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            names.add(p.season() + " " + p.year() + " " + p.code());
            p = R.variant().calendar().next(p);
        }
        assertEquals(List.of("Spring 298 S298M", "Summer 298 S298R", "Fall 298 F298M", "Autumn 298 A298R",
                "Winter 298 W298A", "Spring 299 S299M"), names);
    }

    /** Lannister with its 3 home centres and {@code more} others. */
    private static GameState lannister(String phase, int more) {
        List<String> edits = new ArrayList<>(List.of("phase " + phase));
        for (String c : List.of("dre", "bea", "rvl", "rrn", "hrh", "eyr", "gul", "gtt", "hhl", "dma", "sal", "bra",
                "myr", "tyr", "shi", "dwm").subList(0, more)) edits.add("own " + c + " Lannister");
        return at(edits.toArray(new String[0]));
    }

    private static GameState eighteen(String phase) { return lannister(phase, 15); }

    @Test
    void seventeenCentresDoNotWin() {
        var t = R.play(lannister("F298M", 14), List.of(), Map.of());
        assertEquals(17, t.next().centreCounts().get("Lannister"));
        assertTrue(R.end(t.next()).isEmpty());
    }

    @Test
    void eighteenCentresWinAtTheEndOfTheAutumnRetreats() {
        GameState autumn = at(eighteen("A298R"), "-wfl");
        autumn = autumn.toBuilder().dislodged(new org.chancery.engine.Dislodgement(
                new Unit("Stark", org.chancery.engine.UnitKind.ARMY, p("wfl").main()), p("bar"), false)).build();
        var t = R.play(autumn, List.of(), Map.of());
        assertEquals("W298A", t.next().phase().code());
        assertEquals(18, t.next().centreCounts().get("Lannister"));
        GameEnd end = R.end(t.next()).orElseThrow();
        assertEquals(List.of("Lannister"), end.winners());
        assertFalse(end.draw());
    }

    @Test
    void victoryIsCheckedWhenTheAutumnRetreatsAreSkipped() {
        GameState fall = eighteen("F298M");
        var t = R.play(fall, List.of(), Map.of());
        assertTrue(Set.of("W298A", "S299M").contains(t.next().phase().code()), t.next().phase().code());
        assertEquals(List.of("Lannister"), R.end(t.next()).orElseThrow().winners());
    }

    @Test
    void noVictoryBeforeTheAutumnRetreats() {
        GameState spring = eighteen("S298M");
        var t = R.play(spring, List.of(), Map.of());
        assertEquals("F298M", t.next().phase().code());
        assertTrue(R.end(t.next()).isEmpty(), "18 centres in the Fall count only once the Autumn retreats are over");
        assertTrue(R.end(at("phase W298A")).isEmpty());
    }

    @Test
    void aDrawNeedsFiveYearsAndEveryLivingHouse() {
        assertEquals("a draw needs 5 game years to have passed: not before Spring 303 AC", R.drawRefusal(at("phase S298M")));
        assertTrue(R.drawRefusal(at("phase W302A")).endsWith("not before Spring 303 AC"));
        assertNull(R.drawRefusal(at("phase S303M")));
        assertEquals(Set.of("Stark", "Lannister", "Baratheon", "Tyrell", "Martell", "Greyjoy", "Targaryen"),
                R.drawVoters(R.start()), "the wildlings do not vote");
    }
}
