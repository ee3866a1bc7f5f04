package org.chancery.variant.iceandfire;

import static org.chancery.variant.iceandfire.Iaf.R;
import static org.chancery.variant.iceandfire.Iaf.at;
import static org.chancery.variant.iceandfire.Iaf.heir;
import static org.chancery.variant.iceandfire.Iaf.heirs;
import static org.chancery.variant.iceandfire.Iaf.orders;
import static org.chancery.variant.iceandfire.Iaf.outcome;
import static org.chancery.variant.iceandfire.Iaf.play;
import static org.chancery.variant.iceandfire.Iaf.refusal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.variant.Turn;
import org.chancery.variant.heirs.Heir;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Marriages, hostages, executions and the remarriage of a widowed heir. */
class HeirsRulesTest {
    /** Stark married to Targaryen 1, both living at Dragonstone. */
    static GameState starkAtDragonstone(String phase) {
        return heirs(at("phase " + phase),
                new Heir("Stark", "Stark", "drs", "Targaryen 1"), new Heir("Targaryen 1", "Targaryen", "drs", "Stark"),
                new Heir("Targaryen 2", "Targaryen", "drs", null), new Heir("Lannister", "Lannister", "cas", null),
                new Heir("Baratheon", "Baratheon", "sen", null), new Heir("Martell", "Martell", "sun", null));
    }

    @Test
    void matchingOrdersMarryTwoHeirsWhoThenLiveAtTheNamedCapital() {
        GameState s = R.start();
        Turn t = play(s, "Stark: Heir Stark weds Heir Targaryen 1 to live at Dragonstone",
                "Targaryen: Heir Targaryen 1 marries Heir Stark at Dragonstone");
        Heir stark = heir(t.next(), "Stark");
        assertEquals("drs", stark.at());
        assertEquals("Targaryen 1", stark.spouse());
        assertEquals("Stark", heir(t.next(), "Targaryen 1").spouse());
        assertTrue(outcome(t, "Heir Stark marry Heir Targaryen 1 at Dragonstone").succeeded());
        assertTrue(t.notes().contains("Heir Stark and Heir Targaryen 1 marry, to live at Dragonstone."), t.notes().toString());
    }

    @Test
    void allThreePartsMustMatch() {
        GameState s = R.start();
        Turn t = play(s, "Stark: Heir Stark weds Heir Targaryen 1 at Dragonstone",
                "Targaryen: Heir Targaryen 1 weds Heir Stark at Winterfell");
        assertFalse(heir(t.next(), "Stark").married());
        assertEquals("wfl", heir(t.next(), "Stark").at());
        assertFalse(outcome(t, "Heir Stark marry Heir Targaryen 1 at Dragonstone").succeeded());
        t = play(s, "Stark: Heir Stark weds Heir Targaryen 1 at Dragonstone",
                "Targaryen: Heir Targaryen 2 weds Heir Stark at Dragonstone");
        assertFalse(heir(t.next(), "Stark").married(), "who must match");
        t = play(s, "Stark: Heir Stark weds Heir Targaryen 1 at Dragonstone");
        assertTrue(outcome(t, "Heir Stark marry Heir Targaryen 1 at Dragonstone").reason().startsWith("no matching order"));
    }

    @Test
    void marriagesAreOrderedInSpringOrFallOnlyAndNameWhoWhoAndWhere() {
        assertTrue(refusal(at("phase W298A"), "Stark", "Heir Stark weds Heir Martell at Sunspear").startsWith("heirs marry in a Spring or Fall"));
        assertTrue(refusal(at("phase S298R"), "Stark", "Heir Stark weds Heir Martell at Sunspear").startsWith("heirs marry in a Spring or Fall"));
        assertTrue(refusal(R.start(), "Stark", "Heir Stark weds Heir Martell").startsWith("say where they will live"));
        assertTrue(refusal(R.start(), "Stark", "Heir Stark weds Heir Martell at Casterly Rock")
                .startsWith("a married couple lives at the capital of one of the two Houses: Winterfell or Sunspear"));
        assertEquals("two heirs of House Targaryen cannot marry each other",
                refusal(R.start(), "Targaryen", "Heir Targaryen 1 weds Heir Targaryen 2 at Dragonstone"));
        assertEquals("that heir belongs to Stark, not Martell", refusal(R.start(), "Martell", "Heir Stark weds Heir Martell at Sunspear"));
        assertInstanceOf(ParseResult.Ok.class, R.parse(at("phase F298M"), "Stark", "Heir Stark weds Heir Martell at Sunspear"));
    }

