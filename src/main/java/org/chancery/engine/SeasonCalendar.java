package org.chancery.engine;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A year of any phases in order, as a variant's data lists them: Wars of the Three Kingdoms' Spring, Summer
 * and Autumn movements with their retreats and a Winter that opens the next year, or Europe 1615's Early
 * and Late Winter. The year moves on when play enters a slot marked {@code newYear} (or wraps round to the
 * first slot when none is marked). Years may count up through 1 BC to AD 1, with no year 0.
 */
public final class SeasonCalendar implements Calendar {
    /**
     * One phase of the year. {@code centres}: supply centres change hands when play leaves the run of such
     * slots, as in classic's Fall.
     */
    public record Slot(String season, String code, PhaseType type, boolean newYear, boolean centres) {
        public Slot {
            if (season == null || season.isBlank()) throw new IllegalArgumentException("a phase needs a season");
            code = code == null || code.isBlank() ? Phase.initial(season) : code;
            if (!code.matches("[A-Za-z]+")) throw new IllegalArgumentException("a season code is letters, not '" + code + "'");
        }
    }

    private static final Pattern CODE = Pattern.compile("([A-Z]+?)(\\d+)(BC)?([MRA])");

    private final List<Slot> slots;
    private final Phase first;
    private final int yearsPerTurn;
    private final String era;

    public SeasonCalendar(List<Slot> slots, int startSlot, int startYear, int yearsPerTurn) {
        this(slots, startSlot, startYear, yearsPerTurn, "");
    }

    /** @param era how players write the years: "AD" for "AD 1" after "1 BC", a suffix such as "AC", or empty */
    public SeasonCalendar(List<Slot> slots, int startSlot, int startYear, int yearsPerTurn, String era) {
        if (slots.isEmpty()) throw new IllegalArgumentException("a year has at least one phase");
        if (yearsPerTurn < 1) throw new IllegalArgumentException("a turn lasts at least one year");
        if (startYear == 0) throw new IllegalArgumentException("there is no year 0: 1 BC is -1, AD 1 is 1");
        this.slots = List.copyOf(slots);
        this.yearsPerTurn = yearsPerTurn;
        this.era = era == null ? "" : era;
        for (int i = 0; i < slots.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (slots.get(i).code().equalsIgnoreCase(slots.get(j).code()) && slots.get(i).type() == slots.get(j).type()) {
                    throw new IllegalArgumentException("two phases share the code " + slots.get(i).code()
                            + slots.get(i).type().letter());
                }
            }
        }
        this.first = phase(startSlot, startYear);
    }

    private Phase phase(int slot, int year) {
        Slot s = slots.get(slot);
        return new Phase(s.season(), year, s.type(), s.code(), era);
    }

    /** The slot p stands in, or -1. */
    public int slot(Phase p) {
        for (int i = 0; i < slots.size(); i++) {
            Slot s = slots.get(i);
            if (s.season().equals(p.season()) && s.type() == p.type() && s.code().equals(p.abbr())) return i;
        }
        return -1;
    }

    public List<Slot> slots() { return slots; }

    @Override
    public Phase first() { return first; }

    @Override
    public Phase next(Phase p) {
        int i = slot(p);
        if (i < 0) throw new IllegalArgumentException("not a phase of this calendar: " + p.displayName());
        int n = (i + 1) % slots.size();
        boolean anyMarked = slots.stream().anyMatch(Slot::newYear);
        boolean turns = anyMarked ? slots.get(n).newYear() : n == 0;
        return phase(n, turns ? addYears(p.year(), yearsPerTurn) : p.year());
    }

    /** Years forward from {@code year}, skipping the year 0 that the calendar never had. */
    static int addYears(int year, int years) {
        int y = year + years;
        if (year < 0 && y >= 0) y++;
        return y;
    }

    @Override
    public boolean ownershipChangesBetween(Phase from, Phase to) {
        int a = slot(from), b = slot(to);
        return a >= 0 && slots.get(a).centres() && (b < 0 || !slots.get(b).centres());
    }

    @Override
    public Phase parse(String code) {
        Matcher m = CODE.matcher(code.trim().toUpperCase(Locale.ROOT));
        if (!m.matches()) throw new IllegalArgumentException("bad phase code '" + code + "'; write e.g. " + first.code());
        int year = Integer.parseInt(m.group(2));
        if (year == 0) throw new IllegalArgumentException("there is no year 0 in '" + code + "'");
        if (m.group(3) != null) year = -year;
        PhaseType type = PhaseType.ofLetter(m.group(4).charAt(0));
        for (int i = 0; i < slots.size(); i++) {
            Slot s = slots.get(i);
            if (s.type() == type && s.code().equalsIgnoreCase(m.group(1))) return phase(i, year);
        }
        throw new IllegalArgumentException("no season '" + m.group(1) + "' with " + type.name().toLowerCase(Locale.ROOT)
                + " in '" + code + "'; the phases are " + String.join(", ", examples(year)));
    }

    private List<String> examples(int year) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < slots.size(); i++) out.add(phase(i, year).code());
        return out;
    }

    @Override
    public List<String> seasons() {
        LinkedHashSet<String> names = new LinkedHashSet<>();
        for (Slot s : slots) names.add(s.season());
        return List.copyOf(names);
    }
}
