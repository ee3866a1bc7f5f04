package org.chancery.variant.dragon;

import static org.chancery.variant.dragon.Fixture.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.variant.GameEnd;
import org.chancery.variant.Turn;
import org.chancery.variant.heirs.Heir;
import org.chancery.variant.heirs.Heirs;
import org.junit.jupiter.api.Test;

/** The rulebook's worked examples, on the real map. */
class DragonExamplesTest {

    /** Example 9.1.1: Hungary's 1 DP on its thrall counts double against Lithuania's 1 DP. */
    @Test
    void example_9_1_1_theThrallControllerCountsDouble() {
        GameState s = R.start();
        Turn t = play(s, all(s, "Lithuania: A vil-pru"),
                dp("Hungary: 1 A bra-pru", "Lithuania: 1 A bra S A vil-pru"));
        assertEquals("A bra-pru", outcome(t, "bra").order().text(), "A Brandenburg sorties to Prussia");
        assertEquals("Brandenburg A bra", unit(t.next(), "bra"), "a sortie never moves");
        assertEquals("Lithuania A vil", unit(t.next(), "vil"), "the sortie bounces Vilnius");
        assertNull(t.next().unitAt(p("pru")));
    }

    /** Examples 10.3.1 and 10.3.2: the Ottoman heir marries Tunis, which becomes an Ottoman thrall. */
    @Test
    void example_10_3_theOttomanHeirMarriesTunis() {
        GameState s = R.start();
        var printed = R.allocations().orElseThrow().check(s, "Naples", List.of("1 F Tunis S Napoli – Ionian Sea"), List.of());
        assertTrue(printed.ok(), "Tunis borders the Ionian Sea, as the example implies: " + printed.errors());
        Turn t = play(s, all(s, "Ottomans: Heir Amasya Marry Tunis"),
                dp("Ottomans: 2 DP to F Tunis Marry Heir Amasya", "Naples: 1 DP to F Tunis S Napoli – Ionian Sea"));
        assertEquals("F tun marry heir ottomans", outcome(t, "tun").order().text(), "the resulting order for Tunis");
        Heir heir = Heirs.read(t.next()).of("Ottomans").get(0);
        assertEquals("tun", heir.at());
        assertEquals("Tunis", heir.spouse());
        assertTrue(R.dragonState(t.next()).isThrall("Tunis"));
        assertEquals("Ottomans", R.dragonState(t.next()).neutrals().get("Tunis").controller());
        assertTrue(t.notes().contains("the Ottomans heir married Tunis: Tunis is now a thrall of Ottomans"), t.notes().toString());
        assertEquals(2, R.allocations().orElseThrow().budget(t.next(), "Ottomans"), "capital + thrall; no heir at home");
    }

    /** Example 10.4.1: Castile and Naples marry their heirs at Tunis, held by a Neapolitan fleet: vNC. */
    @Test
    void example_10_4_1_theVassalVNC() {
        GameState s = tunisHeldByNaples();
        Turn t = play(s, all(s, "Castile: Heir Castile Marry Heir Naples at Tunis",
                "Naples: Heir Naples Marry Heir Castile at Tunis", "Naples: F Tunis Hold"), Map.of());
        GameState w = t.next();
        assertEquals("W1405A", w.phase().code());
        DragonState d = R.dragonState(w);
        DragonState.Vassal v = d.vassals().get("vNC");
        assertEquals(new DragonState.Vassal("tun", "Naples", "Castile"), v);
        assertEquals("vNC", w.ownerOf(p("tun")), "Tunis belongs to vNC");
        assertEquals("vNC F tun", unit(w, "tun"), "the fleet in Tunis belongs to vNC");
        Heirs h = Heirs.read(w);
        assertEquals(2, h.at("tun").size(), "both heirs moved to Tunis");
        assertTrue(h.at("tun").stream().allMatch(Heir::married));
        assertFalse(w.stationaryPowers().contains("vNC"), "vassal units are mobile");
        assertEquals(3, R.allocations().orElseThrow().budget(next(w), "Naples"), "Napoli + Rome thrall + vNC");
    }

    private static GameState next(GameState w) { return phase(w, "S1410M"); }

    /** Example 3.0.1: 18, 18 and 12 at the Census is no victory; at the cycle cap it is a three-way draw. */
    @Test
    void example_3_0_1_aTieAtEighteenIsNoVictory() {
        GameState s = threePowers(R.start());
        Turn t = play(phase(s, "A1405M"), List.of(), Map.of());
        assertEquals(Map.of("England", 18, "Hungary", 18, "Mamluks", 12), R.victoryTotals(t.next()));
        assertTrue(R.end(t.next()).isEmpty(), "neither England nor Hungary wins; the game goes on");
        GameState last = DragonRuleset.withCycleCap(threePowers(R.start()), 10);
        t = play(phase(last, "A1450M"), List.of(), Map.of());
        GameEnd end = R.end(t.next()).orElseThrow();
        assertTrue(end.draw());
        assertEquals(List.of("England", "Hungary", "Mamluks"), end.winners());
    }

    /** All 48 centres shared out 18 / 18 / 12, everyone else eliminated, no units. */
    static GameState threePowers(GameState start) {
        GameState.Builder b = start.toBuilder().clearUnits();
        DragonState d = DragonState.read(start);
        for (String n : d.neutrals().keySet()) { d = d.withNeutral(n, null); b.stationary(n, false); }
        int i = 0;
        for (var p : B.provinces()) {
            if (!p.isSupplyCenter()) continue;
            b.owner(p, i < 18 ? "England" : i < 36 ? "Hungary" : "Mamluks");
            i++;
        }
        for (String m : R.playablePowers()) if (!List.of("England", "Hungary", "Mamluks").contains(m)) d = d.withEliminated(m);
        Heirs heirs = Heirs.read(start);
        heirs = heirs.without(heirs.all());
        heirs = heirs.with(new Heir("England", "England", "lon", null)).with(new Heir("Hungary", "Hungary", "ofe", null))
                .with(new Heir("Mamluks", "Mamluks", "cai", null));
        return d.write(heirs.write(b)).build();
    }
}
