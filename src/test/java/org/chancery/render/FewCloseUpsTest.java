package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Turn;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.Test;

/**
 * A results post's close-ups are as few as frame the phase's action readably at 480 px (issue 37), each at most 36
 * glyphs of the board wide. The greedy cover alone made, over the first 8 phases of each board's seeded busy game
 * ({@code BusyPhases}, seed 1), 38 close-ups for classic, 41 for the Dragon, 26 for Ice and Fire and 101 for W3K; the
 * exact cover ({@link Cover}) makes 36, 38, 25 and 97. Classic Spring 1901 with every power ordered needs 6 (FirstMaps'
 * random orders) and 8 (the standard openings, from the North Sea to the Black Sea): no cover of 36-glyph windows with
 * fewer was found. At 44 glyphs they would be 4 and 6, but names fall to about 10.5 px at 480 px and 13 arrows to
 * under {@code ArrowLengthTest}'s 16 px.
 */
class FewCloseUpsTest {
    /** The most close-ups in the first 8 phases of each board's busy game. */
    static final Map<String, Integer> MOST = Map.of("classic", 36, "order-of-the-dragon", 38, "ice-and-fire", 25,
            "wars-of-the-three-kingdoms", 97, "diplomacy-of-the-empire", 17, "europe-1615", 39);

    @Test
    void busyGamesOfEveryBoardNeedFewerCloseUpsThanAGreedyCover() {
        Map<String, Integer> counts = new LinkedHashMap<>();
        List<String> over = new ArrayList<>();
        for (String id : VariantLoader.ids()) {
            BoardShapes shapes = BoardShapes.of(Rulesets.of(id).variant());
            int total = 0;
            for (BusyPhases.Phase p : BusyPhases.of(id, 1, 8)) total += Framing.actions(shapes, p.before(), p.after(), p.outcomes()).size();
            counts.put(id, total);
            if (total > MOST.get(id)) over.add(id + " " + total + " > " + MOST.get(id));
        }
        System.out.println("close-ups in 8 busy phases: " + counts);
        assertEquals(List.of(), over);
    }

    @Test
    void classicSpring1901WithRandomOrdersMakesSixCloseUps() {
        Ruleset r = Rulesets.of("classic");
        GameState s = r.start();
        List<Order> orders = Scenes.random(r, s, 42);
        int n = count(r, s, orders);
        assertTrue(n <= 6, "classic Spring 1901, random orders (FirstMaps'): " + n + " close-ups");
    }

    @Test
    void classicSpring1901WithTheStandardOpeningsMakesEightCloseUps() {
        Ruleset r = Rulesets.of("classic");
        GameState s = r.start();
        List<Order> orders = new ArrayList<>();
        for (String l : List.of("Austria: A vie-gal", "Austria: A bud-ser", "Austria: F tri-alb", "England: F lon-nth",
                "England: F edi-nwg", "England: A lvp-yor", "France: A par-bur", "France: A mar-spa", "France: F bre-mao",
                "Germany: A ber-kie", "Germany: A mun-ruh", "Germany: F kie-den", "Italy: A ven-tyr", "Italy: A rom-ven",
                "Italy: F nap-ion", "Russia: A mos-ukr", "Russia: A war-gal", "Russia: F sev-bla", "Russia: F stp/sc-bot",
                "Turkey: A con-bul", "Turkey: A smy-con", "Turkey: F ank-bla")) {
            String[] pw = l.split(": ", 2);
            ParseResult pr = r.parse(s, pw[0], pw[1]);
            assertTrue(pr instanceof ParseResult.Ok, l + ": " + pr);
            orders.add(((ParseResult.Ok) pr).order());
        }
        int n = count(r, s, orders);
        assertTrue(n <= 8, "classic Spring 1901, standard openings: " + n + " close-ups");
    }

    /** The close-ups of a phase; with {@code -Dchancery.closeups.write=true} they are written to target/ to look at. */
    private static int count(Ruleset r, GameState s, List<Order> orders) {
        Turn t = r.play(s, orders, Map.of());
        List<List<String>> all = Framing.actions(BoardShapes.of(r.variant()), s, t.next(), t.result().outcomes());
        if (Boolean.getBoolean("chancery.closeups.write")) {
            List<Order> os = t.result().outcomes().stream().map(o -> o.order()).toList();
            for (int i = 0; i < all.size(); i++) {
                byte[] png = MapRenderer.png(r.variant(), s, RenderOptions.defaults().orders(os, t.result().outcomes())
                        .closeUp(all.get(i), "close-up " + (i + 1)));
                try {
                    java.nio.file.Files.write(java.nio.file.Path.of("target", "closeup-" + orders.size() + "-" + (i + 1) + ".png"), png);
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
        }
        System.out.println("classic Spring 1901, " + orders.size() + " orders: " + all.size() + " close-ups");
        return all.size();
    }
}
