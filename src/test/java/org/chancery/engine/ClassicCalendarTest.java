package org.chancery.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ClassicCalendarTest {
    private static List<String> codes(Calendar c, int n) {
        List<String> out = new ArrayList<>();
        Phase p = c.first();
        for (int i = 0; i < n; i++) {
            out.add(p.displayName());
            p = c.next(p);
        }
        return out;
    }

    @Test
    void theClassicYear() {
        assertEquals(List.of("Spring 1901 Movement", "Spring 1901 Retreats", "Fall 1901 Movement", "Fall 1901 Retreats",
                "Winter 1901 Adjustments", "Spring 1902 Movement"), codes(new ClassicCalendar(1901), 6));
    }

    @Test
    void fiveYearCyclesWithAnAutumn() {
        ClassicCalendar c = new ClassicCalendar(1405, 5, "Autumn");
        assertEquals(List.of("Spring 1405 Movement", "Spring 1405 Retreats", "Autumn 1405 Movement",
                "Autumn 1405 Retreats", "Winter 1405 Adjustments", "Spring 1410 Movement"), codes(c, 6));
        assertTrue(c.ownershipChangesBetween(new Phase("Autumn", 1405, PhaseType.RETREAT),
                new Phase("Winter", 1405, PhaseType.ADJUSTMENT)));
        assertEquals(new Phase("Autumn", 1410, PhaseType.MOVEMENT), c.parse("A1410M"));
        assertEquals(new Phase("Autumn", 1410, PhaseType.MOVEMENT), c.parse("F1410M"));
        assertEquals(10, c.turnNumber(c.parse("W1450A")));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> c.parse("S1407M"));
        assertEquals("turns fall every 5 years from 1405, so not in 1407", e.getMessage());
    }

    @Test
    void iceAndFireNamesEveryPhase() {
        ClassicCalendar c = new ClassicCalendar(298, 1, List.of("Spring", "Summer", "Fall", "Autumn", "Winter"));
        assertEquals(List.of("Spring 298 Movement", "Summer 298 Retreats", "Fall 298 Movement", "Autumn 298 Retreats",
                "Winter 298 Adjustments", "Spring 299 Movement"), codes(c, 6));
        assertEquals("S298R", c.next(c.first()).code());
        assertEquals(new Phase("Summer", 298, PhaseType.RETREAT), c.parse("S298R"));
        assertEquals(new Phase("Autumn", 298, PhaseType.RETREAT), c.parse("A298R"));
        assertEquals(new Phase("Autumn", 298, PhaseType.RETREAT), c.parse("F298R"));
        assertEquals(new Phase("Fall", 298, PhaseType.MOVEMENT), c.parse("F298M"));
        assertTrue(c.ownershipChangesBetween(c.parse("A298R"), c.parse("W298A")));
        assertTrue(c.isFall(c.parse("A298R")));
    }

    @Test
    void aYearSuffixIsHowYearsRead() {
        ClassicCalendar c = new ClassicCalendar(298, 1, List.of("Spring", "Summer", "Fall", "Autumn", "Winter"), "AC");
        assertEquals("Spring 298 AC Movement", c.first().displayName());
        assertEquals("S298M", c.first().code());
        assertEquals("Autumn 298 AC Retreats", c.parse("A298R").displayName());
    }
}
