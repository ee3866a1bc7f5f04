package org.chancery.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SeasonCalendarTest {
    private static SeasonCalendar.Slot slot(String season, String code, PhaseType type, boolean newYear, boolean centres) {
        return new SeasonCalendar.Slot(season, code, type, newYear, centres);
    }

    /** Spring, Summer and Autumn with retreats, and a Winter that opens the next year. */
    private static SeasonCalendar fourSeasons() {
        List<SeasonCalendar.Slot> s = List.of(
                slot("Spring", "S", PhaseType.MOVEMENT, false, false), slot("Spring", "S", PhaseType.RETREAT, false, false),
                slot("Summer", "Su", PhaseType.MOVEMENT, false, false), slot("Summer", "Su", PhaseType.RETREAT, false, false),
                slot("Autumn", "A", PhaseType.MOVEMENT, false, true), slot("Autumn", "A", PhaseType.RETREAT, false, true),
                slot("Winter", "W", PhaseType.ADJUSTMENT, true, false));
        return new SeasonCalendar(s, 2, 1642, 1);
    }

    private static List<String> run(Calendar c, int n) {
        List<String> out = new ArrayList<>();
        Phase p = c.first();
        for (int i = 0; i < n; i++) {
            out.add(p.code());
            p = c.next(p);
        }
        return out;
    }

    @Test
    void aYearThatStartsInSummerAndTurnsAtWinter() {
        SeasonCalendar c = fourSeasons();
        assertEquals(List.of("Su1642M", "Su1642R", "A1642M", "A1642R", "W1643A", "S1643M", "S1643R", "Su1643M"), run(c, 8));
        assertEquals("Summer 1642 Movement", c.first().displayName());
        assertEquals("Winter 1643 Adjustments", c.parse("w1643a").displayName());
        assertEquals(c.parse("SU1642M"), c.first());
        assertEquals("Spring", c.parse("S1643M").season());
        assertEquals(List.of("Spring", "Summer", "Autumn", "Winter"), c.seasons());
    }

    @Test
    void centresChangeHandsWhenPlayLeavesAutumn() {
        SeasonCalendar c = fourSeasons();
        assertTrue(c.ownershipChangesBetween(c.parse("A1642M"), c.parse("W1643A")));
        assertTrue(c.ownershipChangesBetween(c.parse("A1642R"), c.parse("W1643A")));
        assertFalse(c.ownershipChangesBetween(c.parse("A1642M"), c.parse("A1642R")));
        assertFalse(c.ownershipChangesBetween(c.parse("Su1642M"), c.parse("A1642M")));
    }

    @Test
    void yearsCountUpThroughOneBcToAdOne() {
        List<SeasonCalendar.Slot> s = List.of(slot("Spring", null, PhaseType.MOVEMENT, false, false),
                slot("Fall", null, PhaseType.MOVEMENT, false, true), slot("Winter", null, PhaseType.ADJUSTMENT, false, false));
        SeasonCalendar c = new SeasonCalendar(s, 0, -2, 1);
        assertEquals(List.of("S2BCM", "F2BCM", "W2BCA", "S1BCM", "F1BCM", "W1BCA", "S1M"), run(c, 7));
        assertEquals("Spring 43 BC Movement", c.parse("S43BCM").displayName());
        assertEquals(-43, c.parse("s43bcm").year());
        assertThrows(IllegalArgumentException.class, () -> c.parse("S0M"));
        SeasonCalendar ad = new SeasonCalendar(s, 0, -1, 1, "AD");
        assertEquals(List.of("Spring 1 BC Movement", "Fall 1 BC Movement", "Winter 1 BC Adjustments", "Spring AD 1 Movement"),
                run(ad, 4).stream().map(code -> ad.parse(code).displayName()).toList());
        assertEquals("S1M", ad.parse("S1M").code(), "the era is how years read, not part of the code");
    }

    @Test
    void badCodesSayWhatTheCalendarTakes() {
        SeasonCalendar c = fourSeasons();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> c.parse("X1642M"));
        assertTrue(e.getMessage().contains("Su1642M"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> c.parse("nonsense"));
        assertThrows(IllegalArgumentException.class, () -> new SeasonCalendar(List.of(
                slot("Spring", null, PhaseType.MOVEMENT, false, false), slot("Summer", null, PhaseType.MOVEMENT, false, false)),
                0, 1642, 1), "Spring and Summer both want the code S");
    }

    @Test
    void twoWintersOneYear() {
        List<SeasonCalendar.Slot> s = List.of(slot("Spring", null, PhaseType.MOVEMENT, false, false),
                slot("Fall", null, PhaseType.MOVEMENT, false, true),
                slot("Early Winter", "EW", PhaseType.ADJUSTMENT, false, false),
                slot("Late Winter", "LW", PhaseType.ADJUSTMENT, false, false));
        SeasonCalendar c = new SeasonCalendar(s, 0, 1615, 1);
        assertEquals(List.of("S1615M", "F1615M", "EW1615A", "LW1615A", "S1616M"), run(c, 5));
        assertEquals("Late Winter", c.parse("lw1615a").season());
    }
}
