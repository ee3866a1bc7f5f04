package org.chancery.engine;

import java.util.List;
import java.util.Locale;

/**
 * Spring (movement, retreats), Fall (movement, retreats), Winter (adjustments). A variant may rename the
 * seasons, even per phase (Ice and Fire's Spring, Summer, Fall, Autumn, Winter), and let a turn stand for
 * several years (Order of the Dragon's five-year cycles: 1405, 1410, ...).
 */
public final class ClassicCalendar implements Calendar {
    public static final String SPRING = "Spring";
    public static final String FALL = "Fall";
    public static final String WINTER = "Winter";

    private static final PhaseType[] TYPES = {
        PhaseType.MOVEMENT, PhaseType.RETREAT, PhaseType.MOVEMENT, PhaseType.RETREAT, PhaseType.ADJUSTMENT};

    private final int startYear;
    private final int yearsPerTurn;
    /** Season names of the five phases: spring movement and retreats, fall movement and retreats, winter. */
    private final String[] names;
    /** How players write the years ("AC"), or empty. */
    private final String era;

    public ClassicCalendar(int startYear) { this(startYear, 1, FALL); }

    public ClassicCalendar(int startYear, int yearsPerTurn, String fall) {
        this(startYear, yearsPerTurn, List.of(SPRING, SPRING, fall, fall, WINTER));
    }

    /** @param names the season of each of the five phases, in order */
    public ClassicCalendar(int startYear, int yearsPerTurn, List<String> names) { this(startYear, yearsPerTurn, names, ""); }

    /** @param era how players write the years, such as "AC" for Ice and Fire's "298 AC"; empty for none */
    public ClassicCalendar(int startYear, int yearsPerTurn, List<String> names, String era) {
        if (yearsPerTurn < 1) throw new IllegalArgumentException("a turn lasts at least one year");
        if (names.size() != 5) throw new IllegalArgumentException("name the five phases' seasons");
        this.startYear = startYear;
        this.yearsPerTurn = yearsPerTurn;
        this.names = names.toArray(new String[0]);
        this.era = era == null ? "" : era;
    }

    @Override
    public Phase first() { return phase(0, startYear); }

    private Phase phase(int slot, int year) { return new Phase(names[slot], year, TYPES[slot], null, era); }

    /** Which of the five phases p is, or -1. */
    private int slot(Phase p) {
        for (int i = 0; i < 5; i++) if (names[i].equals(p.season()) && TYPES[i] == p.type()) return i;
        return -1;
    }

    @Override
    public Phase next(Phase p) {
        int slot = slot(p);
        if (slot < 0) throw new IllegalArgumentException("not a phase of this calendar: " + p.displayName());
        return slot == 4 ? phase(0, p.year() + yearsPerTurn) : phase(slot + 1, p.year());
    }

    /** The number of the turn (1 for the first year or cycle) that phase p belongs to. */
    public int turnNumber(Phase p) { return (p.year() - startYear) / yearsPerTurn + 1; }

    /** Whether p is the fall's movement or retreat phase, whatever the variant calls it. */
    public boolean isFall(Phase p) {
        int slot = slot(p);
        return slot == 2 || slot == 3;
    }

    @Override
    public boolean ownershipChangesBetween(Phase from, Phase to) {
        return isFall(from) && !isFall(to);
    }

    @Override
    public Phase parse(String code) {
        String c = code.trim().toUpperCase(Locale.ROOT);
        if (c.length() < 3) throw new IllegalArgumentException("bad phase code '" + code + "'");
        PhaseType type = PhaseType.ofLetter(c.charAt(c.length() - 1));
        int year = Integer.parseInt(c.substring(1, c.length() - 1));
        if (yearsPerTurn > 1 && Math.floorMod(year - startYear, yearsPerTurn) != 0) {
            throw new IllegalArgumentException("turns fall every " + yearsPerTurn + " years from " + startYear
                    + ", so not in " + year);
        }
        char letter = c.charAt(0);
        for (int i = 0; i < 5; i++) {
            if (TYPES[i] == type && (initial(names[i]) == letter || classicLetter(i) == letter
                    || (i >= 2 && i <= 3 && letter == 'A'))) {
                return phase(i, year);
            }
        }
        throw new IllegalArgumentException("bad season in '" + code + "'");
    }

    private static char initial(String name) { return Character.toUpperCase(name.charAt(0)); }

    private static char classicLetter(int slot) { return slot < 2 ? 'S' : slot < 4 ? 'F' : 'W'; }

    @Override
    public List<String> seasons() { return List.of(names[0], names[2], names[4]); }
}
