package org.chancery.variant.dragon;

import static org.chancery.variant.dragon.Fixture.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.ParseResult;
import org.chancery.variant.Allocations;
import org.junit.jupiter.api.Test;

/**
 * Every example order and allocation printed in the Order of the Dragon rulebook, as printed, in the position
 * its example describes: each is accepted. (NOTES.md lists none that the rulebook itself argues against.)
 */
class RulebookOrdersTest {
    private static void accepted(GameState s, String power, String order) {
        ParseResult r = R.parse(s, power, order);
        assertInstanceOf(ParseResult.Ok.class, r, power + ": " + order + " -> " + r);
    }

    private static void allocated(GameState s, String power, String line) {
        Allocations.Check c = R.allocations().orElseThrow().check(s, power, List.of(line), List.of());
        assertTrue(c.ok(), power + ": " + line + " -> " + c.errors());
    }

    /** §7.1: the Kalmar heir "can be referred to as Heir Roskilde, Heir Kalmar Union, H Kalmar, or H Ros". */
    @Test
    void section_7_1_theFourNamesOfTheKalmarHeir() {
        for (String name : List.of("Heir Roskilde", "Heir Kalmar Union", "H Kalmar", "H Ros")) {
            accepted(R.start(), "Kalmar Union", name + " Hold");
        }
    }

    /** §8.1: "Build Heir London" or simply "Build Heir". */
    @Test
    void section_8_1_buildingAnHeir() {
        GameState w = phase(R.start(), "W1405A");
        accepted(w, "England", "Build Heir London");
        accepted(w, "England", "Build Heir");
    }

    /** Example 9.1.1: Hungary's points on its thrall's sortie, Lithuania's on a support of its own move. */
    @Test
    void example_9_1_1() {
        GameState s = R.start();
        allocated(s, "Hungary", "1 DP to A Brandenburg - Prussia");
        allocated(s, "Lithuania", "1 DP to A Brandenburg S A Vilnius - Prussia");
        accepted(s, "Lithuania", "A Vilnius - Prussia");
    }

    /** Examples 10.3.1 and 10.3.2: the Ottoman heir marries Tunis; Naples supports Napoli into the Ionian Sea. */
    @Test
    void examples_10_3_1_and_10_3_2() {
        GameState s = R.start();
        accepted(s, "Ottomans", "Heir Amasya Marry Tunis");
        allocated(s, "Ottomans", "2 DP to F Tunis Marry Heir Amasya");
        allocated(s, "Naples", "1 DP to F Tunis S Napoli \u2013 Ionian Sea");
        var t = play(s, all(s, "Ottomans: Heir Amasya Marry Tunis"),
                dp("Ottomans: 2 DP to F Tunis Marry Heir Amasya", "Naples: 1 DP to F Tunis S Napoli \u2013 Ionian Sea"));
        assertEquals("F tun marry heir ottomans", outcome(t, "tun").order().text(), "Resulting Order for Tunis: F Tunis Marry Heir Amasya");
    }

    /** §10.4, condition 4: "Heir Castile Marry Heir Kalmar at Cologne", in an Autumn with both heirs unmarried. */
    @Test
    void section_10_4_theMarriageLocationInTheOrder() {
        GameState s = addHeir(phase(R.start(), "A1405M"), "Castile", "brg");
        accepted(s, "Castile", "Heir Castile Marry Heir Kalmar at Cologne");
    }

    /** Example 10.4.1: Naples holds Tunis with a fleet; Castile and Naples marry their heirs there. */
    @Test
    void example_10_4_1() {
        GameState s = tunisHeldByNaples();
        accepted(s, "Castile", "Heir Castile Marry Heir Naples at Tunis");
        accepted(s, "Naples", "Heir Naples Marry Heir Castile at Tunis");
        accepted(s, "Naples", "F Tunis Hold");
    }
}