    /**
     * "Each House starts with one heir ..., except the Targaryens who begin with two (2)", and the rulebook's line
     * "Heir Stark weds Heir Targaryen, to live at Dragonstone." Both Targaryens unmarried at Dragonstone are
     * interchangeable: the Targaryens' own "Heir Targaryen weds Heir Stark" takes Heir Targaryen 1, and says so.
     */
    @Test
    void theTargaryenHeirsAreNamedByNumber() {
        String input = "Heir Targaryen weds Heir Stark, to live at Dragonstone.";
        Order first = orders(R.start(), "Targaryen: " + input).get(0);
        assertEquals("Heir Targaryen 1 marry Heir Stark at Dragonstone", first.text());
        assertEquals("'Heir Targaryen' is read as Heir Targaryen 1: House Targaryen's unmarried heirs at Dragonstone are"
                + " interchangeable; to marry another, name 'Heir Targaryen 2'",
                R.review(R.start(), "Targaryen", List.of(), input, first).warning());
        assertNull(R.review(R.start(), "Targaryen", List.of(), first.text(), first), "named by number: nothing to say");
        GameState apart = heirs(R.start(), new Heir("Stark", "Stark", "wfl", null),
                new Heir("Targaryen 1", "Targaryen", "drs", null), new Heir("Targaryen 2", "Targaryen", "pen", null));
        String why = refusal(apart, "Targaryen", "Heir Targaryen weds Heir Stark at Dragonstone");
        assertTrue(why.contains("'Heir Targaryen 1' (at Dragonstone) or 'Heir Targaryen 2' (at Pentos)"),
                "heirs at two places are not interchangeable: " + why);
        Turn t = play(R.start(), "Targaryen: " + input, "Stark: Heir Stark weds Heir Targaryen 1 at Dragonstone");
        assertEquals("Stark", heir(t.next(), "Targaryen 1").spouse());
        Order o = orders(R.start(), "Targaryen: Heir Targaryen 2 weds Heir Stark at Dragonstone").get(0);
        assertEquals("Heir Targaryen 2 marry Heir Stark at Dragonstone", o.text());
        assertEquals(o, orders(R.start(), "Targaryen: " + o.text()).get(0), "the canonical text reads back the same");
    }

    /** The rulebook's own line: the Targaryen heir is the one whose order answers it. */
    @Test
    void theRulebooksMarriageLineIsSettledByTheOtherHousesOrder() {
        GameState s = R.start();
        Order open = orders(s, "Stark: Heir Stark weds Heir Targaryen, to live at Dragonstone.").get(0);
        assertEquals("Heir Stark marry Heir Targaryen at Dragonstone", open.text());
        assertEquals(open, orders(s, "Stark: " + open.text()).get(0), "the stored text reads back the same");
        Turn t = play(s, "Stark: Heir Stark weds Heir Targaryen, to live at Dragonstone",
                "Targaryen: Heir Targaryen 2 weds Heir Stark at Dragonstone");
        assertEquals("Targaryen 2", heir(t.next(), "Stark").spouse());
        assertEquals("Stark", heir(t.next(), "Targaryen 2").spouse());
        assertFalse(heir(t.next(), "Targaryen 1").married());
        assertTrue(outcome(t, "Heir Stark marry Heir Targaryen at Dragonstone").succeeded());
        t = play(s, "Stark: Heir Stark weds Heir Targaryen at Dragonstone");
        assertEquals("no order of Heir Targaryen 1 or Heir Targaryen 2 names Heir Stark at the same place; say which heir of "
                + "House Targaryen you mean", outcome(t, "Heir Stark marry Heir Targaryen at Dragonstone").reason());
    }

