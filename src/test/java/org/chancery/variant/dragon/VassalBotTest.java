package org.chancery.variant.dragon;

import static org.chancery.variant.dragon.Fixture.B;
import static org.chancery.variant.dragon.Fixture.R;
import static org.chancery.variant.dragon.Fixture.all;
import static org.chancery.variant.dragon.Fixture.p;
import static org.chancery.variant.dragon.Fixture.play;
import static org.chancery.variant.dragon.Fixture.put;
import static org.chancery.variant.dragon.Fixture.remove;
import static org.chancery.variant.dragon.Fixture.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.engine.PhaseType;
import org.chancery.variant.Allocations;
import org.junit.jupiter.api.Test;

/**
 * Chancery orders the vassal its power controls in every phase §10.5 allows (docs/bots.md): its units' moves by
 * Diplomacy Points, its retreats, its builds and removals, each a line the order desk reads as the controller's.
 */
class VassalBotTest {
    private static final Allocations DP = R.allocations().orElseThrow();

    /** Values that make the named provinces worth most, the first most of all. */
    private static double[] worth(String... best) {
        double[] v = new double[B.size()];
        for (int i = 0; i < v.length; i++) v[i] = 1;
        for (int i = 0; i < best.length; i++) v[p(best[i]).index()] = 100 - i;
        return v;
    }

    private static List<String> texts(List<Order> orders) { return orders.stream().map(Order::text).toList(); }

    @Test
    void inAnOrdersPhaseItsPointsMoveTheVassalsUnitToTheBestCentre() {
        GameState s = remove(DragonRulesTest.vassalState(), "tle"); // vNC F tun; Tlemcen's minor unit gone
        List<String> lines = R.botAdvice().allocations(s, "Castile", List.of(), worth("tle"));
        assertTrue(lines.stream().anyMatch(l -> l.matches("\\d+ F tun-tle")), "the vassal's fleet goes for Tlemcen: " + lines);
        assertTrue(DP.check(s, "Castile", lines, List.of()).ok(), DP.check(s, "Castile", lines, List.of()).errors().toString());
        GameState after = play(s, List.of(), Map.of("Castile", lines)).next();
        assertEquals("vNC F tle", unit(after, "tle"), "the points carry the move");
    }

    @Test
    void aDislodgedVassalUnitRetreatsToTheBestFreePlace() {
        GameState s = put(put(DragonRulesTest.vassalState(), "Burgundy F wes"), "Burgundy F tys");
        GameState r = play(s, all(s, "Burgundy: F wes - tun", "Burgundy: F tys S F wes - tun"), Map.of()).next();
        assertEquals(PhaseType.RETREAT, r.phase().type(), "vNC's fleet in Tunis is dislodged");
        assertTrue(R.owed(r).containsKey("Castile"), "its controller may order the retreat, so the bot is asked");
        List<Order> out = R.botAdvice().orders(r, "Castile", List.of(), worth("ion", "gog"));
        assertEquals(List.of("F tun R ion"), texts(out));
        assertInstanceOf(ParseResult.Ok.class, R.parse(r, "Castile", out.get(0).text()), "the desk reads the line as Castile's");
        GameState after = play(r, out, Map.of()).next();
        assertEquals("vNC F ion", unit(after, "ion"));
    }

    @Test
    void inTheWinterTheVassalBuildsTheKindThatReachesMost() {
        GameState s = Fixture.tunisHeldByNaples();
        GameState w = remove(play(s, all(s, "Castile: Heir Castile Marry Heir Naples at Tunis",
                "Naples: Heir Naples Marry Heir Castile at Tunis"), Map.of()).next(), "tun");
        List<Order> out = R.botAdvice().orders(w, "Naples", List.of(), worth("tys"));
        assertTrue(texts(out).contains("Build F tun"), "a fleet reaches the Tyrrhenian Sea: " + texts(out));
        Order build = out.stream().filter(o -> o.text().equals("Build F tun")).findFirst().orElseThrow();
        GameState after = play(w, List.of(build), Map.of()).next();
        assertEquals("vNC F tun", unit(after, "tun"));
    }

    @Test
    void inTheWinterAVassalWithTooManyUnitsLosesTheLeastValuable() {
        GameState s = Fixture.tunisHeldByNaples();
        GameState w = play(s, all(s, "Castile: Heir Castile Marry Heir Naples at Tunis",
                "Naples: Heir Naples Marry Heir Castile at Tunis"), Map.of()).next();
        w = put(w, "vNC A sah");
        List<Order> out = R.botAdvice().orders(w, "Castile", List.of(), worth("tun"));
        assertEquals(List.of("Remove A sah"), texts(out).stream().filter(t -> t.startsWith("Remove")).toList());
        Order removal = out.stream().filter(o -> o.text().startsWith("Remove")).findFirst().orElseThrow();
        GameState after = play(w, List.of(removal), Map.of()).next();
        assertEquals(null, unit(after, "sah"));
        assertEquals("vNC F tun", unit(after, "tun"));
    }
}
