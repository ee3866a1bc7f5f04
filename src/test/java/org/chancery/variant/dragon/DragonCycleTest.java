package org.chancery.variant.dragon;

import static org.chancery.variant.dragon.Fixture.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Outcome;
import org.chancery.variant.Turn;
import org.chancery.variant.heirs.Heirs;
import org.junit.jupiter.api.Test;

/** A scripted first cycle for all ten players, with secret allocations, through {@code Ruleset.play}. */
class DragonCycleTest {

    @Test
    void theFirstCycle() {
        GameState s = R.start();
        Turn spring = play(s, all(s,
                "Burgundy: A dij - cha", "Burgundy: A ghe H", "Burgundy: Heir Dijon Hold",
                "Castile: A brg - leo", "Castile: F tol/wc - goc",
                "England: F lon - eng", "England: A yor - edi",
                "Golden Horde: A sar - vol", "Golden Horde: A qaz - mos",
                "Hungary: A ofe - tra", "Hungary: A kni - bos",
                "Kalmar Union: A ros - lub", "Kalmar Union: F sto - fin",
                "Lithuania: A vil - smo", "Lithuania: A kie - mol",
                "Mamluks: A cai - pal", "Mamluks: A ale - kon", "Mamluks: Heir Cairo Marry Tunis",
                "Naples: F nap - tys", "Naples: A aix - gen",
                "Ottomans: A ama - siv", "Ottomans: A brs - con"),
                dp("Burgundy: 1 A col S A ghe", "Burgundy: 1 A par H",
                        "Castile: 2 A zar H",
                        "England: 2 A bor - ren",
                        "Golden Horde: 2 F ker - bla",
                        "Hungary: 1 A bra - pru", "Hungary: 1 A arg H",
                        "Kalmar Union: 1 F lub - bal", "Kalmar Union: 1 A rig H",
                        "Lithuania: 2 A kra - boh",
                        "Mamluks: 2 F tun marry heir cai",
                        "Naples: 2 A rom - flo",
                        "Ottomans: 1 A siv - tre", "Ottomans: 1 A edr H"));
        long neutralOutcomes = spring.result().outcomes().stream()
                .filter(o -> o.order().unit() != null && R.dragonState(s).isNeutral(o.order().unit().power())).count();
        assertEquals(28, neutralOutcomes, "every minor and thrall unit's order is published");
        assertEquals("A bra-pru", outcome(spring, "bra").order().text());
        assertEquals("F lub/ec H", outcome(spring, "lub").order().text(), "Kalmar attacked Lübeck: its points are void");
        assertEquals("A siv H", outcome(spring, "siv").order().text(), "the Ottomans attacked Sivas: void too");
        assertEquals("A rom-flo", outcome(spring, "rom").order().text());
        GameState a = spring.next();
        assertEquals("A1405M", a.phase().code());
        assertEquals("Lübeck F lub/ec", unit(a, "lub"));
        assertEquals("Kalmar Union A ros", unit(a, "ros"), "bounced");
        assertEquals("Sivas A siv", unit(a, "siv"));
        assertEquals("Burgundy A cha", unit(a, "cha"));
        assertEquals("Mamluks", R.dragonState(a).neutrals().get("Tunis").controller(), "Tunis married the Mamluk heir");
        assertEquals(2, R.allocations().orElseThrow().budget(a, "Mamluks"), "Cairo, and now the Tunis thrall");

        Turn autumn = play(a, all(a, "Castile: A leo - lis", "Castile: F goc S A leo - lis",
                "Golden Horde: A qaz - mos", "Golden Horde: A vol S A qaz - mos"),
                dp("Lithuania: 2 A nov S A mos", "Golden Horde: 2 F ker H", "England: 1 F lis - mao",
                        "Mamluks: 2 F tun H"));
        assertEquals("A nov S A mos", outcome(autumn, "nov").order().text());
        assertEquals("F lis-mao", outcome(autumn, "lis").order().text());
        GameState w = autumn.next();
        assertEquals("W1405A", w.phase().code());
        assertEquals("Moscow A mos", unit(w, "mos"), "Lithuania's points held Moscow against the Horde");
        assertEquals("Castile", w.ownerOf(p("lis")), "Castile took Lisbon at the Census");
        assertFalse(R.dragonState(w).isNeutral("Lisbon"));
        assertEquals(Map.of("Castile", 1, "Mamluks", 0), Map.of("Castile", R.owed(w).get("Castile"),
                "Mamluks", R.owed(w).get("Mamluks")), "Castile owes a build; an heir is optional (§8.1)");

        Turn winter = play(w, all(w, "Castile: Build A brg", "Castile: Build Heir", "Mamluks: Build Heir"), Map.of());
        GameState next = winter.next();
        assertEquals("S1410M", next.phase().code());
        assertEquals("Castile A brg", unit(next, "brg"));
        assertEquals(List.of("brg"), Heirs.read(next).unmarried("Castile").stream().map(h -> h.at()).toList());
        assertEquals(List.of("cai"), Heirs.read(next).unmarried("Mamluks").stream().map(h -> h.at()).toList());
        assertEquals(3, R.allocations().orElseThrow().budget(next, "Mamluks"), "Cairo, its new heir, the Tunis thrall");
        assertEquals(3, R.allocations().orElseThrow().budget(next, "Castile"), "Burgos, its new heir, Zaragoza");
        assertTrue(winter.result().outcomes().stream().allMatch(Outcome::succeeded), winter.result().outcomes().toString());
        assertTrue(R.end(next).isEmpty());
    }
}
