package org.chancery.variant.iceandfire;

import static org.chancery.variant.iceandfire.Iaf.R;
import static org.chancery.variant.iceandfire.Iaf.at;
import static org.chancery.variant.iceandfire.Iaf.heirs;
import static org.chancery.variant.iceandfire.Iaf.orders;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.variant.heirs.Heir;
import org.chancery.variant.heirs.Heirs;
import org.junit.jupiter.api.Test;

/** The rules Chancery's own player follows for Ice and Fire's heirs (docs/bots.md), each order one the desk takes. */
class IafBotTest {
    /** These rules read no province values. */
    private static final double[] NO_VALUES = new double[0];

    /** Stark's heir held at Dragonstone by Targaryen; the other Houses' heirs at home. */
    private static GameState starkHeldAtDragonstone(String phase, String... edits) {
        return heirs(at(at("phase " + phase), edits),
                new Heir("Stark", "Stark", "drs", null), new Heir("Targaryen 1", "Targaryen", "drs", null),
                new Heir("Lannister", "Lannister", "cas", null), new Heir("Baratheon", "Baratheon", "sen", null),
                new Heir("Martell", "Martell", "sun", null), new Heir("Tyrell", "Tyrell", "hig", null),
                new Heir("Greyjoy", "Greyjoy", "pyk", null));
    }

    private static List<String> texts(List<Order> orders) { return orders.stream().map(Order::text).toList(); }

    @Test
    void aHostageOfTheStrongestOtherHouseIsExecuted() {
        GameState s = starkHeldAtDragonstone("F298M", "own gwy Stark", "own pyk Stark", "own sen Stark");
        List<Order> out = R.botAdvice().orders(s, "Targaryen", List.of(), NO_VALUES);
        assertEquals(List.of("Execute Heir Stark"), texts(out), "Stark holds the most centres");
        assertInstanceOf(ParseResult.Ok.class, R.parse(s, "Targaryen", out.get(0).text()), "the desk reads it back");
    }

    @Test
    void aHostageOfAHouseAtItsBordersIsLeftAndNothingIsDoneOutsideMovement() {
        GameState s = starkHeldAtDragonstone("F298M", "own gwy Lannister", "own pyk Lannister", "own sen Lannister", "+Stark F bwb");
        assertEquals(List.of(), R.botAdvice().orders(s, "Targaryen", List.of(), NO_VALUES),
                "Lannister, not Stark, is the strongest, and Stark's fleet borders Dragonstone");
        GameState winter = starkHeldAtDragonstone("W298A", "own gwy Stark", "own pyk Stark", "own sen Stark");
        assertEquals(List.of(), R.botAdvice().orders(winter, "Targaryen", List.of(), NO_VALUES));
    }

    @Test
    void aHostageOfAHouseNoUnitBordersIsSentHome() {
        GameState s = starkHeldAtDragonstone("F298M", "own gwy Lannister", "own pyk Lannister", "own sen Lannister");
        List<Order> out = R.botAdvice().orders(s, "Targaryen", List.of(), NO_VALUES);
        assertEquals(List.of("Return Heir Stark"), texts(out), "Stark is not the strongest and borders none of Targaryen's units");
        assertInstanceOf(ParseResult.Ok.class, R.parse(s, "Targaryen", out.get(0).text()), "the desk reads it back");
        GameState after = Iaf.play(s, "Targaryen: Return Heir Stark").next();
        assertEquals("wfl", Iaf.heir(after, "Stark").at(), "the heir is home at Winterfell");
    }

    @Test
    void aHostageTheRulesKeepIsNotReturned() {
        GameState lost = starkHeldAtDragonstone("F298M", "own gwy Lannister", "own pyk Lannister", "own sen Lannister",
                "own wfl Lannister");
        assertEquals(List.of(), R.botAdvice().orders(lost, "Targaryen", List.of(), NO_VALUES), "Winterfell is not Stark's");
        GameState wed = heirs(at(at("phase F298M"), "own gwy Lannister", "own pyk Lannister", "own sen Lannister"),
                new Heir("Stark", "Stark", "drs", "Targaryen 1"), new Heir("Targaryen 1", "Targaryen", "drs", "Stark"),
                new Heir("Lannister", "Lannister", "cas", null));
        assertEquals(List.of(), R.botAdvice().orders(wed, "Targaryen", List.of(), NO_VALUES), "an in-law is never returned");
    }

    @Test
    void aHouseWithoutHeirPromotesOneInPlaceOfABuild() {
        GameState s = heirs(at("phase W298A", "own dwm Stark", "own bea Stark"), new Heir("Lannister", "Lannister", "cas", null));
        List<Order> builds = orders(s, "Stark: Build A dwm", "Stark: Build F bea");
        List<Order> out = R.botAdvice().orders(s, "Stark", builds, NO_VALUES);
        assertEquals(List.of("Build A dwm", "Build Heir"), texts(out));
        assertTrue(Heirs.read(Iaf.play(s, "Stark: Build A dwm", "Stark: Build Heir").next()).hasLiving("Stark"));
        GameState noBuild = heirs(at("phase W298A"), new Heir("Lannister", "Lannister", "cas", null));
        assertEquals(List.of(), R.botAdvice().orders(noBuild, "Stark", List.of(), NO_VALUES), "no build to give up: no promotion");
        GameState withHeir = at("phase W298A", "own dwm Stark");
        List<Order> one = orders(withHeir, "Stark: Build A dwm");
        assertEquals(one, R.botAdvice().orders(withHeir, "Stark", one, NO_VALUES), "a House with an heir promotes none");
    }
}
