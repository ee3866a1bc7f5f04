package org.chancery.variant.dragon;

import static org.chancery.variant.dragon.Fixture.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.ParseResult;
import org.chancery.variant.Allocations;
import org.chancery.variant.Turn;
import org.chancery.variant.heirs.Heirs;
import org.junit.jupiter.api.Test;

/** Calendar, start, Diplomacy Points, orders and the Attacking and Allocating rule. */
class DragonRulesTest {
    static final Allocations DP = R.allocations().orElseThrow();

    @Test
    void theStartPlacesMinorsThrallsAndHeirs() {
        GameState s = R.start();
        assertEquals("S1405M", s.phase().code());
        assertEquals(48, s.units().size(), "20 major units, 6 thrall and 22 minor units");
        assertEquals(48, s.centreCounts().values().stream().mapToInt(Integer::intValue).sum());
        assertEquals(28, s.stationaryPowers().size());
        assertEquals("Tunis F tun", unit(s, "tun"));
        assertEquals("Lübeck F lub/ec", unit(s, "lub"));
        assertEquals("Castile", R.dragonState(s).neutrals().get("Zaragoza").controller());
        assertEquals(10, Heirs.read(s).all().size());
        for (String m : R.playablePowers()) assertEquals(2, DP.budget(s, m), m + " has 2 DP at the start (§9.2)");
        assertEquals(0, DP.budget(s, "Tunis"));
        assertEquals(10, R.dragonState(s).cycleCap());
    }

    @Test
    void cyclesOfFiveYearsWithAnAutumn() {
        GameState s = R.start();
        s = play(s, List.of(), Map.of()).next();
        assertEquals("A1405M", s.phase().code());
        Turn autumn = play(s, List.of(), Map.of());
        assertEquals("W1405A", autumn.next().phase().code(), "heirs may be built in Castile's capital and others");
        assertTrue(R.owed(autumn.next()).containsKey("Castile"));
        assertFalse(R.owed(autumn.next()).containsKey("Burgundy"), "Burgundy's heir is at home and it owes nothing");
        assertEquals("S1410M", play(autumn.next(), List.of(), Map.of()).next().phase().code());
    }

    @Test
    void playersCannotOrderMinorThrallOrVassalUnitsDirectly() {
        GameState s = R.start();
        var e = assertInstanceOf(ParseResult.Error.class, R.parse(s, "Burgundy", "A par - cha"));
        assertEquals("the army in Paris belongs to the minor power Paris: its orders come from Diplomacy Point "
                + "allocations, so allocate points instead, such as '1 A par-cha'", e.message());
        e = assertInstanceOf(ParseResult.Error.class, R.parse(s, "Hungary", "A bra H"));
        assertTrue(e.message().contains("the thrall Brandenburg"), e.message());
        e = assertInstanceOf(ParseResult.Error.class, R.parse(s, "Burgundy", "A ofe - hav"));
        assertTrue(e.message().contains("belongs to Hungary, not Burgundy"), e.message());
    }

    @Test
    void allocationsAreCheckedAgainstTheBudget() {
        GameState s = R.start();
        var c = DP.check(s, "Burgundy", List.of("1 A par-cha", "1 A col S A par-cha"), List.of());
        assertTrue(c.ok());
        assertEquals(List.of("1 A par-cha", "1 A col S A par-cha"), c.accepted());
        assertEquals(0, c.remaining());
        c = DP.check(s, "Burgundy", List.of("2 A par-cha", "1 A col H"), List.of());
        assertEquals(List.of("these allocations spend 3 DP but you have 2"), c.errors());
        c = DP.check(s, "Burgundy", List.of("1 A dij-cha"), List.of());
        assertTrue(c.errors().get(0).contains("points go only to units of minor, thrall and vassal powers"), c.errors().toString());
        c = DP.check(s, "Burgundy", List.of("1 A bra marry heir dij"), List.of());
        assertTrue(c.errors().get(0).contains("only a minor power's unit may marry an heir"), c.errors().toString());
        c = DP.check(s, "Burgundy", List.of("1 A par marry heir castile"), List.of());
        assertTrue(c.errors().get(0).contains("the Castile heir is already married"), c.errors().toString());
        c = DP.check(phase(s, "S1405R"), "Burgundy", List.of("1 A par H"), List.of());
        assertFalse(c.ok());
    }

    @Test
    void marryAndHoldAreCountedApart() {
        GameState s = R.start();
        Turn t = play(s, all(s, "Burgundy: Heir Dijon Marry Paris"),
                dp("Burgundy: 1 A par marry heir burgundy", "England: 1 A par H"));
        assertEquals("A par H", outcome(t, "par").order().text(), "1 for Marry against 1 for Hold is a tie");
        assertEquals("dij", heirAt(t.next(), "Burgundy"));
        assertFalse(R.dragonState(t.next()).isThrall("Paris"));
    }

    /** §9: attacking a minor voids allocations to it, judged on the final orders; warned at submission. */
    @Test
    void attackingAndAllocating() {
        GameState s = R.start();
        var attack = orders(s, "Burgundy", "A ghe - par", "A dij S A ghe - par");
        var c = DP.check(s, "Burgundy", List.of("1 A par - cha"), attack);
        assertTrue(c.ok(), "a warning, not an error");
        assertEquals(1, c.warnings().size());
        assertTrue(c.warnings().get(0).contains("your orders attack Paris"), c.warnings().toString());
        assertTrue(DP.check(s, "Burgundy", List.of("1 A col - cha"), attack).warnings().isEmpty());
        Turn t = play(s, attack, dp("Burgundy: 1 A par - cha", "England: 1 A par S A dij"));
        assertEquals("A par S A dij", outcome(t, "par").order().text(), "Burgundy's allocation is void; England's wins");
        assertEquals("Burgundy A par", unit(t.next(), "par"), "2 against 1: Paris is dislodged, and destroyed");
        // without the attack in the final orders, the same allocation counts
        t = play(s, orders(s, "Burgundy", "A ghe - cha"), dp("Burgundy: 2 A par - cha", "England: 1 A par S A dij"));
        assertEquals("A par-cha", outcome(t, "par").order().text());
    }

    @Test
    void onlyAVassalsControllersAllocateToItAndTheRuleSparesIt() {
        GameState s = vassalState();
        var c = DP.check(s, "Burgundy", List.of("1 F tun - tys"), List.of());
        assertTrue(c.errors().get(0).contains("only Naples and Castile, who control vNC, may allocate to its units"), c.errors().toString());
        var attack = orders(s, "Naples", "F nap - tys");
        c = DP.check(s, "Naples", List.of("1 F tun - wes"), orders(s, "Castile", "F tol/wc - wes"));
        assertTrue(c.ok() && c.warnings().isEmpty());
        Turn t = play(s, attack, dp("Naples: 1 F tun - wes"));
        assertEquals("vNC F wes", unit(t.next(), "wes"), "vassal units really move");
    }

    /** vNC at Tunis, made as in Example 10.4.1, at the start of Spring 1410. */
    static GameState vassalState() {
        GameState s = tunisHeldByNaples();
        Turn t = play(s, all(s, "Castile: Heir Castile Marry Heir Naples at Tunis",
                "Naples: Heir Naples Marry Heir Castile at Tunis"), Map.of());
        return phase(t.next(), "S1410M");
    }
}
