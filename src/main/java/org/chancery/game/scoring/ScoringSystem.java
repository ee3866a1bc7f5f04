package org.chancery.game.scoring;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.chancery.variant.Finish;

/**
 * The scoring systems a group may choose for a game's end. Each is defined in docs/scoring.md with its source.
 * A system reads the end ({@link Finish}): each power's centres as its variant counts them, the order the
 * eliminated fell in, and the solo winner or the powers in the draw.
 */
public enum ScoringSystem {
    /** A win scores 1, a draw nothing. */
    SOLO_OR_NOTHING("solo-or-nothing", 1) {
        @Override Map<String, Double> draw(Finish f) { return zeros(f); }
    },
    /** A draw shares 1 equally among the powers in it. */
    DRAW_SIZE("draw-size", 1) {
        @Override Map<String, Double> draw(Finish f) {
            Map<String, Double> out = zeros(f);
            for (String p : f.drawn()) out.put(p, 1.0 / f.drawn().size());
            return out;
        }
    },
    /** Each power's centres squared over the sum of every power's centres squared, out of 100. */
    SUM_OF_SQUARES("sum-of-squares", 100) {
        @Override Map<String, Double> draw(Finish f) {
            double sum = 0;
            for (Finish.Power p : f.powers()) sum += (double) p.centres() * p.centres();
            Map<String, Double> out = zeros(f);
            if (sum == 0) return draw(f, DRAW_SIZE, 100);
            for (Finish.Power p : f.powers()) out.put(p.name(), 100.0 * p.centres() * p.centres() / sum);
            return out;
        }
    },
    /**
     * Carnage: rank points 1000 per place from the bottom (7000 to the top of seven), shared among tied ranks, plus
     * one per centre; a solo takes the whole game's points.
     */
    CARNAGE("carnage", -1) {
        @Override double total(Finish f) {
            int n = f.powers().size();
            return 1000.0 * n * (n + 1) / 2 + f.totalCentres();
        }
        @Override Map<String, Double> draw(Finish f) {
            int n = f.powers().size();
            Map<String, Double> out = zeros(f);
            List<List<Finish.Power>> ranks = ranked(f);
            int place = 0;
            for (List<Finish.Power> tied : ranks) {
                double pts = 0;
                for (int i = 0; i < tied.size(); i++) pts += 1000.0 * (n - place - i);
                for (Finish.Power p : tied) out.put(p.name(), pts / tied.size() + p.centres());
                place += tied.size();
            }
            return out;
        }
    },
    /**
     * C-Diplo: one point for playing, one per centre, 38/14/7 to the first three places (shared when tied); a solo
     * takes 100. Bonuses are scaled so a game's total is always 100 whatever the board's centre count.
     */
    C_DIPLO("c-diplo", 100) {
        @Override Map<String, Double> draw(Finish f) {
            Map<String, Double> out = zeros(f);
            double[] bonus = {38, 14, 7};
            double raw = f.powers().size() + f.totalCentres();
            for (int i = 0; i < Math.min(bonus.length, f.powers().size()); i++) raw += bonus[i];
            double scale = 100 / raw;
            int place = 0;
            for (List<Finish.Power> tied : ranked(f)) {
                double pts = 0;
                for (int i = 0; i < tied.size(); i++) if (place + i < bonus.length) pts += bonus[place + i];
                for (Finish.Power p : tied) out.put(p.name(), scale * (1 + p.centres() + pts / tied.size()));
                place += tied.size();
            }
            return out;
        }
    };

    private final String id;
    private final double fixedTotal;

    ScoringSystem(String id, double fixedTotal) {
        this.id = id;
        this.fixedTotal = fixedTotal;
    }

    public String id() { return id; }

    /** The points a game shares out under this system. */
    double total(Finish f) { return fixedTotal; }

    /** Each power's score at a game's end, in the order the finish lists the powers. */
    public Map<String, Double> score(Finish f) {
        if (f.winner() != null) {
            Map<String, Double> out = zeros(f);
            out.put(f.winner(), total(f));
            return out;
        }
        return draw(f);
    }

    /** The total a game's scores add up to under this system. */
    public double totalFor(Finish f) {
        return f.winner() == null && this == SOLO_OR_NOTHING ? 0 : total(f);
    }

    abstract Map<String, Double> draw(Finish f);

    /** A score with at most two decimals and no trailing zeros: 1, 0.33, 6500.5. */
    public static String shown(double v) {
        return String.format(Locale.ROOT, "%.2f", v).replaceAll("\\.?0+$", "");
    }

    /** The system named by its id ("c-diplo") in any case; an IllegalArgumentException lists the names. */
    public static ScoringSystem named(String name) {
        ScoringSystem s = find(name);
        if (s != null) return s;
        throw new IllegalArgumentException("'" + name.trim() + "' is not a scoring system; say one of "
                + String.join(", ", ids()) + " (e.g. game settings scoring draw-size)");
    }

    /** The system of that id, in any case, or null. */
    public static ScoringSystem find(String name) {
        String n = name.trim().toLowerCase(Locale.ROOT);
        for (ScoringSystem s : values()) if (s.id.equals(n)) return s;
        return null;
    }

    /** Every system's id, in order. */
    public static List<String> ids() {
        List<String> ids = new ArrayList<>();
        for (ScoringSystem s : values()) ids.add(s.id);
        return ids;
    }

    static Map<String, Double> zeros(Finish f) {
        Map<String, Double> out = new LinkedHashMap<>();
        for (Finish.Power p : f.powers()) out.put(p.name(), 0.0);
        return out;
    }

    static Map<String, Double> draw(Finish f, ScoringSystem s, double scale) {
        Map<String, Double> out = s.draw(f);
        out.replaceAll((k, v) -> v * scale);
        return out;
    }

    /**
     * Powers grouped into ranks, best first: by centres, then by the variant's tie-break measure, then survivors
     * before the eliminated and the eliminated by how late they fell; powers equal on all three share a rank.
     */
    static List<List<Finish.Power>> ranked(Finish f) {
        Comparator<Finish.Power> order = Comparator.comparingInt(Finish.Power::centres).reversed()
                .thenComparing(Comparator.comparingInt(Finish.Power::tiebreak).reversed())
                .thenComparing(Comparator.comparingInt(Finish.Power::fellSooner));
        List<Finish.Power> sorted = new ArrayList<>(f.powers());
        sorted.sort(order);
        List<List<Finish.Power>> ranks = new ArrayList<>();
        for (Finish.Power p : sorted) {
            List<Finish.Power> last = ranks.isEmpty() ? null : ranks.get(ranks.size() - 1);
            if (last != null && order.compare(last.get(0), p) == 0) last.add(p);
            else ranks.add(new ArrayList<>(List.of(p)));
        }
        return ranks;
    }
}
