package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import net.fortuna.ical4j.data.CalendarBuilder;
import net.fortuna.ical4j.model.Calendar;
import net.fortuna.ical4j.model.component.VEvent;
import org.chancery.store.Database;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The calendar feed read back with ical4j and compared with the game's own deadlines. */
class CalendarFeedTest {
    private final TestClock clock = TestClock.at("2030-01-01T00:00:00Z");
    private Database db;
    private GameService service;
    private final Actor gm = new Actor("u-gm", "Gina", false);
    private long id;

    @BeforeEach
    void setUp() {
        db = Database.inMemory();
        service = new GameService(db, clock);
        id = service.create(gm, "g1", "c1", "Feed game", "classic", GameSettings.defaults());
        service.join(new Actor("u-fr", "Fran", false), id, "France");
        service.start(gm, id);
    }

    @AfterEach
    void tearDown() { db.close(); }

    /** One event as read back: uid, sequence, start, summary, status. */
    record Read(String uid, int sequence, Instant start, String summary, String status) {}

    private List<Read> feed() throws Exception {
        DeadlineFeed feed = new DeadlineFeed(service);
        byte[] ics = CalendarFile.write(feed.title(id), feed.deadlines(id), clock.instant());
        Calendar cal = new CalendarBuilder().build(new ByteArrayInputStream(ics));
        cal.validate();
        List<Read> out = new ArrayList<>();
        for (VEvent e : cal.<VEvent>getComponents("VEVENT")) {
            out.add(new Read(e.getUid().orElseThrow().getValue(), Integer.parseInt(e.getProperty("SEQUENCE").orElseThrow().getValue()),
                    Instant.from(e.getDateTimeStart().getDate()), e.getSummary().getValue(),
                    e.getProperty("STATUS").map(s -> s.getValue()).orElse("")));
        }
        return out;
    }

    private Instant deadline() { return Instant.ofEpochMilli(service.game(id).deadline()); }

    @Test
    void theFeedFollowsTheDeadlineThroughAPauseAnExtensionAndAnAdjudication() throws Exception {
        List<Read> first = feed();
        assertEquals(1, first.size());
        Read s1901 = first.get(0);
        assertEquals(deadline(), s1901.start());
        assertEquals("Feed game: Spring 1901 Movement deadline", s1901.summary());
        assertEquals("CONFIRMED", s1901.status());

        clock.advance(Duration.ofHours(1));
        service.gm().pause(gm, id);
        Read paused = feed().get(0);
        assertEquals(s1901.uid(), paused.uid(), "the same event, updated");
        assertTrue(paused.sequence() > s1901.sequence(), "a higher sequence");
        assertEquals("CANCELLED", paused.status());
        assertEquals(s1901.start(), paused.start(), "where the deadline falls if resumed now");

        clock.advance(Duration.ofHours(5));
        service.gm().resume(gm, id);
        service.gm().extend(gm, id, 12 * 60);
        Read extended = feed().get(0);
        assertEquals(s1901.uid(), extended.uid());
        assertTrue(extended.sequence() > paused.sequence());
        assertEquals("CONFIRMED", extended.status());
        assertEquals(deadline(), extended.start());
        assertEquals(s1901.start().plus(Duration.ofHours(17)), extended.start(), "5 h paused and 12 h more");

        clock.advance(Duration.ofHours(2));
        service.force(gm, id, "S1901M");
        List<Read> after = feed();
        assertEquals(2, after.size());
        assertEquals(s1901.uid(), after.get(0).uid());
        assertTrue(after.get(0).sequence() > extended.sequence());
        assertEquals(clock.instant(), after.get(0).start(), "a played phase stands when it was adjudicated");
        assertTrue(after.get(0).summary().endsWith("(adjudicated)"), after.get(0).summary());
        assertEquals(deadline(), after.get(1).start());
        assertTrue(after.get(1).summary().contains("Fall 1901 Movement"), after.get(1).summary());
        assertTrue(!after.get(1).uid().equals(s1901.uid()));
    }
}
