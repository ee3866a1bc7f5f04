package org.chancery.variant.allocation;

import java.util.ArrayList;
import java.util.List;
import org.chancery.variant.Allocations;

/**
 * One power's whole set of allocation lines, checked as a whole: every line read, the total held to what the
 * power has left. Nothing is accepted unless every line is right and the total fits.
 */
public final class Submission {
    private final Points points;
    private final List<String> accepted = new ArrayList<>();
    private final List<String> errors = new ArrayList<>();
    private final List<String> warnings = new ArrayList<>();
    private int spent;

    public Submission(Points points) { this.points = points; }

    /** A line read, in its canonical text, spending {@code n} points (0 for an order or another line). */
    public void accept(String text, int n) {
        accepted.add(text);
        spent += n;
    }

    /** A line that is wrong, and why. */
    public void reject(String line, String why) { errors.add("'" + line.strip() + "': " + why); }

    /** Something wrong with the set as a whole. */
    public void error(String message) { errors.add(message); }

    public void warn(String message) { warnings.add(message); }

    public int spent() { return spent; }

    /** The check against what the power may spend. */
    public Allocations.Check check(int budget) {
        String over = over(spent, budget, points);
        if (over != null) errors.add(over);
        return new Allocations.Check(accepted, errors, warnings, Math.max(0, budget - spent));
    }

    /** Null when {@code spent} fits in {@code budget}, else what is wrong. */
    public static String over(int spent, int budget, Points points) {
        if (spent <= budget) return null;
        return "these allocations spend " + spent + " " + points.unit() + " but you have " + budget;
    }
}
