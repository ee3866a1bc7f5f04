package org.chancery.variant.dragon;

import static org.chancery.variant.dragon.Fixture.R;
import static org.chancery.variant.dragon.Fixture.orders;
import static org.chancery.variant.dragon.Fixture.phase;
import static org.chancery.variant.dragon.Fixture.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.variant.Allocations;
import org.chancery.variant.heirs.Heirs;
import org.junit.jupiter.api.Test;

/** The rules Chancery's own player follows for the Dragon's Diplomacy Points and heirs (docs/bots.md). */
class DragonBotTest {
    /** These rules read no province values. */
    private static final double[] NO_VALUES = new double[0];

    private static final Allocations DP = R.allocations().orElseThrow();

    private static int points(List<String> lines) {
        int n = 0;
        for (String l : lines) n += Integer.parseInt(l.split(" ")[0]);
        return n;
    }

    @Test
    void anHeirAtHomeMarriesAMinorOnlyItsOwnUnitsBorderAndTheMarriageTakes() {
        GameState s = R.start();
        DragonBot bot = (DragonBot) R.botAdvice();
        var bride = bot.bride(s, "Ottomans", List.of());
        assertNotNull(bride, "the Ottomans' heir is at Amasya and minors border their units");
        List<Order> mine = R.botAdvice().orders(s, "Ottomans", List.of(), NO_VALUES);
        assertEquals("Heir Ottomans marry " + bride.name(), mine.get(0).text());
        List<String> lines = R.botAdvice().allocations(s, "Ottomans", mine, NO_VALUES);
        assertTrue(lines.get(0).startsWith(DragonBot.MARRIAGE_POINTS + " ") && lines.get(0).endsWith("marry heir ama"), lines.toString());
        assertTrue(DP.check(s, "Ottomans", lines, mine).ok());
        assertEquals(DP.budget(s, "Ottomans"), points(lines), "every point is spent");
        GameState after = play(s, mine, Map.of("Ottomans", lines)).next();
        assertTrue(DragonState.read(after).thrallsOf("Ottomans").stream().anyMatch(t -> !t.isEmpty()), "a thrall is made");
        assertTrue(Heirs.read(after).unmarried("Ottomans").isEmpty());
    }

    @Test
    void aMinorTheBotAttacksGetsNoPointsAndIsNotMarried() {
        GameState s = R.start();
        List<Order> attack = orders(s, "Hungary", "A ofe-arg");
        List<String> lines = R.botAdvice().allocations(s, "Hungary", attack, NO_VALUES);
        assertTrue(DP.check(s, "Hungary", lines, attack).warnings().isEmpty(), "no allocation voided by the Attacking rule: " + lines);
        assertTrue(lines.stream().anyMatch(l -> l.endsWith("S A ofe-arg")), "minors next to Argeş support the attack: " + lines);
        assertFalse(lines.stream().anyMatch(l -> l.matches("\\d+ A arg .*")), lines.toString());
        assertEquals(DP.budget(s, "Hungary"), points(lines));
    }

    @Test
    void withNothingToHelpThePointsHinderTheStrongestRival() {
        GameState s = Fixture.own(Fixture.own(R.start(), "tun", "Naples"), "ven", "Naples");
        List<String> lines = R.botAdvice().allocations(s, "Burgundy", List.of(), NO_VALUES);
        assertFalse(lines.isEmpty());
        for (String l : lines) {
            assertTrue(DP.check(s, "Burgundy", List.of(l), List.of()).ok(), l);
            if (l.contains("marry")) continue;
            String to = l.substring(l.indexOf('-') + 1).split("/")[0];
            assertEquals("Naples", s.unitAt(Fixture.p(to)).power(), "a sortie into Naples, the strongest: " + l);
        }
        assertEquals(DP.budget(s, "Burgundy"), points(lines));
    }

    @Test
    void anHeirIsBuiltInWinterWhenTheRulesAllowIt() {
        GameState w = phase(R.start(), "W1405A");
        List<Order> out = R.botAdvice().orders(w, "Castile", List.of(), NO_VALUES);
        assertEquals(List.of("Build Heir Burgos"), out.stream().map(Order::text).toList(), "Castile's capital holds no heir");
        assertEquals(List.of(), R.botAdvice().orders(w, "Burgundy", List.of(), NO_VALUES), "Burgundy's heir is still at home");
        assertEquals(List.of(), R.botAdvice().allocations(w, "Castile", new ArrayList<>(out), NO_VALUES), "no points in Winter");
    }
}
