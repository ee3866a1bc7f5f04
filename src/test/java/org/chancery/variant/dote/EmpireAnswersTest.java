package org.chancery.variant.dote;

import static org.chancery.variant.dote.Dote.at;
import static org.chancery.variant.dote.Dote.outcome;
import static org.chancery.variant.dote.Dote.play;
import static org.chancery.variant.dote.Dote.refusal;
import static org.chancery.variant.dote.Dote.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.variant.Review;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.Test;

/** The Empire's answers at order time: a capital rebuilt the same phase, the money about to be lacked, the years. */
class EmpireAnswersTest {
    private static Order read(GameState s, String power, String line) {
        ParseResult r = Dote.R.parse(s, power, line);
        assertTrue(r instanceof ParseResult.Ok, line + ": " + r);
        return ((ParseResult.Ok) r).order();
    }

    private static Review review(GameState s, String power, List<String> standing, String line) {
        List<Order> before = standing.stream().map(x -> read(s, power, x)).toList();
        return Dote.R.review(s, power, before, line, read(s, power, line));
    }

    /** "Players may even build a city and use it to build a military unit during the same build phase." */
    @Test
    void aCapitalRebuiltThisBuildPhaseCanBuild() {
        GameState s = at(BuildPhaseTest.winter(50), "raze gal");
        read(s, "Galatia", "Build Infantry Galatia");
        Review alone = review(s, "Galatia", List.of(), "Build Infantry Galatia");
        assertTrue(alone.warning().contains("only if you also order Build City Galatia"), alone.warning());
        assertNull(review(s, "Galatia", List.of("Build City Galatia"), "Build Infantry Galatia"));
        Turn t = play(s, "Galatia: Build City Galatia", "Galatia: Build Infantry Galatia");
        assertTrue(outcome(t, "Build City gal").succeeded(), outcome(t, "Build City gal").toString());
        assertTrue(outcome(t, "Build Inf gal").succeeded(), outcome(t, "Build Inf gal").toString());
        assertEquals("Galatia Inf gal", unit(t.next(), "gal"));
        Turn without = play(s, "Galatia: Build Infantry Galatia");
        assertFalse(outcome(without, "Build Inf gal").succeeded(), "no capital, no legion");
    }

    /** "Cities, forts and legions are paid together": the player hears of a shortfall privately when it orders. */
    @Test
    void theMoneyAPlayerIsAboutToLack() {
        GameState s = at(BuildPhaseTest.winter(35), "own cyr Egyptus");
        Review r = review(s, "Egyptus", List.of("Build Cavalry Egyptus"), "Build City Cyrenaica");
        assertTrue(r.warning().contains("these orders need 50 talents (builds 50 (Build Cav egy 20, Build City cyr 30))"
                + " and Egyptus holds 35: as they stand, none of the builds would be made"), r.warning());
        assertNull(review(s, "Egyptus", List.of(), "Build Cavalry Egyptus"), "20 of 35 is affordable");
        Review pay = review(s, "Egyptus", List.of("Build Cavalry Egyptus"), "PAY 20 Italia");
        assertTrue(pay.warning().contains("payments 20"), pay.warning());
        Turn t = play(s, "Egyptus: Build Cavalry Egyptus", "Egyptus: Build City Cyrenaica");
        assertFalse(outcome(t, "Build Cav egy").succeeded(), "the rule stays as it is");
    }

    /** A power with no capital and no money is not told it may build legions. */
    @Test
    void noCapitalAndNoMoneyIsNotToldItMayBuild() {
        GameState s = at(BuildPhaseTest.winter(0), "raze gal");
        String duties = String.join(" ", Dote.R.duties(s, "Galatia"));
        assertFalse(duties.contains("may build legions"), duties);
        assertTrue(duties.contains("Galatia's capital in Galatia is razed: Build City Galatia (30 talents) rebuilds it"), duties);
        assertTrue(duties.contains("holds too little to build anything"), duties);
    }

    /** "The game begins with the Spring 43 B.C. phase": a year is written as the calendar writes it. */
    @Test
    void yearsAsTheCalendarWritesThem() {
        String why = refusal(Dote.R.start(), "Hispania", "Build Infantry Hispania");
        assertTrue(why.contains("Spring 43 BC movement phase"), why);
        assertFalse(why.contains("-43"), why);
    }
}
