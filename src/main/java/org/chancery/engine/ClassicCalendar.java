package org.chancery.engine;

import java.util.List;
import java.util.Locale;

/** Spring (movement, retreats), Fall (movement, retreats), Winter (adjustments). */
public final class ClassicCalendar implements Calendar {
    public static final String SPRING = "Spring";
    public static final String FALL = "Fall";
    public static final String WINTER = "Winter";

    private final int startYear;

    public ClassicCalendar(int startYear) { this.startYear = startYear; }

    @Override
    public Phase first() { return new Phase(SPRING, startYear, PhaseType.MOVEMENT); }

    @Override
    public Phase next(Phase p) {
        return switch (p.season() + p.type()) {
            case SPRING + "MOVEMENT" -> new Phase(SPRING, p.year(), PhaseType.RETREAT);
            case SPRING + "RETREAT" -> new Phase(FALL, p.year(), PhaseType.MOVEMENT);
            case FALL + "MOVEMENT" -> new Phase(FALL, p.year(), PhaseType.RETREAT);
            case FALL + "RETREAT" -> new Phase(WINTER, p.year(), PhaseType.ADJUSTMENT);
            case WINTER + "ADJUSTMENT" -> new Phase(SPRING, p.year() + 1, PhaseType.MOVEMENT);
            default -> throw new IllegalArgumentException("not a classic phase: " + p);
        };
    }

    @Override
    public boolean ownershipChangesBetween(Phase from, Phase to) {
        return from.season().equals(FALL) && !to.season().equals(FALL);
    }

    @Override
    public Phase parse(String code) {
        String c = code.trim().toUpperCase(Locale.ROOT);
        if (c.length() < 3) throw new IllegalArgumentException("bad phase code '" + code + "'");
        String season = switch (c.charAt(0)) {
            case 'S' -> SPRING;
            case 'F', 'A' -> FALL;
            case 'W' -> WINTER;
            default -> throw new IllegalArgumentException("bad season in '" + code + "'");
        };
        int year = Integer.parseInt(c.substring(1, c.length() - 1));
        return new Phase(season, year, PhaseType.ofLetter(c.charAt(c.length() - 1)));
    }

    @Override
    public List<String> seasons() { return List.of(SPRING, FALL, WINTER); }
}