    @Test
    void whenOnlyOneHeirOfTheHouseIsFreeToMarryItIsMeant() {
        GameState s = heirs(R.start(), new Heir("Stark", "Stark", "wfl", null),
                new Heir("Targaryen 1", "Targaryen", "drs", "Martell"), new Heir("Martell", "Martell", "drs", "Targaryen 1"),
                new Heir("Targaryen 2", "Targaryen", "drs", null));
        assertEquals("Heir Stark marry Heir Targaryen 2 at Dragonstone",
                orders(s, "Stark: Heir Stark weds Heir Targaryen, to live at Dragonstone").get(0).text());
        GameState held = heirs(R.start(), new Heir("Stark", "Stark", "wfl", null),
                new Heir("Targaryen 1", "Targaryen", "sen", null), new Heir("Targaryen 2", "Targaryen", "drs", null));
        assertEquals("Heir Stark marry Heir Targaryen 2 at Dragonstone",
                orders(held, "Stark: Heir Stark weds Heir Targaryen at Dragonstone").get(0).text(),
                "Targaryen 1 is Baratheon's hostage at Storm's End and cannot marry");
    }

    @Test
    void aHostageMayBeExecutedButAnInLawMayNotBeReturned() {
        GameState s = starkAtDragonstone("F298M");
        assertTrue(refusal(s, "Targaryen", "Return Heir Stark").contains("may not return its in-law's heir"));
        assertEquals("Heir Stark is held at Dragonstone by Targaryen, not by Lannister", refusal(s, "Lannister", "Execute Heir Stark"));
        assertTrue(refusal(s, "Targaryen", "Execute Heir Targaryen 1").startsWith("Heir Targaryen 1 is not a hostage"));
        Turn t = play(s, "Targaryen: Execute Stark Heir");
        assertNull(heir(t.next(), "Stark"));
        assertFalse(heir(t.next(), "Targaryen 1").married(), "the widowed heir is free to remarry");
        assertEquals(List.of(new IafState.Execution("Targaryen", "Stark", "Stark", "F298M")), R.state(t.next()).executions());
        assertTrue(refusal(at("phase W298A"), "Targaryen", "Execute Heir Stark").startsWith("hostages are executed or returned in a Spring or Fall"));
    }

    @Test
    void aHostageWithoutMarriageTiesMayBeReturnedHome() {
        GameState s = heirs(at("phase S299M"), new Heir("Martell", "Martell", "drs", null),
                new Heir("Targaryen 1", "Targaryen", "drs", null));
        Turn t = play(s, "Targaryen: Return Heir Martell");
        assertEquals("sun", heir(t.next(), "Martell").at());
        assertTrue(t.notes().contains("Targaryen returns Heir Martell from Dragonstone to Sunspear."), t.notes().toString());
    }

    @Test
    void anHeirRemarriesInTheTurnItsSpouseIsExecuted() {
        GameState s = starkAtDragonstone("S299M");
        String busy = refusal(s, "Targaryen", "Heir Targaryen 2 weds Heir Targaryen 1 at Dragonstone");
        assertEquals("two heirs of House Targaryen cannot marry each other", busy);
        Turn t = play(s, "Targaryen: Execute Heir Stark",
                "Targaryen: Heir Targaryen 1 weds Heir Martell at Sunspear",
                "Martell: Heir Martell weds Heir Targaryen 1 at Sunspear");
        assertEquals("Martell", heir(t.next(), "Targaryen 1").spouse());
        assertEquals("sun", heir(t.next(), "Targaryen 1").at());
    }

    @Test
    void anHeirLivingAtItsSpousesCapitalIsAHostageThereAndCannotMarry() {
        GameState s = heirs(at("phase S299M"), new Heir("Stark", "Stark", "sun", "Martell"),
                new Heir("Martell", "Martell", "sun", "Stark"), new Heir("Tyrell", "Tyrell", "hig", null));
        assertEquals("Heir Stark is held hostage by Martell at Sunspear and cannot marry",
                refusal(s, "Stark", "Heir Stark weds Heir Tyrell at Highgarden"));
        assertInstanceOf(ParseResult.Ok.class, R.parse(s, "Martell", "Heir Martell weds Heir Tyrell at Highgarden"),
                "Martell may execute its spouse this turn, and remarry");
        Turn t = play(s, "Martell: Heir Martell weds Heir Tyrell at Highgarden", "Tyrell: Heir Tyrell weds Heir Martell at Highgarden");
        assertEquals("Heir Martell is married to Heir Stark", outcome(t, "Heir Martell marry Heir Tyrell at Highgarden").reason());
    }

