package org.chancery.variant;

import java.util.List;

/**
 * A game's end as scoring reads it: every power with its centres (as its variant counts them for scoring: its own
 * measure of standing, see {@link Ruleset#race}), the measure that breaks a tie on them, and, for an eliminated
 * power, when it fell; the solo winner, or else the powers in the draw. Each variant's {@link Ruleset#finish}
 * builds it; the scoring systems (package game.scoring) read it.
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
     * @param centres the variant's own count of standing (supply centres, rounds won, territories); 0 once out
     * @param tiebreak the variant's next measure, which ranks powers equal on {@code centres} (0 where it has none)
     * @param fellAt 0 for a survivor; otherwise the phase number it was eliminated in, later is better
     */
    public record Power(String name, int centres, int tiebreak, int fellAt) {
        /** A power of a variant with no measure beyond its centres. */
        public Power(String name, int centres, int fellAt) { this(name, centres, 0, fellAt); }

        /** Sort key: survivors first, then the later fallen before the earlier. */
        public int fellSooner() { return fellAt == 0 ? Integer.MIN_VALUE : -fellAt; }
    }

    public static Finish solo(List<Power> powers, String winner) { return new Finish(powers, winner, List.of()); }

    public static Finish draw(List<Power> powers, List<String> drawn) { return new Finish(powers, null, drawn); }

    /** The power of that name at the end, or null when it is not scored. */
    public Power power(String name) {
        for (Power p : powers) if (p.name().equals(name)) return p;
        return null;
    }

    public int totalCentres() {
        int t = 0;
        for (Power p : powers) t += p.centres();
        return t;
    }
}
