package org.chancery.game;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import net.fortuna.ical4j.data.CalendarOutputter;
import net.fortuna.ical4j.model.Calendar;
import net.fortuna.ical4j.model.component.VEvent;
import net.fortuna.ical4j.model.property.DtStamp;
import net.fortuna.ical4j.model.property.ProdId;
import net.fortuna.ical4j.model.property.Sequence;
import net.fortuna.ical4j.model.property.Uid;
import net.fortuna.ical4j.model.property.XProperty;
import net.fortuna.ical4j.model.property.immutable.ImmutableCalScale;
import net.fortuna.ical4j.model.property.immutable.ImmutableStatus;
import net.fortuna.ical4j.model.property.immutable.ImmutableVersion;

/** Deadlines written as an iCalendar (RFC 5545) file by ical4j: one event a deadline, a quarter of an hour long. */
public final class CalendarFile {
    /**
     * RFC 5545 asks for lines of at most 75 octets. ical4j folds by UTF-16 units, one of which is at most three
     * octets in UTF-8, so folding at 25 units keeps every line within 75 octets whatever the game's name; since
     * 4.2 it keeps an emoji's two units on one line.
     */
    static final int FOLD_UNITS = 25;

    private CalendarFile() {}

    public static byte[] write(String title, List<DeadlineFeed.Deadline> deadlines, Instant stamp) {
        Calendar cal = new Calendar();
        cal.add(new ProdId("-//Chancery//Diplomacy deadlines//EN"));
        cal.add(ImmutableVersion.VERSION_2_0);
        cal.add(ImmutableCalScale.GREGORIAN);
        cal.add(new XProperty("X-WR-CALNAME", title));
        for (DeadlineFeed.Deadline d : deadlines) {
            VEvent e = new VEvent(d.at(), d.at().plus(Duration.ofMinutes(15)), d.summary());
            e.add(new Uid(d.uid()));
            e.add(new Sequence(d.sequence()));
            e.replace(new DtStamp(stamp));
            e.add(d.cancelled() ? ImmutableStatus.VEVENT_CANCELLED : ImmutableStatus.VEVENT_CONFIRMED);
            cal.add(e);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            new CalendarOutputter(true, FOLD_UNITS).output(cal, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