    @Test
    void capturingACapitalTakesItsHeirsHostage() {
        GameState s = at("phase F298M", "-wfl", "+Lannister A wfl");
        Turn t = play(s);
        assertEquals("Lannister", t.next().ownerOf(Iaf.p("wfl")));
        assertTrue(t.notes().contains("Lannister captures Winterfell and takes Heir Stark hostage to Casterly Rock."),
                t.notes().toString());
        assertEquals("cas", heir(t.next(), "Stark").at(), "a hostage lives at its captor's capital");
        GameState spring = at(t.next(), "phase S299M");
        assertInstanceOf(ParseResult.Ok.class, R.parse(spring, "Lannister", "Execute Heir Stark"));
        assertTrue(refusal(spring, "Stark", "Heir Stark weds Heir Martell at Sunspear").contains("held hostage by Lannister"));
        assertTrue(refusal(spring, "Lannister", "Return Heir Stark").contains("its capital Winterfell is held by Lannister"));
    }

    /** The case: Baratheon, taking Dragonstone, brings the Targaryen heirs to Storm's End. */
    @Test
    void hostagesGoToTheCaptorsCapital() {
        GameState s = at("phase F298M", "-drs", "+Baratheon F drs");
        Turn t = play(s);
        assertEquals("Baratheon", t.next().ownerOf(Iaf.p("drs")));
        assertEquals("sen", heir(t.next(), "Targaryen 1").at());
        assertEquals("sen", heir(t.next(), "Targaryen 2").at());
        assertTrue(t.notes().contains("Baratheon captures Dragonstone and takes Heir Targaryen 1 hostage to Storm's End."),
                t.notes().toString());
        GameState spring = at(t.next(), "phase S299M");
        assertEquals("Heir Targaryen 2 is held at Storm's End by Baratheon, not by Lannister",
                refusal(spring, "Lannister", "Execute Heir Targaryen 2"));
        assertInstanceOf(ParseResult.Ok.class, R.parse(spring, "Baratheon", "Execute Heir Targaryen 2"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"Execute Heir Stark", "execute stark heir", "Behead H Stark", "Kill the heir of Stark"})
    void executionsAreReadInSeveralWordings(String line) {
        Order o = orders(starkAtDragonstone("S299M"), "Targaryen: " + line).get(0);
        assertEquals("Execute Heir Stark", o.text());
    }

    @Test
    void conflictingOrdersForOneHeirAreNotCarriedOut() {
        GameState s = heirs(at("phase S299M"), new Heir("Martell", "Martell", "drs", null),
                new Heir("Targaryen 1", "Targaryen", "drs", null));
        Turn t = play(s, "Targaryen: Return Heir Martell", "Targaryen: Execute Heir Martell");
        assertEquals("drs", heir(t.next(), "Martell").at());
        assertTrue(outcome(t, "Execute Heir Martell").reason().startsWith("conflicting orders"));
    }

    @Test
    void aHouseWithoutItsCapitalKeepsItsHostageWhereItWasTaken() {
        GameState s = at("phase F298M", "-wfl", "+Lannister A wfl", "own wfl Lannister", "-sun", "+Stark A sun");
        Turn t = play(s);
        assertEquals("Stark", t.next().ownerOf(Iaf.p("sun")));
        assertEquals("sun", heir(t.next(), "Martell").at(), "the hostage stays at Sunspear");
        GameState spring = at(t.next(), "phase S299M");
        assertInstanceOf(ParseResult.Ok.class, R.parse(spring, "Stark", "Execute Heir Martell"));
        Turn left = play(spring, "Stark: Leave Heir Martell");
        assertTrue(outcome(left, "Leave Heir Martell").succeeded());
        assertEquals("sun", heir(left.next(), "Martell").at());
    }
}
