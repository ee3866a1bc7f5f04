package org.chancery.variant.w3k;

import static org.chancery.variant.w3k.W3k.R;
import static org.chancery.variant.w3k.W3k.at;
import static org.chancery.variant.w3k.W3k.error;
import static org.chancery.variant.w3k.W3k.ok;
import static org.chancery.variant.w3k.W3k.outcomes;
import static org.chancery.variant.w3k.W3k.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.variant.Review;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Orders written as the rulebook writes them (pages 13, 22 and 31). */
class W3kOrdersTest {
    @Test
    void theRulebooksExamplesRead() {
        GameState s = at("Su1642M").units("Crown: A london, A surrey; Montrose: F weebankie").build();
        assertEquals("A london S A surrey-deptford", ok(s, "Crown", "Army London Supports Army Surry to Deptford").text());
        assertEquals("F weebankie-swallowhole", ok(s, "Montrose", "Fleet Wee Bankie To Swallow Hole").text());
    }

    /** "Fleet St Augustine's North Coast sails to Sandettie Bank off Dover" is impossible; from the south coast it is not. */
    @Test
    void aFleetOnANamedCoast() {
        GameState north = at("Su1642M").units("Protectorate: F staugustine/nc").build();
        assertTrue(error(north, "Protectorate", "Fleet St Augustine's North Coast sails to Sandettie Bank off Dover")
                .contains("cannot"));
        String bare = error(north, "Protectorate", "Fleet St Augustine sails to Sandettie Bank off Dover");
        assertTrue(bare.contains("north coast"), "a bare name means the coast the fleet is on: " + bare);
        GameState south = at("Su1642M").units("Protectorate: F staugustine/sc").build();
        assertEquals("F staugustine/sc-sandettie",
                ok(south, "Protectorate", "Fleet St Augustine's South Coast sails to Sandettie Bank off Dover").text());
        assertEquals("F staugustine/sc-sandettie", ok(south, "Protectorate", "Fleet St Augustine sails to Sandettie").text());
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "Army Hastings & Pevensey to Lewes & Bramber; A hastings-lewes",
        "Army Hastings and Pevensey, in Sussex moves to Lewes and Bramber; A hastings-lewes",
        "Army King's Lynn to Norfolk; A kingslynn-norfolk",
        "A Kings Lynn - Norfolk; A kingslynn-norfolk",
        "Army Aylesford in Kent supports Army King's Lynn to Norfolk; A aylesford H",
        "Army Sutton-at-Hone, in Kent holds; A sutton H"})
    void ampersandsApostrophesAndInKent(String written, String canonical) {
        GameState s = at("Su1642M").units("Protectorate: A hastings, A kingslynn, A sutton, A aylesford").build();
        if (canonical.endsWith(" H") && written.contains("supports")) {
            assertTrue(error(s, "Protectorate", written).contains("Aylesford"), "Aylesford does not border Norfolk");
        } else {
            assertEquals(canonical, ok(s, "Protectorate", written).text());
        }
    }

    /** The route is the player's reminder: the army moves by any legal chain of convoying fleets. */
    @Test
    void aConvoyRouteInTheRulebooksWords() {
        String written = "Army Picardy moves via convoy through Fleet Straits of Dover, then Fleet Thames Sea Area, to Suffolk";
        GameState s = at("Su1642M").units("Hamilton: A picardy, F doverstraits; Manchester: F thamessa, A cambridgeshire").build();
        Order o = ok(s, "Hamilton", written);
        assertEquals("A picardy-suffolk via convoy", o.text());
        Review r = R.review(s, "Hamilton", List.of(), written, o);
        assertTrue(r.warning().contains("your Fleet Straits of Dover has no order to convoy"), r.warning());
        assertTrue(!r.warning().contains("Thames"), "nothing said of Manchester's fleet's orders: " + r.warning());
        Order convoy = ok(s, "Hamilton", "Fleet Straits of Dover convoys Army Picardy to Suffolk");
        assertNull(R.review(s, "Hamilton", List.of(convoy), written, o));

        String missing = "Army Picardy moves via convoy through Fleet Thames Sea Area, then Fleet Dover Sea Area, to Suffolk";
        Review gap = R.review(s, "Hamilton", List.of(), missing, ok(s, "Hamilton", missing));
        assertTrue(gap.warning().contains("there is no fleet in Dover Sea Area"), gap.warning());
        assertTrue(gap.warning().contains("Picardy does not border Thames Sea Area"), gap.warning());

        var t = play(s, "Hamilton: " + written + "; Fleet Straits of Dover convoys Army Picardy to Suffolk"
                + " | Manchester: F thamessa C A picardy-suffolk");
        assertTrue(outcomes(t).get("picardy").succeeded(), outcomes(t).toString());
        assertEquals("Hamilton", t.next().unitAt(W3k.p("suffolk")).power());
    }

    @Test
    void unknownWordsGetAnAnswerWithAnExampleOfThisBoard() {
        GameState s = at("Su1642M").units("Crown: A london").build();
        assertTrue(error(s, "Crown", "Army London to Surey").contains("did you mean Surrey"));
    }
}
