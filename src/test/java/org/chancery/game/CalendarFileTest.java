package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import net.fortuna.ical4j.data.CalendarBuilder;
import net.fortuna.ical4j.model.Calendar;
import net.fortuna.ical4j.model.component.VEvent;
import org.junit.jupiter.api.Test;

/** RFC 5545 §3.1: content lines of at most 75 octets, folded without splitting a character, read back whole. */
class CalendarFileTest {
    private static final String GREEK = "Ελληνικός αγώνας — Ice and Fire παρτίδα";
    private static final String EMOJI = "🏰👑⚔️ Ντιπλωματία 第一局 🐉🐉🐉🐉🐉🐉🐉🐉🐉🐉🐉🐉🐉🐉🐉🐉🐉🐉🐉🐉🐉🐉🐉🐉🐉🐉🐉🐉 the end";

    private static byte[] write(String name) {
        List<DeadlineFeed.Deadline> deadlines = new ArrayList<>();
        for (int i = 1; i <= 3; i++) {
            deadlines.add(new DeadlineFeed.Deadline("chancery-game-7-phase-" + i, i, Instant.parse("2030-01-0" + i + "T18:00:00Z"),
                    name + ": Spring 190" + i + " Movement deadline", i == 3));
        }
        return CalendarFile.write("Chancery #7 " + name, deadlines, Instant.parse("2030-01-01T00:00:00Z"));
    }

    @Test
    void everyLineIsAtMost75OctetsAndValidUtf8() throws Exception {
        for (String name : List.of(GREEK, EMOJI)) {
            byte[] ics = write(name);
            StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(ics)); // throws on a split character
            int start = 0;
            int lines = 0;
            for (int i = 0; i + 1 < ics.length; i++) {
                if (ics[i] == '\r' && ics[i + 1] == '\n') {
                    String line = new String(ics, start, i - start, StandardCharsets.UTF_8);
                    assertTrue(i - start <= 75, (i - start) + " octets: " + line);
                    start = i + 2;
                    lines++;
                }
            }
            assertEquals(ics.length, start, "the file ends with CRLF");
            assertTrue(lines > 20, "long lines were folded: " + lines);
        }
    }

    @Test
    void ical4jReadsTheNamesBackWhole() throws Exception {
        for (String name : List.of(GREEK, EMOJI)) {
            Calendar cal = new CalendarBuilder().build(new ByteArrayInputStream(write(name)));
            cal.validate();
            assertEquals("Chancery #7 " + name, cal.getProperty("X-WR-CALNAME").orElseThrow().getValue());
            List<VEvent> events = cal.getComponents("VEVENT");
            assertEquals(3, events.size());
            assertEquals(name + ": Spring 1902 Movement deadline", events.get(1).getSummary().getValue());
        }
    }
}
