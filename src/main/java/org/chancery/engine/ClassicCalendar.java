package org.chancery.engine;

import java.util.List;
import java.util.Locale;

/**
 * Spring (movement, retreats), Fall (movement, retreats), Winter (adjustments). A variant may call the
 * Fall by another name ("Autumn") and let a turn stand for several years (Order of the Dragon's five-year
 * cycles: 1405, 1410, ...).
 */
public final class ClassicCalendar implements Calendar {
    public static final String SPRING = "Spring";
    public static final String FALL = "Fall";
    public static final String WINTER = "Winter";

    private final int startYear;
    private final int yearsPerTurn;
    private final String fall;

    public ClassicCalendar(int startYear) { this(startYear, 1, FALL); }

    public ClassicCalendar(int startYear, int yearsPerTurn, String fall) {
        if (yearsPerTurn < 1) throw new IllegalArgumentException("a turn lasts at least one year");
        if (!fall.equals(FALL) && !fall.equals("Autumn")) throw new IllegalArgumentException("Fall or Autumn, not " + fall);
        this.startYear = startYear;
        this.yearsPerTurn = yearsPerTurn;
        this.fall = fall;
    }

    @Override
    public Phase first() { return new Phase(SPRING, startYear, PhaseType.MOVEMENT); }

    @Override
    public Phase next(Phase p) {
        boolean isFall = p.season().equals(fall);
        if (p.season().equals(SPRING) && p.type() == PhaseType.MOVEMENT) return new Phase(SPRING, p.year(), PhaseType.RETREAT);
        if (p.season().equals(SPRING) && p.type() == PhaseType.RETREAT) return new Phase(fall, p.year(), PhaseType.MOVEMENT);
        if (isFall && p.type() == PhaseType.MOVEMENT) return new Phase(fall, p.year(), PhaseType.RETREAT);
        if (isFall && p.type() == PhaseType.RETREAT) return new Phase(WINTER, p.year(), PhaseType.ADJUSTMENT);
        if (p.season().equals(WINTER) && p.type() == PhaseType.ADJUSTMENT) {
            return new Phase(SPRING, p.year() + yearsPerTurn, PhaseType.MOVEMENT);
        }
        throw new IllegalArgumentException("not a phase of this calendar: " + p.displayName());
    }

    /** The number of the turn (1 for the first year or cycle) that phase p belongs to. */
    public int turnNumber(Phase p) { return (p.year() - startYear) / yearsPerTurn + 1; }

    @Override
    public boolean ownershipChangesBetween(Phase from, Phase to) {
        return from.season().equals(fall) && !to.season().equals(fall);
    }

    @Override
    public Phase parse(String code) {
        String c = code.trim().toUpperCase(Locale.ROOT);
        if (c.length() < 3) throw new IllegalArgumentException("bad phase code '" + code + "'");
        String season = switch (c.charAt(0)) {
            case 'S' -> SPRING;
            case 'F', 'A' -> fall;
            case 'W' -> WINTER;
            default -> throw new IllegalArgumentException("bad season in '" + code + "'");
        };
        int year = Integer.parseInt(c.substring(1, c.length() - 1));
        if (yearsPerTurn > 1 && Math.floorMod(year - startYear, yearsPerTurn) != 0) {
            throw new IllegalArgumentException("turns fall every " + yearsPerTurn + " years from " + startYear
                    + ", so not in " + year);
        }
        return new Phase(season, year, PhaseType.ofLetter(c.charAt(c.length() - 1)));
    }

    @Override
    public List<String> seasons() { return List.of(SPRING, fall, WINTER); }
}
