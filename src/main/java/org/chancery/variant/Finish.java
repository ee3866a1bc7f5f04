package org.chancery.variant;

import java.util.List;

/**
 * A game's end as scoring reads it: every power with its centres (as its variant counts them for scoring) and,
 * for an eliminated power, when it fell; the solo winner, or else the powers in the draw. Each variant's
 * {@link Ruleset#finish} builds it; the scoring systems (package game.scoring) read it.
 *
 * @param winner the power that won alone, or null for a draw
 * @param drawn the powers sharing a draw (empty on a solo)
 */
public record Finish(List<Power> powers, String winner, List<String> drawn) {
    public Finish {
        powers = List.copyOf(powers);
        drawn = List.copyOf(drawn);
    }

    /**
     * One power at the end.
     *
     * @param fellAt 0 for a survivor; otherwise the year (or phase number) it was eliminated, later is better
     */
    public record Power(String name, int centres, int fellAt) {
        /** Sort key: survivors first, then the later fallen before the earlier. */
        public int fellSooner() { return fellAt == 0 ? Integer.MIN_VALUE : -fellAt; }
    }

    public static Finish solo(List<Power> powers, String winner) { return new Finish(powers, winner, List.of()); }

    public static Finish draw(List<Power> powers, List<String> drawn) { return new Finish(powers, null, drawn); }

    public int totalCentres() {
        int t = 0;
        for (Power p : powers) t += p.centres();
        return t;
    }
}
