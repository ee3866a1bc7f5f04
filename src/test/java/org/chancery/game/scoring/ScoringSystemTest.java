package org.chancery.game.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.chancery.variant.Finish;
import org.chancery.variant.Finish.Power;
import org.junit.jupiter.api.Test;

/** Each system against its source's worked examples (docs/scoring.md), and properties over random ends. */
class ScoringSystemTest {
    private static Power p(String name, int centres) { return new Power(name, centres, 0); }
    private static Power fell(String name, int year) { return new Power(name, 0, year); }

    private static List<String> survivors(List<Power> ps) {
        List<String> out = new ArrayList<>();
        for (Power p : ps) if (p.fellAt() == 0) out.add(p.name());
        return out;
    }

    @Test
    void carnageWorkedExamplesFromTheWebDiplomacyForum() {
        List<Power> solo = List.of(p("Russia", 18), p("Turkey", 3), p("France", 6), p("Germany", 4), p("England", 3),
                fell("Italy", 1906), fell("Austria", 1904));
        Map<String, Double> s = ScoringSystem.CARNAGE.score(Finish.solo(solo, "Russia"));
        assertEquals(28034, s.get("Russia"));
        assertEquals(0, s.get("Turkey"));

        List<Power> draw = List.of(p("Russia", 14), p("Turkey", 7), p("France", 6), p("Germany", 4), p("England", 3),
                fell("Italy", 1906), fell("Austria", 1904));
        s = ScoringSystem.CARNAGE.score(Finish.draw(draw, survivors(draw)));
        assertEquals(Map.of("Russia", 7014.0, "Turkey", 6007.0, "France", 5006.0, "Germany", 4004.0,
                "England", 3003.0, "Italy", 2000.0, "Austria", 1000.0), s);

        List<Power> tied = List.of(p("England", 8), p("Russia", 8), p("France", 7), p("Turkey", 6), p("Italy", 4),
                p("Austria", 1), fell("Germany", 1908));
        s = ScoringSystem.CARNAGE.score(Finish.draw(tied, survivors(tied)));
        assertEquals(Map.of("England", 6508.0, "Russia", 6508.0, "France", 5007.0, "Turkey", 4006.0,
                "Italy", 3004.0, "Austria", 2001.0, "Germany", 1000.0), s);
    }

    @Test
    void cDiploWorkedExamplesFromTheWorldDiplomacyDatabase() {
        List<Power> a = List.of(p("Austria", 4), fell("England", 1907), p("France", 9), p("Germany", 7),
                p("Italy", 7), p("Russia", 3), p("Turkey", 4));
        Map<String, Double> s = ScoringSystem.C_DIPLO.score(Finish.draw(a, survivors(a)));
        assertEquals(Map.of("Austria", 5.0, "England", 1.0, "France", 48.0, "Germany", 18.5, "Italy", 18.5,
                "Russia", 4.0, "Turkey", 5.0), s);

        List<Power> b = List.of(p("Austria", 5), p("England", 9), p("France", 4), p("Germany", 5), p("Italy", 3),
                p("Russia", 1), p("Turkey", 7));
        s = ScoringSystem.C_DIPLO.score(Finish.draw(b, survivors(b)));
        assertEquals(Map.of("Austria", 9.5, "England", 48.0, "France", 5.0, "Germany", 9.5, "Italy", 4.0,
                "Russia", 2.0, "Turkey", 22.0), s);
        assertEquals(100, ScoringSystem.C_DIPLO.score(Finish.solo(b, "England")).get("England"));
    }

    /** Built by hand from the definition (no source gives a worked example): 10, 8, 8, 4, 4, 0, 0 centres. */
    @Test
    void sumOfSquaresByHand() {
        List<Power> ps = List.of(p("A", 10), p("B", 8), p("C", 8), p("D", 4), p("E", 4), fell("F", 1905),
                fell("G", 1903));
        Map<String, Double> s = ScoringSystem.SUM_OF_SQUARES.score(Finish.draw(ps, survivors(ps)));
        // 100 + 64 + 64 + 16 + 16 = 260
        assertEquals(100 * 100 / 260.0, s.get("A"), 1e-9);
        assertEquals(100 * 64 / 260.0, s.get("B"), 1e-9);
        assertEquals(100 * 16 / 260.0, s.get("E"), 1e-9);
        assertEquals(0, s.get("F"));
    }

    /** By hand: a three-way draw gives each a third; solo-or-nothing gives nobody anything. */
    @Test
    void drawSizeAndSoloOrNothingByHand() {
        List<Power> ps = List.of(p("A", 12), p("B", 12), p("C", 10), fell("D", 1905));
        Finish draw = Finish.draw(ps, List.of("A", "B", "C"));
        assertEquals(1 / 3.0, ScoringSystem.DRAW_SIZE.score(draw).get("C"), 1e-12);
        assertEquals(0, ScoringSystem.DRAW_SIZE.score(draw).get("D"));
        assertEquals(0, ScoringSystem.SOLO_OR_NOTHING.score(draw).get("A"));
        assertEquals(1, ScoringSystem.SOLO_OR_NOTHING.score(Finish.solo(ps, "A")).get("A"));
    }

    @Test
    void namesReadInAnyCaseAndAWrongOneListsThem() {
        assertEquals(ScoringSystem.C_DIPLO, ScoringSystem.named(" C-Diplo "));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ScoringSystem.named("elo"));
        assertTrue(e.getMessage().contains("sum-of-squares"), e.getMessage());
    }

    /** Property: over random ends of 2 to 12 powers, the scores add up to the system's total; a solo takes all. */
    @Test
    void scoresAddUpAndASoloTakesEverything() {
        Random r = new Random(34);
        for (int round = 0; round < 2000; round++) {
            int n = 2 + r.nextInt(11);
            List<Power> ps = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                boolean dead = r.nextInt(4) == 0;
                ps.add(dead ? fell("P" + i, 1901 + r.nextInt(10)) : p("P" + i, r.nextInt(15)));
            }
            boolean solo = r.nextBoolean();
            Finish f = solo ? Finish.solo(ps, "P0") : Finish.draw(ps, survivors(ps));
            if (!solo && f.drawn().isEmpty()) continue;
            for (ScoringSystem sys : ScoringSystem.values()) {
                Map<String, Double> s = sys.score(f);
                assertEquals(n, s.size());
                double sum = 0;
                for (double v : s.values()) {
                    assertTrue(v >= 0, sys + " " + s);
                    sum += v;
                }
                assertEquals(sys.totalFor(f), sum, 1e-6, sys + " " + f);
                if (solo) assertEquals(sys.totalFor(f), s.get("P0"), 1e-9, sys + " solo");
            }
        }
    }
}
